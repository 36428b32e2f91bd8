import type pg from 'pg';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Db } from './db/client';
import { createLocalFileStore, type FileStore } from './lib/file-store';
import { createS3FileStore } from './lib/s3-file-store';
import type { BotCheck } from './modules/botcheck/index';
import type { Mailer } from './modules/mail/index';
import type { PaystackClient } from './modules/payments/index';
import type { DistanceProvider, PlacesProvider } from './modules/places/index';

/**
 * Everything the HTTP layer needs, built by server.ts (or a test) and passed to buildApp. Its own file, so
 * no module imports app.ts (modules get these through their route and service factories).
 */
export interface AppDeps {
  config: Config;
  db: Db;
  /** The pool behind db (DATABASE_URL, perhaps a transaction pooler); modules reach the database through db. */
  pool: pg.Pool;
  /** DATABASE_DIRECT_URL's pool: LISTEN and session locks (`sessionPool(deps)`); unset: pool (decision 069). */
  directPool?: pg.Pool;
  /** DATABASE_REPLICA_URL's db: the public lists of `laggingReadDb(deps)`; unset: db (decision 069). */
  replicaDb?: Db;
  mailer: Mailer;
  botCheck: BotCheck;
  /** Uploaded bytes; createFileStore(config) when not given. */
  fileStore?: FileStore;
  /** Address search; the offline gazetteer when not given. */
  places?: PlacesProvider;
  /** Distances and drive times to workshops; great-circle estimates when not given. */
  distances?: DistanceProvider;
  /** Paystack's API; a client over fetch when PAYSTACK_SECRET_KEY is set (tests hand in a fake). */
  paystack?: PaystackClient;
  /**
   * Load the read models (vehicle catalogue, workshop map) as the server starts, not on its first visitor:
   * server.ts asks for it; a test's app loads them on first use.
   */
  warmReadModels?: boolean;
  /**
   * Where the request log goes: server.ts hands in pino's asynchronous destination on stdout, flushed as
   * the process exits (decision 083); unset: pino's default, synchronous stdout (tests).
   */
  logStream?: DestinationStream;
}

/** The file store the configuration asks for: the local folder FILES_DIR (the default) or an S3 bucket. */
export function createFileStore(config: Config): FileStore {
  if (config.FILE_STORE === 'local') return createLocalFileStore(config.FILES_DIR);
  return createS3FileStore({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
