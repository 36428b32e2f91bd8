import { guestLinkEmail, guestLinkOpens, QUOTE_SCREENS, QuoteStatus } from '@motorwise/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { AppErrorCode, hasCode } from '../../lib/errors';
import type { SessionUser } from '../../lib/session';
import { getInvoiceForPayment, tellWorkshopPaid, transitionQuote } from '../quotes/index';
import type { InvoiceForPayment, QuotesPort } from './quotes-port';

/** The quotes module's contract for payments (decision 020), in the shape the payment flow reads. */
export function quotesPort(publicUrl: string): QuotesPort {
  const invoiceById = async (db: DbOrTx, quoteId: string): Promise<InvoiceForPayment | null> => {
    const inv = await getInvoiceForPayment(db, quoteId);
    if (!inv) return null;
    return {
      quoteId: inv.quoteId,
      quoteStatus: inv.quoteStatus,
      reference: inv.quoteReference,
      invoiceNumber: inv.invoiceNumber,
      totalCents: inv.amountCents,
      workshopId: inv.workshop.id,
      workshopName: inv.workshop.name,
      hasPayfastAccount: inv.workshop.hasPayfastAccount,
      paystackSubaccountId: inv.workshop.paystackSubaccountId,
      customer: {
        email: inv.customer.email,
        firstName: inv.customer.firstName,
        lastName: inv.customer.lastName,
        madeAsGuest: inv.customer.madeAsGuest,
      },
      // As every mail about a request links: a guest's with their e-mail (decision 049).
      link: `${publicUrl}${QUOTE_SCREENS.customerQuotes(inv.requestUniqueId, guestLinkEmail(inv.customer))}`,
      payerUserId: inv.customer.userId,
      payerBranchId: inv.customer.organizationBranchId,
    };
  };

  /** A status change the lifecycle may refuse, in a savepoint, so the refusal leaves the rest intact. */
  const tryTransition = async (tx: Tx, run: (sp: Tx) => Promise<unknown>) => {
    try {
      await tx.transaction(async (sp) => {
        await run(sp);
      });
      return true;
    } catch (error) {
      if (hasCode(error, AppErrorCode.TRANSITION_REFUSED)) return false;
      throw error;
    }
  };

  return {
    invoiceById,
    async invoiceForPayer(db, quoteId, payer: SessionUser) {
      const invoice = await invoiceById(db, quoteId);
      if (!invoice) return null;
      // The applicant pays: for an organisation's request, a user working in that branch now (whoever made
      // it); else the customer who made it. Anyone else: not found (quote-requests' owns, decision 049).
      const own =
        invoice.payerBranchId !== null
          ? payer.organisation?.currentBranchId === invoice.payerBranchId
          : invoice.payerUserId !== null && invoice.payerUserId === payer.id;
      return own ? invoice : null;
    },
    async invoiceForGuest(db, quoteId, email) {
      const invoice = await invoiceById(db, quoteId);
      // The quote screen's own rule for an e-mail link: a guest's own request, with its address.
      return invoice && guestLinkOpens(invoice.customer, email) ? invoice : null;
    },
    async startCheckout(tx, quoteId, payerEmail) {
      const invoice = await getInvoiceForPayment(tx, quoteId);
      if (invoice?.quoteStatus === QuoteStatus.Checkout) return;
      await transitionQuote(tx, quoteId, QuoteStatus.Checkout, { actor: 'customer', username: payerEmail });
    },
    async backToInvoiced(tx, quoteId, username, note) {
      const invoice = await getInvoiceForPayment(tx, quoteId);
      if (invoice?.quoteStatus !== QuoteStatus.Checkout) return;
      await tryTransition(tx, (sp) =>
        transitionQuote(sp, quoteId, QuoteStatus.Invoiced, { actor: 'system', username }, note),
      );
    },
    markPaid: (tx, quoteId, note) =>
      tryTransition(tx, (sp) =>
        transitionQuote(sp, quoteId, QuoteStatus.Paid, { actor: 'system', username: 'system' }, note),
      ),
    tellWorkshopPaid: (tx, quoteId, amount) => tellWorkshopPaid(tx, { publicUrl }, quoteId, amount),
  };
}
