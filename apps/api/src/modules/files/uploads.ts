import { createHash } from 'node:crypto';
import {
  ATTACHMENT_LABEL,
  ATTACHMENT_MAX_KB,
  fileExtension,
  kbToBytes,
  LICENCE_DISK_PHOTO_LABEL,
  LICENCE_DISK_PHOTO_MAX_KB,
  messages,
  validateAttachment,
  validateLicenceDiskPhoto,
} from '@motorwise/shared';
import { fileTypeFromBuffer } from 'file-type';
import { isSafeSvg } from './svg-check';

/** A file part of a multipart request, read into memory (at most the largest limit plus one byte). */
export interface UploadedPart {
  fieldname: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
  /** The part was longer than the multipart size limit and was cut. */
  truncated: boolean;
}

/** An upload that passed its checks: the type is what the content is, not what the client said. */
export interface CheckedUpload {
  name: string;
  mimeType: string;
  bytes: Buffer;
  sizeBytes: number;
  sha256: string;
}

/** The largest file any upload accepts (licence-disk photo, 10000 KB): the multipart size limit. */
export const MAX_UPLOAD_BYTES = kbToBytes(Math.max(ATTACHMENT_MAX_KB, LICENCE_DISK_PHOTO_MAX_KB));

/** Extension -> the content type the bytes must have (spec: jpeg, jpg, gif, png, svg, pdf). */
const ATTACHMENT_CONTENT: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};

/** Photos a phone or scanner makes; SVG is no photo and is refused here. */
const PHOTO_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
]);

const EXTENSION_OF: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'application/pdf': 'pdf',
  'image/svg+xml': 'svg',
};

const NAME_MAX = 100;

/**
 * A name safe to store and to send back in Content-Disposition: the last path segment only, Unicode
 * normalised, without control characters, invisible format characters, quotes or characters Windows
 * refuses, no leading dots, at most 100 characters with the extension kept. Empty names become
 * 'attachment.<ext>'.
 *
 * Format characters (Unicode category Cf) include the bidirectional overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069): 'invoice\u202Efdp.exe' is shown as 'invoiceexe.pdf', a program dressed as a PDF. The
 * zero-width ones (U+200B-U+200F, U+2060, U+FEFF, the soft hyphen) make two names that look the same
 * differ. None belongs in a file name a person reads.
 */
export function sanitizeFileName(raw: string, fallbackExtension = 'bin'): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = base
    .replace(/[\p{Cc}\p{Cf}<>:"|?*;'`]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const ext = fileExtension(name);
  if (name === '' || name === `.${ext}`) name = `attachment.${ext || fallbackExtension}`;
  if (name.length > NAME_MAX) {
    const suffix = ext ? `.${ext}` : '';
    name = `${name.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
  }
  return name;
}

/** What the bytes are: file-type's sniffing, plus the SVG check for text that claims to be SVG. */
async function sniff(bytes: Buffer, extension: string): Promise<string | null> {
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  // file-type reads an SVG with an XML declaration as XML; whether it is a safe SVG is decided here.
  if (extension === 'svg' && (!detected || detected === 'application/xml'))
    return isSafeSvg(bytes) ? 'image/svg+xml' : null;
  return detected ?? null;
}

function done(part: UploadedPart, mimeType: string): CheckedUpload {
  return {
    name: sanitizeFileName(part.filename, EXTENSION_OF[mimeType]),
    mimeType,
    bytes: part.bytes,
    sizeBytes: part.bytes.length,
    sha256: createHash('sha256').update(part.bytes).digest('hex'),
  };
}

export type CheckResult = { ok: true; file: CheckedUpload } | { ok: false; problems: string[] };

const sizeOf = (part: UploadedPart) => (part.truncated ? Number.MAX_SAFE_INTEGER : part.bytes.length);

/**
 * spec step 3: an attachment is jpeg, jpg, gif, png, svg or pdf, up to 8000 KB. The name's extension is
 * checked first (the shared rule and its messages), then the content must be what the extension says: a
 * .png that is really a PDF or a program is 'Attachment must be an image.', a .pdf that is not a PDF
 * 'Attachment must be a PDF.'.
 */
export async function checkAttachment(part: UploadedPart, label = ATTACHMENT_LABEL): Promise<CheckResult> {
  if (part.bytes.length === 0 && !part.truncated) return { ok: false, problems: [messages.required()] };
  const problems = validateAttachment({
    name: part.filename,
    sizeBytes: sizeOf(part),
    mimeType: part.mimetype,
  }).map((m) => m.replace(ATTACHMENT_LABEL, label));
  if (problems.length) return { ok: false, problems };
  const extension = fileExtension(part.filename);
  const expected = ATTACHMENT_CONTENT[extension];
  const actual = await sniff(part.bytes, extension);
  if (!expected || actual !== expected) {
    return { ok: false, problems: [extension === 'pdf' ? messages.ext(label) : messages.image(label)] };
  }
  return { ok: true, file: done(part, actual) };
}

/** A vehicle report: a PDF (by name and by content), up to the attachment limit of 8000 KB. */
export async function checkVehicleReport(part: UploadedPart, label = 'Vehicle report'): Promise<CheckResult> {
  if (part.bytes.length === 0 && !part.truncated) return { ok: false, problems: [messages.required()] };
  const problems: string[] = [];
  const isPdf =
    fileExtension(part.filename) === 'pdf' &&
    (await fileTypeFromBuffer(part.bytes))?.mime === 'application/pdf';
  if (!isPdf) problems.push(messages.ext(label));
  if (sizeOf(part) > kbToBytes(ATTACHMENT_MAX_KB)) problems.push(messages.size(label, ATTACHMENT_MAX_KB));
  return problems.length ? { ok: false, problems } : { ok: true, file: done(part, 'application/pdf') };
}

/** spec step 2: the licence disk photo is an image (a photo, by content) up to 10000 KB. */
export async function checkLicenceDiskPhoto(
  part: UploadedPart,
  label = LICENCE_DISK_PHOTO_LABEL,
): Promise<CheckResult> {
  if (part.bytes.length === 0 && !part.truncated) return { ok: false, problems: [messages.required()] };
  const detected = (await fileTypeFromBuffer(part.bytes))?.mime ?? '';
  const problems = validateLicenceDiskPhoto({
    name: part.filename,
    sizeBytes: sizeOf(part),
    mimeType: PHOTO_TYPES.has(detected) ? detected : 'application/octet-stream',
  }).map((m) => m.replace(LICENCE_DISK_PHOTO_LABEL, label));
  return problems.length ? { ok: false, problems } : { ok: true, file: done(part, detected) };
}
