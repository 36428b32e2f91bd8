import {
  formatDate,
  formatKm,
  type GuaranteeFacts,
  guaranteeSummary,
  QuoteStatus,
  quoteGuaranteeView,
} from '@motorwise/shared';
import { type DbOrTx, readsOf } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { AddressRow, places } from '../places/index';
import type { QuoteRequestRow, quoteRequests } from '../quote-requests/index';
import type { workshops } from '../workshops/index';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf';
import { approvedLines, storedTotals, totalsOf, vatOf } from './lifecycle';
import * as repo from './quotes.repo';
import { guaranteeFactsOf } from './views';

/** The invoice of a job: its figures, its PDF, and what payments needs to collect it (decision 021). */

/** An address as the lines an invoice prints (payments prints its commission invoices with them too). */
export function addressLines(a: AddressRow | null): string[] {
  if (!a) return [];
  const street = [a.streetNumber, a.streetName].filter(Boolean).join(' ');
  // Each place once: a town that is the suburb or the city is not repeated ("Ferndale", "Randburg 2194").
  const town = a.town && a.town !== a.suburb && a.town !== a.city ? a.town : null;
  const place = [a.suburb, town].filter(Boolean).join(', ');
  const city = [a.city, a.postalCode].filter(Boolean).join(' ');
  return [street, place, city, a.province].filter((l): l is string => Boolean(l?.trim()));
}

export const PAID_STATUSES: readonly number[] = [QuoteStatus.Paid, QuoteStatus.Completed];

/** The guarantee as the invoice prints it: the terms sent with the quote, from completion (decision 076). */
function guaranteeLines(quote: repo.QuoteRow): string[] | null {
  const view = quoteGuaranteeView(guaranteeFactsOf(quote), quote.invoicedAt ?? new Date());
  if (!view) return null;
  const from = view.completedOn ? `, from ${formatDate(view.completedOn)}` : '';
  const km = view.checkInMileage !== null ? ` and ${formatKm(view.checkInMileage)}` : '';
  return [
    `${guaranteeSummary(view.guarantee)}, whichever comes first${from}${km}.`,
    ...(view.endsOn ? [`Valid until ${formatDate(view.endsOn)}.`] : []),
    ...(view.guarantee.terms ? [view.guarantee.terms] : []),
  ];
}

export interface InvoiceForPayment {
  quoteId: string;
  quoteReference: string;
  requestReference: string;
  requestUniqueId: string;
  invoiceNumber: string | null;
  quoteStatus: number;
  /** What the customer pays: the invoice total including VAT, in cents. */
  amountCents: number;
  /** The guarantee sent with the quote, the completion and the mileage (decision 076). */
  guarantee: GuaranteeFacts;
  vatCents: number;
  workshop: {
    id: string;
    name: string;
    hasPayfastAccount: boolean;
    payfastMerchantId: string | null;
    paystackSubaccountId: string | null;
  };
  customer: {
    userId: string | null;
    organizationBranchId: string | null;
    /** Made signed out: its e-mail link opens it (decision 049). */
    madeAsGuest: boolean;
    email: string;
    firstName: string | null;
    lastName: string | null;
  };
}

/** What an invoice reads of the modules below (decision 058): the request, the workshop, their addresses. */
export interface InvoicesDeps {
  places: Pick<typeof places, 'find'>;
  quoteRequests: Pick<typeof quoteRequests, 'find'>;
  workshops: Pick<typeof workshops, 'findMany'>;
}

/** The invoices of jobs; wired once in index.ts. */
export function createInvoices({ places, quoteRequests, workshops }: InvoicesDeps) {
  /** The invoice document of an invoiced quote (the same figures the PDF, the mail and payments use). */
  async function invoiceDocument(
    db: DbOrTx,
    quote: repo.QuoteRow,
    request: QuoteRequestRow,
  ): Promise<InvoiceDocument> {
    const [items, [workshop]] = await readsOf(
      db,
      () => repo.itemsOfQuotes(db, [quote.id]),
      () => workshops.findMany(db, [quote.workshopId]),
    );
    const [supplierAddress, recipientAddress] = await readsOf(
      db,
      () => places.find(db, workshop?.addressId),
      () => places.find(db, request.businessAddressId ?? request.addressId),
    );
    const vat = vatOf(quote);
    const lines = approvedLines(items).map((l) => {
      const t = storedTotals(l.verifiedTotalInclCents ?? l.totalInclCents, l.noVat, vat);
      return {
        description: l.description,
        quantity: Number(l.quantity),
        unitExclCents: l.priceExclCents,
        totalExclCents: t.totalExclCents,
        vatCents: t.vatCents,
        totalInclCents: t.totalInclCents,
        noVat: l.noVat,
      };
    });
    const person = [request.firstName, request.lastName].filter(Boolean).join(' ') || request.email;
    return {
      isTaxInvoice: quote.isVatRegistered,
      number: quote.invoiceNumber ?? 'DRAFT',
      // The day it was issued, never the day it is downloaded (the same invoice is the same document).
      date: quote.invoicedAt ?? quote.updatedAt,
      quoteReference: quote.reference,
      workshopReference: quote.externalReference,
      requestReference: request.reference,
      vehicle: [
        request.vehicleName,
        request.vehicleLicensePlate,
        quote.vehicleMileage !== null ? formatKm(quote.vehicleMileage) : null,
      ]
        .filter(Boolean)
        .join(' · '),
      supplier: {
        name: workshop?.name ?? 'Workshop',
        addressLines: addressLines(supplierAddress),
        vatNumber: quote.isVatRegistered ? (workshop?.taxNumber ?? null) : null,
        registrationNumber: workshop?.registrationNumber ?? null,
        contact: [workshop?.contactPhone, workshop?.contactEmail].filter(Boolean).join(' · ') || null,
      },
      recipient: {
        name: request.businessName ? `${request.businessName} (${person})` : person,
        addressLines: addressLines(recipientAddress),
        vatNumber: request.businessTaxNumber,
        registrationNumber: request.businessRegistrationNumber,
        contact: request.email,
      },
      lines,
      vatRate: vat.vatRate,
      totals: totalsOf(approvedLines(items), vat, true),
      paid: PAID_STATUSES.includes(quote.quoteStatus),
      guarantee: guaranteeLines(quote),
    };
  }

  async function invoicePdf(db: DbOrTx, quote: repo.QuoteRow, request: QuoteRequestRow) {
    const doc = await invoiceDocument(db, quote, request);
    return { doc, bytes: await renderInvoicePdf(doc) };
  }

  /**
   * For the payments module (decision 020): the invoice total of a quote and who is paid, or null when the
   * quote does not exist. Pass the transaction handle to read inside the payment's own transaction.
   */
  async function getInvoiceForPayment(db: DbOrTx, quoteId: string): Promise<InvoiceForPayment | null> {
    if (!isUuid(quoteId)) return null;
    const quote = await repo.findById(db, quoteId);
    if (!quote) return null;
    const [request, items, [workshop]] = await readsOf(
      db,
      () => quoteRequests.find(db, quote.quoteRequestId),
      () => repo.itemsOfQuotes(db, [quote.id]),
      () => workshops.findMany(db, [quote.workshopId]),
    );
    if (!request || !workshop) return null;
    const totals = totalsOf(approvedLines(items), vatOf(quote), true);
    return {
      quoteId: quote.id,
      quoteReference: quote.reference,
      requestReference: request.reference,
      requestUniqueId: request.uniqueId,
      invoiceNumber: quote.invoiceNumber,
      quoteStatus: quote.quoteStatus,
      amountCents: totals.totalInclCents,
      guarantee: guaranteeFactsOf(quote),
      vatCents: totals.vatCents,
      workshop: {
        id: workshop.id,
        name: workshop.name,
        hasPayfastAccount: workshop.hasPayfastAccount,
        payfastMerchantId: workshop.payfastMerchantId,
        paystackSubaccountId: workshop.paystackSubaccountId,
      },
      customer: {
        userId: request.userId,
        organizationBranchId: request.organizationBranchId,
        madeAsGuest: request.madeAsGuest,
        email: request.email,
        firstName: request.firstName,
        lastName: request.lastName,
      },
    };
  }

  return { invoiceDocument, invoicePdf, getInvoiceForPayment };
}

export type Invoices = ReturnType<typeof createInvoices>;
