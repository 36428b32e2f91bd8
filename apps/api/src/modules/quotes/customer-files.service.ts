import { INVOICED_STATUSES, type QuoteStatus } from '@motorwise/shared';
import { AppErrorCode, hasCode, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { quoteRequests } from '../quote-requests/index';
import type { Access, CustomerCaller, Purpose, QuoteDeps } from './access';
import type { Invoices } from './invoice.service';
import type * as QuotesRepo from './quotes.repo';

/**
 * The customer's side of quotes (decision 020), the files: message attachments, the invoice PDF, a request's
 * files, amendment photos.
 */

export interface CustomerFilesDeps {
  repo: Pick<
    typeof QuotesRepo,
    'amendmentsById' | 'findById' | 'findMessage' | 'findPhoto' | 'messageAttachmentsOf'
  >;
  quoteRequests: Pick<typeof quoteRequests, 'attachmentFileId' | 'chosenWorkshops' | 'find'>;
  /** Quotes' own parts (access.ts, lifecycle.ts, ...), each given the modules below in index.ts. */
  access: Pick<Access, 'customerQuote' | 'customerRequest' | 'readFile'>;
  invoices: Pick<Invoices, 'invoicePdf'>;
}

export function createCustomerFiles({
  repo,
  quoteRequests,
  access: { customerQuote, customerRequest, readFile },
  invoices: { invoicePdf },
}: CustomerFilesDeps) {
  return {
    /**
     * GET /api/Quotes/DownloadQuoteMessageAttachment/{messageId}?attachmentName=: for the request's
     * customer (or a guest with its e-mail) and for the quote's workshop.
     */
    async messageAttachment(
      deps: QuoteDeps,
      caller: CustomerCaller,
      messageId: string,
      attachmentName: string,
    ) {
      const message = isUuid(messageId) ? await repo.findMessage(deps.db, messageId) : null;
      if (!message) throw notFound('The attachment');
      await quoteForEitherSide(deps, caller, message.quoteId, 'The attachment', 'act');
      const attachment = (await repo.messageAttachmentsOf(deps.db, [message.id])).find(
        (a) => a.attachmentName === attachmentName,
      );
      if (!attachment) throw notFound('The attachment');
      return readFile(deps, attachment.fileId, attachment.attachmentName);
    },

    /** GET /api/quotes/DownloadInvoice/{quoteId}: the (tax) invoice PDF, for the customer and the workshop. */
    async invoice(deps: QuoteDeps, caller: CustomerCaller, quoteId: string) {
      const { quote, request } = await quoteForEitherSide(deps, caller, quoteId, 'The invoice', 'act');
      if (!INVOICED_STATUSES.includes(quote.quoteStatus as QuoteStatus) || !quote.invoiceNumber)
        throw notFound('The invoice');
      return invoicePdf(deps.db, quote, request);
    },

    /**
     * A request's attachment or licence-disk photo, for its customer and the workshops it chose; not for a
     * branch shared a quote (decision 049).
     */
    async requestFile(
      deps: QuoteDeps,
      caller: CustomerCaller,
      requestId: string,
      which: number | 'licenseDisk',
    ) {
      const row = await quoteRequests.find(deps.db, requestId);
      if (!row) throw notFound('The file');
      const isCustomer = await customerRequest(deps.db, row.id, caller, 'act').then(
        () => true,
        () => false,
      );
      const isChosen =
        caller.user &&
        (await quoteRequests.chosenWorkshops(deps.db, row.id, caller.user.workshopIds)).length > 0;
      if (!isCustomer && !isChosen) throw notFound('The file');
      const fileId =
        which === 'licenseDisk'
          ? row.licenseDiskFileId
          : await quoteRequests.attachmentFileId(deps.db, row.id, which);
      if (!fileId) throw notFound('The file');
      return readFile(deps, fileId);
    },

    /** A photo sent with an amendment, for the customer, a branch the quote was shared with and the workshop. */
    async amendmentPhoto(deps: QuoteDeps, caller: CustomerCaller, photoId: string) {
      const photo = isUuid(photoId) ? await repo.findPhoto(deps.db, photoId) : null;
      if (!photo) throw notFound('The photo');
      const amendment = (await repo.amendmentsById(deps.db, photo.amendmentId))!;
      await quoteForEitherSide(deps, caller, amendment.quoteId, 'The photo', 'read');
      return readFile(deps, photo.fileId, photo.fileName);
    },
  };

  /**
   * The quote for a user of its workshop, or for its customer (a guest through their e-mail link): to 'act'
   * the applicant only; to 'read' also a branch the quote was shared with (decision 049); else 404.
   */
  async function quoteForEitherSide(
    deps: QuoteDeps,
    caller: CustomerCaller,
    quoteId: string,
    what: string,
    purpose: Purpose,
  ) {
    const quote = isUuid(quoteId) ? await repo.findById(deps.db, quoteId) : null;
    if (!quote) throw notFound(what);
    if (caller.user?.workshopIds.includes(quote.workshopId)) {
      const request = await quoteRequests.find(deps.db, quote.quoteRequestId);
      if (request) return { quote, request };
    }
    try {
      const found = await customerQuote(deps.db, quoteId, caller, purpose);
      return { quote: found.quote, request: found.request };
    } catch (error) {
      if (hasCode(error, AppErrorCode.NOT_FOUND)) throw notFound(what);
      throw error;
    }
  }
}
