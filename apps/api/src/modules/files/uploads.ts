import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
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

/**
 * The bytes of an upload, read once from the request: spooled to a temporary file as they arrive (never
 * whole in memory; @fastify/multipart removes the file once the answer is sent), hashed and counted on
 * the way, with the first bytes kept for the checks by content.
 */
export interface UploadContent {
  sizeBytes: number;
  sha256: string;
  /** The first bytes (up to HEAD_BYTES): what the checks by content read. */
  head: Buffer;
  /**
   * The bytes again, as a new stream: what the file store reads. Opened before it resolves, so a file
   * that is gone is a rejection here, never an 'error' event on a stream nobody listens to yet (which
   * would end the process).
   */
  open(): Promise<Readable>;
  /** Every byte at once: only for a check that needs the whole file (an SVG's), within the upload limit. */
  read(): Promise<Buffer>;
  /** The bytes, when they are held in memory (a small upload, or bytes a caller made): the store writes them at once. */
  bytes?: Buffer;
}

/** Bytes in memory (a caller made them, or a test) or an upload's content, streamed from where it was spooled. */
export type UploadBytes =
  | { bytes: Buffer; content?: undefined }
  | { content: UploadContent; bytes?: undefined };

/** A file part of a multipart request. */
export type UploadedPart = UploadBytes & {
  fieldname: string;
  filename: string;
  mimetype: string;
  /** The part was longer than the multipart size limit and was cut. */
  truncated: boolean;
};

/** An upload that passed its checks: the type is what the content is, not what the client said. */
export type CheckedUpload = UploadBytes & {
  name: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
};

/** What the checks by content read of a file: file-type needs a few KB; this leaves room. */
export const HEAD_BYTES = 64 * 1024;

/** Bytes in memory as an upload's content. */
export function bufferContent(bytes: Buffer): UploadContent {
  return {
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    head: bytes.subarray(0, HEAD_BYTES),
    open: async () => Readable.from([bytes]),
    read: async () => bytes,
    bytes,
  };
}

/** The content of an upload, wherever its bytes are. */
export const contentOf = (upload: UploadBytes): UploadContent =>
  upload.content ?? bufferContent(upload.bytes);

/** The bytes to hand a file store: a new stream of a spooled upload, or the bytes a caller made. */
export const storeBody = async (upload: UploadBytes): Promise<Buffer | Readable> =>
  upload.content ? (upload.content.bytes ?? upload.content.open()) : upload.bytes;

/**
 * An upload up to this size is kept in memory as it arrives (`spoolUpload`'s `inMemoryUpTo`): what the
 * request submission's attachments usually are. A larger one goes to its temporary file from there on.
 */
export const IN_MEMORY_UPLOAD_BYTES = 256 * 1024;

/**
 * Reads a part's stream to a temporary file (mode 600) while hashing and counting it, keeping its first
 * bytes; the file goes in `cleanup` (the request's `tmpUploads`, which @fastify/multipart removes once the
 * answer is sent). Memory stays at the head plus one chunk whatever the part's size. With `inMemoryUpTo`,
 * a part no longer than that stays in memory and never touches the disk (no temporary file to write, read
 * again and remove); the first chunk past it sends what was read to the temporary file, as above.
 */
export async function spoolUpload(
  source: Readable,
  cleanup: string[],
  { inMemoryUpTo = 0 }: { inMemoryUpTo?: number } = {},
): Promise<UploadContent> {
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let sizeBytes = 0;
  /** The bytes so far while they fit in memory; null once they went to the file. */
  let held: Buffer[] | null = inMemoryUpTo > 0 ? [] : null;
  let file: string | null = null;
  let handle: fs.promises.FileHandle | null = null;
  const toFile = async () => {
    file = path.join(os.tmpdir(), `motorwise-upload-${randomUUID()}`);
    cleanup.push(file);
    handle = await fs.promises.open(file, 'wx', 0o600);
  };
  if (!held) await toFile();
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      if (held) {
        held.push(chunk);
        if (sizeBytes <= inMemoryUpTo) continue;
        const sofar = Buffer.concat(held, sizeBytes);
        headChunks.push(Buffer.from(sofar.subarray(0, HEAD_BYTES)));
        headLength = headChunks[0]!.length;
        held = null;
        await toFile();
        await handle!.write(sofar);
        continue;
      }
      if (headLength < HEAD_BYTES) {
        const piece = chunk.subarray(0, HEAD_BYTES - headLength);
        headChunks.push(Buffer.from(piece));
        headLength += piece.length;
      }
      await handle!.write(chunk);
    }
  } finally {
    await (handle as fs.promises.FileHandle | null)?.close();
  }
  if (held) {
    const bytes = Buffer.concat(held, sizeBytes);
    return {
      sizeBytes,
      sha256: hash.digest('hex'),
      head: bytes.subarray(0, HEAD_BYTES),
      open: async () => Readable.from([bytes]),
      read: async () => bytes,
      bytes,
    };
  }
  const spooled = file as unknown as string;
  return {
    sizeBytes,
    sha256: hash.digest('hex'),
    head: Buffer.concat(headChunks),
    // The spooled file goes when the answer is sent, or as soon as the client hangs up (@fastify/multipart
    // cleans on the socket's close): a handler still running then finds it gone.
    open: async () => (await fs.promises.open(spooled, 'r')).createReadStream(),
    read: () => fs.promises.readFile(spooled),
  };
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

/** What the bytes are: file-type's sniffing of the first bytes, plus the SVG check for text that claims to be SVG. */
async function sniff(content: UploadContent, extension: string): Promise<string | null> {
  const detected = (await fileTypeFromBuffer(content.head))?.mime;
  // file-type reads an SVG with an XML declaration as XML; whether it is a safe SVG is decided here.
  if (extension === 'svg' && (!detected || detected === 'application/xml'))
    return isSafeSvg(await content.read()) ? 'image/svg+xml' : null;
  return detected ?? null;
}

function done(part: UploadedPart, mimeType: string): CheckedUpload {
  const content = contentOf(part);
  return {
    name: sanitizeFileName(part.filename, EXTENSION_OF[mimeType]),
    mimeType,
    content,
    sizeBytes: content.sizeBytes,
    sha256: content.sha256,
  };
}

export type CheckResult = { ok: true; file: CheckedUpload } | { ok: false; problems: string[] };

const sizeOf = (part: UploadedPart) => (part.truncated ? Number.MAX_SAFE_INTEGER : contentOf(part).sizeBytes);
const isEmpty = (part: UploadedPart) => contentOf(part).sizeBytes === 0 && !part.truncated;

/**
 * spec step 3: an attachment is jpeg, jpg, gif, png, svg or pdf, up to 8000 KB. The name's extension is
 * checked first (the shared rule and its messages), then the content must be what the extension says: a
 * .png that is really a PDF or a program is 'Attachment must be an image.', a .pdf that is not a PDF
 * 'Attachment must be a PDF.'.
 */
export async function checkAttachment(part: UploadedPart, label = ATTACHMENT_LABEL): Promise<CheckResult> {
  if (isEmpty(part)) return { ok: false, problems: [messages.required()] };
  const problems = validateAttachment({
    name: part.filename,
    sizeBytes: sizeOf(part),
    mimeType: part.mimetype,
  }).map((m) => m.replace(ATTACHMENT_LABEL, label));
  if (problems.length) return { ok: false, problems };
  const extension = fileExtension(part.filename);
  const expected = ATTACHMENT_CONTENT[extension];
  const actual = await sniff(contentOf(part), extension);
  if (!expected || actual !== expected) {
    return { ok: false, problems: [extension === 'pdf' ? messages.ext(label) : messages.image(label)] };
  }
  return { ok: true, file: done(part, actual) };
}

/** A vehicle report: a PDF (by name and by content), up to the attachment limit of 8000 KB. */
export async function checkVehicleReport(part: UploadedPart, label = 'Vehicle report'): Promise<CheckResult> {
  if (isEmpty(part)) return { ok: false, problems: [messages.required()] };
  const problems: string[] = [];
  const isPdf =
    fileExtension(part.filename) === 'pdf' &&
    (await fileTypeFromBuffer(contentOf(part).head))?.mime === 'application/pdf';
  if (!isPdf) problems.push(messages.ext(label));
  if (sizeOf(part) > kbToBytes(ATTACHMENT_MAX_KB)) problems.push(messages.size(label, ATTACHMENT_MAX_KB));
  return problems.length ? { ok: false, problems } : { ok: true, file: done(part, 'application/pdf') };
}

/** spec step 2: the licence disk photo is an image (a photo, by content) up to 10000 KB. */
export async function checkLicenceDiskPhoto(
  part: UploadedPart,
  label = LICENCE_DISK_PHOTO_LABEL,
): Promise<CheckResult> {
  if (isEmpty(part)) return { ok: false, problems: [messages.required()] };
  const detected = (await fileTypeFromBuffer(contentOf(part).head))?.mime ?? '';
  const problems = validateLicenceDiskPhoto({
    name: part.filename,
    sizeBytes: sizeOf(part),
    mimeType: PHOTO_TYPES.has(detected) ? detected : 'application/octet-stream',
  }).map((m) => m.replace(LICENCE_DISK_PHOTO_LABEL, label));
  return problems.length ? { ok: false, problems } : { ok: true, file: done(part, detected) };
}
