import { z } from 'zod';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_KB,
  ATTACHMENT_NAME_MAX_SHOWN,
  ATTACHMENT_NAME_SHORTENED_TO,
  LICENCE_DISK_PHOTO_MAX_KB,
} from './constants';
import { messages } from './messages';

/**
 * What the validators need to know about a file, whether it is a browser File or a multipart part on
 * the server: its name, its size in bytes and its declared MIME type.
 */
export interface FileInfo {
  name: string;
  sizeBytes: number;
  mimeType: string;
}

export const FileInfoSchema = z.object({
  name: z.string().min(1).max(255),
  sizeBytes: z.number().int().nonnegative(),
  mimeType: z.string().max(255),
});

/**
 * The spec gives sizes in KB (8000, 10000) and words the message in MB as KB/1000. A KB here is 1024 bytes
 * (the unit of the size rule the spec's messages come from), so any file that the message calls
 * "less than 8 MB" in decimal megabytes is accepted; the limit is 8,192,000 bytes.
 */
export const BYTES_PER_KB = 1024;
export const kbToBytes = (kb: number) => kb * BYTES_PER_KB;

export const ATTACHMENT_LABEL = 'Attachment';
/** The spec spells it "license disk photo". */
export const LICENCE_DISK_PHOTO_LABEL = 'License disk photo';

/** The extension after the last dot, lower-cased; '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * spec step 3: attachments are required per row; extensions jpeg, jpg, gif, png, svg, pdf; up to 8000 KB.
 * The extension failure uses the spec's only ext message, '{field} must be a PDF.', as written.
 * Returns every problem (empty when the file is fine), the shape of the API's error lists.
 */
export function validateAttachment(file: FileInfo | null | undefined): string[] {
  if (!file || file.name.trim() === '') return [messages.required()];
  const problems: string[] = [];
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) {
    problems.push(messages.ext(ATTACHMENT_LABEL));
  }
  if (file.sizeBytes > kbToBytes(ATTACHMENT_MAX_KB))
    problems.push(messages.size(ATTACHMENT_LABEL, ATTACHMENT_MAX_KB));
  return problems;
}

/** spec step 2: the licence disk photo must be an image up to 10000 KB. Image means an image/* MIME type. */
export function validateLicenceDiskPhoto(file: FileInfo): string[] {
  const problems: string[] = [];
  if (!/^image\/[a-z0-9.+-]+$/i.test(file.mimeType.trim()))
    problems.push(messages.image(LICENCE_DISK_PHOTO_LABEL));
  if (file.sizeBytes > kbToBytes(LICENCE_DISK_PHOTO_MAX_KB)) {
    problems.push(messages.size(LICENCE_DISK_PHOTO_LABEL, LICENCE_DISK_PHOTO_MAX_KB));
  }
  return problems;
}

/** Zod form of validateAttachment, for an attachment row given as FileInfo. */
export const AttachmentFileSchema = FileInfoSchema.superRefine((file, ctx) => {
  for (const message of validateAttachment(file)) ctx.addIssue({ code: 'custom', message });
});
export type AttachmentFile = z.infer<typeof AttachmentFileSchema>;

/** Zod form of validateLicenceDiskPhoto. */
export const LicenceDiskPhotoSchema = FileInfoSchema.superRefine((file, ctx) => {
  for (const message of validateLicenceDiskPhoto(file)) ctx.addIssue({ code: 'custom', message });
});
export type LicenceDiskPhoto = z.infer<typeof LicenceDiskPhotoSchema>;

/** spec: "Attachment names over 20 characters are shown shortened to 18 with '..'". */
export function shortenFileName(name: string): string {
  return name.length > ATTACHMENT_NAME_MAX_SHOWN ? `${name.slice(0, ATTACHMENT_NAME_SHORTENED_TO)}..` : name;
}

/** spec: vehicle report files are recognised by a name containing 'dekra' and ending .pdf (any casing). */
export function isVehicleReportFile(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return lower.includes('dekra') && lower.endsWith('.pdf');
}
