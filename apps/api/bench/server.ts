import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';

export interface BenchServer {
  base: string;
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
 * The real server (`src/server.ts`, as `npm start` runs it) in a child process on the bench's database:
 * no seeding (the bench has seeded), no job worker (the expiry job would compete with what is measured),
 * no route budgets, no web build. Answers once the server says it is running.
 */
export async function startServer(databaseUrl: string, dataDir: string): Promise<BenchServer> {
  const port = await freePort();
  const apiDir = path.resolve(import.meta.dirname, '..');
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_SERVER_LOG ?? 'silent',
      SEED_DEMO: 'false',
      WORKER_ENABLED: 'false',
      RATE_LIMIT_ENABLED: 'false',
      WEB_DIST: '/nonexistent',
      JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (process.env.BENCH_SERVER_LOG) process.stderr.write(chunk);
      if (out.includes('Motorwise is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before it was ready`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
