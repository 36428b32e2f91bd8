import type { QuotesService } from '../quotes/index';

export type { InvoiceToPay } from '../quotes/index';

/**
 * What payments uses of the quotes module, the only writer of a quote's status (decision 058): the quotes
 * service's operations for paying an invoice, handed in where the payment service is wired (app.ts).
 */
export type QuotesPort = Pick<
  QuotesService,
  'invoiceToPay' | 'invoiceToPayFor' | 'invoiceToPayAsGuest' | 'startCheckout' | 'backToInvoiced' | 'markPaid'
>;
