import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { type FileStore, isFileStoreKey, newFileStoreKey } from './file-store';

export interface S3FileStoreOptions {
  /** An S3-compatible endpoint (MinIO, s3rver, ...); unset: AWS's own for the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Buckets in the path (http://host/bucket/key), as MinIO-like stores want, not in the host name. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's usual chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** A stream of unknown length goes in parts of this size (S3's smallest), one part in flight. */
const PART_BYTES = 5 * 1024 * 1024;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.Code === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files in one bucket of an S3-compatible store, under the same generated keys as the local folder
 * (decision 067). `put` resolves only once the store answered the PutObject (or the last part of a
 * multipart upload): S3 writes are durable when acknowledged, so a row committed after it never names
 * missing bytes. The SDK is loaded on first use: an instance on the local folder never pays for it.
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const { bucket } = options;
  if (!bucket) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | null = null;
  const connect = () => {
    client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        endpoint: options.endpoint,
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
        // Checksums only where the API requires them: S3-compatible stores do not all read the trailing
        // checksums of aws-chunked bodies the SDK sends by default.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return client;
  };
  return {
    async put(body, meta) {
      const { s3, sdk } = await connect();
      const key = newFileStoreKey();
      const length = Buffer.isBuffer(body) ? body.length : meta.sizeBytes;
      if (length !== undefined) {
        // A known length: one PutObject, the stream piped to the request as it is read.
        await s3.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentLength: length,
            ContentType: meta.mimeType,
          }),
        );
        return key;
      }
      const { Upload } = await import('@aws-sdk/lib-storage');
      // An unknown length: read part by part (at most about three parts in memory), a small file one
      // PutObject, a larger one a multipart upload (aborted, no parts left behind, when anything fails).
      const upload = new Upload({
        client: s3,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: meta.mimeType },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
      return key;
    },
    async get(key) {
      if (!isFileStoreKey(key)) return null;
      const { s3, sdk } = await connect();
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        const stream = answer.Body;
        if (!stream) return null;
        return stream instanceof Readable ? stream : Readable.fromWeb(stream as never);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isFileStoreKey(key)) return;
      const { s3, sdk } = await connect();
      // S3 deletes a missing key without complaint.
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
