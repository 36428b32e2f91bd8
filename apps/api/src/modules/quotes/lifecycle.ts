import {
  AmendmentChangeType,
  AmendmentStatus,
  DEFAULT_VAT_PERCENT,
  decideQuoteAction,
  decideQuoteStatusChange,
  INVOICED_STATUSES as INVOICED_QUOTE_STATUSES,
  QUOTE_CLOSED_TEXT,
  type QuoteAction,
  type QuoteActor,
  type QuoteClosedReason,
  type QuoteDecision,
  type QuoteFacts,
  QuoteRequestStatus,
  QuoteStatus,
  removeVat,
  sumTotals,
  type Totals,
  type VatContext,
} from '@motorwise/shared';
import type { Db, DbOrTx } from '../../db/client';
import { notFound, transitionRefused } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { LockedRequestRow, QuoteRequestRow, quoteRequests } from '../quote-requests/index';
import type { Notify, NotifyContext } from './notify';
import * as repo from './quotes.repo';
import { completedMessage } from './workshop.texts';

/**
 * The one writer of a quote's status (decision 020). Every change: lock the request row, then the quote
 * row (always in that order, so two changes never wait on each other in a circle), ask the shared
 * lifecycle, write the status and a history row with who and when, all in the caller's transaction.
 */

export interface Who {
  actor: QuoteActor;
  /** The e-mail of the person (or 'system'), kept in the history. */
  username: string | null;
}

/** The platform itself (a scheduled job, a verified payment), as the history names it. */
const SYSTEM: Who = { actor: 'system', username: 'system' };

export interface Locked {
  quote: repo.QuoteRow;
  request: QuoteRequestRow;
}

/** Everything the lifecycle needs to know about a locked quote. */
export async function factsOf(tx: DbOrTx, { quote, request }: Locked): Promise<QuoteFacts> {
  const { otherQuoteBooked, amendmentPending } = await repo.lifecycleFacts(tx, request.id, quote.id);
  return {
    status: quote.quoteStatus as QuoteStatus,
    closedReason: (quote.closedReason as QuoteClosedReason | null) ?? null,
    expiresAt: quote.expiresAt,
    requestStatus: request.quoteRequestStatus as QuoteFacts['requestStatus'],
    otherQuoteBooked,
    amendmentPending,
  };
}

/**
 * The VAT a workshop quotes with: the standard rate (the one default, DEFAULT_VAT_PERCENT) unless the
 * workshop says it is not VAT registered; a workshop not found is taken as registered, as the editor does.
 */
export const workshopVat = (workshop: { isVatRegistered: boolean } | null | undefined): VatContext =>
  workshop?.isVatRegistered === false
    ? { isVatRegistered: false, vatRate: 0 }
    : { isVatRegistered: true, vatRate: DEFAULT_VAT_PERCENT };

/**
 * The one place a quote is created (decision 057): a workshop's first quote on a request, a Draft with the
 * workshop's VAT, and its "Created" history row, in the caller's transaction. The caller holds the request's
 * lock (lockQuote's order; the type asks for the locked row) and has checked the workshop has no quote on it
 * yet.
 */
export async function createQuote(
  tx: DbOrTx,
  {
    request,
    workshopId,
    workshop,
    who,
    now = new Date(),
  }: {
    request: LockedRequestRow;
    workshopId: string;
    /** The workshop's row (its VAT registration); undefined when not found. */
    workshop: { isVatRegistered: boolean } | undefined;
    who: Who;
    now?: Date;
  },
): Promise<repo.QuoteRow> {
  const vat = workshopVat(workshop);
  const quote = await repo.insertQuote(
    tx,
    {
      quoteRequestId: request.id,
      workshopId,
      isVatRegistered: vat.isVatRegistered,
      vatRate: vat.vatRate.toFixed(2),
      quoteStatus: QuoteStatus.Draft,
      workshopCustomer: [request.firstName, request.lastName].filter(Boolean).join(' ') || null,
      vehicleMileage: request.vehicleMileage,
    },
    request.reference,
  );
  await repo.insertHistory(tx, {
    quoteId: quote.id,
    quoteStatus: QuoteStatus.Draft,
    username: who.username,
    actor: who.actor,
    note: 'Created',
    createdAt: now,
  });
  return quote;
}

export interface ApplyOptions {
  note?: string | null;
  /** Other columns written with the status. */
  set?: repo.QuoteUpdate;
  now?: Date;
  /** Where mails link to. A step that completes the job needs it: completion tells the customer (write). */
  notify?: NotifyContext;
}

// ---------------------------------------------------------------- money of stored lines

export const vatOf = (q: Pick<repo.QuoteRow, 'isVatRegistered' | 'vatRate'>): VatContext => ({
  isVatRegistered: q.isVatRegistered,
  vatRate: Number(q.vatRate),
});

/** A stored line's totals: its total incl. VAT is the truth; excl. and VAT are taken out of it. */
export function storedTotals(inclCents: number, noVat: boolean, vat: VatContext): Totals {
  const taxed = vat.isVatRegistered && !noVat && vat.vatRate > 0;
  const excl = taxed ? removeVat(inclCents, vat.vatRate) : inclCents;
  return { totalExclCents: excl, vatCents: inclCents - excl, totalInclCents: inclCents };
}

const isOwnLine = (i: repo.QuoteItemRow) => i.amendmentId === null;

/**
 * The lines the customer agreed to: the quote's own lines, with each approved amendment applied in order
 * (an added line joins, a modified line replaces the one it names, a removed line takes it out).
 */
export function approvedLines(items: repo.QuoteItemRow[]): repo.QuoteItemRow[] {
  const scope = new Map(items.filter(isOwnLine).map((i) => [i.id, i]));
  const approved = items.filter((i) => !isOwnLine(i) && i.amendmentStatus === AmendmentStatus.approved);
  for (const line of approved) {
    if (line.replacesQuoteItemId) scope.delete(line.replacesQuoteItemId);
    if (line.amendmentType !== AmendmentChangeType.removed) scope.set(line.id, line);
  }
  return [...scope.values()];
}

export function totalsOf(lines: repo.QuoteItemRow[], vat: VatContext, verified = false): Totals {
  return sumTotals(
    lines.map((l) =>
      storedTotals(
        verified ? (l.verifiedTotalInclCents ?? l.totalInclCents) : l.totalInclCents,
        l.noVat,
        vat,
      ),
    ),
  );
}

/** Has the workshop drafted or issued an invoice (the lines carry the charged totals)? */
export const hasInvoiceFigures = (q: Pick<repo.QuoteRow, 'quoteStatus'>) =>
  q.quoteStatus === QuoteStatus.ProForma || INVOICED_QUOTE_STATUSES.includes(q.quoteStatus as QuoteStatus);

function paidMessage(quote: repo.QuoteRow, request: QuoteRequestRow, amount?: string) {
  const what = quote.invoiceNumber ?? quote.reference;
  return {
    subject: `Paid: ${what}`,
    title: 'The customer paid',
    body: `${request.firstName ?? 'The customer'} paid ${amount ? `${amount} for ` : ''}${what} for the ${request.vehicleName} online.`,
    linkLabel: 'Open the job',
  };
}

/** What the one writer uses (decision 058): the request's lock and its one writer, and telling the two sides. */
export interface LifecycleDeps {
  quoteRequests: Pick<typeof quoteRequests, 'lock' | 'move'>;
  notify: Pick<Notify, 'tellCustomer' | 'tellWorkshop'>;
}

/** The lifecycle's steps that lock the request or tell someone; wired once in index.ts. */
export function createLifecycle({ quoteRequests, notify }: LifecycleDeps) {
  const { tellCustomer, tellWorkshop } = notify;

  /** Locks a quote (by id or uniqueId) and its request for the rest of the transaction; null if none. */
  async function lockQuote(tx: DbOrTx, quoteId: string): Promise<Locked | null> {
    if (!isUuid(quoteId)) return null;
    const found = await repo.findById(tx, quoteId);
    if (!found) return null;
    return lockQuoteOn(tx, found.id, found.quoteRequestId);
  }

  /**
   * lockQuote for a caller that has read the quote already (by its id) and so knows its request (a quote
   * never moves to another): the request first, then the quote, as everywhere.
   */
  async function lockQuoteOn(tx: DbOrTx, quoteId: string, requestId: string): Promise<Locked | null> {
    const request = await quoteRequests.lock(tx, requestId);
    const quote = await repo.lockById(tx, quoteId);
    if (!request || !quote || quote.quoteRequestId !== requestId) return null;
    return { quote, request };
  }

  async function write(
    tx: DbOrTx,
    locked: Locked,
    decision: Extract<QuoteDecision, { allowed: true }>,
    who: Who,
    options: ApplyOptions,
  ): Promise<QuoteStatus> {
    const now = options.now ?? new Date();
    const to = decision.to ?? QuoteStatus.Draft;
    const closes = decision.closes;
    const set: repo.QuoteUpdate = { ...options.set, quoteStatus: to };
    if (closes) Object.assign(set, { closedReason: closes, closedAt: now, closeNote: options.note ?? null });
    else if (decision.action === 'saveDraft')
      Object.assign(set, { closedReason: null, closedAt: null, closeNote: null });
    await repo.updateQuote(tx, locked.quote.id, set);
    // A draft saved again is not a step anyone needs to see; every other action is.
    if (
      !(decision.action === 'saveDraft' && decision.from === QuoteStatus.Draft && !locked.quote.closedReason)
    )
      await repo.insertHistory(tx, {
        quoteId: locked.quote.id,
        quoteStatus: to,
        username: who.username,
        actor: who.actor,
        note: options.note ?? (closes ? closes : null),
        createdAt: now,
      });
    locked.quote = { ...locked.quote, ...set, quoteStatus: to } as repo.QuoteRow;
    if (to === QuoteStatus.Completed && decision.from !== QuoteStatus.Completed)
      await jobCompleted(tx, locked, who, options.notify);
    return to;
  }

  /**
   * Everything that follows a completed job, once and from here only (decision 057), whichever way the quote
   * reached Completed: the request follows its job (decision 051), through the request's one writer (a
   * booking cancelled before check-in leaves the request Submitted, where it was); the customer is asked to
   * review the workshop (mail and in-app, through the outbox, in the step's transaction).
   */
  async function jobCompleted(tx: DbOrTx, locked: Locked, who: Who, notify: NotifyContext | undefined) {
    // A programming error, not the person's: the review mail must not be skipped silently.
    if (!notify) throw new Error('Completing a job tells the customer: pass notify to the lifecycle.');
    const moved = await quoteRequests.move(
      tx,
      locked.request,
      'complete',
      { actor: 'system', username: who.username ?? 'system' },
      { hasBookedQuote: true, jobCompleted: true },
    );
    if (moved.allowed)
      locked.request = { ...locked.request, quoteRequestStatus: QuoteRequestStatus.Completed };
    await tellCustomer(tx, notify, locked.request, completedMessage(locked.quote, locked.request));
  }

  /** Takes `action` on a locked quote, or throws TRANSITION_REFUSED (409) with the lifecycle's sentence. */
  async function applyAction(
    tx: DbOrTx,
    locked: Locked,
    action: QuoteAction,
    who: Who,
    options: ApplyOptions = {},
  ): Promise<QuoteStatus> {
    const decision = decideQuoteAction(await factsOf(tx, locked), action, who.actor, options.now);
    if (!decision.allowed) throw transitionRefused(decision.reason);
    return write(tx, locked, decision, who, options);
  }

  /**
   * Status to status, for the payments module (decision 020): Invoiced -> Checkout, Checkout -> Invoiced,
   * Checkout or Invoiced -> Paid, Paid -> Completed. Runs in the caller's transaction; 404 for no such quote,
   * TRANSITION_REFUSED (409) with a sentence when the lifecycle refuses. Completing the job completes its
   * request and asks the customer for a review (in write).
   */
  async function transitionQuote(
    ...change: Parameters<typeof transitionLocked>
  ): Promise<{ quoteId: string; from: QuoteStatus; to: QuoteStatus }> {
    const { locked, from } = await transitionLocked(...change);
    return { quoteId: locked.quote.id, from, to: change[2] };
  }

  /** transitionQuote's work, answering the rows it locked as they are after the change. */
  async function transitionLocked(
    tx: DbOrTx,
    quoteId: string,
    to: QuoteStatus,
    who: QuoteActor | Who,
    note?: string | null,
    /** The site's address: needed to complete a job (the customer is asked for a review, in write). */
    notify?: NotifyContext,
  ): Promise<{ locked: Locked; from: QuoteStatus }> {
    const person: Who =
      typeof who === 'string' ? (who === 'system' ? SYSTEM : { actor: who, username: null }) : who;
    const locked = await lockQuote(tx, quoteId);
    if (!locked) throw notFound('The quote');
    const from = locked.quote.quoteStatus as QuoteStatus;
    const decision = decideQuoteStatusChange(await factsOf(tx, locked), to, person.actor);
    // Refused before anything is written: the caller's transaction goes on as it was (payQuote's caller).
    if (!decision.allowed) throw transitionRefused(decision.reason);
    await write(tx, locked, decision, person, { note: note ?? null, notify });
    return { locked, from };
  }

  /**
   * The scheduled job (decision 020): closes open quotes past their expiry, each in a transaction of its
   * own through the lifecycle (a quote booked or revised meanwhile is left alone), in batches until none is
   * left or the time budget is spent (the next run goes on). The history says when the quote expired, not
   * when the job noticed. Returns how many closed.
   */
  async function expireDueQuotes(
    db: Db,
    now: Date = new Date(),
    options: { batch?: number; budgetMs?: number } = {},
  ): Promise<number> {
    const batch = options.batch ?? 500;
    const deadline = Date.now() + (options.budgetMs ?? 60_000);
    let closed = 0;
    for (;;) {
      const due = await repo.dueToExpire(db, now, batch);
      let closedNow = 0;
      for (const { id } of due) {
        if (Date.now() > deadline) return closed + closedNow;
        const done = await db.transaction(async (tx) => {
          const locked = await lockQuote(tx, id);
          const expiredAt = locked?.quote.expiresAt;
          if (!locked || !expiredAt || expiredAt > now) return false;
          const decision = decideQuoteAction(await factsOf(tx, locked), 'expire', 'system', now);
          if (!decision.allowed) return false;
          await write(tx, locked, decision, SYSTEM, { note: QUOTE_CLOSED_TEXT.expired, now: expiredAt });
          return true;
        });
        if (done) closedNow += 1;
      }
      closed += closedNow;
      // A short batch was the last; a batch closing nothing (all changed meanwhile) must not loop forever.
      if (due.length < batch || closedNow === 0) return closed;
    }
  }

  /**
   * An online payment was verified (decision 029): Checkout or Invoiced -> Paid, and the workshop's staff
   * are told once, by mail and in the app, in the payment's transaction, from the rows the change locked
   * (read once). The customer's own receipt is the payment module's, so it is not sent here again.
   * TRANSITION_REFUSED as transitionQuote (the quote was paid another way), before anything is written.
   */
  async function payQuote(
    tx: DbOrTx,
    ctx: NotifyContext,
    quoteId: string,
    note: string,
    amount: string,
  ): Promise<void> {
    const { locked } = await transitionLocked(tx, quoteId, QuoteStatus.Paid, SYSTEM, note);
    await tellWorkshop(
      tx,
      ctx,
      locked.quote,
      locked.request,
      'job',
      paidMessage(locked.quote, locked.request, amount),
    );
  }

  return { lockQuote, lockQuoteOn, applyAction, transitionQuote, expireDueQuotes, payQuote };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
