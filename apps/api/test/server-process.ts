import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server (`npm start`'s command) in a child process, on a data folder of its own, with `env` over
 * the test's environment; no demo seed. `output` collects stdout and stderr; `exited` resolves with the
 * exit code; `stop` sends SIGTERM and waits, `kill` another signal (the cluster test's SIGKILL); the data folder is
 * removed once it exits.
 */
export function startServerProcess(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { output: '' };
  child.stdout.on('data', (c) => (server.output += c));
  child.stderr.on('data', (c) => (server.output += c));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  return {
    get output() {
      return server.output;
    },
    exited,
    /** Resolves once the server says it is running; rejects if it exits first or takes over `ms`. */
    async running(ms = 45_000) {
      for (const until = Date.now() + ms; !server.output.includes('Motorwise is running'); ) {
        if (child.exitCode !== null || Date.now() > until)
          throw new Error(`the server did not start:\n${server.output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
    kill(signal: NodeJS.Signals) {
      child.kill(signal);
      return exited;
    },
  };
}
