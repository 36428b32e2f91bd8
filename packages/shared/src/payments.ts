import { z } from 'zod';

/** Payments: the contract between the API and the web app (decision 023, 024). */

/** spec: POST /api/payment/Pay/{id} answers redirectUrl and the browser goes to it. */
export const PayAnswerSchema = z.object({ redirectUrl: z.string().max(8000) });
export type PayAnswer = z.infer<typeof PayAnswerSchema>;

/** Our payment reference (m_payment_id at PayFast, reference at Paystack). */
export const PaymentReferenceSchema = z
  .string()
  .regex(/^MWP-[A-Z0-9-]{4,40}$/, 'This is not a Motorwise payment reference.');

export const PAYMENT_RESULTS = ['paid', 'pending', 'failed', 'cancelled', 'abandoned', 'refunded'] as const;
export type PaymentResultStatus = (typeof PAYMENT_RESULTS)[number];

/** What /payment/success shows: the server's verified state of one payment, never the return URL's word. */
export const PaymentResultSchema = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_RESULTS),
  amountCents: z.number().int(),
  quoteId: z.string(),
  quoteReference: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  workshopName: z.string().nullable(),
  provider: z.string(),
  /** A sandbox payment moved no real money. */
  isSandbox: z.boolean(),
  paidAt: z.string().nullable(),
  /** The payer's quote screen (a guest's with the e-mail proof); null when the quote is gone. */
  quotePath: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

export const PAYMENT_RESULT_TEXT: Record<PaymentResultStatus, { title: string; text: string }> = {
  paid: {
    title: 'Payment received',
    text: 'Thank you. Your payment is confirmed and the invoice is marked paid. A receipt is on its way to your e-mail.',
  },
  pending: {
    title: 'Waiting for the payment confirmation',
    text: 'We have not yet received the confirmation from the payment gateway. This usually takes a few seconds; this page checks again by itself.',
  },
  failed: {
    title: 'The payment did not go through',
    text: 'The payment gateway declined the payment and no money was taken. You can try again from the quote.',
  },
  cancelled: {
    title: 'Payment cancelled',
    text: 'You cancelled the payment and no money was taken. You can pay the invoice from the quote when you are ready.',
  },
  abandoned: {
    title: 'This payment was not completed',
    text: 'No confirmation came from the payment gateway in time, so this payment was closed and no money was taken. You can pay the invoice from the quote again.',
  },
  refunded: {
    title: 'This payment was refunded',
    text: 'The money of this payment was paid back to you. The refund reference is in the e-mail we sent you.',
  },
};

// ---------------------------------------------------------------- a payment left half-way (decision 050)

/**
 * A payment started at the gateway and not finished: the quote waits in Checkout until a verified word
 * arrives or the attempt is closed (PAYMENT_ABANDON_AFTER_MINUTES after it started, decision 029).
 */
export const OpenPaymentSchema = z.object({
  reference: z.string(),
  gateway: z.enum(['PayFast', 'Paystack']),
  /** The sandbox played the gateway: no real money moves. */
  isSandbox: z.boolean(),
  amountCents: z.number().int(),
  startedAt: z.string(),
  /** Until when the attempt is held open for the payer; after that it is closed as abandoned. */
  heldUntil: z.string(),
  /** The payer may go back to this very attempt at the gateway (theirs, still held, its page known). */
  canContinue: z.boolean(),
  /** Started by someone else who may pay this quote (another person of the branch). */
  startedByOther: z.boolean(),
});
export type OpenPayment = z.infer<typeof OpenPaymentSchema>;
export const OpenPaymentAnswerSchema = z.object({ attempt: OpenPaymentSchema.nullable() });
export type OpenPaymentAnswer = z.infer<typeof OpenPaymentAnswerSchema>;

// ---------------------------------------------------------------- sandbox gateway

export const SANDBOX_ACTIONS = ['pay', 'fail', 'cancel'] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];

/** The sandbox checkout page posts back the fields it was opened with, in order, and the payer's choice. */
export const SandboxDecisionSchema = z.object({
  action: z.enum(SANDBOX_ACTIONS),
  fields: z
    .array(z.tuple([z.string().max(40), z.string().max(2000)]))
    .min(1)
    .max(60),
});
export type SandboxDecision = z.infer<typeof SandboxDecisionSchema>;

/** Paystack's webhook is answered 200 with this once the event is checked and recorded (decision 029). */
export const PaystackWebhookAnswerSchema = z.object({ received: z.boolean() });

export const SandboxDecisionAnswerSchema = z.object({ redirectUrl: z.string().max(8000) });

// ---------------------------------------------------------------- money owed to workshops (decision 024)

export const WorkshopOwedSchema = z.object({
  workshopId: z.string(),
  workshopName: z.string(),
  owedCents: z.number().int(),
  entries: z.number().int(),
  oldestAt: z.string().nullable(),
});
export type WorkshopOwed = z.infer<typeof WorkshopOwedSchema>;
export const WorkshopsOwedSchema = z.object({ items: z.array(WorkshopOwedSchema) });

export const MarkPayoutSchema = z.object({
  workshopId: z.uuid('Choose a workshop.'),
  bankReference: z.string().trim().max(60, 'Use at most 60 characters.').optional(),
});
export type MarkPayout = z.infer<typeof MarkPayoutSchema>;
export const PayoutSchema = z.object({
  id: z.string(),
  workshopId: z.string(),
  amountCents: z.number().int(),
  bankReference: z.string().nullable(),
  createdAt: z.string(),
});

export const StatementEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['payment', 'refund']),
  quoteId: z.string(),
  paymentReference: z.string(),
  grossCents: z.number().int(),
  commissionCents: z.number().int(),
  workshopCents: z.number().int(),
  /** 'owed' until a payout covers it; 'paid out' by us, or 'settled by Paystack' for a split payment. */
  settlement: z.enum(['owed', 'paid out', 'settled by Paystack']),
  /** For a refund entry: due to the customer, or refunded (decision 030); null for a payment. */
  refund: z.enum(['due', 'refunded']).nullable(),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StatementEntry = z.infer<typeof StatementEntrySchema>;
export const WorkshopStatementSchema = z.object({
  owedCents: z.number().int(),
  paidOutCents: z.number().int(),
  entries: z.array(StatementEntrySchema),
  payouts: z.array(PayoutSchema),
});
export type WorkshopStatement = z.infer<typeof WorkshopStatementSchema>;
/** GET /api/workshop/statement: an administrator, or a user of several workshops, names the workshop. */
export const WorkshopStatementQuerySchema = z.object({
  workshopId: z.uuid('This is not a workshop id.').optional(),
});
export type WorkshopStatementQuery = z.infer<typeof WorkshopStatementQuerySchema>;

/** A gateway notification as logged, for the admin's review of refusals (decision 023). */
export const PaymentEventSchema = z.object({
  id: z.string(),
  provider: z.string(),
  outcome: z.string().nullable(),
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  sourceIp: z.string().nullable(),
  signatureValid: z.boolean(),
  receivedAt: z.string(),
});
export type PaymentEvent = z.infer<typeof PaymentEventSchema>;
export const PaymentEventsSchema = z.object({ items: z.array(PaymentEventSchema) });
/** GET /api/admin/payment-events: the events of one outcome, or all. */
export const PaymentEventsQuerySchema = z.object({
  outcome: z.enum(['accepted', 'duplicate', 'refused']).optional(),
});
export type PaymentEventsQuery = z.infer<typeof PaymentEventsQuerySchema>;

// ---------------------------------------------------------------- refunds (decision 030)

export const RefundSchema = z.object({
  reference: z.string(),
  quoteId: z.string(),
  quoteReference: z.string().nullable(),
  workshopName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  amountCents: z.number().int(),
  provider: z.string(),
  status: z.enum(['due', 'refunded']),
  reason: z.string().nullable(),
  refundReference: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;
export const RefundListSchema = z.object({ items: z.array(RefundSchema) });
export type RefundList = z.infer<typeof RefundListSchema>;

export const MarkRefundedSchema = z.object({
  refundReference: z
    .string()
    .trim()
    .min(1, 'Enter the bank or gateway reference of the refund.')
    .max(60, 'Use at most 60 characters.'),
});
export type MarkRefunded = z.infer<typeof MarkRefundedSchema>;

export const CancelPaidBookingSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Say why the paid booking is cancelled.')
    .max(300, 'Use at most 300 characters.'),
});
export type CancelPaidBooking = z.infer<typeof CancelPaidBookingSchema>;

// ---------------------------------------------------------------- guests pay with the e-mail proof (decision 029)

export const GuestProofSchema = z.object({
  emailAddress: z.string().trim().min(3, 'Enter the e-mail address of the request.').max(320),
});
export type GuestProof = z.infer<typeof GuestProofSchema>;

// ---------------------------------------------------------------- the sandbox's Paystack (decision 029)

/** What the sandbox's Paystack checkout page shows. */
export const SandboxPaystackCheckoutSchema = z.object({
  reference: z.string(),
  email: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  subaccount: z.string().nullable(),
});
export type SandboxPaystackCheckout = z.infer<typeof SandboxPaystackCheckoutSchema>;
export const SandboxPaystackDecisionSchema = z.object({ action: z.enum(SANDBOX_ACTIONS) });
