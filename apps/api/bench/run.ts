import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedDemo } from '../seed/seed';
import { loadConfig } from '../src/config';
import { createDb, createPool } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrateDatabase } from '../src/db/migrate';
import { createBotCheck } from '../src/modules/botcheck/index';
import { createInboxMailer } from '../src/modules/mail/mailer';
import { lighthouseSection } from './lighthouse';
import { type Anchor, pgbenchAnchor } from './pgbench';
import { type BenchServer, startServer } from './server';
import { prepareBenchData, targets } from './targets';

/**
 * npm run bench: the real server on real PostgreSQL with the demo data, a trivial route as the baseline,
 * and every hot path as a ratio to it, all in one run so the machine's speed cancels out.
 * BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 10) tune the load; BENCH_ONLY (a regular
 * expression on the route's name) measures only the baseline and the routes it matches.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-bench-'));
  fs.chmodSync(dir, 0o755);
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(dir);
  const pool = createPool(process.env.DATABASE_URL ?? embedded!.url(), 20);
  const db = createDb(pool);
  let server: BenchServer | null = null;
  try {
    await migrateDatabase(pool);
    await seedDemo(db);
    const config = loadConfig({
      JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_ENABLED: 'false',
    });
    const mailer = createInboxMailer(db, config.MAIL_FROM);
    const botCheck = createBotCheck(db, { secret: 'bench-secret-0123456789', maxCounter: 1000 });
    // The server in its own process, as in production: the load generator (autocannon) has its own event
    // loop, so what is measured is the server, not the two sharing one thread.
    const data = await prepareBenchData(db);
    server = await startServer(process.env.DATABASE_URL ?? embedded!.url(), dir);
    const base = server.base;

    const results: {
      name: string;
      rps: number;
      p50: number;
      p99: number;
      errors: number;
      write?: { connections: number };
    }[] = [];
    for (const [i, t] of (await targets(data, base)).entries()) {
      if (i > 0 && only && !only.test(t.name)) continue;
      const bodies = t.rawBodies;
      let turn = 0;
      const headers = { ...(t.body ? { 'content-type': 'application/json' } : {}), ...t.headers };
      const body = t.rawBody ?? (t.body ? JSON.stringify(t.body) : undefined);
      const run = (duration: number) =>
        autocannon({
          url: base + t.path,
          method: t.method ?? 'GET',
          body,
          headers,
          // Bodies in turn, one a request.
          ...(bodies && {
            requests: [{ setupRequest: (req: object) => ({ ...req, body: bodies[turn++ % bodies.length] }) }],
          }),
          connections: t.connections ?? connections,
          duration,
        });
      // One request alone first (it waits for anything the route loads on first use, such as an in-memory
      // index), then a second's warm-up, so each route is measured compiled and with its connections open.
      await fetch(base + t.path, {
        method: t.method ?? 'GET',
        headers,
        body: bodies?.[turn++] ?? body,
      }).then((res) => res.arrayBuffer());
      await run(1);
      const r = await run(seconds);
      results.push({
        name: t.connections ? `${t.name} [${t.connections} connections]` : t.name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
        ...(t.write && { write: { connections: t.connections ?? connections } }),
      });
    }
    const baseline = results[0]!;
    const rows = results.map((r) => ({
      route: r.name,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'ratio to baseline (req/s)': (r.rps / baseline.rps).toFixed(2),
      'non-2xx/errors': r.errors,
    }));
    process.stdout.write(`\nMotorwise benchmark: ${seconds}s per route, ${connections} connections\n`);
    console.table(rows);
    await server.stop();
    server = null;

    // Writes against a durable-write anchor: pgbench on the same PostgreSQL at each write's connections.
    const writes = results.filter((r) => r.write);
    if (writes.length) {
      const anchors = new Map<number, Anchor>();
      for (const c of new Set(writes.map((w) => w.write!.connections)))
        anchors.set(c, await pgbenchAnchor(process.env.DATABASE_URL ?? embedded!.url(), c, seconds));
      process.stdout.write('\nWrites against pgbench (the same database, the same connections)\n');
      for (const anchor of anchors.values()) process.stdout.write(`  ${anchor.note}\n`);
      console.table(
        writes.map((w) => {
          const tps = anchors.get(w.write!.connections)!.tps;
          return {
            route: w.name,
            'req/s': Math.round(w.rps),
            'p50 ms': w.p50,
            'p99 ms': w.p99,
            'pgbench tps': tps === null ? '-' : Math.round(tps),
            'ratio to pgbench': tps === null ? '-' : (w.rps / tps).toFixed(3),
          };
        }),
      );
    }
    await lighthouseSection({ config, db, pool, mailer, botCheck });
  } finally {
    await server?.stop();
    await pool.end();
    await embedded?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
