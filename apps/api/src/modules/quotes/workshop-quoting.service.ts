import {
  addDays,
  calendarDate,
  type IncomingRequest,
  isIsoDate,
  lineAmounts,
  type QuoteActionAnswer,
  type QuoteLineInput,
  type SaveQuoteInput,
  type VatContext,
} from '@motorwise/shared';
import type { Tx } from '../../db/client';
import { badRequest, conflict, type FieldErrors, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session';
import type { QuoteRequestRow, quoteRequests } from '../quote-requests/index';
import type { workshops } from '../workshops/index';
import { type Access, NOT_FOUND_QUOTE, type QuoteDeps, workshopWho } from './access';
import { createQuote, type Lifecycle, type Locked, totalsOf, workshopVat } from './lifecycle';
import type { Notify } from './notify';
import type * as QuotesRepo from './quotes.repo';
import { declinedMessage, quoteSentMessage, withdrawnMessage } from './workshop.texts';
import { DEFAULT_EXPIRY_DAYS, INSPECTION, type WorkshopRequests } from './workshop-requests.service';
import { answer, type WorkshopStep } from './workshop-step';

/** The workshop portal (decision 020), quoting: the quote editor's drafts and sends, declines, withdrawals. */

/** The end of a Johannesburg calendar day (UTC+2, no daylight saving). */
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999+02:00`);

/** A typed line to a stored one (cents by the shared VAT rules); problems keyed `lines.<i>.<field>`. */
export function toStoredLines(
  lines: QuoteLineInput[],
  vat: VatContext,
  itemIds: Set<string>,
  prefix: string,
  errors: FieldErrors,
) {
  return lines.flatMap((l, i) => {
    if (l.quoteRequestItemId && !itemIds.has(l.quoteRequestItemId)) {
      errors[`${prefix}.${i}.quoteRequestItemId`] = ['This item is not part of the request.'];
      return [];
    }
    try {
      const a = lineAmounts(l, vat);
      return [
        {
          line: l,
          values: {
            quoteRequestItemId: l.quoteRequestItemId ?? null,
            description: l.description,
            note: l.note ?? null,
            lineKind: l.kind,
            isLabour: l.kind === 'labour',
            priceExclCents: a.unitExclCents,
            priceInclCents: a.unitInclCents,
            quantity: (a.quantityMilli / 1000).toFixed(3),
            totalInclCents: a.totalInclCents,
            noVat: l.noVat,
            sortOrder: i,
          },
        },
      ];
    } catch {
      errors[`${prefix}.${i}.priceExcl`] = ['Please enter a price in rand, like 1250.00.'];
      return [];
    }
  });
}

export interface WorkshopQuotingDeps {
  repo: Pick<typeof QuotesRepo, 'itemsOfQuotes' | 'lockForWorkshop' | 'replaceOwnItems'>;
  quoteRequests: Pick<typeof quoteRequests, 'lock' | 'parts'>;
  workshops: Pick<typeof workshops, 'findMany'>;
  workshopRequests: Pick<WorkshopRequests, 'requestAfterSave'>;
  /** Quotes' own parts (access.ts, lifecycle.ts, ...), each given the modules below in index.ts. */
  access: Pick<Access, 'workshopRequest'>;
  lifecycle: Pick<Lifecycle, 'applyAction'>;
  notify: Pick<Notify, 'tellCustomer'>;
  steps: Pick<WorkshopStep, 'simpleStep'>;
}

export function createWorkshopQuoting({
  repo,
  quoteRequests,
  workshops,
  workshopRequests,
  access: { workshopRequest },
  lifecycle: { applyAction },
  notify: { tellCustomer },
  steps: { simpleStep },
}: WorkshopQuotingDeps) {
  /**
   * The workshop's quote on the request, locked with the request (the request first, as everywhere); a
   * draft created when it has none, which needs no lock of its own (no one else sees it before commit).
   */
  async function lockOrCreate(
    tx: Tx,
    user: SessionUser,
    draft: Omit<Parameters<typeof createQuote>[1], 'request'> & { request: QuoteRequestRow },
  ): Promise<{ locked: Locked; created: boolean }> {
    const request = await quoteRequests.lock(tx, draft.request.id);
    if (!request) throw notFound(NOT_FOUND_QUOTE);
    const existing = await repo.lockForWorkshop(tx, request.id, draft.workshopId);
    const quote = existing ?? (await createQuote(tx, { ...draft, request }));
    if (!user.workshopIds.includes(quote.workshopId)) throw notFound(NOT_FOUND_QUOTE);
    return { locked: { quote, request }, created: !existing };
  }

  return {
    /** POST /api/workshop/requests/{id}/quote: save a draft, send, send a pre-quote, or revise. */
    async saveQuote(
      deps: QuoteDeps,
      user: SessionUser,
      id: string,
      input: SaveQuoteInput,
    ): Promise<IncomingRequest> {
      const { request, workshopId } = await workshopRequest(deps.db, id, user);
      const [workshop] = await workshops.findMany(deps.db, [workshopId]);
      const vat = workshopVat(workshop);
      const parts = await quoteRequests.parts(deps.db, request.id);
      const errors: FieldErrors = {};
      const stored = toStoredLines(input.lines, vat, new Set(parts.items.map((i) => i.id)), 'lines', errors);
      const sending = input.action !== 'saveDraft';
      if (sending && input.action !== 'sendPreQuote' && input.lines.length === 0)
        errors.lines = ['Add at least one line before sending the quote.'];
      const today = calendarDate(new Date());
      if (input.expiryDate && (!isIsoDate(input.expiryDate) || input.expiryDate < today))
        errors.expiryDate = ['The expiry date must be today or later.'];
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      if (input.action === 'sendPreQuote' && !INSPECTION.test(request.quoteType))
        throw conflict('A pre-quote is for inspection requests. Send a quote with prices instead.');
      const now = new Date();
      const who = workshopWho(user);
      const created = await deps.db.transaction(async (tx) => {
        const { locked, created } = await lockOrCreate(tx, user, { request, workshopId, workshop, who, now });
        const expiresAt = input.expiryDate
          ? endOfDay(input.expiryDate)
          : sending
            ? endOfDay(addDays(today, DEFAULT_EXPIRY_DAYS))
            : locked.quote.expiresAt;
        await applyAction(tx, locked, input.action, who, {
          now,
          set: {
            isVatRegistered: vat.isVatRegistered,
            vatRate: vat.vatRate.toFixed(2),
            jobTurnaround: input.jobTurnaround ?? null,
            notes: input.notes ?? null,
            externalReference: input.externalReference ?? null,
            expiresAt,
            ...(sending ? { sentAt: now, guarantee: workshop?.guarantee ?? null } : {}),
            ...(input.action === 'sendPreQuote' ? { isPreQuote: true } : {}),
          },
          note: input.action === 'revise' ? 'Quote revised' : null,
        });
        await repo.replaceOwnItems(
          tx,
          locked.quote.id,
          stored.map((s) => ({ ...s.values, quoteId: locked.quote.id })),
        );
        if (sending) {
          const total = totalsOf(await repo.itemsOfQuotes(tx, [locked.quote.id]), vat).totalInclCents;
          const action = input.action as 'send' | 'sendPreQuote' | 'revise';
          await tellCustomer(
            tx,
            { publicUrl: deps.publicUrl },
            request,
            quoteSentMessage(action, workshop?.name, request, total, expiresAt!),
          );
        }
        return created;
      });
      return workshopRequests.requestAfterSave(deps, request, workshopId, { parts, workshop, created });
    },

    /** POST /api/workshop/requests/{id}/decline: the workshop will not quote (a reason for the customer). */
    async decline(
      deps: QuoteDeps,
      user: SessionUser,
      id: string,
      reason: string,
    ): Promise<QuoteActionAnswer> {
      const { request, workshopId } = await workshopRequest(deps.db, id, user);
      const [workshop] = await workshops.findMany(deps.db, [workshopId]);
      const result = await deps.db.transaction(async (tx) => {
        const { locked } = await lockOrCreate(tx, user, {
          request,
          workshopId,
          workshop,
          who: workshopWho(user),
        });
        const status = await applyAction(tx, locked, 'decline', workshopWho(user), { note: reason });
        await tellCustomer(
          tx,
          { publicUrl: deps.publicUrl },
          request,
          declinedMessage(workshop?.name, request, reason),
        );
        return { id: locked.quote.id, status };
      });
      return answer('You declined to quote. The customer was told why.', result.id, result.status);
    },

    /** POST /api/workshop/quotes/{quoteId}/withdraw: a sent quote the customer has not booked. */
    async withdraw(
      deps: QuoteDeps,
      user: SessionUser,
      quoteId: string,
      reason: string,
    ): Promise<QuoteActionAnswer> {
      return simpleStep(deps, user, quoteId, 'withdraw', reason, (q, r) => ({
        message: withdrawnMessage(q, r, reason),
        answer: 'The quote is withdrawn. The customer was told why.',
      }));
    },
  };
}
