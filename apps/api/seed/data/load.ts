import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { SeedAddress, SeedLatLng, SeedQuoteKind } from '../types';

/**
 * Reads the seed's data files (JSON, or CSV where a table reads better) and checks them against a zod
 * schema as they load, so a mistyped file stops the seed with the file, the row and the field at fault
 * instead of seeding something half right. The files sit next to this file and ship with the code that
 * reads them: their location is taken from this module's own URL, not from the working directory.
 */

/** A data file's full path, for reading it and for naming it in an error. */
export const seedDataFile = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/** Where in the file an issue is: `row 3, address.lat` for a list's third item, `nameGroups[2].first`. */
function whereIn(path: PropertyKey[]): string {
  const [first, ...rest] = path;
  const field = (keys: PropertyKey[]) =>
    keys.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${String(k)}`)).join('');
  if (typeof first === 'number') return rest.length ? `row ${first + 1}, ${field(rest)}` : `row ${first + 1}`;
  return path.length ? field(path) : 'the whole file';
}

function refused(file: string, lines: string[]): Error {
  const shown = lines.slice(0, 10);
  const more = lines.length > shown.length ? `\n  ... and ${lines.length - shown.length} more` : '';
  return new Error(`Seed data file ${file} is not valid:\n  ${shown.join('\n  ')}${more}`);
}

/** A JSON data file, parsed and checked: a list's issues are told by row (1 for the first item). */
export function loadJson<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const full = seedDataFile(file);
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    throw refused(full, [(error as Error).message]);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    throw refused(
      full,
      result.error.issues.map((issue) => `${whereIn(issue.path)}: ${issue.message}`),
    );
  }
  return result.data;
}

/**
 * A CSV data file with a header line: each row is checked as an object of its columns' text (use the
 * csv* schemas below for numbers and empty cells), and an issue is told by the row's line in the file.
 */
export function loadCsv<S extends z.ZodType>(file: string, row: S): z.output<S>[] {
  const full = seedDataFile(file);
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(fs.readFileSync(full, 'utf8'), { columns: true, skip_empty_lines: true, info: true });
  } catch (error) {
    throw refused(full, [(error as Error).message]);
  }
  const problems: string[] = [];
  const rows = records.map(({ record, info }) => {
    const result = row.safeParse(record);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      problems.push(`line ${info.lines}, ${issue.path.map(String).join('.') || 'row'}: ${issue.message}`);
    }
    return undefined;
  });
  if (problems.length) throw refused(full, problems);
  return rows as z.output<S>[];
}

/** A CSV cell holding a number. */
export const csvNumber = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'expected a number')
  .transform(Number);
/** A CSV cell holding a number, or empty for none. */
export const csvNumberOrNull = z.union([z.literal('').transform(() => null), csvNumber]);
/** A CSV cell holding text, or empty for none. */
export const csvTextOrNull = z.string().transform((s) => (s === '' ? null : s));

export const quoteKindSchema = z.enum([
  'service',
  'repair',
  'policy',
  'inspection',
  'wheelsTyres',
  'windscreen',
  'bodyExternal',
  'dekra',
]) satisfies z.ZodType<SeedQuoteKind>;

export const latLngSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
}) satisfies z.ZodType<SeedLatLng>;

export const addressSchema = z.strictObject({
  streetNumber: z.string(),
  streetName: z.string().min(1),
  suburb: z.string().min(1),
  city: z.string().min(1),
  province: z.string().min(1),
  postalCode: z.string().regex(/^\d{4}$/, 'expected a 4-digit postal code'),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
}) satisfies z.ZodType<SeedAddress>;
