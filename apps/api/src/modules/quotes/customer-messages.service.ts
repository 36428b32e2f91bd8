import {
  type MessageWorkshopInput,
  type QuoteMessageView,
  QuoteStatus,
  type ReviewWorkshopInput,
} from '@motorwise/shared';
import { conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session';
import type { CheckedUpload } from '../files/index';
import type { workshops } from '../workshops/index';
import { type Access, type CustomerCaller, NOT_FOUND_QUOTE, type QuoteDeps, withFiles } from './access';
import type { Notify } from './notify';
import { isBooked, reviewView } from './views';

/**
 * The customer's side of quotes (decision 020), writing to the workshop: a message on a quote, a review of a
 * completed job.
 */

export interface CustomerMessagesDeps {
  workshops: Pick<typeof workshops, 'addReview'>;
  /** Quotes' own parts (access.ts, lifecycle.ts, ...), each given the modules below in index.ts. */
  access: Pick<Access, 'customerQuote' | 'storeMessage'>;
  notify: Pick<Notify, 'tellWorkshop'>;
}

export function createCustomerMessages({
  workshops,
  access: { customerQuote, storeMessage },
  notify: { tellWorkshop },
}: CustomerMessagesDeps) {
  return {
    /** POST /api/quotes/MessageWorkshop */
    async message(
      deps: QuoteDeps,
      caller: CustomerCaller,
      input: MessageWorkshopInput,
      attachments: CheckedUpload[],
    ): Promise<QuoteMessageView> {
      const { quote, request } = await customerQuote(deps.db, input.quoteId, caller);
      const message = await withFiles(deps, (written) =>
        deps.db.transaction(async (tx) => {
          const { message } = await storeMessage(
            tx,
            deps.fileStore,
            {
              quoteId: quote.id,
              senderUserId: caller.user?.id ?? null,
              senderRole: 'customer',
              message: input.message,
            },
            attachments,
            written,
          );
          await tellWorkshop(
            tx,
            { publicUrl: deps.publicUrl },
            quote,
            request,
            isBooked(quote.quoteStatus) ? 'job' : 'request',
            {
              subject: `Message about ${quote.reference}`,
              title: 'A message from a customer',
              body: `${request.firstName ?? 'The customer'} wrote about quote ${quote.reference} (${request.vehicleName}):\n\n${input.message}`,
              linkLabel: 'Read and reply',
              kind: 'message',
            },
          );
          return message;
        }),
      );
      // Answered from what was written (the row as inserted, the files as stored), not read again.
      return {
        id: message.id,
        senderRole: 'customer',
        senderName: request.firstName,
        message: message.message,
        dateCreatedUtc: message.createdAt.toISOString(),
        readAtUtc: null,
        attachments: attachments.map((f) => ({
          attachmentName: f.name,
          mimeType: f.mimeType,
          sizeBytes: f.sizeBytes,
        })),
      };
    },

    /** POST /api/quotes/ReviewWorkshop: once per completed job, by its customer. */
    async review(deps: QuoteDeps, user: SessionUser, input: ReviewWorkshopInput) {
      const { quote, request, viaEmail } = await customerQuote(deps.db, input.quoteId, { user });
      if (viaEmail) throw notFound(NOT_FOUND_QUOTE);
      if (quote.quoteStatus !== QuoteStatus.Completed)
        throw conflict('You can review a workshop once your job there is completed.');
      const row = await deps.db.transaction(async (tx) => {
        const added = await workshops.addReview(tx, {
          workshopId: quote.workshopId,
          quoteId: quote.id,
          userId: user.id,
          authorName: request.firstName
            ? `${request.firstName}${request.lastName ? ` ${request.lastName[0]!.toUpperCase()}.` : ''}`
            : 'Customer',
          rating: input.rating,
          review: input.review,
        });
        if (!added) throw conflict('You already reviewed this job. Thank you!');
        await tellWorkshop(tx, { publicUrl: deps.publicUrl }, quote, request, 'job', {
          subject: `New review: ${input.rating} of 5`,
          title: 'A customer reviewed your workshop',
          body: `${added.authorName} rated the job on the ${request.vehicleName} ${input.rating} of 5:\n\n${input.review}`,
          linkLabel: 'Open the job',
        });
        return added;
      });
      return reviewView(row);
    },
  };
}
