import {
  type GuaranteeFacts,
  guestLinkEmail,
  guestLinkOpens,
  type ProgressQuote,
  QUOTE_SCREENS,
  QuoteStatus,
} from '@motorwise/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { AppErrorCode, hasCode } from '../../lib/errors';
import { exportRow } from '../../lib/personal-data';
import type { SessionUser } from '../../lib/session';
import type { workshops } from '../workshops/index';
import type { Access } from './access';
import type * as DashboardRepo from './dashboard.repo';
import type { Invoices } from './invoice.service';
import type { Lifecycle } from './lifecycle';
import type { NotifyContext } from './notify';
import type * as QuotesRepo from './quotes.repo';
import { visibleToCustomer } from './views';

export { ERASED_MESSAGE } from './quotes.repo';

/**
 * What the quotes module's public service is given (decision 058): the reads of its repos other modules
 * use, the one rule for reaching a request (access.ts), and the workshops' names. Wired in index.ts.
 */
export interface QuotesServiceDeps {
  repo: Pick<
    typeof QuotesRepo,
    | 'doneQuotesOf'
    | 'firstStatusesOf'
    | 'clearWorkshopCustomer'
    | 'bookedRequestIds'
    | 'sentCounts'
    | 'statusesOnRequest'
    | 'listForRequests'
    | 'listOfRequest'
  >;
  dashboard: Pick<typeof DashboardRepo, 'branchFigures' | 'branchList' | 'paidItemTotals'>;
  access: Pick<Access, 'customerRequest'>;
  workshops: Pick<typeof workshops, 'names'>;
  /** The payment's invoice (invoice.service.ts) and the one writer of a quote's status (lifecycle.ts). */
  invoices: Pick<Invoices, 'getInvoiceForPayment'>;
  lifecycle: Pick<Lifecycle, 'transitionQuote' | 'payQuote'>;
}

/** Who is told of a payment and with what: the site's address for the links, the amount as a sentence says it. */
export interface PaidTold {
  ctx: NotifyContext;
  amount: string;
}

/** A quote's invoice as payments reads it (decision 020): what is paid, to whom, and by whom. */
export interface InvoiceToPay {
  quoteId: string;
  quoteStatus: number;
  reference: string;
  invoiceNumber: string | null;
  /** The invoice total including VAT, in cents: what the payer pays. */
  totalCents: number;
  /** The workmanship guarantee sent with the quote, its completion and mileage (decision 076). */
  guarantee: GuaranteeFacts;
  workshopId: string;
  workshopName: string;
  hasPayfastAccount: boolean;
  paystackSubaccountId: string | null;
  /** The applicant; `madeAsGuest`: a guest made the request, so its e-mail link may pay (decision 049). */
  customer: { email: string; firstName: string | null; lastName: string | null; madeAsGuest: boolean };
  /** The customer's screen of the quote, a path of the site (a guest's with their e-mail, decision 049). */
  quotePath: string;
  /** Who may pay: the branch's people for a branch's request, else the customer who made it. */
  payerUserId: string | null;
  payerBranchId: string | null;
}

/**
 * Quotes: a workshop's answers to requests, as other modules read them. The quotes module is the only
 * writer of a quote's status (lifecycle.ts); its routes' services are the customer's and the workshop's.
 */
export function createQuotesService({
  repo,
  dashboard,
  access,
  workshops,
  invoices,
  lifecycle,
}: QuotesServiceDeps) {
  const invoiceToPay = async (db: DbOrTx, quoteId: string): Promise<InvoiceToPay | null> => {
    const inv = await invoices.getInvoiceForPayment(db, quoteId);
    if (!inv) return null;
    return {
      quoteId: inv.quoteId,
      quoteStatus: inv.quoteStatus,
      reference: inv.quoteReference,
      invoiceNumber: inv.invoiceNumber,
      totalCents: inv.amountCents,
      guarantee: inv.guarantee,
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
      quotePath: QUOTE_SCREENS.customerQuotes(inv.requestUniqueId, guestLinkEmail(inv.customer)),
      payerUserId: inv.customer.userId,
      payerBranchId: inv.customer.organizationBranchId,
    };
  };

  /** True when `run` changed the status, false when the lifecycle refused it; any other error is thrown. */
  const unlessRefused = async (run: () => Promise<unknown>) => {
    try {
      await run();
      return true;
    } catch (error) {
      if (hasCode(error, AppErrorCode.TRANSITION_REFUSED)) return false;
      throw error;
    }
  };

  return {
    /**
     * A vehicle's done services (My Garage): for each completed request, the quote that did the work (its
     * mileage, its service day) with its workshop's name.
     */
    async doneJobsOf(db: DbOrTx, requestIds: string[]) {
      const done = await repo.doneQuotesOf(db, requestIds);
      const names = await workshops.names(db, [...new Set(done.map((q) => q.workshopId))]);
      return done.map((q) => ({ ...q, workshopName: names.get(q.workshopId) ?? null }));
    },
    firstStatusesOf: repo.firstStatusesOf,
    clearWorkshopCustomer: repo.clearWorkshopCustomer,
    bookedRequestIds: repo.bookedRequestIds,
    sentCounts: repo.sentCounts,
    statusesOnRequest: repo.statusesOnRequest,
    /**
     * A request as the caller reaches it: its applicant (a guest through their e-mail link), or, to read, a
     * branch a quote of it was shared with (decision 049); else 404. The one rule for reading a request.
     */
    customerRequest: access.customerRequest,
    /** The organisation dashboard's figures and lists over a branch's requests (decision 031). */
    branchFigures: dashboard.branchFigures,
    branchList: dashboard.branchList,
    /** What was paid for some request items (the organisation's price lookup, decision 032). */
    paidItemTotals: dashboard.paidItemTotals,

    /**
     * What the progress of each request needs of its quotes (decision 051): status, closure, expiry and the
     * workshop's name; drafts left out (they are the workshop's own).
     */
    async progressQuotesOf(db: DbOrTx, requestIds: string[]): Promise<Map<string, ProgressQuote[]>> {
      const found = (await repo.listForRequests(db, requestIds)).filter(
        (q) => q.quoteStatus !== QuoteStatus.Draft,
      );
      const names = await workshops.names(db, [...new Set(found.map((q) => q.workshopId))]);
      const byRequest = new Map<string, ProgressQuote[]>();
      for (const q of found)
        byRequest.set(q.quoteRequestId, [
          ...(byRequest.get(q.quoteRequestId) ?? []),
          {
            status: q.quoteStatus,
            closedReason: q.closedReason as ProgressQuote['closedReason'],
            expiresAt: q.expiresAt,
            workshopName: names.get(q.workshopId) ?? null,
          },
        ]);
      return byRequest;
    },

    /**
     * spec: the request's `quotes`, as its reader sees them: the quotes the customer sees (sent, or declined
     * by the workshop), oldest first; `only` keeps a shared branch to the quotes shared with it (decision 049).
     */
    async ofRequestForView(db: DbOrTx, requestId: string, only: string[] | null) {
      const found = (await repo.listOfRequest(db, requestId)).filter(
        (q) => visibleToCustomer(q) && (only === null || only.includes(q.id)),
      );
      const names = await workshops.names(db, [...new Set(found.map((q) => q.workshopId))]);
      return found.map((q) => ({
        id: q.id,
        uniqueId: q.uniqueId,
        workshopId: q.workshopId,
        workshopName: names.get(q.workshopId) ?? '',
        reference: q.reference,
        quoteStatus: q.quoteStatus,
        closedReason: q.closedReason,
        dateCreatedUtc: q.createdAt.toISOString(),
      }));
    },

    // What payments asks of quotes (decision 020): the invoice to pay, and the steps of paying it, through
    // the one writer of a quote's status.

    /** The invoice of a quote, for a notification (no caller): by the quote's id; null when none. */
    invoiceToPay,
    /** The invoice of a quote the caller may pay; null when the caller may not see the quote (a 404). */
    async invoiceToPayFor(db: DbOrTx, quoteId: string, payer: SessionUser): Promise<InvoiceToPay | null> {
      const invoice = await invoiceToPay(db, quoteId);
      if (!invoice) return null;
      // The applicant pays: for an organisation's request, a user working in that branch now (whoever made
      // it); else the customer who made it. Anyone else: not found (quote-requests' owns, decision 049).
      const own =
        invoice.payerBranchId !== null
          ? payer.organisation?.currentBranchId === invoice.payerBranchId
          : invoice.payerUserId !== null && invoice.payerUserId === payer.id;
      return own ? invoice : null;
    },
    /**
     * The same for a guest (decision 029): the e-mail address the request was made with is the proof, as
     * on the quote screen's e-mail link; another address is null (a 404).
     */
    async invoiceToPayAsGuest(db: DbOrTx, quoteId: string, email: string): Promise<InvoiceToPay | null> {
      const invoice = await invoiceToPay(db, quoteId);
      // The quote screen's own rule for an e-mail link: a guest's own request, with its address.
      return invoice && guestLinkOpens(invoice.customer, email) ? invoice : null;
    },
    /** Invoiced -> Checkout (an attempt started); a quote already in Checkout stays (a new attempt). */
    async startCheckout(tx: Tx, quoteId: string, payerEmail: string): Promise<void> {
      const invoice = await invoices.getInvoiceForPayment(tx, quoteId);
      if (invoice?.quoteStatus === QuoteStatus.Checkout) return;
      await lifecycle.transitionQuote(tx, quoteId, QuoteStatus.Checkout, {
        actor: 'customer',
        username: payerEmail,
      });
    },
    /** Checkout -> Invoiced (the last open attempt failed or was cancelled); anything else stays. */
    async backToInvoiced(tx: Tx, quoteId: string, username: string, note: string): Promise<void> {
      const invoice = await invoices.getInvoiceForPayment(tx, quoteId);
      if (invoice?.quoteStatus !== QuoteStatus.Checkout) return;
      // No savepoint: the lifecycle refuses before it writes (a notification that paid it meanwhile).
      await unlessRefused(() =>
        lifecycle.transitionQuote(tx, quoteId, QuoteStatus.Invoiced, { actor: 'system', username }, note),
      );
    },
    /**
     * Checkout or Invoiced -> Paid, which marks the invoice paid (a verified notification), and the
     * workshop's staff told once. False when the lifecycle refuses (the quote was already paid another way):
     * nothing changed or told, and the caller records a refund due.
     */
    markPaid: (tx: Tx, quoteId: string, note: string, told: PaidTold): Promise<boolean> =>
      // No savepoint: the lifecycle refuses before it writes, so a refusal leaves the transaction as it was.
      unlessRefused(() => lifecycle.payQuote(tx, told.ctx, quoteId, note, told.amount)),

    /** The quotes of some requests as the export shows them, with the workshop's name. */
    async exportForRequests(db: DbOrTx, requestIds: string[]) {
      const found = await repo.listForRequests(db, requestIds);
      const names = await workshops.names(db, [...new Set(found.map((q) => q.workshopId))]);
      return found.map((q) => ({
        quoteRequestId: q.quoteRequestId,
        quoteId: q.id,
        row: { ...exportRow(q), workshopName: names.get(q.workshopId) ?? null },
      }));
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
