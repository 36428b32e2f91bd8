import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bucket the test server makes. */
export const TEST_BUCKET = 'motorwise-test';

export interface TestS3Server {
  /** FILE_STORE=s3 and the S3_* settings that reach this server. */
  env: Record<string, string>;
  /** The folder the server keeps its objects in (to look at what is stored). */
  directory: string;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, from the npm registry) for a test, in a process of its own (so
 * the test's memory figures are the client's alone): on 127.0.0.1 at a free port, its objects in a new
 * temporary folder, one bucket. s3rver checks signatures with its fixed credentials (S3RVER/S3RVER).
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-s3rver-'));
  const script = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));
  const child = fork(script, [directory, TEST_BUCKET], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver stopped before it listened (exit ${code})`)));
  });
  return {
    directory,
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
