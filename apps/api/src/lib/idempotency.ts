import { createHash } from 'node:crypto';
import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { builtOnce, placeholders } from '../db/built-once';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/idempotency.tables';
import type { UploadedPart } from '../modules/files/index';
import { AppError, AppErrorCode, badRequest, conflict } from './errors';

/**
 * Idempotency keys on the writes that matter (decision 070; Stripe's `Idempotency-Key` and the IETF
 * httpapi draft "The Idempotency-Key HTTP Header Field"). A client that may send a write twice (a retry
 * after a timeout, a proxy's retry, a second instance) sends a key it chose (a UUID) with it; the first
 * request's answer is kept with the key, in the same transaction as the write, and a retry gets that
 * answer back instead of writing again.
 *
 * A route takes part by declaring `config: { idempotent: true }` (the OpenAPI document then lists the
 * header) and running its write through `idempotent(request, reply, { db, caller, fingerprint }, run)`:
 * - no header: `run(db)` as before, nothing kept;
 * - a key seen before from this caller with the same request (route, path parameters, fingerprint): the
 *   kept answer, same status and body, with `Idempotent-Replayed: true`; with another request: 422;
 * - a key whose first request is still running (on any instance): 409 with `Retry-After: 1`;
 * - else `run(tx)` inside one transaction that also keeps its answer. Only a success (2xx) is kept: an
 *   error (a 400 of validation, a 409 of the state, a 503) rolls the transaction back, so nothing was
 *   written and a corrected or later retry with the same key runs again.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route runs its write through lib/idempotency.ts and takes an `Idempotency-Key` header. */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** A kept answer is replayed for this long after the first request, then forgotten. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** Visible ASCII, as the IETF draft's examples and Stripe's keys (a UUID fits; Stripe allows 255). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** The advisory locks' class (two-key form): one lock per caller and key while its first request runs. */
const LOCK_CLASS = 7_004_070;
/** Expired rows removed by each keyed write, so the table stays small without a job of its own. */
const SWEEP_BATCH = 100;

/**
 * The kept answer of a caller's key, if it has not expired. The same statement forgets an expired row of
 * this key, and up to SWEEP_BATCH other expired rows. Each delete finds its rows through an index (the
 * key's, or the expiry's, then by row address): one delete with `key or ctid in (...)` read the whole
 * table on every keyed write, 25 ms at 200,000 kept answers. The sweep goes oldest first: ordered by the
 * expiry, the index is used even when the table's statistics are stale and guess many rows expired (a
 * plain `limit` then chose to read the table until it found 100, all of it when none had).
 */
export function keptAnswerRead(caller: string, key: string): SQL {
  const mine = and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key));
  const expired = lte(idempotencyKeys.expiresAt, sql`now()`);
  return sql`with mine as (
      delete from ${idempotencyKeys} where ${mine} and ${expired}
    ), others as (
      delete from ${idempotencyKeys} where ctid = any(array(
        select ctid from ${idempotencyKeys} where ${expired} and not (${mine})
        order by ${idempotencyKeys.expiresAt} limit ${SWEEP_BATCH} for update skip locked))
    )
    select route, request_hash as "requestHash", status, body from ${idempotencyKeys}
    where ${mine} and ${idempotencyKeys.expiresAt} > now()`;
}

export const KEY_MESSAGES = {
  invalid: `The ${IDEMPOTENCY_HEADER} header must be 1 to 255 visible characters, such as a UUID.`,
  inFlight: `A request with this ${IDEMPOTENCY_HEADER} is still being processed. Please try again in a moment.`,
  reused: `This ${IDEMPOTENCY_HEADER} was already used for a different request. Send a new key for a new request.`,
} as const;

/** What a route's write answers: its status and body, as the route would have sent them. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface IdempotentCall {
  /** The database the write runs on (the pool); a keyed write runs on a transaction of it. */
  db: Db;
  /** Whose key it is: `idempotencyCaller(user, email)`. */
  caller: string;
  /** What the request says beyond its path parameters: its fields, and its files as digests. */
  fingerprint: unknown;
}

/** 'user:<id>' for a signed-in caller, else 'guest:<e-mail address>' (the proof a guest's writes carry). */
export const idempotencyCaller = (user: { id: string } | null | undefined, email: unknown): string =>
  user ? `user:${user.id}` : `guest:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;

/** A file as the fingerprint holds it: what it was sent as, and its bytes' sha256. */
export const fileDigest = (part: UploadedPart) => ({
  field: part.fieldname,
  name: part.filename,
  type: part.mimetype,
  // A spooled upload was hashed as it arrived; bytes in memory are hashed here.
  sha256: part.content ? part.content.sha256 : createHash('sha256').update(part.bytes).digest('hex'),
});

/** A form's fingerprint: its fields and its files' digests, in the order sent. */
export const formFingerprint = (form: { fields: Record<string, unknown>; files: UploadedPart[] }) => ({
  fields: form.fields,
  files: form.files.map(fileDigest),
});

/** The call of a form's write (lib/multipart-form's readForm): its caller, and the form as its fingerprint. */
export const formCall = (
  db: Db,
  user: { id: string } | null | undefined,
  email: unknown,
  form: { fields: Record<string, unknown>; files: UploadedPart[] },
): IdempotentCall => ({ db, caller: idempotencyCaller(user, email), fingerprint: formFingerprint(form) });

/** JSON with every object's keys sorted, so the same request hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The request's key, null when it sent none; a malformed one is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  const key = typeof raw === 'string' ? raw.trim() : '';
  if (!KEY_PATTERN.test(key)) throw badRequest({ [IDEMPOTENCY_HEADER]: [KEY_MESSAGES.invalid] });
  return key;
}

/**
 * The keyed write's transaction as the services take a Db: a service's own transaction runs on it as it is
 * (its statements, its errors), not in a savepoint of it: two round trips fewer on every keyed write. The
 * same outcome either way: an error thrown out of the service's transaction rolls the whole one back (only
 * a success is kept, above). Transactions nested deeper are savepoints of it, as anywhere.
 */
function asOwnTransaction(tx: Tx): Db {
  return Object.create(tx, {
    transaction: { value: <T>(work: (inner: Tx) => Promise<T>) => work(tx) },
  }) as Db;
}

/** The answer kept with its key, for IDEMPOTENCY_TTL_HOURS (built once: every keyed write runs it). */
const keep = builtOnce((db) =>
  db.insert(idempotencyKeys).values({
    ...placeholders('caller', 'key', 'route', 'requestHash', 'status', 'body'),
    expiresAt: sql`now() + make_interval(hours => ${sql.raw(String(IDEMPOTENCY_TTL_HOURS))})`,
  }),
);

interface Kept extends Answer {
  replayed: boolean;
  /** The body as sent (JSON text), byte for byte the same on a replay. */
  text: string;
}

/**
 * Runs a route's write once per idempotency key (see above). Returns what the handler returns: the body
 * to send (no key), or the reply already sent.
 */
export async function idempotent<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  call: IdempotentCall,
  run: (db: Db) => Promise<Answer<T>>,
): Promise<T | FastifyReply> {
  const route = `${request.method} ${request.routeOptions.url}`;
  if (request.routeOptions.config.idempotent !== true)
    throw new Error(`${route} runs idempotent() without config.idempotent (the document would not say so)`);
  const key = idempotencyKeyOf(request);
  if (key === null) {
    const answer = await run(call.db);
    reply.code(answer.status);
    return answer.body;
  }
  const requestHash = createHash('sha256')
    .update(canonical({ route, params: request.params ?? {}, request: call.fingerprint }))
    .digest('hex');

  const kept = await call.db.transaction(async (tx): Promise<Kept> => {
    // Held until this transaction ends: a second request with the key, on any instance, is told to wait.
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${LOCK_CLASS}, hashtext(${`${call.caller} ${key}`})) as locked`,
    );
    if (!lock.rows[0]?.locked) {
      reply.header('Retry-After', '1');
      throw conflict(KEY_MESSAGES.inFlight);
    }
    // Read after the lock: a first request that committed meanwhile is seen (its lock went after commit).
    const { rows } = await tx.execute<{ route: string; requestHash: string; status: number; body: string }>(
      keptAnswerRead(call.caller, key),
    );
    const row = rows[0];
    if (row) {
      if (row.requestHash !== requestHash)
        throw AppError.of(AppErrorCode.KEY_REUSED, KEY_MESSAGES.reused, {
          [IDEMPOTENCY_HEADER]: [
            row.route === route
              ? 'The key was first sent with other fields, files or path.'
              : `The key was first sent to ${row.route}.`,
          ],
        });
      return { replayed: true, status: row.status, body: null, text: row.body };
    }

    const answer = await run(asOwnTransaction(tx));
    reply.code(answer.status);
    const text = String(reply.serialize(answer.body));
    if (answer.status >= 200 && answer.status < 300)
      await keep(tx, { caller: call.caller, key, route, requestHash, status: answer.status, body: text });
    return { replayed: false, ...answer, text };
  });

  reply.code(kept.status).type('application/json; charset=utf-8');
  if (kept.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.send(kept.text);
}
