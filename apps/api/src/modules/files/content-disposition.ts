import { create } from 'content-disposition';

/**
 * The Content-Disposition of a download (RFC 6266): always an attachment, never shown inline, with a
 * plain ASCII fallback name and the exact UTF-8 one (filename*), built by the content-disposition package.
 */
export function attachmentDisposition(name: string): string {
  return create(name, { type: 'attachment' });
}
