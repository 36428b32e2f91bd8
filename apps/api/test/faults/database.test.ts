import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  childrenOf,
  get,
  postmasterPid,
  type ServerProcess,
  signal,
  sleep,
  startServer,
  tempDataDir,
  waitFor,
  waitHealthy,
} from './harness';

// Faults of the database under a running server: frozen (SIGSTOP, a stalled disk or VM) and killed.
// A route that reads the database and needs no session.
const DB_ROUTE = '/api/QuoteRequests/GetCustomersCount';

describe('the database fails under a running server', () => {
  let server: ServerProcess;
  let dataDir: string;
  let frozen: number[] = [];
  beforeAll(async () => {
    dataDir = tempDataDir();
    server = await startServer({ dataDir });
    await waitHealthy(server, 60_000);
  }, 90_000);
  afterAll(() => signal(frozen, 'SIGCONT'));

  it('frozen: answers 503 in the error shape within seconds, then recovers', {
    timeout: 60_000,
  }, async () => {
    // Fill the pool with connections, so the frozen backends are the ones requests get.
    await Promise.all(Array.from({ length: 6 }, () => get(server, DB_ROUTE)));
    const postmaster = postmasterPid(dataDir)!;
    frozen = [postmaster, ...childrenOf(postmaster)];
    signal(frozen, 'SIGSTOP');

    const [ready, api, alive] = await Promise.all([
      get(server, '/api/ready'),
      get(server, DB_ROUTE),
      get(server, '/api/health'),
    ]);
    console.info(
      `frozen database: ready ${ready.status} after ${ready.ms} ms, API ${api.status} after ${api.ms} ms`,
    );
    expect(ready.status).toBe(503);
    expect(ready.body.database).toMatchObject({ status: 'down' });
    expect(ready.ms).toBeLessThan(8000);
    // Liveness asks nothing of the database (decision 068): the process is alive, so no restart.
    expect(alive.status).toBe(200);
    expect(alive.ms).toBeLessThan(1000);
    expect(api.status).toBe(503);
    expect(api.body).toEqual({ message: expect.stringMatching(/try again/), requestId: expect.any(String) });
    expect(api.ms).toBeLessThan(10_000);

    signal(frozen, 'SIGCONT');
    frozen = [];
    const thawed = Date.now();
    await waitFor(
      'readiness after the thaw',
      10_000,
      async () => (await get(server, '/api/ready')).status === 200,
    );
    const after = await get(server, DB_ROUTE);
    expect(after.status).toBe(200);
    console.info(`frozen database: healthy ${Date.now() - thawed} ms after the thaw`);
  });

  it('killed: answers 503 (never 500) while it restarts its database, then recovers by itself', {
    timeout: 60_000,
  }, async () => {
    const postmaster = postmasterPid(dataDir)!;
    signal([postmaster], 'SIGKILL');
    const killed = Date.now();
    const statuses = new Set<number>();
    await waitFor('the API to answer again', 30_000, async () => {
      const res = await get(server, DB_ROUTE).catch(() => null);
      if (res) statuses.add(res.status);
      if (res?.status === 503) expect(res.body.requestId).toEqual(expect.any(String));
      await sleep(100);
      // Backends that have not yet noticed their postmaster's death may still answer: wait for the new one.
      const restarted = postmasterPid(dataDir);
      return res?.status === 200 && restarted !== null && restarted !== postmaster;
    });
    console.info(`killed database: API answers again ${Date.now() - killed} ms after the kill`);
    expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    // Readiness too, though a single probe may still meet the restart's recovery on a loaded machine; the
    // worker pool takes its lost liveness lock again a second after the database answers (modules/jobs/
    // queue.ts), not at its next sweep 30 s on, so every instance is ready again within seconds.
    const answered = Date.now();
    await waitFor(
      'readiness after the restart',
      15_000,
      async () => (await get(server, '/api/ready')).status === 200,
    );
    console.info(`killed database: ready ${Date.now() - answered} ms after the API answered again`);
  });
});
