import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

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

  constructor(json: string) {
    this.bytes = Buffer.from(json);
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
