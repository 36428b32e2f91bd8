import { describe, expect, it } from 'vitest';
import {
  childrenOf,
  isAlive,
  postmasterPid,
  signal,
  startServer,
  tempDataDir,
  waitFor,
  waitHealthy,
} from './harness';

// Fault: the server is killed with SIGKILL (an operator's kill -9, the OOM killer). Its embedded
// PostgreSQL must not outlive it, and the next start on the same data folder must come up healthy.
describe('kill -9 of the server', () => {
  it('stops the embedded database with it, and the next start is healthy', { timeout: 90_000 }, async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ dataDir });
    await waitHealthy(first, 60_000);
    const pg1 = postmasterPid(dataDir);
    expect(pg1).toBeTruthy();

    signal([first.serverPid()], 'SIGKILL');
    await first.exited;
    // The guard sees its parent gone and asks PostgreSQL for a fast shutdown.
    await waitFor('the orphaned PostgreSQL to stop', 10_000, () => !isAlive(pg1!));

    const second = await startServer({ dataDir });
    const ms = await waitHealthy(second);
    console.info(`kill -9: healthy again ${ms} ms after the restart`);
    expect(ms).toBeLessThan(20_000);
  });

  it('takes over an orphan left running when even its guard was killed', { timeout: 90_000 }, async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ dataDir });
    await waitHealthy(first, 60_000);
    const orphan = postmasterPid(dataDir)!;
    // The worst case: the server and the shells guarding PostgreSQL die at once, PostgreSQL stays.
    const node = first.serverPid();
    const guards = childrenOf(node).flatMap((sh) => [sh, ...childrenOf(sh)].filter((pid) => pid !== orphan));
    signal([node, ...guards], 'SIGKILL');
    await first.exited;
    await new Promise((r) => setTimeout(r, 300));
    expect(isAlive(orphan)).toBe(true);

    const second = await startServer({ dataDir });
    const ms = await waitHealthy(second);
    console.info(`orphan takeover: healthy ${ms} ms after the restart`);
    expect(isAlive(orphan)).toBe(false);
    expect(postmasterPid(dataDir)).not.toBe(orphan);
    expect(second.output()).not.toContain('in use by process');
  });
});
