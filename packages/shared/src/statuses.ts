import { z } from 'zod';

/**
 * Status enums with the numeric values the spec lists (part 1, section 4; part 2, section 4).
 * The numbers are the wire and database values; never renumber them.
 */

/** spec: quote request status Submitted (0), Cancelled (1), Completed (2). */
export const QuoteRequestStatus = { Submitted: 0, Cancelled: 1, Completed: 2 } as const;
export type QuoteRequestStatus = (typeof QuoteRequestStatus)[keyof typeof QuoteRequestStatus];
export const QuoteRequestStatusSchema = z.enum(QuoteRequestStatus);

export function quoteRequestStatusLabel(value: number): string | undefined {
  return (Object.keys(QuoteRequestStatus) as (keyof typeof QuoteRequestStatus)[]).find(
    (key) => QuoteRequestStatus[key] === value,
  );
}

/**
 * spec: quote status values. 'Draft Invoice' has the value named ProForma (4) and 'Pre-Quote' the value
 * named Request (10): the keys follow the value names, the labels what a person reads.
 */
export const QuoteStatus = {
  PendingApproval: 0,
  Booked: 1,
  InProgress: 2,
  AmendmentPending: 3,
  ProForma: 4,
  Invoiced: 5,
  Completed: 6,
  Paid: 7,
  Checkout: 8,
  Updated: 9,
  Request: 10,
  Draft: 11,
} as const;
export type QuoteStatus = (typeof QuoteStatus)[keyof typeof QuoteStatus];
export const QuoteStatusSchema = z.enum(QuoteStatus);

/**
 * All fifteen quote status labels in the spec's order. Three have no value (Created, Amendment Not
 * Submitted, Draft Pre-Quote): they are labels for moments shown on a timeline, never stored as a status.
 */
export const QUOTE_STATUS_LABELS = [
  { label: 'Created', value: null },
  { label: 'Pending Approval', value: QuoteStatus.PendingApproval },
  { label: 'Booked', value: QuoteStatus.Booked },
  { label: 'In Progress', value: QuoteStatus.InProgress },
  { label: 'Amendment Not Submitted', value: null },
  { label: 'Amendment Pending', value: QuoteStatus.AmendmentPending },
  { label: 'Draft Invoice', value: QuoteStatus.ProForma },
  { label: 'Invoiced', value: QuoteStatus.Invoiced },
  { label: 'Completed', value: QuoteStatus.Completed },
  { label: 'Paid', value: QuoteStatus.Paid },
  { label: 'Checkout', value: QuoteStatus.Checkout },
  { label: 'Updated', value: QuoteStatus.Updated },
  { label: 'Draft Pre-Quote', value: null },
  { label: 'Pre-Quote', value: QuoteStatus.Request },
  { label: 'Draft', value: QuoteStatus.Draft },
] as const satisfies readonly { label: string; value: QuoteStatus | null }[];
export type QuoteStatusLabel = (typeof QUOTE_STATUS_LABELS)[number]['label'];

/** The label of a stored quote status value: 4 -> 'Draft Invoice'; undefined for an unknown value. */
export function quoteStatusLabel(value: number | null | undefined): QuoteStatusLabel | undefined {
  if (value === null || value === undefined) return undefined;
  return QUOTE_STATUS_LABELS.find((entry) => entry.value === value)?.label;
}

/** The value of a label: 'Pre-Quote' -> 10; null for a label without a value; undefined if unknown. */
export function quoteStatusValue(label: string): QuoteStatus | null | undefined {
  const entry = QUOTE_STATUS_LABELS.find((e) => e.label === label);
  return entry ? entry.value : undefined;
}

/** spec: amendment item change type added 0, modified 1, removed 2. */
export const AmendmentChangeType = { added: 0, modified: 1, removed: 2 } as const;
export type AmendmentChangeType = (typeof AmendmentChangeType)[keyof typeof AmendmentChangeType];

/** spec: amendment status pending 0, approved 1, declined 2. */
export const AmendmentStatus = { pending: 0, approved: 1, declined: 2 } as const;
export type AmendmentStatus = (typeof AmendmentStatus)[keyof typeof AmendmentStatus];

/** spec: login result codes. */
export const LoginResult = {
  success: 0,
  failed: 1,
  emailConfirmationRequired: 2,
  newPasswordRequired: 3,
  lockedOut: 4,
  notAllowed: 5,
  requiresTwoFactor: 6,
} as const;
export type LoginResult = (typeof LoginResult)[keyof typeof LoginResult];
export const LoginResultSchema = z.enum(LoginResult);

/** spec: timeline labels. */
export const TIMELINE_LABELS = [
  'Vehicle',
  'Quote Request',
  'Quote',
  'Booked',
  'Checked In',
  'Amendment',
  'Invoice',
] as const;
export type TimelineLabel = (typeof TIMELINE_LABELS)[number];

/** spec: event labels. */
export const EVENT_LABELS = ['Created', 'Updated', 'Submitted', 'Received'] as const;
export type EventLabel = (typeof EVENT_LABELS)[number];

/** spec: a recent action's actionSource is 0 for a vehicle mapping, otherwise a quote request. */
export function actionSourceKind(actionSource: number): 'vehicleMapping' | 'quoteRequest' {
  return actionSource === 0 ? 'vehicleMapping' : 'quoteRequest';
}
