import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../modules/files/index';

/** The types a person may upload as an attachment (checked by content), and so the types sent back. */
export const FILE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'application/pdf'];

export interface SentFile {
  name: string;
  mimeType: string;
  /** Bytes made for the answer (an invoice's PDF), or the file store's stream, piped to the reply as it is read. */
  bytes: Buffer | Readable;
}

/**
 * The one way a route answers a file (its answer documented with `fileAnswer`, http-schemas.ts). Every
 * file is sent with its own content type and `nosniff`, so a browser never takes it for something else.
 */

/**
 * A file a person uploaded (or one made for them, an invoice's PDF), as a download that is never cached
 * and never runs as a page of this origin (SVG included).
 */
export function sendFile(reply: FastifyReply, file: SentFile) {
  return reply
    .type(file.mimeType)
    .header('Content-Disposition', attachmentDisposition(file.name))
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.bytes);
}

/**
 * A public picture pages show (a workshop's logo), kept by browsers for good: a new picture gets a new
 * URL, so one URL's bytes never change.
 */
export function sendPublicPicture(reply: FastifyReply, picture: Omit<SentFile, 'name'>) {
  return reply
    .type(picture.mimeType)
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('X-Content-Type-Options', 'nosniff')
    .send(picture.bytes);
}

/**
 * Data as a JSON file to keep (the caller's own data, POPIA): serialised by the route's answer schema,
 * saved under `name` and never cached.
 */
export function sendJsonFile(reply: FastifyReply, name: string, data: unknown) {
  return reply
    .header('Content-Disposition', attachmentDisposition(name))
    .header('Cache-Control', 'no-store')
    .send(data);
}
