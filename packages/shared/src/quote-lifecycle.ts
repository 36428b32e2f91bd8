import { z } from 'zod';
import { QuoteRequestStatus, QuoteStatus, quoteStatusLabel } from './statuses';

/**
 * The quote lifecycle (decision 020): every status a quote and a request may move between, who may move
 * it, and from where. Pure: no I/O, no clock unless one is passed. The API's quotes module is the only
 * writer of a quote's status and asks this file before every change; the web asks it which buttons to show.
 *
 * A quote also has a closure besides its status: a workshop declined to quote, withdrew a sent quote, or it
 * expired. A closed quote keeps the status it had (the spec's statuses have no value for these), so its
 * history stays readable, and it can no longer be accepted or revised.
 */

export const QUOTE_ACTORS = ['customer', 'workshop', 'system', 'admin'] as const;
export type QuoteActor = (typeof QUOTE_ACTORS)[number];

/**
 * declined: the workshop declined to quote; withdrawn: the workshop took a sent quote back; expired: its
 * day passed; rejected: the customer declined the quote (decision 051).
 */
export const QUOTE_CLOSED_REASONS = ['declined', 'withdrawn', 'expired', 'rejected'] as const;
export type QuoteClosedReason = (typeof QUOTE_CLOSED_REASONS)[number];
export const QuoteClosedReasonSchema = z.enum(QUOTE_CLOSED_REASONS);

/** What a person reads for a closure. */
export const QUOTE_CLOSED_TEXT: Readonly<Record<QuoteClosedReason, string>> = {
  declined: 'Declined by the workshop',
  withdrawn: 'Withdrawn by the workshop',
  expired: 'Expired',
  rejected: 'Declined by the customer',
};

/** The closure as its customer reads it: their own decline is theirs. */
export const QUOTE_CLOSED_TEXT_FOR_CUSTOMER: Readonly<Record<QuoteClosedReason, string>> = {
  ...QUOTE_CLOSED_TEXT,
  rejected: 'Declined by you',
};

/** Every action on a quote. Each is one or more edges of the table below. */
export const QUOTE_ACTIONS = [
  'saveDraft',
  'send',
  'sendPreQuote',
  'revise',
  'accept',
  'cancelBooking',
  'checkIn',
  'submitAmendment',
  'answerAmendment',
  'draftInvoice',
  'reopen',
  'invoice',
  'checkout',
  'paymentFailed',
  'paid',
  'complete',
  'decline',
  'withdraw',
  'expire',
  'reject',
] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];
export const QuoteActionSchema = z.enum(QUOTE_ACTIONS);

/** The action as a person names it, for sentences ("A quote can only be accepted ..."). */
const ACTION_TEXT: Readonly<Record<QuoteAction, string>> = {
  saveDraft: 'saved as a draft',
  send: 'sent',
  sendPreQuote: 'sent as a pre-quote',
  revise: 'revised',
  accept: 'accepted',
  cancelBooking: 'cancelled',
  checkIn: 'checked in',
  submitAmendment: 'amended',
  answerAmendment: 'answered',
  draftInvoice: 'given a draft invoice',
  reopen: 'reopened',
  invoice: 'invoiced',
  checkout: 'paid',
  paymentFailed: 'returned to unpaid',
  paid: 'marked as paid',
  complete: 'completed',
  decline: 'declined',
  withdraw: 'withdrawn',
  expire: 'expired',
  reject: 'declined',
};

export interface QuoteTransition {
  action: QuoteAction;
  /** null: the quote does not exist yet (a workshop declining a request it never quoted). */
  from: readonly (QuoteStatus | null)[];
  /** The status after the action; 'same' keeps it (a closure or a draft saved again). */
  to: QuoteStatus | 'same';
  actors: readonly QuoteActor[];
  /** Set for the closures. */
  closes?: QuoteClosedReason;
}

const S = QuoteStatus;
/** Statuses of a sent quote the customer has not booked: it can be accepted, revised or withdrawn. */
export const OPEN_QUOTE_STATUSES: readonly QuoteStatus[] = [S.PendingApproval, S.Updated, S.Request];
/** Statuses of a booked quote and everything after: at most one per request. */
export const BOOKED_QUOTE_STATUSES: readonly QuoteStatus[] = [
  S.Booked,
  S.InProgress,
  S.AmendmentPending,
  S.ProForma,
  S.Invoiced,
  S.Checkout,
  S.Paid,
  S.Completed,
];
/** A job on the workshop floor: booked, not yet invoiced. */
export const JOB_STATUSES: readonly QuoteStatus[] = [S.Booked, S.InProgress, S.AmendmentPending, S.ProForma];
/** Statuses with an invoice (the tax invoice can be downloaded). */
export const INVOICED_STATUSES: readonly QuoteStatus[] = [S.Invoiced, S.Checkout, S.Paid, S.Completed];
/** Invoiced and not yet collected: the statuses in which a vehicle can wait ready for collection. */
export const AWAITING_COLLECTION_STATUSES: readonly QuoteStatus[] = [S.Invoiced, S.Checkout, S.Paid];

/**
 * The vehicle waits at the workshop, ready: the workshop said so and the job is not completed (collected)
 * or reopened. readyForCollectionUtc stays on the quote as a record; this is whether to say it now.
 */
export const isWaitingForCollection = (quote: {
  quoteStatus: number;
  readyForCollectionUtc: string | null;
}): boolean =>
  quote.readyForCollectionUtc !== null &&
  (AWAITING_COLLECTION_STATUSES as readonly number[]).includes(quote.quoteStatus);

/**
 * Every allowed move. The first edge that matches an action, its current status and the actor decides.
 * Payments (decision 020): Invoiced -> Checkout when the customer goes to the gateway; Checkout -> Invoiced
 * when the payment fails or is cancelled; Checkout or Invoiced -> Paid on a verified gateway notification
 * (system), by an administrator, or by the workshop for money taken at its counter (Invoiced only);
 * Paid -> Completed at collection.
 */
export const QUOTE_TRANSITIONS: readonly QuoteTransition[] = [
  { action: 'saveDraft', from: [null, S.Draft], to: S.Draft, actors: ['workshop'] },
  { action: 'send', from: [S.Draft], to: S.PendingApproval, actors: ['workshop'] },
  { action: 'sendPreQuote', from: [S.Draft], to: S.Request, actors: ['workshop'] },
  { action: 'revise', from: OPEN_QUOTE_STATUSES, to: S.Updated, actors: ['workshop'] },
  { action: 'accept', from: OPEN_QUOTE_STATUSES, to: S.Booked, actors: ['customer'] },
  {
    action: 'cancelBooking',
    from: [S.Booked],
    to: S.PendingApproval,
    actors: ['customer', 'workshop', 'admin'],
  },
  { action: 'checkIn', from: [S.Booked], to: S.InProgress, actors: ['workshop'] },
  { action: 'submitAmendment', from: [S.InProgress], to: S.AmendmentPending, actors: ['workshop'] },
  { action: 'answerAmendment', from: [S.AmendmentPending], to: S.InProgress, actors: ['customer'] },
  { action: 'draftInvoice', from: [S.InProgress, S.ProForma], to: S.ProForma, actors: ['workshop'] },
  { action: 'reopen', from: [S.ProForma], to: S.InProgress, actors: ['workshop'] },
  { action: 'invoice', from: [S.InProgress, S.ProForma], to: S.Invoiced, actors: ['workshop'] },
  { action: 'checkout', from: [S.Invoiced], to: S.Checkout, actors: ['customer', 'system'] },
  { action: 'paymentFailed', from: [S.Checkout], to: S.Invoiced, actors: ['system', 'admin'] },
  { action: 'paid', from: [S.Checkout], to: S.Paid, actors: ['system', 'admin'] },
  { action: 'paid', from: [S.Invoiced], to: S.Paid, actors: ['system', 'admin', 'workshop'] },
  { action: 'complete', from: [S.Paid], to: S.Completed, actors: ['workshop', 'admin'] },
  { action: 'decline', from: [null, S.Draft], to: 'same', actors: ['workshop'], closes: 'declined' },
  { action: 'withdraw', from: OPEN_QUOTE_STATUSES, to: 'same', actors: ['workshop'], closes: 'withdrawn' },
  { action: 'expire', from: OPEN_QUOTE_STATUSES, to: 'same', actors: ['system'], closes: 'expired' },
  // The customer declines a quote they were sent (decision 051): it stays where it was, closed.
  { action: 'reject', from: OPEN_QUOTE_STATUSES, to: 'same', actors: ['customer'], closes: 'rejected' },
];

/** What the rules need to know about a quote (and its request) to decide. */
export interface QuoteFacts {
  /** null: no quote yet. */
  status: QuoteStatus | null;
  closedReason?: QuoteClosedReason | null;
  /** The quote's expiry; past it the quote cannot be accepted (the job closes it later). */
  expiresAt?: Date | string | null;
  requestStatus?: QuoteRequestStatus;
  /** Another quote on the same request is booked (or later). */
  otherQuoteBooked?: boolean;
  /** The quote has an amendment waiting for the customer. */
  amendmentPending?: boolean;
}

export type QuoteDecision =
  | {
      allowed: true;
      action: QuoteAction;
      from: QuoteStatus | null;
      to: QuoteStatus | null;
      /** The closure the action makes; null leaves the quote open (saving a declined draft reopens it). */
      closes: QuoteClosedReason | null;
    }
  | { allowed: false; action: QuoteAction; reason: string };

const ACTOR_TEXT: Readonly<Record<QuoteActor, string>> = {
  customer: 'the customer',
  workshop: 'the workshop',
  system: 'Motorwise',
  admin: 'an administrator',
};

function statusText(status: QuoteStatus | null): string {
  return status === null ? 'not quoted yet' : (quoteStatusLabel(status) ?? `status ${status}`);
}

function joinOr(words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** Sentences for the refusals that depend on more than the status. */
export const QUOTE_REFUSALS = {
  closed: (reason: QuoteClosedReason, action: QuoteAction) =>
    reason === 'expired'
      ? `This quote has expired, so it can no longer be ${ACTION_TEXT[action]}.`
      : reason === 'rejected'
        ? `The customer declined this quote, so it can no longer be ${ACTION_TEXT[action]}.`
        : `This quote was ${reason} by the workshop, so it can no longer be ${ACTION_TEXT[action]}.`,
  expired: 'This quote has expired, so it can no longer be accepted. Ask the workshop for a new quote.',
  otherBooked: 'Another quote on this request is already booked. Cancel that booking first to book this one.',
  requestClosed: (status: QuoteRequestStatus, action: QuoteAction = 'accept') =>
    status === QuoteRequestStatus.Cancelled
      ? `This request was cancelled, so its quotes can no longer be ${ACTION_TEXT[action]}.`
      : `This request is already completed, so its quotes can no longer be ${ACTION_TEXT[action]}.`,
  requestNotOpen: (status: QuoteRequestStatus) =>
    status === QuoteRequestStatus.Cancelled
      ? 'The customer cancelled this request, so it can no longer be quoted.'
      : 'This request is already completed, so it can no longer be quoted.',
  amendmentPending:
    'An amendment is waiting for the customer. It must be approved or declined before the job is invoiced.',
} as const;

function isPast(value: Date | string | null | undefined, now: Date): boolean {
  if (value === null || value === undefined) return false;
  const at = value instanceof Date ? value : new Date(value);
  return !Number.isNaN(at.getTime()) && at.getTime() <= now.getTime();
}

/**
 * May `actor` take `action` on a quote in this state? Allowed answers carry the status after the action
 * (null only when the quote does not exist and stays so) and the closure it makes; refusals a sentence.
 */
export function decideQuoteAction(
  facts: QuoteFacts,
  action: QuoteAction,
  actor: QuoteActor,
  now: Date = new Date(),
): QuoteDecision {
  // A closed quote says why first: its status is only where it stopped.
  const reopensDecline = action === 'saveDraft' && facts.closedReason === 'declined';
  if (facts.closedReason && !reopensDecline)
    return { allowed: false, action, reason: QUOTE_REFUSALS.closed(facts.closedReason, action) };
  const edges = QUOTE_TRANSITIONS.filter((t) => t.action === action);
  const fromOk = edges.filter((t) => t.from.includes(facts.status));
  if (fromOk.length === 0) {
    const froms = [...new Set(edges.flatMap((t) => t.from))].map(statusText);
    return {
      allowed: false,
      action,
      reason: `A quote can only be ${ACTION_TEXT[action]} while it is ${joinOr(froms)}; this one is ${statusText(facts.status)}.`,
    };
  }
  const edge = fromOk.find((t) => t.actors.includes(actor));
  if (!edge) {
    const actors = [...new Set(fromOk.flatMap((t) => t.actors))].map((a) => ACTOR_TEXT[a]);
    return {
      allowed: false,
      action,
      reason: `Only ${joinOr(actors)} can do this: a quote that is ${statusText(facts.status)} can be ${ACTION_TEXT[action]} only by ${joinOr(actors)}.`,
    };
  }
  if (
    (action === 'saveDraft' || action === 'send' || action === 'sendPreQuote' || action === 'revise') &&
    facts.requestStatus !== undefined &&
    facts.requestStatus !== QuoteRequestStatus.Submitted
  )
    return { allowed: false, action, reason: QUOTE_REFUSALS.requestNotOpen(facts.requestStatus) };
  if (
    action === 'reject' &&
    facts.requestStatus !== undefined &&
    facts.requestStatus !== QuoteRequestStatus.Submitted
  )
    return { allowed: false, action, reason: QUOTE_REFUSALS.requestClosed(facts.requestStatus, action) };
  if (action === 'accept') {
    if (facts.requestStatus !== undefined && facts.requestStatus !== QuoteRequestStatus.Submitted)
      return { allowed: false, action, reason: QUOTE_REFUSALS.requestClosed(facts.requestStatus, action) };
    if (isPast(facts.expiresAt, now)) return { allowed: false, action, reason: QUOTE_REFUSALS.expired };
    if (facts.otherQuoteBooked) return { allowed: false, action, reason: QUOTE_REFUSALS.otherBooked };
  }
  if ((action === 'invoice' || action === 'draftInvoice') && facts.amendmentPending)
    return { allowed: false, action, reason: QUOTE_REFUSALS.amendmentPending };
  const to = edge.to === 'same' ? facts.status : edge.to;
  return { allowed: true, action, from: facts.status, to, closes: edge.closes ?? null };
}

/**
 * Status to status, for callers that think in statuses (payments: `transitionQuote(tx, id, to, actor)`):
 * the action whose edge leads from `from` to `to` for this actor. Refused with a sentence otherwise.
 */
export function decideQuoteStatusChange(
  facts: QuoteFacts,
  to: QuoteStatus,
  actor: QuoteActor,
  now: Date = new Date(),
): QuoteDecision {
  const candidates = QUOTE_TRANSITIONS.filter((t) => t.to === to && t.from.includes(facts.status));
  const edge = candidates.find((t) => t.actors.includes(actor)) ?? candidates[0];
  if (!edge) {
    return {
      allowed: false,
      action: 'revise',
      reason: `A quote cannot move from ${statusText(facts.status)} to ${statusText(to)}.`,
    };
  }
  return decideQuoteAction(facts, edge.action, actor, now);
}

/** The actions `actor` may take now (the buttons a screen shows). */
export function allowedQuoteActions(
  facts: QuoteFacts,
  actor: QuoteActor,
  now: Date = new Date(),
): QuoteAction[] {
  return QUOTE_ACTIONS.filter((action) => decideQuoteAction(facts, action, actor, now).allowed);
}

/** Is the quote past its expiry (for isExpired on the wire)? */
export function isQuoteExpired(facts: QuoteFacts, now: Date = new Date()): boolean {
  if (facts.closedReason === 'expired') return true;
  return facts.status !== null && OPEN_QUOTE_STATUSES.includes(facts.status) && isPast(facts.expiresAt, now);
}

// ---------------------------------------------------------------- requests

export const REQUEST_ACTIONS = ['cancel', 'complete'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

export type RequestDecision = { allowed: true; to: QuoteRequestStatus } | { allowed: false; reason: string };

/** What the rules need to know about a request to move it. */
export interface RequestFacts {
  status: QuoteRequestStatus;
  reference: string;
  /** One of its quotes is booked or further on (booked up to completed). */
  hasBookedQuote: boolean;
  /** That quote's job is completed (the vehicle was collected). */
  jobCompleted?: boolean;
}

/**
 * A request (decisions 020, 051): Submitted -> Cancelled by its applicant (or an administrator) while none
 * of its quotes is booked; Submitted -> Completed by Motorwise when its job is completed, or by its
 * applicant while no job is under way (a booked job completes the request itself when it is collected).
 * A booking cancelled before check-in leaves the request Submitted: the spec has no booked request status,
 * so the request never left it. The API's one writer of a request's status asks this first.
 */
export function decideRequestAction(
  facts: RequestFacts,
  action: RequestAction,
  actor: QuoteActor,
): RequestDecision {
  if (facts.status === QuoteRequestStatus.Cancelled)
    return {
      allowed: false,
      reason:
        action === 'cancel'
          ? `Request ${facts.reference} is already cancelled.`
          : `Request ${facts.reference} was cancelled, so it cannot be completed.`,
    };
  if (facts.status === QuoteRequestStatus.Completed)
    return { allowed: false, reason: `Request ${facts.reference} is already completed.` };
  if (action === 'cancel') {
    if (actor !== 'customer' && actor !== 'admin')
      return { allowed: false, reason: 'Only the customer who made a request can cancel it.' };
    if (facts.hasBookedQuote)
      return {
        allowed: false,
        reason: `Request ${facts.reference} has a booked quote. Cancel the booking first.`,
      };
    return { allowed: true, to: QuoteRequestStatus.Cancelled };
  }
  if (actor === 'workshop')
    return { allowed: false, reason: 'Only the customer or Motorwise can complete a request.' };
  if (actor === 'customer' && facts.hasBookedQuote && !facts.jobCompleted)
    return {
      allowed: false,
      reason: `Request ${facts.reference} has a job under way. It is completed when the workshop completes the job.`,
    };
  return { allowed: true, to: QuoteRequestStatus.Completed };
}
