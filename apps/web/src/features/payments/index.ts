/** Payments: the verified result page, the sandbox gateway, payouts to workshops and their statements. */
export { OpenPaymentNotice } from './components/open-payment';
export { PaymentResultPanel } from './components/payment-result';
export { RefusedNotifications, WorkshopPayouts, WorkshopStatementPanel } from './components/payouts';
export { CommissionInvoices, CommissionRates, MoneyExports } from './components/platform-money';
export { Refunds } from './components/refunds';
export { SandboxCheckout } from './components/sandbox-checkout';
export { SandboxPaystackCheckout } from './components/sandbox-paystack';
