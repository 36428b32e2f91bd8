import {
  type CommissionInvoice,
  type CommissionInvoiceList,
  type CommissionSettings,
  calendarDate,
  centsToRand,
  DEFAULT_VAT_PERCENT,
  localDayStartUtc,
  type MoneyExport,
  type MoneyExportQuery,
  type SetGlobalCommission,
  type SetWorkshopCommission,
  vatFromExcl,
  zonedParts,
} from '@motorwise/shared';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session';
import type { AuditActor, AuditPort } from '../audit/index';
import type { PlacesService } from '../places/index';
import type { WorkshopsService } from '../workshops/index';
import { type CommissionLine, renderCommissionInvoicePdf } from './commission-invoice-pdf';
import type * as MoneyRepo from './platform-money.repo';
import type { PlatformParty } from './settings';

export interface PlatformMoneyServiceDeps {
  repo: Pick<
    typeof MoneyRepo,
    | 'allRates'
    | 'insertRate'
    | 'commissionPercentFor'
    | 'lockInvoicing'
    | 'invoiceOf'
    | 'nextSequence'
    | 'insertInvoice'
    | 'paymentEntriesBetween'
    | 'refundEntriesBetween'
    | 'invoices'
    | 'invoiceById'
    | 'paymentsPage'
    | 'payoutsPage'
    | 'refundsPage'
    | 'invoicesPage'
  >;
  workshops: Pick<WorkshopsService, 'names' | 'findMany'>;
  places: Pick<PlacesService, 'find'>;
  /** The invoice's address lines (the quotes module's, the same as on a job's tax invoice). */
  addressLines: (address: Awaited<ReturnType<PlacesService['find']>>) => string[];
  audit: AuditPort;
}

/** 'YYYY-MM' -> the instants its Johannesburg month starts and the next one starts. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return {
    from: new Date(localDayStartUtc(`${month}-01`)),
    to: new Date(localDayStartUtc(`${next}-01`)),
  };
}

/** The Johannesburg month before the one `now` is in. */
export function previousMonth(now: Date): string {
  const { year, month } = zonedParts(now);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

const rand = (cents: number | null | undefined) => (cents == null ? '' : centsToRand(cents));
/** An instant as the accountant reads it: Africa/Johannesburg wall clock, 'YYYY-MM-DD HH:mm:ss'. */
const local = (at: Date | null | undefined) => {
  if (!at) return '';
  const p = zonedParts(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${calendarDate(at)} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
};

const EXPORT_PAGE = 1000;

type DocumentKind = CommissionInvoice['kind'];
/** The Johannesburg month ('YYYY-MM') an instant is in. */
const calendarMonth = (at: Date) => calendarDate(at).slice(0, 7);

/**
 * The platform's money (decision 064): the commission rate an admin sets (globally from a day, per
 * workshop), the monthly commission VAT invoices, and the accountant's CSV exports.
 */
export function createPlatformMoneyService({
  repo,
  workshops,
  places,
  addressLines,
  audit,
}: PlatformMoneyServiceDeps) {
  async function settings(db: DbOrTx, defaultPercent: number): Promise<CommissionSettings> {
    const rows = await repo.allRates(db);
    const names = await workshops.names(
      db,
      rows.flatMap((r) => (r.workshopId ? [r.workshopId] : [])),
    );
    const view = (r: (typeof rows)[number]) => ({
      id: r.id,
      workshopId: r.workshopId,
      workshopName: r.workshopId ? (names.get(r.workshopId) ?? 'Unknown workshop') : null,
      percent: r.percent,
      effectiveFromUtc: r.effectiveFrom.toISOString(),
      setAtUtc: r.createdAt.toISOString(),
    });
    const now = Date.now();
    const current = rows.find((r) => !r.workshopId && r.effectiveFrom.getTime() <= now);
    // Per workshop, its newest row only (the one in force); a cleared override is not listed.
    const seen = new Set<string>();
    const workshopRates = rows.filter((r) => {
      if (!r.workshopId || seen.has(r.workshopId)) return false;
      seen.add(r.workshopId);
      return r.percent !== null;
    });
    return {
      defaultPercent,
      currentPercent: current?.percent ?? defaultPercent,
      globalRates: rows.filter((r) => !r.workshopId).map(view),
      workshopRates: workshopRates.map(view),
    };
  }

  async function recipientOf(db: DbOrTx, workshopId: string): Promise<PlatformParty> {
    const [w] = await workshops.findMany(db, [workshopId]);
    const address = await places.find(db, w?.addressId);
    return {
      name: w?.name ?? 'Workshop',
      addressLines: addressLines(address),
      vatNumber: w?.taxNumber ?? null,
      registrationNumber: w?.registrationNumber ?? null,
      contact: w?.contactEmail ?? null,
    };
  }

  async function asInvoices(
    db: DbOrTx,
    rows: MoneyRepo.CommissionInvoiceRow[],
  ): Promise<CommissionInvoiceList> {
    const names = await workshops.names(
      db,
      rows.map((r) => r.workshopId),
    );
    return {
      items: rows.map(
        (r): CommissionInvoice => ({
          id: r.id,
          kind: r.kind as DocumentKind,
          number: r.number,
          workshopId: r.workshopId,
          workshopName: names.get(r.workshopId) ?? 'Unknown workshop',
          month: r.month,
          payments: r.payments,
          grossCents: r.grossCents,
          commissionExclCents: r.commissionExclCents,
          vatCents: r.vatCents,
          totalInclCents: r.totalInclCents,
          issuedAtUtc: r.issuedAt.toISOString(),
        }),
      ),
    };
  }

  /** One export's rows, page by page (keyset), as the CSV's records: the first is the header. */
  async function* exportRows(db: DbOrTx, kind: MoneyExport, range: MoneyExportQuery) {
    const from = new Date(localDayStartUtc(range.from));
    const to = new Date(new Date(localDayStartUtc(range.to)).getTime() + 86_400_000);
    let after: { at: Date; id: string } | null = null;
    const nameOf = async (ids: string[]) => workshops.names(db, [...new Set(ids)]);
    if (kind === 'payments') yield PAYMENT_COLUMNS;
    if (kind === 'payouts') yield PAYOUT_COLUMNS;
    if (kind === 'refunds') yield REFUND_COLUMNS;
    if (kind === 'commission-invoices') yield INVOICE_COLUMNS;
    for (;;) {
      const page = { from, to, after, limit: EXPORT_PAGE };
      let records: string[][];
      let last: { at: Date; id: string } | null;
      if (kind === 'payments') {
        const rows = await repo.paymentsPage(db, page);
        const names = await nameOf(rows.flatMap((r) => (r.workshopId ? [r.workshopId] : [])));
        records = rows.map((r) => [
          local(r.at),
          r.reference,
          r.gatewayReference ?? '',
          r.provider,
          r.status,
          r.workshopId ? (names.get(r.workshopId) ?? '') : '',
          rand(r.amountCents),
          r.commissionPercent ?? '',
          rand(r.commissionCents),
          rand(r.workshopCents),
        ]);
        last = rows.length ? { at: rows.at(-1)!.at!, id: rows.at(-1)!.id } : null;
      } else if (kind === 'payouts') {
        const rows = await repo.payoutsPage(db, page);
        const names = await nameOf(rows.map((r) => r.workshopId));
        records = rows.map((r) => [
          local(r.createdAt),
          r.id,
          names.get(r.workshopId) ?? '',
          rand(r.amountCents),
          r.bankReference ?? '',
        ]);
        last = rows.length ? { at: rows.at(-1)!.createdAt, id: rows.at(-1)!.id } : null;
      } else if (kind === 'refunds') {
        const rows = await repo.refundsPage(db, page);
        const names = await nameOf(rows.map((r) => r.workshopId));
        records = rows.map((r) => [
          local(r.at),
          r.reference,
          names.get(r.workshopId) ?? '',
          r.status === 'refunded' ? 'refunded' : 'due',
          rand(-r.grossCents),
          rand(-r.commissionCents),
          rand(-r.workshopCents),
          r.reason ?? '',
          r.refundReference ?? '',
          local(r.refundedAt),
        ]);
        last = rows.length ? { at: rows.at(-1)!.at, id: rows.at(-1)!.id } : null;
      } else {
        const rows = await repo.invoicesPage(db, page);
        const names = await nameOf(rows.map((r) => r.workshopId));
        records = rows.map((r) => [
          local(r.issuedAt),
          r.number,
          names.get(r.workshopId) ?? '',
          r.month,
          String(r.payments),
          rand(r.grossCents),
          rand(r.commissionExclCents),
          r.vatPercent,
          rand(r.vatCents),
          rand(r.totalInclCents),
          r.kind === 'credit_note' ? 'Credit note' : 'Tax invoice',
          r.kind === 'credit_note' ? creditedNumbers(r.lines as CommissionLine[]).join(' ') : '',
        ]);
        last = rows.length ? { at: rows.at(-1)!.issuedAt, id: rows.at(-1)!.id } : null;
      }
      yield* records;
      if (records.length < EXPORT_PAGE || !last) return;
      after = last;
    }
  }

  /** Issues one document under the lock: false when the workshop's month already has one of the kind. */
  async function issueDocument(
    db: Db,
    platform: PlatformParty,
    doc: { kind: DocumentKind; workshopId: string; month: string; payments: number },
    lines: CommissionLine[],
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      await repo.lockInvoicing(tx);
      if (await repo.invoiceOf(tx, doc.workshopId, doc.month, doc.kind)) return false;
      const sequence = await repo.nextSequence(tx, doc.kind);
      const commission = lines.reduce((sum, l) => sum + l.commissionCents, 0);
      // A credit note's figures are negative (it reduces what was charged); its VAT is rounded as the
      // invoice's was, on the amount credited.
      const vat = Math.sign(commission) * vatFromExcl(Math.abs(commission), DEFAULT_VAT_PERCENT);
      const prefix = doc.kind === 'credit_note' ? 'MWC' : 'MW';
      await repo.insertInvoice(tx, {
        ...doc,
        sequence,
        number: `${prefix}-${String(sequence).padStart(6, '0')}`,
        grossCents: lines.reduce((sum, l) => sum + l.grossCents, 0),
        commissionExclCents: commission,
        vatPercent: String(DEFAULT_VAT_PERCENT),
        vatCents: vat,
        totalInclCents: commission + vat,
        lines,
        supplier: platform,
        recipient: await recipientOf(tx, doc.workshopId),
      });
      return true;
    });
  }

  /**
   * The month's commission documents (decisions 064, 073), each once, under a transaction lock so two
   * instances or a retried job never issue a second one and numbers are taken without gaps:
   * - a tax invoice per workshop with commission that month: the payments credited in the month, less the
   *   commission refunded on those same payments in the month (a negative line each);
   * - a VAT credit note per workshop for the month's refunds of payments an earlier month's invoice
   *   charged, naming that invoice (a refund of a payment no invoice charged is not credited).
   * Returns how many documents it issued.
   */
  async function issueMonth(db: Db, platform: PlatformParty, month: string): Promise<number> {
    const { from, to } = monthBounds(month);
    const entries = await repo.paymentEntriesBetween(db, from, to);
    const refunds = await repo.refundEntriesBetween(db, from, to);
    const byWorkshop = new Map<
      string,
      { invoice: CommissionLine[]; payments: number; credit: typeof refunds }
    >();
    const of = (workshopId: string) => {
      const found = byWorkshop.get(workshopId) ?? { invoice: [], payments: 0, credit: [] };
      byWorkshop.set(workshopId, found);
      return found;
    };
    const line = (e: (typeof entries)[number], kind: CommissionLine['kind'], credits?: string) => ({
      kind,
      reference: e.reference,
      at: e.at.toISOString(),
      grossCents: e.grossCents,
      commissionPercent: e.commissionPercent,
      commissionCents: e.commissionCents,
      ...(credits ? { credits } : {}),
    });
    for (const e of entries) {
      const w = of(e.workshopId);
      w.invoice.push(line(e, 'payment'));
      w.payments += 1;
    }
    for (const r of refunds) {
      // No credit entry (money taken twice): no commission was charged, so none is credited.
      if (!r.creditedAt) continue;
      if (r.creditedAt >= from) of(r.workshopId).invoice.push(line(r, 'refund'));
      else of(r.workshopId).credit.push(r);
    }
    let issued = 0;
    for (const [workshopId, w] of byWorkshop) {
      const net = w.invoice.reduce((sum, l) => sum + l.commissionCents, 0);
      if (
        net > 0 &&
        (await issueDocument(
          db,
          platform,
          { kind: 'invoice', workshopId, month, payments: w.payments },
          w.invoice,
        ))
      )
        issued += 1;
      const credits: CommissionLine[] = [];
      for (const r of w.credit) {
        const charged = await repo.invoiceOf(db, workshopId, calendarMonth(r.creditedAt!), 'invoice');
        const listed = (charged?.lines as CommissionLine[] | undefined)?.some(
          (l) => l.reference === r.reference && l.kind !== 'refund',
        );
        if (charged && listed) credits.push(line(r, 'refund', charged.number));
      }
      if (
        credits.some((l) => l.commissionCents < 0) &&
        (await issueDocument(
          db,
          platform,
          { kind: 'credit_note', workshopId, month, payments: credits.length },
          credits,
        ))
      )
        issued += 1;
    }
    return issued;
  }

  return {
    /** The rates as an admin sees them; `defaultPercent` is the configured one (PAYMENT_COMMISSION_PERCENT). */
    commissionSettings: settings,

    /** A new global rate from a day on (today when none): added, never rewriting a past rate or entry. */
    async setGlobalRate(
      db: Db,
      admin: SessionUser,
      input: SetGlobalCommission,
      actor: AuditActor,
      defaultPercent: number,
    ) {
      await db.transaction(async (tx) => {
        const before = (await settings(tx, defaultPercent)).currentPercent;
        const effectiveFrom = input.effectiveFrom
          ? new Date(localDayStartUtc(input.effectiveFrom))
          : new Date();
        const row = await repo.insertRate(tx, {
          workshopId: null,
          percent: input.percent,
          effectiveFrom,
          setByUserId: admin.id,
        });
        await audit.record(tx, {
          actor,
          action: 'commission.setGlobal',
          targetType: 'commission_rate',
          targetId: row.id,
          before: { percent: before },
          after: { percent: input.percent, effectiveFrom: effectiveFrom.toISOString() },
        });
      });
      return settings(db, defaultPercent);
    },

    /** A workshop's own rate from now on, or (null) the global rate again. */
    async setWorkshopRate(
      db: Db,
      admin: SessionUser,
      workshopId: string,
      input: SetWorkshopCommission,
      actor: AuditActor,
      defaultPercent: number,
    ) {
      await db.transaction(async (tx) => {
        const names = await workshops.names(tx, [workshopId]);
        if (!names.has(workshopId)) throw notFound('The workshop');
        const now = new Date();
        const before = await repo.commissionPercentFor(tx, workshopId, now, defaultPercent);
        const row = await repo.insertRate(tx, {
          workshopId,
          percent: input.percent,
          effectiveFrom: now,
          setByUserId: admin.id,
        });
        await audit.record(tx, {
          actor,
          action: input.percent === null ? 'commission.clearWorkshop' : 'commission.setWorkshop',
          targetType: 'workshop',
          targetId: workshopId,
          before: { percent: before },
          after: { percent: input.percent, rateId: row.id },
        });
      });
      return settings(db, defaultPercent);
    },

    issueMonth,

    /** The scheduled job's run: last month's invoices (the job runs early on the 1st). */
    issueLastMonth: (db: Db, platform: PlatformParty, now: Date = new Date()) =>
      issueMonth(db, platform, previousMonth(now)),

    async invoices(db: DbOrTx, workshopId?: string) {
      return asInvoices(db, await repo.invoices(db, { workshopId }));
    },
    /** One invoice's PDF, drawn from the row as issued; `workshopId`: only that workshop's own. */
    async invoicePdf(db: DbOrTx, id: string, workshopId?: string) {
      const row = await repo.invoiceById(db, id);
      if (!row || (workshopId && row.workshopId !== workshopId)) throw notFound('The invoice');
      const bytes = await renderCommissionInvoicePdf({
        kind: row.kind as DocumentKind,
        number: row.number,
        issuedAt: row.issuedAt,
        month: row.month,
        supplier: row.supplier as PlatformParty,
        recipient: row.recipient as PlatformParty,
        lines: row.lines as CommissionLine[],
        commissionExclCents: row.commissionExclCents,
        vatPercent: row.vatPercent,
        vatCents: row.vatCents,
        totalInclCents: row.totalInclCents,
      });
      return { number: row.number, kind: row.kind as DocumentKind, bytes };
    },

    exportRows,
  };
}

export type PlatformMoneyService = ReturnType<typeof createPlatformMoneyService>;

const PAYMENT_COLUMNS = [
  'Paid at (SAST)',
  'Reference',
  'Gateway reference',
  'Gateway',
  'Status',
  'Workshop',
  'Amount (ZAR)',
  'Commission %',
  'Commission (ZAR)',
  'Workshop share (ZAR)',
];
const PAYOUT_COLUMNS = ['Paid out at (SAST)', 'Payout', 'Workshop', 'Amount (ZAR)', 'Bank reference'];
const REFUND_COLUMNS = [
  'Recorded at (SAST)',
  'Payment reference',
  'Workshop',
  'Status',
  'Amount (ZAR)',
  'Commission reversed (ZAR)',
  'Workshop share reversed (ZAR)',
  'Reason',
  'Refund reference',
  'Refunded at (SAST)',
];
const INVOICE_COLUMNS = [
  'Issued at (SAST)',
  'Number',
  'Workshop',
  'Month',
  'Payments',
  'Paid (ZAR)',
  'Commission excl. VAT (ZAR)',
  'VAT %',
  'VAT (ZAR)',
  'Total incl. VAT (ZAR)',
  'Document',
  'Credits invoice',
];

/** The invoices a credit note's lines credit, each once. */
export const creditedNumbers = (lines: CommissionLine[]) => [
  ...new Set(lines.flatMap((l) => (l.credits ? [l.credits] : []))),
];
