import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { AppErrorCode, hasCode } from '../../lib/errors';
import type { FigureFilter } from './admin-dashboard.repo';
import { type AdminDashboardServiceDeps, createAdminDashboardService } from './admin-dashboard.service';

// The range and the mapping against a fake repo (decision 058); the figures themselves are checked
// against a known world in apps/api/test/admin-dashboard.test.ts.
const db = {} as DbOrTx;

function fake() {
  const filters: FigureFilter[] = [];
  const repo: AdminDashboardServiceDeps['repo'] = {
    totals: async (_db, f) => {
      filters.push(f);
      return {
        requests: 4,
        quotesSent: 6,
        quotedRequests: 3,
        medianHours: 2.5,
        acceptedRequests: 2,
        bookedQuotes: 2,
        grossCents: '123456',
        commissionPayments: 1,
        commissionCents: '925',
        refunds: 0,
        refundCents: '0',
      };
    },
    perDay: async () => [{ day: '2026-11-27', requests: 4, quotesSent: 6, grossCents: '123456' }],
    figureRows: async () => [],
  };
  return { repo, filters };
}

// 23:30 on 26 November UTC is already 27 November in Johannesburg.
const now = () => new Date('2026-11-26T23:30:00Z');

describe('the Admin Dashboard (service factory)', () => {
  it('reads the last 30 Johannesburg days by default, and the figures as rand and ratios', async () => {
    const { repo, filters } = fake();
    const figures = await createAdminDashboardService({ repo, now }).figures(db, {});
    expect(figures).toMatchObject({
      from: '2026-10-29',
      to: '2026-11-27',
      quotesPerRequest: 1.5,
      acceptanceRate: 2 / 3,
      grossValue: 1234.56,
      commission: 9.25,
    });
    expect(filters[0]).toMatchObject({
      from: new Date('2026-10-28T22:00:00Z'),
      to: new Date('2026-11-27T22:00:00Z'),
      regionId: null,
      quoteTypes: null,
    });
  });

  it('filters by the quote type in both stored forms', async () => {
    const { repo, filters } = fake();
    await createAdminDashboardService({ repo, now }).figures(db, { quoteType: 'SMC_Service' });
    expect(filters[0]?.quoteTypes).toEqual(['Service - SMC_Service', 'SMC_Service']);
  });

  it('refuses a range that ends before it starts, or is longer than a year', async () => {
    const { repo } = fake();
    const service = createAdminDashboardService({ repo, now });
    for (const query of [
      { from: '2026-11-02', to: '2026-11-01' },
      { from: '2024-01-01', to: '2026-11-01' },
    ]) {
      const error = await service.figures(db, query).catch((e: unknown) => e);
      expect(hasCode(error, AppErrorCode.INVALID_INPUT)).toBe(true);
    }
  });
});
