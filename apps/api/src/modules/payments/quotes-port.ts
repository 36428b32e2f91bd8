import type { DbOrTx, Tx } from '../../db/client';
import type { SessionUser } from '../../lib/session';

/**
 * What payments needs from the quotes module, the only writer of a quote's status. The implementation
 * (quotes-port.impl.ts) calls the quotes module's contract; keeping the shape here lets the payments code
 * read as the payment flow it is.
 */
export interface InvoiceForPayment {
  quoteId: string;
  quoteStatus: number;
  reference: string;
  invoiceNumber: string | null;
  /** The invoice total including VAT, in cents: what the payer pays. */
  totalCents: number;
  workshopId: string;
  workshopName: string;
  hasPayfastAccount: boolean;
  paystackSubaccountId: string | null;
  /** The applicant; `madeAsGuest`: a guest made the request, so its e-mail link may pay (decision 049). */
  customer: { email: string; firstName: string | null; lastName: string | null; madeAsGuest: boolean };
  /** The customer's link to the quote (used in the receipt). */
  link: string;
  /** Who may pay: the branch's people for a branch's request, else the customer who made it. */
  payerUserId: string | null;
  payerBranchId: string | null;
}

export interface QuotesPort {
  /** The invoice of a quote the caller may pay; null when the caller may not see the quote (a 404). */
  invoiceForPayer(db: DbOrTx, quoteId: string, payer: SessionUser): Promise<InvoiceForPayment | null>;
  /**
   * The same for a guest (decision 029): the e-mail address the request was made with is the proof, as
   * on the quote screen's e-mail link; another address is null (a 404).
   */
  invoiceForGuest(db: DbOrTx, quoteId: string, email: string): Promise<InvoiceForPayment | null>;
  /** The same, for a notification (no caller): by the quote's id. */
  invoiceById(db: DbOrTx, quoteId: string): Promise<InvoiceForPayment | null>;
  /** Invoiced -> Checkout (an attempt started); a quote already in Checkout stays (a new attempt). */
  startCheckout(tx: Tx, quoteId: string, payerEmail: string): Promise<void>;
  /** Checkout -> Invoiced (the last open attempt failed or was cancelled); anything else stays. */
  backToInvoiced(tx: Tx, quoteId: string, username: string, note: string): Promise<void>;
  /**
   * Checkout or Invoiced -> Paid, which marks the invoice paid (a verified notification). False when the
   * lifecycle refuses (the quote was already paid another way): the caller records a refund due.
   */
  markPaid(tx: Tx, quoteId: string, note: string): Promise<boolean>;
  /** Tells the workshop's staff, once, that the customer paid (mail and in-app, through the outbox). */
  tellWorkshopPaid(tx: Tx, quoteId: string, amount: string): Promise<void>;
}
