import type { Contract } from './entry';

/** Paying a job online, the gateways' notifications and sandboxes, payouts and refunds. */
export const PAYMENTS_API = {
  /** Start paying for a booked quote online: answers where to send the payer */
  pay: { method: 'POST', path: '/api/payment/Pay/{id}', answer: 'PayAnswerSchema' },
  /** Start a guest's online payment for a booked quote (proved by the request's e-mail) */
  guestPay: {
    method: 'POST',
    path: '/api/payment/guest/Pay/{id}',
    body: 'GuestProofSchema',
    answer: 'PayAnswerSchema',
  },
  /** Read how a guest's payment ended */
  getGuestPaymentResult: {
    method: 'GET',
    path: '/api/payment/guest/result/{reference}',
    query: 'GuestProofSchema',
    answer: 'PaymentResultSchema',
  },
  /** Cancel a guest's unfinished payment */
  cancelGuestPayment: {
    method: 'POST',
    path: '/api/payment/guest/result/{reference}/cancel',
    body: 'GuestProofSchema',
    answer: 'PaymentResultSchema',
  },
  /** Read the quote's payment left half-way, if any */
  getOpenPayment: { method: 'GET', path: '/api/payment/open/{id}', answer: 'OpenPaymentAnswerSchema' },
  /** Read a guest's payment left half-way, if any */
  getGuestOpenPayment: {
    method: 'GET',
    path: '/api/payment/guest/open/{id}',
    query: 'GuestProofSchema',
    answer: 'OpenPaymentAnswerSchema',
  },
  /** Go back to an unfinished payment at the gateway */
  continuePayment: {
    method: 'POST',
    path: '/api/payment/result/{reference}/continue',
    answer: 'PayAnswerSchema',
  },
  /** Go back to a guest's unfinished payment at the gateway */
  continueGuestPayment: {
    method: 'POST',
    path: '/api/payment/guest/result/{reference}/continue',
    body: 'GuestProofSchema',
    answer: 'PayAnswerSchema',
  },
  /** Read how a payment ended */
  getPaymentResult: { method: 'GET', path: '/api/payment/result/{reference}', answer: 'PaymentResultSchema' },
  /** Cancel an unfinished payment */
  cancelPayment: {
    method: 'POST',
    path: '/api/payment/result/{reference}/cancel',
    answer: 'PaymentResultSchema',
  },
  /** Receive PayFast's payment notification (ITN) */
  payFastNotify: { method: 'POST', path: '/api/payment/payfast/notify' },
  /** Receive Paystack's payment webhook (signed) */
  paystackWebhook: {
    method: 'POST',
    path: '/api/payment/paystack/webhook',
    answer: 'PaystackWebhookAnswerSchema',
  },
  /** List what is owed to each workshop (administrators) */
  listWorkshopsOwed: { method: 'GET', path: '/api/admin/payouts', answer: 'WorkshopsOwedSchema' },
  /** List the payment events received from the gateways */
  listPaymentEvents: {
    method: 'GET',
    path: '/api/admin/payment-events',
    query: 'PaymentEventsQuerySchema',
    answer: 'PaymentEventsSchema',
  },
  /** Record a payout made to a workshop */
  recordPayout: {
    method: 'POST',
    path: '/api/admin/payouts',
    body: 'MarkPayoutSchema',
    answer: 'PayoutSchema',
  },
  /** List the refunds to make (money taken twice, paid bookings cancelled) and those made lately */
  listRefunds: { method: 'GET', path: '/api/admin/refunds', answer: 'RefundListSchema' },
  /** Cancel a paid booking: the payment waits for a refund */
  cancelPaidBooking: {
    method: 'POST',
    path: '/api/admin/payments/{reference}/cancel-booking',
    body: 'CancelPaidBookingSchema',
    answer: 'RefundListSchema',
  },
  /** Record that a payment was refunded */
  markRefunded: {
    method: 'POST',
    path: '/api/admin/refunds/{reference}',
    body: 'MarkRefundedSchema',
    answer: 'RefundListSchema',
  },
  /** Read the workshop's statement: what it is owed, its ledger entries and payouts */
  getWorkshopStatement: {
    method: 'GET',
    path: '/api/workshop/statement',
    query: 'WorkshopStatementQuerySchema',
    answer: 'WorkshopStatementSchema',
  },
  /** Read a sandbox Paystack checkout (the sandbox gateway's page) */
  getSandboxPaystackCheckout: {
    method: 'GET',
    path: '/api/payment/sandbox/paystack/checkout/{accessCode}',
    answer: 'SandboxPaystackCheckoutSchema',
  },
  /** Pay or fail a sandbox Paystack checkout */
  decideSandboxPaystackCheckout: {
    method: 'POST',
    path: '/api/payment/sandbox/paystack/checkout/{accessCode}/decide',
    body: 'SandboxPaystackDecisionSchema',
    answer: 'SandboxDecisionAnswerSchema',
  },
  /** Pay or fail a sandbox PayFast payment */
  decideSandboxPayFast: {
    method: 'POST',
    path: '/api/payment/sandbox/payfast/decide',
    body: 'SandboxDecisionSchema',
    answer: 'SandboxDecisionAnswerSchema',
  },
  /** Validate a PayFast notification, as PayFast's validate call does (sandbox) */
  validateSandboxPayFast: { method: 'POST', path: '/api/payment/sandbox/payfast/validate' },
} as const satisfies Contract;
