import { z } from 'zod';
import { messages } from './messages';

/**
 * Complaints and disputes about a job (issue 22 item 7, decision 063), shared by the API (which validates
 * with them) and the web (its forms' resolvers and the answers it parses). The contract entries in
 * contract/disputes.ts name them.
 */
export const DISPUTES_LIMITS = { subject: 200, message: 4000, evidence: 5, perPage: 100 } as const;

/**
 * Where a dispute stands: `open` (the admin holds it), awaiting one side (that side holds it), `resolved`
 * (closed with an outcome; no one holds it). The disputes service is its only writer (decision 057).
 */
export const DISPUTE_STATUSES = ['open', 'awaiting_customer', 'awaiting_workshop', 'resolved'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** How a dispute closed: resolved without money, part of what was paid refunded, all of it refunded. */
export const DISPUTE_OUTCOMES = ['resolved', 'partial_refund', 'full_refund'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/**
 * What a dispute is (decision 076): a complaint about a job, or a claim under the workshop's workmanship
 * guarantee (opened only within it; answered and taken over exactly as a dispute).
 */
export const DISPUTE_KINDS = ['dispute', 'guarantee'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];

/** Who wrote a message, and who holds a dispute. */
export const DISPUTE_PARTIES = ['customer', 'workshop', 'admin'] as const;
export type DisputeParty = (typeof DISPUTE_PARTIES)[number];

const text = (label: string, max: number) =>
  z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(max, { error: messages.max(label, max) });

/** The customer opens a dispute about a job (a quote): the web's form and the API's form fields. */
export const OpenDisputeSchema = z.object({
  quoteId: z.uuid({ error: 'Choose the job this is about.' }),
  subject: text('Subject', DISPUTES_LIMITS.subject),
  message: text('What happened', DISPUTES_LIMITS.message),
  /** A guarantee claim is refused outside the guarantee (decision 076). */
  kind: z.enum(DISPUTE_KINDS).default('dispute'),
  /** A guarantee claim's current mileage (optional): the kilometres are checked when given. */
  currentMileage: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      const t = v === undefined ? '' : String(v).trim();
      if (t === '') return null;
      if (!/^\d{1,7}$/.test(t)) {
        ctx.issues.push({ code: 'custom', message: 'Enter the mileage in whole kilometres.', input: v });
        return z.NEVER;
      }
      return Number(t);
    }),
});
export type OpenDispute = z.infer<typeof OpenDisputeSchema>;

/** A message in a dispute's thread (with evidence files beside it in the form). */
export const DisputeMessageInputSchema = z.object({ message: text('Message', DISPUTES_LIMITS.message) });
export type DisputeMessageInput = z.infer<typeof DisputeMessageInputSchema>;

/** The admin writes to one side: the dispute then awaits that side. */
export const AdminDisputeMessageSchema = DisputeMessageInputSchema.extend({
  to: z.enum(['customer', 'workshop']),
});
export type AdminDisputeMessage = z.infer<typeof AdminDisputeMessageSchema>;

/** The admin closes a dispute with an outcome; a partial refund names its amount (cents). */
export const ResolveDisputeSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES),
    refundCents: z.number().int().min(1).max(100_000_000).nullish(),
    note: text('Outcome note', DISPUTES_LIMITS.message),
  })
  .refine((v) => v.outcome !== 'partial_refund' || (v.refundCents ?? 0) > 0, {
    path: ['refundCents'],
    error: 'Enter the amount to refund.',
  });
export type ResolveDispute = z.infer<typeof ResolveDisputeSchema>;

export const DisputesQuerySchema = z.object({
  quoteId: z.uuid().optional(),
  status: z.enum(DISPUTE_STATUSES).optional(),
});
export type DisputesQuery = z.infer<typeof DisputesQuerySchema>;

export const DisputeFileSchema = z.object({ id: z.string(), name: z.string() });

export const DisputeMessageSchema = z.object({
  id: z.string(),
  author: z.enum(DISPUTE_PARTIES),
  /** The admin's message: to whom it was written (an outcome: to both). */
  to: z.enum(['customer', 'workshop', 'both']).nullable(),
  message: z.string(),
  files: z.array(DisputeFileSchema),
  dateCreatedUtc: z.string(),
});
export type DisputeMessage = z.infer<typeof DisputeMessageSchema>;

/** A dispute with its thread, as the customer, the workshop and the admin read it. */
export const DisputeSchema = z.object({
  id: z.string(),
  quoteId: z.string(),
  quoteReference: z.string(),
  workshopName: z.string(),
  customerName: z.string(),
  subject: z.string(),
  /** A dispute unless it says otherwise (an API before decision 076 sends no kind). */
  kind: z.enum(DISPUTE_KINDS).default('dispute'),
  status: z.enum(DISPUTE_STATUSES),
  /** Who must act next (null once resolved). */
  holder: z.enum(DISPUTE_PARTIES).nullable(),
  /** What the customer paid for the job (cents; 0 when unpaid): the most a refund can be. */
  paidCents: z.number(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  refundCents: z.number().nullable(),
  outcomeNote: z.string().nullable(),
  messages: z.array(DisputeMessageSchema),
  dateCreatedUtc: z.string(),
  dateResolvedUtc: z.string().nullable(),
});
export type Dispute = z.infer<typeof DisputeSchema>;

export const DisputeSummarySchema = DisputeSchema.omit({ messages: true });
export type DisputeSummary = z.infer<typeof DisputeSummarySchema>;

export const DisputeListSchema = z.object({
  items: z.array(DisputeSummarySchema).max(DISPUTES_LIMITS.perPage),
});
export type DisputeList = z.infer<typeof DisputeListSchema>;

/** Who holds a dispute in each state. */
export function disputeHolder(status: DisputeStatus): DisputeParty | null {
  if (status === 'awaiting_customer') return 'customer';
  if (status === 'awaiting_workshop') return 'workshop';
  return status === 'open' ? 'admin' : null;
}
