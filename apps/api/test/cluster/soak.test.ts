import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOAK_ENV, soak } from '../../bench/soak';
import { type Cluster, findNginx, startCluster } from './harness';

/**
 * A smoke of `npm run soak` (issue 23 item 6, decision 071, "The soak"): the same mix through the same
 * proxy for 10 s at 10 connections, so the soak keeps working as the routes change. The soak itself
 * (5 minutes at 50 connections) is run by hand, never by CI.
 */

const nginx = findNginx();
if (!nginx)
  console.warn('soak smoke skipped: nginx is not installed (apt-get install -y nginx; .ci/run does)');

let cluster: Cluster;

describe.skipIf(!nginx)('the soak, briefly', () => {
  beforeAll(async () => {
    cluster = await startCluster({ seedDemo: true, env: SOAK_ENV });
  }, 180_000);
  afterAll(() => cluster?.stop());

  it('runs the mix through nginx with no error, every journey paid, /metrics counting it', async () => {
    const result = await soak(cluster, { seconds: 10, connections: 10, warmupSeconds: 3 });
    console.info(result.text);
    expect(result.errors, result.text).toBe(0);
    expect(result.paid).toBeGreaterThan(0);
    expect(result.counted).toBeGreaterThanOrEqual(result.requests);
  });
});
