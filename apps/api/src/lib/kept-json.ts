import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { DatabaseRoutes } from '../db/client';
import { readModels } from '../db/read-models';

/** Answers from this size on leave compressed when the client accepts it (@fastify/compress, decision 026). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli's level for answers: quick, as answers are compressed on the way out. */
export const BROTLI_QUALITY = 4;

type Encoding = 'br' | 'gzip';

/**
 * A JSON answer kept in memory to be sent many times (decision 046): its UTF-8 bytes, and the brotli and
 * gzip copies made the first time a client asks for each, so a kept answer is not compressed again on
 * every request (46 KB of map entries cost about 0.6 ms of brotli, several times the rest of a request).
 */
export class KeptJson {
  readonly bytes: Buffer;
  private readonly copies: Partial<Record<Encoding, Buffer>> = {};
  private hash: string | undefined;

  constructor(json: string) {
    this.bytes = Buffer.from(json);
  }

  /**
   * A strong validator of one representation (decision 081): the SHA-1 of the kept bytes, made once,
   * with the content coding's name for a compressed copy (a strong tag names exact bytes).
   */
  tag(encoding: Encoding | null): string {
    this.hash ??= createHash('sha1').update(this.bytes).digest('base64url');
    return encoding ? `"${this.hash}-${encoding}"` : `"${this.hash}"`;
  }

  /**
   * Whether an If-None-Match names these bytes in any of their codings ('*', a list, weak or strong:
   * RFC 9110 compares weakly for GET).
   */
  matches(ifNoneMatch: string): boolean {
    if (ifNoneMatch.trim() === '*') return true;
    const hash = this.tag(null).slice(1, -1);
    for (const part of ifNoneMatch.split(',')) {
      const opaque = part.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
      if (opaque === hash || opaque === `${hash}-br` || opaque === `${hash}-gzip`) return true;
    }
    return false;
  }

  /**
   * What it may come to hold, for a cache's size bound: the bytes and both copies, counted as half the
   * bytes together (JSON answers compress five to ten times).
   */
  get maxSize(): number {
    return this.bytes.length + Math.ceil(this.bytes.length / 2);
  }

  encoded(encoding: Encoding): Buffer {
    let copy = this.copies[encoding];
    if (!copy) {
      copy =
        encoding === 'br'
          ? brotliCompressSync(this.bytes, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
              },
            })
          : gzipSync(this.bytes);
      this.copies[encoding] = copy;
    }
    return copy;
  }
}

/**
 * The encoding of a plain Accept-Encoding list (what browsers send: 'gzip, deflate, br, zstd'), preferring
 * brotli as the compression plugin does; null for anything else (no header, weights, x-no-compression),
 * which the plugin then handles as for any answer.
 */
function plainEncoding(request: FastifyRequest): Encoding | null {
  const accepts = request.headers['accept-encoding'];
  if (
    typeof accepts !== 'string' ||
    accepts.includes(';') ||
    request.headers['x-no-compression'] !== undefined
  )
    return null;
  const names = accepts.split(',').map((name) => name.trim().toLowerCase());
  return names.includes('br') ? 'br' : names.includes('gzip') ? 'gzip' : null;
}

/** Sends a kept answer, compressed from its kept copy when the client takes brotli or gzip. */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = kept.bytes.length >= COMPRESS_THRESHOLD_BYTES ? plainEncoding(request) : null;
  // With Content-Encoding set the plugin leaves the answer as it is.
  if (encoding) reply.header('Vary', 'accept-encoding').header('Content-Encoding', encoding);
  return reply.send((encoding ? kept.encoded(encoding) : kept.bytes) as never);
}

/** A per-instance cache of kept answers bounded by their bytes (with room for their compressed copies). */
export function keptJsonCache(maxBytes: number): LRUCache<string, KeptJson> {
  return new LRUCache<string, KeptJson>({ maxSize: maxBytes, sizeCalculation: (kept) => kept.maxSize || 1 });
}

/**
 * The coding a kept list leaves in, from the whole Accept-Encoding header (weights included): brotli,
 * else gzip, else none. The kept-list routes turn the compression plugin off (`compress: false`), so
 * this is the only place their codings are chosen and every tag names the bytes sent.
 */
function negotiatedEncoding(request: FastifyRequest): Encoding | null {
  const accepts = request.headers['accept-encoding'];
  if (typeof accepts !== 'string' || request.headers['x-no-compression'] !== undefined) return null;
  const weights = new Map<string, number>();
  for (const part of accepts.split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/** How a browser and shared caches keep a public list: fresh for maxAge, then served while revalidated. */
export const publicCache = (maxAgeSeconds: number, staleWhileRevalidateSeconds: number) =>
  `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`;

/** Route options of a kept list: its codings are chosen by sendKeptList, not the compression plugin. */
export const KEPT_LIST_ROUTE = { compress: false } as const;

/**
 * Sends a kept list as a static file is sent (decision 081): its strong ETag and the given Cache-Control,
 * 304 without a body when If-None-Match names it, else the kept bytes or their kept compressed copy.
 * Nothing is computed per call beyond the header comparison.
 */
export function sendKeptList(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptJson,
  cacheControl: string,
): FastifyReply {
  const compressible = kept.bytes.length >= COMPRESS_THRESHOLD_BYTES;
  const encoding = compressible ? negotiatedEncoding(request) : null;
  if (compressible) reply.header('Vary', 'accept-encoding');
  reply.header('Cache-Control', cacheControl).header('ETag', kept.tag(encoding));
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string' && kept.matches(ifNoneMatch)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send((encoding ? kept.encoded(encoding) : kept.bytes) as never);
}

/** What an entry of keptAnswers costs at least beyond its bytes (the LRU's node, the key, the object). */
const KEPT_ENTRY_OVERHEAD_BYTES = 256;

/**
 * Answers kept per instance by key and dropped on every instance when one of `tables` changes (the
 * read-model NOTIFY of decision 037: a change's notice replaces the cache with an empty one). `ttlMs`
 * also ages them, for answers read from a replica (which may not have replayed the change yet) or
 * figures recomputed by age.
 */
export function keptAnswers(
  deps: Pick<DatabaseRoutes, 'pool' | 'directPool'>,
  tables: readonly string[],
  options: { maxBytes: number; ttlMs?: number },
) {
  // Each entry counts at least KEPT_ENTRY_OVERHEAD_BYTES with its key: keys come from the query, and a
  // flood of distinct small answers ('[]' for made-up brands) must still be bounded in memory.
  const caches = readModels(deps).snapshot(
    tables,
    async () =>
      new LRUCache<string, KeptJson, () => Promise<string>>({
        maxSize: options.maxBytes,
        sizeCalculation: (kept, key) => Math.max(kept.maxSize, KEPT_ENTRY_OVERHEAD_BYTES) + key.length,
        ...(options.ttlMs ? { ttl: options.ttlMs } : {}),
        // A key's answer is written once however many ask for it at once: lru-cache's fetch shares the one
        // write in flight among them (a list dropped by a change is asked for by every visitor at once). A
        // write that fails keeps nothing; each waiting request gets its error, and the next one writes again.
        fetchMethod: async (_key, _stale, { context: write }) => new KeptJson(await write()),
      }),
  );
  return {
    /** The kept answer for `key`, written by `write` (the JSON text the route's serializer would send). */
    async get(key: string, write: () => Promise<string>): Promise<KeptJson> {
      // Taken before the database is read: an answer read across a change lands in the cache it replaces.
      const cache = await caches.get();
      // A kept answer as it is; a missing one through fetch, which shares the write in flight.
      const kept = cache.get(key) ?? (await cache.fetch(key, { context: write }));
      if (kept === undefined) throw new Error(`keptAnswers: no answer for ${key}`);
      return kept;
    },
  };
}
