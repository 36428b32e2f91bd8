import type { Multipart, MultipartFile } from '@fastify/multipart';
import { ATTACHMENT_MAX_KB, type FieldErrors, zodErrorToFieldErrors } from '@motorwise/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type CheckedUpload,
  checkAttachment,
  IN_MEMORY_UPLOAD_BYTES,
  spoolUpload,
  type UploadedPart,
} from '../modules/files/index';
import { AppError, AppErrorCode, badRequest } from './errors';
import { checkMultipartText, findInputProblems } from './input-guards';

/**
 * A form with files (the quote calls AcceptQuote, MessageWorkshop, a workshop's amendment with photos and
 * message) read from a browser FormData: text fields as values, `jsonFields` as JSON (an array or object),
 * and the files of `fileField` (`attachmentFiles`, `attachmentFiles[0]`, ...). Other files are drained. A
 * JSON body without files is accepted too. The route declares `body: FormBody` and documents the form as
 * `config.multipartForm` (the OpenAPI document and the fuzz suite read it).
 */
/** A multipart form or a JSON object: the handler reads and checks it with the shared schema. */
export const FormBody = z.record(z.string().max(100), z.unknown()).nullish();
export const MAX_FILES = 5;

/** The files a form takes, as the OpenAPI document and the fuzz suite see them. */
export const attachmentFilesField = (what: string) =>
  z
    .array(z.file())
    .max(MAX_FILES)
    .optional()
    .describe(
      `${what}: at most ${MAX_FILES} files (JPEG, PNG, GIF, SVG or PDF by content, each up to ` +
        `${ATTACHMENT_MAX_KB} KB), the field repeated or numbered (name[0], name[1], ...).`,
    );

export interface Form {
  fields: Record<string, unknown>;
  files: UploadedPart[];
}

const FIELD_MAX = 64 * 1024;

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest({ [name]: ['This field must be JSON.'] });
  }
}

/** A JSON part, with the guards a JSON body gets (a NUL anywhere in it, nesting too deep). */
function checkedJson(name: string, text: string, problems: FieldErrors): unknown {
  const value = parseJson(name, text);
  findInputProblems(value, name, problems);
  return value;
}

/**
 * A file part as an upload, streamed to a temporary file as it arrives (never whole in memory; the
 * multipart size limit still cuts it), the file removed once the answer is sent. The checks by content
 * read its first bytes; the file store reads it again as a stream.
 */
export async function readFilePart(
  request: FastifyRequest,
  part: MultipartFile,
  fieldname: string,
): Promise<UploadedPart> {
  request.tmpUploads ??= [];
  const content = await spoolUpload(part.file, request.tmpUploads, { inMemoryUpTo: IN_MEMORY_UPLOAD_BYTES });
  return {
    fieldname,
    filename: part.filename,
    mimetype: part.mimetype,
    content,
    truncated: part.file.truncated,
  };
}

export async function readForm(
  request: FastifyRequest,
  fileField: string,
  jsonFields: readonly string[] = [],
): Promise<Form> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {}, files: [] };
  }
  const form: Form = { fields: {}, files: [] };
  const problems: FieldErrors = {};
  const fileName = new RegExp(`^${fileField}(?:\\[\\d{0,2}\\])?$`);
  try {
    for await (const part of request.parts({
      limits: { fieldSize: FIELD_MAX },
    }) as AsyncIterableIterator<Multipart>) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || !/^[A-Za-z]\w{0,63}$/.test(part.fieldname)) continue;
        // A NUL (never typed; PostgreSQL cannot store it: a 500 before) or a value cut by the reader.
        const value = checkMultipartText(part, FIELD_MAX, problems);
        if (value === null) continue;
        form.fields[part.fieldname] = jsonFields.includes(part.fieldname)
          ? checkedJson(part.fieldname, value, problems)
          : value;
        continue;
      }
      if (jsonFields.includes(part.fieldname)) {
        const text = (await part.toBuffer()).toString('utf8');
        form.fields[part.fieldname] = checkedJson(part.fieldname, text, problems);
        continue;
      }
      if (!fileName.test(part.fieldname)) {
        part.file.resume();
        continue;
      }
      form.files.push(await readFilePart(request, part, fileField));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest({ [fileField]: ['Please attach at most 5 files.'] });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw AppError.of(AppErrorCode.INVALID_INPUT, 'The form has too many fields.');
    if (code === 'FST_REQ_FILE_TOO_LARGE' || /field value/i.test(String((error as Error).message)))
      throw AppError.of(AppErrorCode.INVALID_INPUT, 'The form is too long.');
    throw error;
  }
  if (Object.keys(problems).length > 0) throw badRequest(problems);
  return form;
}

/** Fields checked by a shared schema; every problem in one 400 keyed by field. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.infer<S> {
  const result = schema.safeParse(fields);
  if (!result.success) throw badRequest(zodErrorToFieldErrors(result.error) as FieldErrors);
  return result.data;
}

/** Checks uploaded files by content; problems come back keyed `<field>.<n>` in one 400. */
export async function checkFiles(
  parts: UploadedPart[],
  field: string,
  max: number = MAX_FILES,
): Promise<CheckedUpload[]> {
  if (parts.length > max) throw badRequest({ [field]: [`Please attach at most ${max} files.`] });
  const checked: CheckedUpload[] = [];
  const errors: Record<string, string[]> = {};
  for (const [i, part] of parts.entries()) {
    const result = await checkAttachment(part);
    if (result.ok) checked.push(result.file);
    else errors[`${field}.${i}`] = result.problems;
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return checked;
}
