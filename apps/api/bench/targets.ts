import type { Db } from '../src/db/client';

export interface BenchTarget {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** The first target is the baseline; later issues add their hot paths here. */
export async function targets(_db: Db): Promise<BenchTarget[]> {
  return [
    { name: 'baseline GET /api/ping', path: '/api/ping' },
    { name: 'GET /api/health (one query)', path: '/api/health' },
    { name: 'GET /api/QuoteRequests/GetCustomersCount', path: '/api/QuoteRequests/GetCustomersCount' },
    { name: 'GET /api/PublicWorkshop/GetWorkshops', path: '/api/PublicWorkshop/GetWorkshops' },
  ];
}
