import fs from 'node:fs';
import path from 'node:path';
import { pathOf, QUOTES_API } from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../src/app-deps';
import { files, quoteRequests } from '../src/db/schema';
import { readAll } from '../src/lib/file-store';
import { createServiceWorld, type ServiceWorld, serviceRequestBody } from './fixtures/service-request';
import { createSignedInUser, createTestApp, TEST_PASSWORD } from './helpers';
import { startS3Server, TEST_BUCKET } from './s3-server';

/**
 * The app with FILE_STORE=s3 against a local S3-compatible server (s3rver, decision 067): a request's
 * attachment is uploaded through the submit path, stored as an object, downloaded back, and erased with
 * the account (POPIA).
 */
const s3 = await startS3Server();
afterAll(() => s3.close());
const t = await createTestApp({ ...s3.env, RATE_LIMIT_ENABLED: 'false' });
const { app, deps } = t;
const db = deps.db;
const store = createFileStore(deps.config);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
let world: ServiceWorld;

beforeAll(async () => {
  world = await createServiceWorld(db, { workshops: ['Near workshop'] });
});

async function multipart(fields: Record<string, string | { name: string; bytes: Buffer; type: string }>) {
  const form = new FormData();
  for (const [key, v] of Object.entries(fields))
    if (typeof v === 'string') form.append(key, v);
    else form.append(key, new Blob([new Uint8Array(v.bytes)], { type: v.type }), v.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') as string },
  };
}

/** The objects s3rver holds in the test bucket, as files of its folder. */
const objectsOnServer = () =>
  fs
    .readdirSync(path.join(s3.directory, TEST_BUCKET), { recursive: true })
    .filter((f) => String(f).endsWith('._S3rver_object'));

const objectExists = async (key: string) => {
  const stream = await store.get(key);
  if (!stream) return false;
  stream.destroy();
  return true;
};

describe('files on an S3-compatible store', () => {
  it('stores a submitted attachment as an object, serves it back and erases it with the account', async () => {
    const user = await createSignedInUser(t);
    const request = serviceRequestBody(world, { email: user.email }, { attachments: [{ index: 0 }] });
    const form = await multipart({
      quoteRequest: JSON.stringify(request),
      attachmentFiles: { name: 'quote.pdf', bytes: PDF, type: 'application/pdf' },
      LicenseDiskPhoto: { name: 'disk.png', bytes: PNG, type: 'image/png' },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/QuoteRequests/PostQuoteRequest',
      headers: { ...user.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);

    // Both files are objects in the bucket (s3rver keeps them under its folder), under the keys their rows name.
    expect(objectsOnServer()).toHaveLength(2);
    const rows = await db.select().from(files).where(eq(files.ownerUserId, user.id));
    expect(rows.map((r) => r.originalName).sort()).toEqual(['disk.png', 'quote.pdf']);
    for (const row of rows) {
      const stream = await store.get(row.storageKey);
      expect(stream, row.originalName).not.toBeNull();
      expect(await readAll(stream!)).toEqual(row.originalName === 'quote.pdf' ? PDF : PNG);
    }

    // Downloaded back through the app: the store's stream piped to the answer.
    const [qr] = await db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.userId, user.id));
    const download = await app.inject({
      method: 'GET',
      url: pathOf(QUOTES_API.downloadRequestAttachment, { id: qr!.id, index: 0 }),
      headers: user.headers,
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // POPIA erasure: the rows go in the transaction, the objects right after it commits.
    const erased = await app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: user.headers,
      payload: { password: TEST_PASSWORD, confirm: true },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await db.select().from(files).where(eq(files.ownerUserId, user.id))).toEqual([]);
    for (const row of rows) expect(await objectExists(row.storageKey), row.originalName).toBe(false);
    expect(objectsOnServer()).toEqual([]);
  });
});
