import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live (attachments, licence-disk photos, vehicle reports, invoices). The database
 * keeps a `files` row per upload (name, type, size, sha256, owner) with the key this store gave; the
 * store knows nothing else. Local folder by default; an S3-compatible store (FILE_STORE=s3) implements the
 * same three calls for several instances (ARCHITECTURE.md, "Growing past one machine"; decision 067).
 *
 * Bytes stream both ways: `put` reads its source as it writes (a Buffer is a convenience for bytes a
 * caller made itself, an invoice's PDF), `get` gives a stream a route pipes to its reply.
 */
export interface PutMeta {
  mimeType: string;
  /** The stream's length when known (an upload counted as it was spooled): S3 then takes it in one request. */
  sizeBytes?: number;
}

export interface FileStore {
  /**
   * Stores the bytes and returns a new key (never a name a caller chose). Resolves only once the store
   * holds every byte durably, so a row committed after it never names missing bytes.
   */
  put(body: Buffer | Readable, meta: PutMeta): Promise<string>;
  /** The bytes of a key as a stream; null when there are none. */
  get(key: string): Promise<Readable | null>;
  /** Removes the bytes of a key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are '<2 hex>/<uuid>': generated here, so a key can never climb out of the folder or bucket. */
const KEY = /^[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isFileStoreKey(key: string): boolean {
  return KEY.test(key);
}

/** A new key: two hex characters of fan-out, then a random UUID. */
export function newFileStoreKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

/** Reads a whole stream into memory: for tests and callers that truly need all the bytes at once. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Flushes a folder's entries to disk (a rename or a new entry is durable only once its folder is). */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.promises.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes a new file (never over one) from a stream or bytes and flushes it to disk before it resolves. */
async function writeDurably(handle: fs.promises.FileHandle, body: Buffer | Readable): Promise<void> {
  if (Buffer.isBuffer(body)) await handle.writeFile(body);
  // One chunk at a time: each write is awaited before the next chunk is read (the stream's backpressure).
  else
    for await (const chunk of body) await handle.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  await handle.datasync();
}

/**
 * Files under one folder, two hex characters of fan-out so no folder grows past a few thousand entries.
 * A file is written under a temporary name and renamed into place, so a reader never sees half a file;
 * the bytes and the rename are flushed to disk before `put` resolves, so a row that names a key after
 * its transaction commits never names bytes a power cut could lose.
 */
export function createLocalFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    if (!isFileStoreKey(key)) throw new Error(`not a file store key: ${key}`);
    return path.join(root, key);
  };
  /** A new file; the fan-out folder exists after its first file, made only when opening finds it missing. */
  const create = async (file: string) => {
    try {
      return await fs.promises.open(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await syncFolder(path.dirname(path.dirname(file)));
      return await fs.promises.open(file, 'wx', 0o600);
    }
  };
  return {
    async put(body) {
      const key = newFileStoreKey();
      const file = resolve(key);
      const temp = `${file}.${process.pid}.tmp`;
      try {
        const handle = await create(temp);
        try {
          await writeDurably(handle, body);
        } finally {
          await handle.close();
        }
        await fs.promises.rename(temp, file);
      } catch (error) {
        // A disk that is full or failing (or a source that failed) leaves no half-written file behind.
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
      await syncFolder(path.dirname(file));
      return key;
    },
    async get(key) {
      if (!isFileStoreKey(key)) return null;
      try {
        // Opened here, so a missing file is null before any byte is sent.
        const handle = await fs.promises.open(resolve(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isFileStoreKey(key)) return;
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
