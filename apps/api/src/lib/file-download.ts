import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../modules/files/index';

/** The types a person may upload as an attachment (checked by content), and so the types sent back. */
export const FILE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'application/pdf'];

export interface SentFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

/**
 * Files a person uploaded are served as downloads that never run as a page of this origin (SVG
 * included); the route documents its answer with `fileAnswer` (http-schemas.ts).
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
