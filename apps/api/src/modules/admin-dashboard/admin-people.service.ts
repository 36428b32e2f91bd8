import {
  ADMIN_SEARCH_LIMIT,
  type AdminHistoryEvent,
  type AdminRequestHistory,
  type AdminSearchResults,
  type AdminUser,
  AmendmentStatus,
  formatRand,
  parseStoredQuoteType,
  quoteRequestStatusLabel,
  quoteStatusLabel,
  quoteTypeDisplayName,
} from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { notFound } from '../../lib/errors';
import type * as AdminPeopleRepo from './admin-people.repo';
import type { EventRow } from './admin-people.repo';

export interface AdminPeopleServiceDeps {
  repo: Pick<typeof AdminPeopleRepo, 'search' | 'findRequest' | 'requestEvents' | 'findUser'>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Raw statements give times as text; the answer's are ISO, UTC. */
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The `like` patterns a search term stands for: the term itself; a phone number typed the South African
 * way (082 555 1234) in its stored form (+27825551234); a registration or VIN without its spaces and dashes
 * (the request's plate is matched compacted).
 */
export function searchPatterns(term: string): string[] {
  const lower = term.trim().toLowerCase();
  const forms = new Set([lower]);
  const compact = lower.replace(/[^a-z0-9]/g, '');
  if (compact.length >= 3 && compact !== lower) forms.add(compact);
  const digits = lower.replace(/[\s()-]/g, '');
  if (/^0\d{2,}$/.test(digits)) forms.add(`+27${digits.slice(1)}`);
  else if (/^\+?\d{3,}$/.test(digits)) forms.add(digits);
  return [...forms].map(containsPattern);
}

const AMENDMENT_LABELS: Record<number, string> = {
  [AmendmentStatus.pending]: 'pending',
  [AmendmentStatus.approved]: 'approved',
  [AmendmentStatus.declined]: 'declined',
};

function quoteTypeLabel(stored: string): string {
  const parsed = parseStoredQuoteType(stored);
  return parsed ? quoteTypeDisplayName(parsed.quoteType) : stored;
}

function summaryOf(row: EventRow): string {
  const money = row.cents === null ? '' : ` (${formatRand(row.cents)})`;
  switch (row.kind) {
    case 'request':
      return row.status === 0
        ? 'Request made'
        : `Request ${(quoteRequestStatusLabel(row.status ?? -1) ?? 'changed').toLowerCase()}${row.text ? `: ${row.text}` : ''}`;
    case 'quote':
      return 'Quote created';
    case 'status':
      return `Status: ${quoteStatusLabel(row.status) ?? row.status}${row.text ? ` (${row.text})` : ''}`;
    case 'message':
      return row.text ?? '';
    case 'amendment':
      return `Amendment ${AMENDMENT_LABELS[row.status ?? -1] ?? ''}${row.text ? `: ${row.text}` : ''}`;
    case 'payment':
      return `Payment ${row.text ?? ''}${money}`;
    case 'refund':
      return `Refunded ${row.text ?? ''}${money}`;
  }
}

/**
 * People and trust (issue 22 item 7, decision 065): find anything by what an admin has in hand, a
 * request's whole history across both sides, and one user's page.
 */
export function createAdminPeopleService({ repo }: AdminPeopleServiceDeps) {
  return {
    async search(db: DbOrTx, q: string): Promise<AdminSearchResults> {
      const found = await repo.search(db, searchPatterns(q), ADMIN_SEARCH_LIMIT);
      const results: AdminSearchResults = { q, users: [], requests: [], quotes: [], jobs: [], payments: [] };
      for (const row of found) {
        const group = results[row.grp];
        if (group.length >= ADMIN_SEARCH_LIMIT) continue;
        const status =
          row.grp === 'requests'
            ? quoteRequestStatusLabel(row.status ?? -1)
            : row.grp === 'quotes' || row.grp === 'jobs'
              ? quoteStatusLabel(row.status)
              : undefined;
        group.push({
          id: row.id,
          title: row.title || row.detail,
          detail: status ? `${row.detail} · ${status}` : row.detail,
          requestId: row.requestId,
          userId: row.userId,
          createdAt: iso(row.createdAt),
        });
      }
      return results;
    },

    async requestHistory(db: DbOrTx, id: string): Promise<AdminRequestHistory> {
      if (!UUID.test(id)) throw notFound('The request');
      const request = await repo.findRequest(db, id);
      if (!request) throw notFound('The request');
      const events = await repo.requestEvents(db, id);
      return {
        id: request.id,
        reference: request.reference,
        status: quoteRequestStatusLabel(request.status) ?? String(request.status),
        quoteType: quoteTypeLabel(request.quoteType),
        vehicleName: request.vehicleName,
        registration: request.registration,
        vin: request.vin,
        customerName: [request.firstName, request.lastName].filter(Boolean).join(' '),
        email: request.email,
        phone: request.phone,
        userId: request.userId,
        createdAt: iso(request.createdAt),
        quotes: request.quotes.map((quote) => ({
          id: quote.id,
          reference: quote.reference,
          workshopId: quote.workshopId,
          workshopName: quote.workshopName,
          status: quoteStatusLabel(quote.status) ?? String(quote.status),
          totalIncl: Number(quote.totalCents) / 100,
        })),
        events: events.map(
          (row): AdminHistoryEvent => ({
            at: iso(row.at),
            kind: row.kind,
            quoteReference: row.quoteReference,
            workshopName: row.workshopName,
            actor: row.actor,
            summary: summaryOf(row),
          }),
        ),
      };
    },

    /** `adminEmails`: the configured ADMIN_EMAILS, lower-cased (the admin role). */
    async user(db: DbOrTx, id: string, adminEmails: readonly string[]): Promise<AdminUser> {
      if (!UUID.test(id)) throw notFound('The user');
      const user = await repo.findUser(db, id);
      if (!user) throw notFound('The user');
      const roles = ['customer'];
      if (adminEmails.includes(user.email.toLowerCase())) roles.push('admin');
      for (const workshop of user.workshops ?? []) roles.push(`workshop: ${workshop}`);
      if (user.organisation) roles.push(`organisation ${user.organisationRole}: ${user.organisation}`);
      return {
        id: user.id,
        email: user.email,
        name: [user.firstName, user.lastName].filter(Boolean).join(' '),
        phone: user.phone,
        disabled: user.isDisabled,
        deleted: user.deleted,
        twoFactor: user.twoFactor,
        emailConfirmed: user.emailConfirmed,
        roles,
        activeSessions: user.activeSessions,
        sessions: user.sessions,
        requests: user.requests,
        createdAt: iso(user.createdAt),
        lastSeenAt: user.lastSeenAt ? iso(user.lastSeenAt) : null,
      };
    },
  };
}
export type AdminPeopleService = ReturnType<typeof createAdminPeopleService>;
