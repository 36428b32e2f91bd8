import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface BenchServer {
  base: string;
  /** The server's process id (its CPU time is read per route, bench/cpu.ts). */
  pid: number;
  /** How the server runs, for the bench's header. */
  deployment: string;
  stop(): Promise<void>;
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/**
 * The real server (`src/server.ts`, as `npm start` runs it) in a child process on the bench's database,
 * configured as a deployment runs it (decision 083): NODE_ENV=production, route budgets counted in
 * PostgreSQL, a request log line at info for every request (written to a file, as a container's log
 * driver does), behind a proxy whose X-Forwarded-For it trusts (decision 072), the sandbox gateway for
 * payments. Not as deployed: no seeding (the bench has seeded), no job worker (the expiry job would
 * compete with what is measured), no web build. Answers once the server says it is running.
 * BENCH_SERVER_LOG=<level> sets another log level.
 */
export async function startServer(databaseUrl: string, dataDir: string): Promise<BenchServer> {
  const port = await freePort();
  const apiDir = path.resolve(import.meta.dirname, '..');
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const logFile = path.join(dataDir, 'server.log');
  const logLevel = process.env.BENCH_SERVER_LOG ?? 'info';
  const out = fs.openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    stdio: ['ignore', out, 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: logLevel,
      SEED_DEMO: 'false',
      WORKER_ENABLED: 'false',
      RATE_LIMIT_ENABLED: 'true',
      TRUST_PROXY: '127.0.0.1/32',
      PAYMENT_SANDBOX: 'true',
      WEB_DIST: '/nonexistent',
      JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  fs.closeSync(out);
  await new Promise<void>((resolve, reject) => {
    const exited = (code: number | null) =>
      reject(
        new Error(
          `the bench server exited (${code}) before it was ready:\n${fs.readFileSync(logFile, 'utf8')}`,
        ),
      );
    child.once('exit', exited);
    const poll = setInterval(() => {
      if (!fs.readFileSync(logFile, 'utf8').includes('Motorwise is running')) return;
      clearInterval(poll);
      child.off('exit', exited);
      resolve();
    }, 100);
    child.once('exit', () => clearInterval(poll));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    deployment:
      `As deployed (decision 083): NODE_ENV=production, route budgets on (counted in PostgreSQL), request logs at ${logLevel} ` +
      `(pino's asynchronous destination, to ${logFile}), behind a trusted proxy with ${'X-Forwarded-For'} from 1000 visitors' addresses.`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
