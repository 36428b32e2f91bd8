import type { QuoteAction, QuoteActionAnswer } from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session';
import type { QuoteRequestRow } from '../quote-requests/index';
import { type Access, NOT_FOUND_QUOTE, type QuoteDeps, workshopWho } from './access';
import type { Lifecycle, Locked } from './lifecycle';
import type { Message, Notify } from './notify';
import type * as repo from './quotes.repo';

/** What the workshop's portal does at every stage: the answer it gives, and one lifecycle step. */

export const answer = (message: string, quoteId: string, quoteStatus: number): QuoteActionAnswer => ({
  message,
  quoteId,
  quoteStatus,
});

interface StepText {
  /** What the customer is told (see workshop.texts.ts). */
  message: Message;
  /** What the workshop is answered. */
  answer: string;
  set?: repo.QuoteUpdate;
}

interface StepOptions {
  /** A check on the request once the step is allowed (throws the field error; the transaction rolls back). */
  check?: (request: QuoteRequestRow) => void;
  /** More work in the same transaction, after the status changed. */
  after?: (tx: DbOrTx, locked: Locked) => Promise<void>;
  silentAnswer?: string;
}

/** What a step uses: the caller's quote, the one writer, telling the customer (wired in index.ts). */
export interface WorkshopStepDeps {
  access: Pick<Access, 'workshopQuote'>;
  lifecycle: Pick<Lifecycle, 'applyAction' | 'lockQuote' | 'lockQuoteOn'>;
  notify: Pick<Notify, 'tellCustomer'>;
}

export function createWorkshopStep({ access, lifecycle, notify }: WorkshopStepDeps) {
  const { workshopQuote } = access;
  const { applyAction, lockQuote, lockQuoteOn } = lifecycle;
  const { tellCustomer } = notify;

  /** The workshop's own quote, locked with its request for the transaction; someone else's is not found. */
  async function lockOwn(
    tx: DbOrTx,
    user: SessionUser,
    quoteId: string,
    /** The quote's request, when the caller has read the quote already (lockQuoteOn). */
    requestId?: string,
  ): Promise<Locked> {
    const locked = requestId ? await lockQuoteOn(tx, quoteId, requestId) : await lockQuote(tx, quoteId);
    if (!locked || !user.workshopIds.includes(locked.quote.workshopId)) throw notFound(NOT_FOUND_QUOTE);
    return locked;
  }

  /** One lifecycle step on the workshop's own quote, telling the customer (or not: `text` null). */
  async function simpleStep(
    deps: QuoteDeps,
    user: SessionUser,
    quoteId: string,
    action: QuoteAction,
    note: string,
    text: ((q: repo.QuoteRow, r: QuoteRequestRow) => StepText) | null,
    options: StepOptions = {},
  ): Promise<QuoteActionAnswer> {
    const { request } = await workshopQuote(deps.db, quoteId, user);
    const result = await deps.db.transaction(async (tx) => {
      const locked = await lockOwn(tx, user, quoteId);
      const t = text ? text(locked.quote, request) : null;
      const status = await applyAction(tx, locked, action, workshopWho(user), {
        note,
        set: t?.set,
        notify: { publicUrl: deps.publicUrl },
      });
      options.check?.(request);
      if (options.after) await options.after(tx, locked);
      if (t)
        await tellCustomer(tx, { publicUrl: deps.publicUrl }, request, {
          subject: t.message.subject,
          title: t.message.title,
          body: t.message.body,
          linkLabel: t.message.linkLabel,
          text: t.message.text,
        });
      return { status, answer: t?.answer ?? options.silentAnswer ?? 'Done.' };
    });
    return answer(result.answer, quoteId, result.status);
  }

  return { lockOwn, simpleStep };
}

export type WorkshopStep = ReturnType<typeof createWorkshopStep>;
