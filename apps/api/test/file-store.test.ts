import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../src/app-deps';
import { ConfigError, loadConfig } from '../src/config';
import { createLocalFileStore, type FileStore, isFileStoreKey, readAll } from '../src/lib/file-store';
import { startS3Server, type TestS3Server } from './s3-server';

/**
 * One suite for every file store (decision 067): the local folder and an S3-compatible bucket (s3rver,
 * started here on 127.0.0.1), through the one FileStore interface, each made by createFileStore from
 * its settings as the server makes it.
 */
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

const stores: [string, () => FileStore][] = [
  [
    'local folder',
    () =>
      createFileStore(loadConfig({ FILES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-store-')) })),
  ],
  ['S3-compatible (s3rver)', () => createFileStore(loadConfig(s3.env))],
];

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** `size` bytes of a repeatable pattern, made 64 KB at a time as the reader asks (never whole). */
function generated(size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const chunk = Buffer.alloc(Math.min(CHUNK, size - sent), sent / CHUNK);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

function expectedSha(size: number): string {
  const hash = createHash('sha256');
  for (let sent = 0; sent < size; sent += CHUNK)
    hash.update(Buffer.alloc(Math.min(CHUNK, size - sent), sent / CHUNK));
  return hash.digest('hex');
}

const memory = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

/** A full garbage collection on demand, so the figures are what is held, not what waits to be collected. */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Runs `work` and samples the process's live heap and buffers meanwhile: the peak growth over the start. */
async function peakGrowth(work: () => Promise<void>): Promise<number> {
  gc();
  gc();
  const start = memory();
  let peak = start;
  const sample = () => {
    // Twice: the second also finishes sweeping the buffers the first found dead.
    gc();
    gc();
    peak = Math.max(peak, memory());
  };
  const timer = setInterval(sample, 50);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return peak - start;
}

describe.each(stores)('file store: %s', (name, make) => {
  let store: FileStore;
  beforeAll(() => {
    store = make();
  });

  it('puts, gets and deletes bytes under generated keys', async () => {
    const bytes = Buffer.from('hello garage');
    const key = await store.put(bytes, { mimeType: 'text/plain' });
    expect(isFileStoreKey(key)).toBe(true);
    const stream = await store.get(key);
    expect(stream).toBeInstanceOf(Readable);
    expect((await readAll(stream as Readable)).equals(bytes)).toBe(true);
    // A stream is stored as well as bytes; two puts never share a key.
    const streamed = await store.put(Readable.from([Buffer.from('one '), Buffer.from('two')]), {
      mimeType: 'text/plain',
    });
    expect(streamed).not.toBe(key);
    expect((await readAll((await store.get(streamed)) as Readable)).toString()).toBe('one two');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect((await readAll((await store.get(streamed)) as Readable)).toString()).toBe('one two');
    await store.delete(streamed);
  });

  it('answers null for a key it never stored, and deleting one is no error', async () => {
    const never = '0a/0a000000-0000-4000-8000-000000000000';
    expect(isFileStoreKey(never)).toBe(true);
    expect(await store.get(never)).toBeNull();
    await expect(store.delete(never)).resolves.toBeUndefined();
  });

  it('never reaches past its folder or bucket with a key a caller made up', async () => {
    for (const key of ['../../etc/passwd', 'ab/../../x', '/etc/passwd', 'ab/cd', '']) {
      expect(isFileStoreKey(key)).toBe(false);
      expect(await store.get(key)).toBeNull();
      await expect(store.delete(key)).resolves.toBeUndefined();
    }
  });

  it('stores nothing when the source fails part way', async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        sent += 1;
        if (sent > 3) this.destroy(new Error('the client went away'));
        else this.push(Buffer.alloc(CHUNK, 1));
      },
    });
    await expect(store.put(failing, { mimeType: 'application/pdf' })).rejects.toThrow('the client went away');
  });

  /** Stores 20 MB as a stream and reads it back: the content, the chunks read, the peak memory growth. */
  async function roundTrip(sizeBytes?: number) {
    const size = 20 * MB;
    let key = '';
    const put = await peakGrowth(async () => {
      key = await store.put(generated(size), { mimeType: 'application/pdf', sizeBytes });
    });
    let chunks = 0;
    let largest = 0;
    let total = 0;
    const hash = createHash('sha256');
    const get = await peakGrowth(async () => {
      const stream = await store.get(key);
      expect(stream).not.toBeNull();
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        chunks += 1;
        largest = Math.max(largest, chunk.length);
        total += chunk.length;
        hash.update(chunk);
      }
    });
    expect(total).toBe(size);
    expect(hash.digest('hex')).toBe(expectedSha(size));
    // Read in many small pieces, never one buffer of the whole file.
    expect(chunks).toBeGreaterThan(20);
    expect(largest).toBeLessThanOrEqual(MB);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    const figures = `put +${(put / MB).toFixed(1)} MB, get +${(get / MB).toFixed(1)} MB at peak (${chunks} chunks read)`;
    console.info(
      `${name}, 20 MB ${sizeBytes === undefined ? 'of unknown length' : 'of known length'}: ${figures}`,
    );
    return { size, put, get };
  }

  it('streams a 20 MB upload of known length in and out without holding it in memory', async () => {
    const { size, put, get } = await roundTrip(20 * MB);
    // The bytes pass through: a few chunks in memory at a time, not the file.
    expect(put).toBeLessThan(size / 4);
    expect(get).toBeLessThan(size / 4);
  }, 120_000);

  it('streams a 20 MB stream of unknown length in parts', async () => {
    const { size, put, get } = await roundTrip();
    // S3 takes such a stream as a multipart upload: a few 5 MB parts in memory at most, never the file.
    expect(put).toBeLessThan(size * 0.9);
    expect(get).toBeLessThan(size / 4);
  }, 120_000);
});

describe('local file store', () => {
  it('makes a fan-out folder when it is missing, also after someone removed it', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-store-'));
    const store = createLocalFileStore(root);
    const first = await store.put(Buffer.from('one'), { mimeType: 'text/plain' });
    expect(fs.existsSync(path.join(root, first))).toBe(true);
    for (const folder of fs.readdirSync(root)) fs.rmSync(path.join(root, folder), { recursive: true });
    expect(await store.get(first)).toBeNull();
    const keys = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.put(Buffer.from(`file ${i}`), { mimeType: 'text/plain' })),
    );
    for (const [i, key] of keys.entries())
      expect((await readAll((await store.get(key)) as Readable)).toString()).toBe(`file ${i}`);
  });

  it('leaves no temporary file behind when the source fails', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-store-'));
    const store = createLocalFileStore(root);
    const failing = new Readable({
      read() {
        this.destroy(new Error('cut'));
      },
    });
    await expect(store.put(failing, { mimeType: 'text/plain' })).rejects.toThrow('cut');
    const left = fs.readdirSync(root, { recursive: true }).filter((f) => String(f).endsWith('.tmp'));
    expect(left).toEqual([]);
  });
});

describe('file store settings', () => {
  it('is the local folder with nothing set, and S3 needs a bucket', () => {
    expect(loadConfig({}).FILE_STORE).toBe('local');
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ FILE_STORE: 'ftp' })).toThrow(ConfigError);
    const config = loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'true' });
    expect(config).toMatchObject({ S3_BUCKET: 'files', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
  });
});
