import { z } from 'zod';
import {
  BOOKED_QUOTE_STATUSES,
  isQuoteExpired,
  QUOTE_CLOSED_TEXT,
  type QuoteClosedReason,
} from './quote-lifecycle';
import { QuoteRequestStatus, QuoteStatus, quoteStatusLabel } from './statuses';

/**
 * Where a request stands, as a person reads it (issue 20 item 3, decision 051). The spec's request status
 * has three values (Submitted, Cancelled, Completed) and stays Submitted from the first quote to the
 * collection; a list that showed it alone said SUBMITTED for a booked, paid job. The progress is derived
 * from the request's status and its quotes' statuses, never stored: one pure function for the API's list
 * answers and every web list. The wire keeps the spec's values beside it.
 */

export const REQUEST_STAGES = [
  'waiting',
  'quotesReceived',
  'noOpenQuotes',
  'booked',
  'inProgress',
  'awaitingApproval',
  'invoiced',
  'paid',
  'completed',
  'cancelled',
  // The workshop's side only.
  'new',
  'draft',
  'quoted',
  'closed',
  'elsewhere',
] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];

export const RequestProgressSchema = z.object({
  stage: z.enum(REQUEST_STAGES),
  /** What a person reads: "2 quotes received", "Booked with Ferndale Motors", "Waiting for your approval". */
  label: z.string(),
  /** The booked workshop's name while it matters (booked to completed), for the customer only. */
  workshopName: z.string().nullable(),
});
export type RequestProgress = z.infer<typeof RequestProgressSchema>;

/** A quote of the request, as the progress needs it. */
export interface ProgressQuote {
  status: number;
  closedReason?: QuoteClosedReason | null;
  expiresAt?: Date | string | null;
  workshopName?: string | null;
}

/** Quote statuses the customer is asked to decide on: the quote is theirs to accept or decline. */
const WAITING_FOR_CUSTOMER: readonly number[] = [
  QuoteStatus.PendingApproval,
  QuoteStatus.Updated,
  QuoteStatus.Request,
];

/**
 * A quote status as its customer reads it: a quote waiting for them is theirs to decide ("Waiting for your
 * decision", not the workshop's "Pending Approval"); an amendment waits for their approval. Every other
 * status reads as the spec labels it. The API keeps the spec's label in quoteStatusText.
 */
export function customerQuoteStatusLabel(status: number | null | undefined): string | undefined {
  if (status === null || status === undefined) return undefined;
  if (WAITING_FOR_CUSTOMER.includes(status)) return 'Waiting for your decision';
  if (status === QuoteStatus.AmendmentPending) return 'Waiting for your approval';
  return quoteStatusLabel(status);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The stage of a booked (or later) quote's job. */
function jobStage(status: number): RequestStage {
  switch (status) {
    case QuoteStatus.Booked:
      return 'booked';
    case QuoteStatus.InProgress:
    case QuoteStatus.ProForma:
      return 'inProgress';
    case QuoteStatus.AmendmentPending:
      return 'awaitingApproval';
    case QuoteStatus.Invoiced:
    case QuoteStatus.Checkout:
      return 'invoiced';
    case QuoteStatus.Paid:
      return 'paid';
    default:
      return 'completed';
  }
}

/**
 * The customer's view of a request: cancelled; the booked job's stage with its workshop's name; completed;
 * how many open quotes wait for a decision; no open quotes left; or still waiting for the first quote.
 * Drafts are the workshops' own and never count.
 */
export function requestProgress(
  requestStatus: number,
  quotes: readonly ProgressQuote[],
  now: Date = new Date(),
): RequestProgress {
  if (requestStatus === QuoteRequestStatus.Cancelled)
    return { stage: 'cancelled', label: 'Cancelled', workshopName: null };
  const booked = quotes.find((q) => BOOKED_QUOTE_STATUSES.includes(q.status as QuoteStatus));
  if (booked) {
    const name = booked.workshopName ?? null;
    const stage = jobStage(booked.status);
    const at = (text: string, joiner: string) => (name ? `${text} ${joiner} ${name}` : text);
    const label: Record<RequestStage, string> = {
      booked: at('Booked', 'with'),
      inProgress: at('In progress', 'at'),
      awaitingApproval: 'Waiting for your approval',
      invoiced: 'Invoiced',
      paid: 'Paid',
      completed: 'Completed',
    } as Record<RequestStage, string>;
    return { stage, label: label[stage], workshopName: name };
  }
  if (requestStatus === QuoteRequestStatus.Completed)
    return { stage: 'completed', label: 'Completed', workshopName: null };
  const sent = quotes.filter((q) => q.status !== QuoteStatus.Draft);
  const open = sent.filter(
    (q) =>
      !q.closedReason &&
      !isQuoteExpired({ status: q.status as QuoteStatus, expiresAt: q.expiresAt ?? null }, now),
  );
  if (open.length > 0)
    return {
      stage: 'quotesReceived',
      label: `${plural(open.length, 'quote', 'quotes')} received`,
      workshopName: null,
    };
  if (sent.length > 0) return { stage: 'noOpenQuotes', label: 'No open quotes', workshopName: null };
  return { stage: 'waiting', label: 'Waiting for quotes', workshopName: null };
}

/**
 * A workshop's view of a request it was sent: what the customer did and where its own quote stands. It
 * learns that the customer went elsewhere, never with whom or for how much.
 */
export function workshopRequestProgress(
  requestStatus: number,
  own: ProgressQuote | null,
  bookedElsewhere: boolean,
  now: Date = new Date(),
): RequestProgress {
  const none = (stage: RequestStage, label: string): RequestProgress => ({
    stage,
    label,
    workshopName: null,
  });
  const ownBooked = own && BOOKED_QUOTE_STATUSES.includes(own.status as QuoteStatus);
  if (ownBooked) {
    const stage = jobStage(own.status);
    if (stage === 'awaitingApproval') return none(stage, "Waiting for the customer's approval");
    return none(stage, quoteStatusLabel(own.status) ?? 'Booked');
  }
  if (requestStatus === QuoteRequestStatus.Cancelled) return none('cancelled', 'Cancelled by the customer');
  if (bookedElsewhere) return none('elsewhere', 'Went to another workshop');
  if (requestStatus === QuoteRequestStatus.Completed) return none('completed', 'Closed by the customer');
  if (own?.closedReason) return none('closed', QUOTE_CLOSED_TEXT[own.closedReason]);
  if (own && isQuoteExpired({ status: own.status as QuoteStatus, expiresAt: own.expiresAt ?? null }, now))
    return none('closed', QUOTE_CLOSED_TEXT.expired);
  if (own && own.status === QuoteStatus.Draft) return none('draft', 'Draft');
  if (own) return none('quoted', "Waiting for the customer's decision");
  return none('new', 'New');
}
