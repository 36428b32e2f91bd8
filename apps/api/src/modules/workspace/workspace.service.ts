import type { GlobalSearch } from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import type { OrganisationSessionUser } from '../../lib/session';
import { garage } from '../garage/index';
import { quoteRequests } from '../quote-requests/index';
import { workshops } from '../workshops/index';

/** At most this many of each group: the header's dropdown, not a results page. */
const PER_GROUP = 6;

/** A term as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The organisation workspace: what the header search and the dashboard read across modules, always of the
 * branch the user works in now (decision 028).
 */
export const workspace = {
  /** GET /api/user/globalSearch: the current branch's requests, vehicles and workshops matching a term. */
  async search(db: DbOrTx, user: OrganisationSessionUser, term: string): Promise<GlobalSearch> {
    const branchId = user.organisation.currentBranchId;
    if (!branchId) return { requests: [], vehicles: [], workshops: [] };
    const like = contains(term);
    const [found, vehicles] = await Promise.all([
      quoteRequests.searchOfBranch(db, branchId, like, PER_GROUP),
      garage.search(db, user, term, PER_GROUP),
    ]);
    const names = await workshops.names(db, found.workshopIds);
    const needle = term.toLowerCase();
    return {
      requests: found.requests.map((r) => ({
        id: r.id,
        uniqueId: r.uniqueId,
        reference: r.reference,
        vehicleName: r.vehicleName,
        quoteRequestStatus: r.quoteRequestStatus,
        dateCreatedUtc: r.createdAt.toISOString(),
      })),
      vehicles,
      workshops: [...names]
        .filter(([, name]) => name.toLowerCase().includes(needle))
        .sort(([, a], [, b]) => a.localeCompare(b))
        .slice(0, PER_GROUP)
        .map(([id, name]) => ({ id, name })),
    };
  },
};
