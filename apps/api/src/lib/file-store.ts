import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where uploaded bytes live (attachments, licence-disk photos, vehicle reports, invoices). The database
 * keeps a `files` row per upload (name, type, size, sha256, owner) with the key this store gave; the
 * store knows nothing else. Local folder by default; an S3-compatible store implements the same three
 * calls for several instances (ARCHITECTURE.md, "Growing past one machine").
 */
export interface FileStore {
  /** Stores the bytes and returns a new key (never a name a caller chose). */
  put(bytes: Buffer, meta: { mimeType: string }): Promise<string>;
  /** The bytes of a key; null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes of a key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are '<2 hex>/<uuid>': generated here, so a key can never climb out of the folder. */
const KEY = /^[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isFileStoreKey(key: string): boolean {
  return KEY.test(key);
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

/** Writes a new file (never over one) and flushes its bytes to disk before it resolves. */
async function writeDurably(file: string, bytes: Buffer): Promise<void> {
  const handle = await fs.promises.open(file, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.datasync();
  } finally {
    await handle.close();
  }
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
  return {
    async put(bytes) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}`;
      const file = resolve(key);
      const temp = `${file}.${process.pid}.tmp`;
      try {
        // The fan-out folder exists after its first file: made only when writing finds it missing.
        await writeDurably(temp, bytes).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
          await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
          await syncFolder(path.dirname(path.dirname(file)));
          await writeDurably(temp, bytes);
        });
        await fs.promises.rename(temp, file);
      } catch (error) {
        // A disk that is full or failing leaves no half-written temporary file behind.
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
      await syncFolder(path.dirname(file));
      return key;
    },
    async get(key) {
      if (!isFileStoreKey(key)) return null;
      try {
        return await fs.promises.readFile(resolve(key));
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
