import {
  formatRand,
  type InvoiceInput,
  type QuoteActionAnswer,
  QuoteStatus,
  randToCents,
} from '@motorwise/shared';
import { badRequest, conflict, type FieldErrors } from '../../lib/errors';
import type { SessionUser } from '../../lib/session';
import { type Access, type QuoteDeps, workshopWho } from './access';
import type { Invoices } from './invoice.service';
import { invoiceFileName, invoiceTitle, renderInvoicePdf } from './invoice-pdf';
import { approvedLines, type Lifecycle, totalsOf, vatOf } from './lifecycle';
import type { Notify } from './notify';
import type * as QuotesRepo from './quotes.repo';
import { invoicedMessage, paidAtWorkshopMessage, readyMessage } from './workshop.texts';
import { answer, type WorkshopStep } from './workshop-step';

/** The workshop portal (decision 020), invoicing and completion: the invoice, collection, payment at the counter. */

export interface WorkshopInvoicingDeps {
  repo: Pick<
    typeof QuotesRepo,
    'findById' | 'itemsOfQuotes' | 'numberInvoice' | 'setVerifiedTotals' | 'updateQuote'
  >;
  /** Quotes' own parts (access.ts, lifecycle.ts, ...), each given the modules below in index.ts. */
  access: Pick<Access, 'workshopQuote'>;
  lifecycle: Pick<Lifecycle, 'applyAction'>;
  notify: Pick<Notify, 'tellCustomer'>;
  invoices: Pick<Invoices, 'invoiceDocument'>;
  steps: Pick<WorkshopStep, 'lockOwn' | 'simpleStep'>;
}

export function createWorkshopInvoicing({
  repo,
  access: { workshopQuote },
  lifecycle: { applyAction },
  notify: { tellCustomer },
  invoices: { invoiceDocument },
  steps: { lockOwn, simpleStep },
}: WorkshopInvoicingDeps) {
  return {
    /** POST /api/workshop/jobs/{quoteId}/draft-invoice and /invoice */
    async invoice(
      deps: QuoteDeps,
      user: SessionUser,
      quoteId: string,
      input: InvoiceInput,
      final: boolean,
    ): Promise<QuoteActionAnswer> {
      const { request } = await workshopQuote(deps.db, quoteId, user);
      const who = workshopWho(user);
      const result = await deps.db.transaction(async (tx) => {
        const locked = await lockOwn(tx, user, quoteId);
        const scope = approvedLines(await repo.itemsOfQuotes(tx, [locked.quote.id]));
        const errors: FieldErrors = {};
        // Lines not named keep what a draft invoice charged, else what was approved.
        const charged = new Map(scope.map((l) => [l.id, l.verifiedTotalInclCents ?? l.totalInclCents]));
        input.lines.forEach((l, i) => {
          const line = scope.find((s) => s.id === l.quoteItemId);
          if (!line) {
            errors[`lines.${i}.quoteItemId`] = [
              'This line was not approved by the customer, so it cannot be invoiced.',
            ];
            return;
          }
          const cents = randToCents(l.totalIncl);
          if (cents > line.totalInclCents) {
            errors[`lines.${i}.totalIncl`] = [
              `The invoice cannot charge more than the customer approved for this line (${formatRand(line.totalInclCents)}).`,
            ];
            return;
          }
          charged.set(line.id, cents);
        });
        if (Object.keys(errors).length > 0) throw badRequest(errors);
        const status = await applyAction(tx, locked, final ? 'invoice' : 'draftInvoice', who, {
          note: final ? null : 'Draft invoice',
          set: { externalReference: input.externalReference ?? locked.quote.externalReference },
        });
        await repo.setVerifiedTotals(
          tx,
          [...charged].map(([id, cents]) => ({ id, cents })),
        );
        // Consumer Protection Act s15: checked again on what the transaction wrote, not only on the form.
        const items = await repo.itemsOfQuotes(tx, [locked.quote.id]);
        const approvedTotal = totalsOf(approvedLines(items), vatOf(locked.quote)).totalInclCents;
        const invoiceTotal = totalsOf(approvedLines(items), vatOf(locked.quote), true).totalInclCents;
        if (invoiceTotal > approvedTotal)
          throw conflict(
            `The invoice (${formatRand(invoiceTotal)}) cannot be more than the customer approved (${formatRand(approvedTotal)}).`,
          );
        if (final) {
          // What the invoice shows is read before its number is taken: the workshop's counter row stays
          // locked from numberInvoice to commit, and every other invoice of the workshop waits for it.
          // After it come only the outbox and the commit (decision 071, the soak).
          const invoicedAt = new Date();
          const issued = { ...(await repo.findById(tx, locked.quote.id))!, invoicedAt };
          const unnumbered = await invoiceDocument(tx, issued, request);
          const { invoiceNumber } = await repo.numberInvoice(tx, locked.quote, invoicedAt);
          const doc = { ...unnumbered, number: invoiceNumber };
          const bytes = await renderInvoicePdf(doc);
          await tellCustomer(tx, { publicUrl: deps.publicUrl }, request, {
            ...invoicedMessage(invoiceTitle(doc), invoiceNumber, request, invoiceTotal),
            attachments: [
              {
                filename: invoiceFileName(doc),
                contentType: 'application/pdf',
                content: bytes.toString('base64'),
                encoding: 'base64',
              },
            ],
          });
        }
        return { status, invoiceTotal };
      });
      return answer(
        final
          ? `Invoiced ${formatRand(result.invoiceTotal)}. The customer has the invoice.`
          : `Draft invoice saved: ${formatRand(result.invoiceTotal)}.`,
        quoteId,
        result.status,
      );
    },

    /** POST /api/workshop/jobs/{quoteId}/reopen: back from the draft invoice to the job (to amend). */
    reopen: (deps: QuoteDeps, user: SessionUser, quoteId: string) =>
      simpleStep(deps, user, quoteId, 'reopen', 'Draft invoice reopened', null, {
        silentAnswer: 'The job is open again.',
      }),

    /** POST /api/workshop/jobs/{quoteId}/ready: tells the customer the vehicle can be collected. */
    async ready(deps: QuoteDeps, user: SessionUser, quoteId: string): Promise<QuoteActionAnswer> {
      const { request } = await workshopQuote(deps.db, quoteId, user);
      const status = await deps.db.transaction(async (tx) => {
        const locked = await lockOwn(tx, user, quoteId);
        const done = [QuoteStatus.Invoiced, QuoteStatus.Checkout, QuoteStatus.Paid] as number[];
        if (!done.includes(locked.quote.quoteStatus))
          throw conflict('A vehicle is ready for collection once its job is invoiced.');
        if (locked.quote.readyForCollectionAt)
          throw conflict('The customer was already told the vehicle is ready.');
        await repo.updateQuote(tx, locked.quote.id, { readyForCollectionAt: new Date() });
        await tellCustomer(
          tx,
          { publicUrl: deps.publicUrl },
          request,
          readyMessage(locked.quote, request, locked.quote.quoteStatus === QuoteStatus.Paid),
        );
        return locked.quote.quoteStatus;
      });
      return answer('The customer was told the vehicle is ready.', quoteId, status);
    },

    /** POST /api/workshop/jobs/{quoteId}/paid: money taken at the counter. */
    paid: (deps: QuoteDeps, user: SessionUser, quoteId: string, method: string) =>
      simpleStep(deps, user, quoteId, 'paid', `Paid at the workshop (${method})`, (q, r) => ({
        message: paidAtWorkshopMessage(q, r),
        answer: 'Marked as paid.',
      })),

    /**
     * POST /api/workshop/jobs/{quoteId}/complete: collected. The lifecycle does what follows a completed job
     * (the request completed, the customer asked for a review), so this step tells nobody itself.
     */
    complete: (deps: QuoteDeps, user: SessionUser, quoteId: string) =>
      simpleStep(deps, user, quoteId, 'complete', 'Vehicle collected', null, {
        silentAnswer: 'Completed. The customer was asked for a review.',
      }),
  };
}
