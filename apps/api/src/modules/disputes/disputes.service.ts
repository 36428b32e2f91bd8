import {
  type AdminDisputeMessage,
  DISPUTES_LIMITS,
  type Dispute,
  type DisputeKind,
  type DisputeList,
  type DisputeOutcome,
  type DisputeParty,
  type DisputeStatus,
  type DisputeSummary,
  type DisputesQuery,
  disputeHolder,
  formatKm,
  formatRand,
  guaranteeClaimProblem,
  type OpenDispute,
  QUOTE_SCREENS,
  type ResolveDispute,
} from '@motorwise/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, notFound, transitionRefused } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import type { SessionUser } from '../../lib/session';
import type { CustomersService } from '../accounts/index';
import type { AuditActor, AuditPort } from '../audit/index';
import type { CheckedUpload, FilesService } from '../files/index';
import { enqueue } from '../jobs/index';
import { escapeHtml, layout } from '../mail/index';
import type { NotificationsService } from '../notifications/index';
import type { PaymentReadsService } from '../payments/index';
import type { QuotesService } from '../quotes/index';
import type { WorkshopFinder } from '../workshops/index';
import type * as DisputesRepo from './disputes.repo';
import type { DisputeRow } from './disputes.repo';

/** What the disputes service is given (decision 058): exactly what it uses. Wired in index.ts. */
export interface DisputesServiceDeps {
  db: Db;
  fileStore: FileStore;
  /** The commission in force, for a payment whose credit is missing (payments' refund path). */
  commissionPercent: number;
  publicUrl: string;
  repo: Pick<
    typeof DisputesRepo,
    'findById' | 'list' | 'insert' | 'setStatus' | 'resolve' | 'insertMessage' | 'messagesOf' | 'hasFile'
  >;
  quotes: Pick<QuotesService, 'invoiceToPay' | 'invoiceToPayFor'>;
  payments: Pick<PaymentReadsService, 'paidFor' | 'refundDue'>;
  files: Pick<FilesService, 'store' | 'findMany'>;
  workshops: Pick<WorkshopFinder, 'staffOf'>;
  people: Pick<CustomersService, 'contactsOf'>;
  notifications: Pick<NotificationsService, 'add'>;
  audit: AuditPort;
  now?: () => Date;
}

const OUTCOME_WORDS: Record<DisputeOutcome, string> = {
  resolved: 'Resolved',
  partial_refund: 'Partial refund',
  full_refund: 'Full refund',
};

/**
 * Disputes about a job (decision 063). The customer who may pay the job's invoice opens one; the job's
 * workshop and the customer write in it with evidence (a side writing hands it to the admin: `open`); the
 * admin writes to one side (it then awaits that side) and resolves it with an outcome; a refund outcome
 * goes through payments' refund path (decision 030). Someone not party to a dispute gets a 404.
 */
export function createDisputesService(deps: DisputesServiceDeps) {
  const { db, repo, quotes, payments, files, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function view(conn: DbOrTx, row: DisputeRow): Promise<DisputeSummary> {
    const invoice = await quotes.invoiceToPay(conn, row.quoteId);
    const paid = await payments.paidFor(conn, row.quoteId);
    const customerName = invoice
      ? [invoice.customer.firstName, invoice.customer.lastName].filter(Boolean).join(' ') ||
        invoice.customer.email
      : 'Customer';
    return {
      id: row.id,
      quoteId: row.quoteId,
      quoteReference: invoice?.reference ?? '',
      workshopName: invoice?.workshopName ?? '',
      customerName,
      subject: row.subject,
      kind: row.kind as DisputeKind,
      status: row.status as DisputeStatus,
      holder: disputeHolder(row.status as DisputeStatus),
      paidCents: paid ?? 0,
      outcome: (row.outcome as DisputeOutcome | null) ?? null,
      refundCents: row.refundCents,
      outcomeNote: row.outcomeNote,
      dateCreatedUtc: row.createdAt.toISOString(),
      dateResolvedUtc: row.resolvedAt?.toISOString() ?? null,
    };
  }

  async function full(conn: DbOrTx, row: DisputeRow): Promise<Dispute> {
    // One after the other: a transaction's connection runs one query at a time.
    const summary = await view(conn, row);
    const thread = await repo.messagesOf(conn, row.id);
    const fileRows = await files.findMany(
      conn,
      thread.flatMap((m) => m.fileIds),
    );
    const names = new Map(fileRows.map((f) => [f.id, f.originalName]));
    return {
      ...summary,
      messages: thread.map((m) => ({
        id: m.id,
        author: m.author as DisputeParty,
        to: (m.recipient as 'customer' | 'workshop' | 'both' | null) ?? null,
        message: m.message,
        files: m.fileIds.map((id) => ({ id, name: names.get(id) ?? 'evidence' })),
        dateCreatedUtc: m.createdAt.toISOString(),
      })),
    };
  }

  /** The caller's side of a dispute, or notFound (someone else's dispute is not found, never forbidden). */
  async function partyOf(conn: DbOrTx, user: SessionUser, row: DisputeRow | undefined) {
    if (!row) throw notFound('The dispute');
    if (user.workshopIds.includes(row.workshopId)) return 'workshop' as const;
    if (await quotes.invoiceToPayFor(conn, row.quoteId, user)) return 'customer' as const;
    throw notFound('The dispute');
  }

  async function storeEvidence(tx: Tx, evidence: CheckedUpload[], owner: string | null) {
    const ids: string[] = [];
    for (const file of evidence) ids.push((await files.store(tx, deps.fileStore, file, owner)).id);
    return ids;
  }

  /** Mails (through the outbox) and notifies both sides of a step: the customer and the workshop's people. */
  async function tellBothSides(tx: Tx, row: DisputeRow, title: string, body: string) {
    const invoice = await quotes.invoiceToPay(tx, row.quoteId);
    if (invoice) {
      const link = `${deps.publicUrl}${invoice.quotePath}`;
      await enqueue(
        tx,
        'send_mail',
        disputeMail(invoice.customer.email, invoice.customer.firstName, title, body, link),
      );
      // In the app too, for a customer with an account (or their organisation branch); a guest has only mail.
      if (invoice.payerBranchId || invoice.payerUserId)
        await deps.notifications.add(tx, [
          {
            userId: invoice.payerBranchId ? null : invoice.payerUserId,
            organizationBranchId: invoice.payerBranchId,
            title,
            message: body,
            smcReference: invoice.reference,
            workshopName: invoice.workshopName,
          },
        ]);
    }
    const staff = await deps.workshops.staffOf(tx, [row.workshopId]);
    const people = await deps.people.contactsOf(
      tx,
      staff.map((s) => s.userId),
    );
    const link = `${deps.publicUrl}${QUOTE_SCREENS.workshopJob(row.quoteId)}`;
    for (const person of people)
      await enqueue(tx, 'send_mail', disputeMail(person.email, person.firstName, title, body, link));
    if (people.length > 0)
      await deps.notifications.add(
        tx,
        people.map((p) => ({ userId: p.id, title, message: body, smcReference: invoice?.reference ?? null })),
      );
  }

  async function adminRow(conn: DbOrTx, id: string) {
    const row = await repo.findById(conn, id);
    if (!row) throw notFound('The dispute');
    return row;
  }

  return {
    /** The caller's disputes: a workshop user's about its jobs, a customer's own. */
    async listMine(conn: DbOrTx, user: SessionUser, query: DisputesQuery): Promise<DisputeList> {
      const rows = await repo.list(
        conn,
        user.workshopIds.length > 0
          ? { ...query, workshopIds: user.workshopIds }
          : { ...query, openedByUserId: user.id },
        DISPUTES_LIMITS.perPage,
      );
      const items: DisputeSummary[] = [];
      for (const row of rows) items.push(await view(conn, row));
      return { items };
    },

    async getMine(conn: DbOrTx, user: SessionUser, id: string): Promise<Dispute> {
      const row = await repo.findById(conn, id);
      await partyOf(conn, user, row);
      return full(conn, row!);
    },

    /** The customer opens a dispute about their job: one at a time per job (a second is a conflict). */
    async open(user: SessionUser, input: OpenDispute, evidence: CheckedUpload[]): Promise<Dispute> {
      return db.transaction(async (tx) => {
        const invoice = await quotes.invoiceToPayFor(tx, input.quoteId, user);
        if (!invoice) throw notFound('The job');
        const claim = input.kind === 'guarantee';
        // A guarantee claim only within the guarantee sent with the quote (decision 076).
        const outside = claim ? guaranteeClaimProblem(invoice.guarantee, now(), input.currentMileage) : null;
        if (outside) throw transitionRefused(outside);
        const row = await repo.insert(tx, {
          quoteId: input.quoteId,
          workshopId: invoice.workshopId,
          openedByUserId: user.id,
          subject: input.subject,
          kind: input.kind,
          // A claim is first the workshop's to answer; a dispute, Motorwise's.
          ...(claim ? { status: 'awaiting_workshop' } : {}),
        });
        if (!row)
          throw conflict('This job already has an open dispute or guarantee claim: write in it instead.');
        const fileIds = await storeEvidence(tx, evidence, user.id);
        await repo.insertMessage(
          tx,
          {
            disputeId: row.id,
            author: 'customer',
            authorUserId: user.id,
            recipient: null,
            message:
              claim && input.currentMileage !== null
                ? `${input.message}\n\nCurrent mileage: ${formatKm(input.currentMileage)}`
                : input.message,
          },
          fileIds,
        );
        await tellBothSides(
          tx,
          row,
          claim ? `Guarantee claim opened: ${invoice.reference}` : `Dispute opened: ${invoice.reference}`,
          claim
            ? `A claim under the workshop's guarantee was opened about job ${invoice.reference} (${invoice.workshopName}): "${input.subject}". ` +
                'The workshop answers it here; Motorwise can step in.'
            : `A dispute was opened about job ${invoice.reference} (${invoice.workshopName}): "${input.subject}". ` +
                'Motorwise will look into it and write to both sides.',
        );
        return full(tx, row);
      });
    },

    /** The customer or the workshop writes (with evidence): the dispute goes back to the admin (`open`). */
    async write(user: SessionUser, id: string, message: string, evidence: CheckedUpload[]): Promise<Dispute> {
      return db.transaction(async (tx) => {
        const found = await repo.findById(tx, id);
        const party = await partyOf(tx, user, found);
        const row = await repo.setStatus(tx, id, 'open', now());
        if (!row) throw transitionRefused('This dispute is resolved: it takes no more messages.');
        const fileIds = await storeEvidence(tx, evidence, user.id);
        await repo.insertMessage(
          tx,
          { disputeId: id, author: party, authorUserId: user.id, recipient: null, message },
          fileIds,
        );
        await tellBothSides(
          tx,
          row,
          `New message in a dispute: ${row.subject}`,
          `The ${party} wrote in the dispute "${row.subject}"${fileIds.length ? ` with ${fileIds.length} file(s) of evidence` : ''}.`,
        );
        return full(tx, row);
      });
    },

    /** An evidence file, for the dispute's two sides and administrators. */
    async evidence(conn: DbOrTx, user: SessionUser, id: string, fileId: string) {
      const row = await repo.findById(conn, id);
      if (!user.isAdmin) await partyOf(conn, user, row);
      if (!row || !(await repo.hasFile(conn, id, fileId))) throw notFound('The file');
      const [file] = await files.findMany(conn, [fileId]);
      const bytes = file ? await deps.fileStore.get(file.storageKey) : null;
      if (!file || !bytes) throw notFound('The file');
      return { name: file.originalName, mimeType: file.mimeType, bytes };
    },

    // ------------------------------------------------------------ the admin (decision 059: audited)

    async list(conn: DbOrTx, query: DisputesQuery): Promise<DisputeList> {
      const rows = await repo.list(conn, query, DISPUTES_LIMITS.perPage);
      const items: DisputeSummary[] = [];
      for (const row of rows) items.push(await view(conn, row));
      return { items };
    },

    async get(conn: DbOrTx, id: string): Promise<Dispute> {
      return full(conn, await adminRow(conn, id));
    },

    /** The admin writes to one side: the dispute then awaits that side. */
    async adminWrite(admin: SessionUser, actor: AuditActor, id: string, input: AdminDisputeMessage) {
      return db.transaction(async (tx) => {
        const before = await adminRow(tx, id);
        const status = input.to === 'customer' ? 'awaiting_customer' : 'awaiting_workshop';
        const row = await repo.setStatus(tx, id, status, now());
        if (!row) throw transitionRefused('This dispute is resolved: it takes no more messages.');
        await repo.insertMessage(
          tx,
          {
            disputeId: id,
            author: 'admin',
            authorUserId: admin.id,
            recipient: input.to,
            message: input.message,
          },
          [],
        );
        await audit.record(tx, {
          actor,
          action: 'dispute.message',
          targetType: 'dispute',
          targetId: id,
          before: { status: before.status },
          after: { status, to: input.to },
        });
        await tellBothSides(
          tx,
          row,
          `Motorwise wrote in the dispute: ${row.subject}`,
          `Motorwise wrote to the ${input.to} in the dispute "${row.subject}": ${input.message}`,
        );
        return full(tx, row);
      });
    },

    /**
     * Closes a dispute with its outcome, once (a second is refused). A refund (all of what was paid, or a
     * part up to it) is recorded due through payments' refund path, in the same transaction: the workshop's
     * credit reversed for the refunded part; an admin then marks it refunded (decision 030).
     */
    async resolve(
      admin: SessionUser,
      actor: AuditActor,
      id: string,
      input: ResolveDispute,
    ): Promise<Dispute> {
      return db.transaction(async (tx) => {
        const before = await adminRow(tx, id);
        if (before.status === 'resolved') throw transitionRefused('This dispute is already resolved.');
        let refundCents: number | null = null;
        if (input.outcome !== 'resolved') {
          const paid = await payments.paidFor(tx, before.quoteId);
          if (paid === null) throw conflict('Nothing paid for this job is left to refund.');
          refundCents = input.outcome === 'full_refund' ? paid : (input.refundCents ?? 0);
          if (refundCents > paid)
            throw badRequest({
              refundCents: [`A refund can be at most what was paid (${formatRand(paid)}).`],
            });
        }
        const row = await repo.resolve(
          tx,
          id,
          { outcome: input.outcome, refundCents, outcomeNote: input.note, resolvedByUserId: admin.id },
          now(),
        );
        if (!row) throw transitionRefused('This dispute is already resolved.');
        if (refundCents !== null)
          await payments.refundDue(tx, row.quoteId, {
            refundCents,
            percent: deps.commissionPercent,
            reason: `Dispute resolved with a ${OUTCOME_WORDS[input.outcome].toLowerCase()}: ${input.note}`,
          });
        await repo.insertMessage(
          tx,
          { disputeId: id, author: 'admin', authorUserId: admin.id, recipient: 'both', message: input.note },
          [],
        );
        await audit.record(tx, {
          actor,
          action: 'dispute.resolve',
          targetType: 'dispute',
          targetId: id,
          before: { status: before.status },
          after: { status: 'resolved', outcome: input.outcome, refundCents },
        });
        const money =
          refundCents !== null ? ` A refund of ${formatRand(refundCents)} is due to the customer.` : '';
        await tellBothSides(
          tx,
          row,
          `Dispute resolved: ${row.subject}`,
          `Motorwise closed the dispute "${row.subject}": ${OUTCOME_WORDS[input.outcome]}.${money} ${input.note}`,
        );
        return full(tx, row);
      });
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;

function disputeMail(to: string, name: string | null, title: string, body: string, link: string) {
  const text = `Hi ${name ?? 'there'},\n\n${body}\n\nOpen the job: ${link}\n\nThe Motorwise team`;
  const html = layout(
    title,
    `<p style="margin:0 0 12px">Hi ${escapeHtml(name ?? 'there')},</p><p style="margin:0 0 12px">${escapeHtml(body)}</p><p style="margin:0 0 12px"><a href="${escapeHtml(link)}">Open the job</a></p>`,
  );
  return { to, subject: title, text, html };
}
