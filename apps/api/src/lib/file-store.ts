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

/**
 * Files under one folder, two hex characters of fan-out so no folder grows past a few thousand entries.
 * A file is written under a temporary name and renamed into place, so a reader never sees half a file.
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
      const write = () => fs.promises.writeFile(temp, bytes, { mode: 0o600, flag: 'wx' });
      // The fan-out folder exists after its first file: made only when writing finds it missing.
      await write().catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        await write();
      });
      await fs.promises.rename(temp, file);
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
