import type { Readable } from 'node:stream';
import {
  CATALOGUE_IMPORT_COLUMNS,
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_MAX_ROWS,
  CATALOGUE_MAX_YEAR_SPAN,
  CATALOGUE_YEAR_MIN,
  type CatalogueImportColumn,
  type CatalogueImportRowError,
  type CatalogueVehicleFields,
  CatalogueVehicleFieldsSchema,
} from '@motorwise/shared';
import { CsvError, parse } from 'csv-parse';
import { badRequest } from '../../lib/errors';

/**
 * Reading an M&M-code CSV (decision 061): streamed through csv-parse (the parser the seed already uses),
 * at most CATALOGUE_IMPORT_MAX_ROWS data rows, each row checked with the shared schema of a catalogue
 * vehicle's fields, so the import and the edit form say the same thing. Row numbers are the file's lines
 * (the header is row 1), as a spreadsheet shows them.
 */

/** One good row: its fields (the year is each of its model years) and the years it covers. */
export interface CatalogueCsvRow {
  row: number;
  fields: Omit<CatalogueVehicleFields, 'year' | 'meadCode'> & { meadCode: string };
  yearFrom: number;
  yearTo: number;
  /** Engine size in litres as printed ('2.8'): searched and shown in the summary, not stored on its own. */
  engine: string | null;
}

export interface CatalogueCsv {
  /** Data rows read (good and bad). */
  dataRows: number;
  good: CatalogueCsvRow[];
  /** Every bad row's problems, by row then column order. */
  errors: CatalogueImportRowError[];
  /** Each data row's number and the names it gave, for the preview (bad rows too). */
  seen: { row: number; meadCode: string; brand: string; range: string; model: string; years: string }[];
}

const KNOWN = new Set<string>(CATALOGUE_IMPORT_COLUMNS.map((c) => c.name));
const REQUIRED = CATALOGUE_IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.name);

/** The CSV column of each field of CatalogueVehicleFieldsSchema (for a row's error). */
const COLUMN_OF: Record<keyof CatalogueVehicleFields, CatalogueImportColumn> = {
  meadCode: 'mead_code',
  brand: 'brand',
  range: 'range',
  model: 'model',
  year: 'year_from',
  brandCode: 'brand_code',
  rangeCode: 'range_code',
  modelCode: 'model_code',
  bodyType: 'body_type',
  introductionDate: 'introduction_date',
  discontinuedDate: 'discontinued_date',
  capacity: 'capacity',
  cylinders: 'cylinders',
  aspirationType: 'aspiration_type',
  fuelType: 'fuel_type',
  transmissionType: 'transmission_type',
  gearboxType: 'gearbox_type',
  driveType: 'drive_type',
  wheelsDriven: 'wheels_driven',
  abs: 'abs',
  classType: 'class_type',
  imageUrl: 'image_url',
  description: 'description',
};

/** A number when the text is one ('2 755' and '2,755' too), else the text, which the schema refuses. */
const numberOrText = (text: string | null) => {
  if (text === null) return null;
  const compact = text.replace(/[\s,]/g, '');
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : text;
};
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
const yesNo = (text: string | null) => {
  if (text === null) return null;
  const key = text.toLowerCase();
  return YES.has(key) ? true : NO.has(key) ? false : text;
};

/** Checks one data row (cells by column name, empty as null); its errors or its good row. */
export function checkCatalogueRow(
  row: number,
  cell: (column: CatalogueImportColumn) => string | null,
): { errors: CatalogueImportRowError[]; good: CatalogueCsvRow | null } {
  const errors: CatalogueImportRowError[] = [];
  const meadCode = cell('mead_code');
  // An imported vehicle is known by its M&M code and year: required here (an edit may leave it empty).
  if (meadCode === null) errors.push({ row, column: 'mead_code', message: 'M&M code is required.' });
  const yearFrom = numberOrText(cell('year_from'));
  const parsed = CatalogueVehicleFieldsSchema.safeParse({
    meadCode,
    brand: cell('brand') ?? '',
    range: cell('range') ?? '',
    model: cell('model') ?? '',
    year: yearFrom ?? undefined,
    brandCode: cell('brand_code'),
    rangeCode: cell('range_code'),
    modelCode: cell('model_code'),
    bodyType: cell('body_type'),
    introductionDate: cell('introduction_date'),
    discontinuedDate: cell('discontinued_date'),
    capacity: numberOrText(cell('capacity')),
    cylinders: numberOrText(cell('cylinders')),
    aspirationType: cell('aspiration_type'),
    fuelType: cell('fuel_type'),
    transmissionType: cell('transmission_type'),
    gearboxType: cell('gearbox_type'),
    driveType: cell('drive_type'),
    wheelsDriven: cell('wheels_driven'),
    abs: yesNo(cell('abs')),
    classType: cell('class_type'),
    imageUrl: cell('image_url'),
    description: cell('description'),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof CatalogueVehicleFields | undefined;
      const column = field ? COLUMN_OF[field] : 'mead_code';
      const message = field === 'year' && yearFrom === null ? 'First model year is required.' : issue.message;
      errors.push({ row, column, message: message.replace(/^Year /, 'First model year ') });
    }
  // The order and span of the years are judged only against a first year that is itself right.
  const fromOk = typeof yearFrom === 'number' && Number.isInteger(yearFrom) && yearFrom >= CATALOGUE_YEAR_MIN;
  const toText = cell('year_to');
  const yearTo = numberOrText(toText);
  if (toText === null) errors.push({ row, column: 'year_to', message: 'Last model year is required.' });
  else if (typeof yearTo !== 'number' || !Number.isInteger(yearTo))
    errors.push({ row, column: 'year_to', message: 'Last model year must be a whole number.' });
  else if (fromOk && yearTo < yearFrom)
    errors.push({
      row,
      column: 'year_to',
      message: 'Last model year cannot be before the first model year.',
    });
  else if (fromOk && yearTo - yearFrom >= CATALOGUE_MAX_YEAR_SPAN)
    errors.push({
      row,
      column: 'year_to',
      message: `A row covers at most ${CATALOGUE_MAX_YEAR_SPAN} model years.`,
    });
  else {
    const last = CatalogueVehicleFieldsSchema.shape.year.safeParse(yearTo);
    if (!last.success)
      errors.push({
        row,
        column: 'year_to',
        message: (last.error.issues[0]?.message ?? 'Year is not valid.').replace(
          /^Year /,
          'Last model year ',
        ),
      });
  }
  const engine = cell('engine_l');
  if (engine !== null && !/^\d{1,2}(\.\d{1,2})?$/.test(engine))
    errors.push({ row, column: 'engine_l', message: 'Engine size must be litres, such as 2.8.' });
  if (errors.length > 0 || !parsed.success || meadCode === null) return { errors, good: null };
  const { year, ...fields } = parsed.data;
  return {
    errors,
    good: {
      row,
      fields: { ...fields, meadCode: fields.meadCode ?? meadCode },
      yearFrom: year,
      yearTo: yearTo as number,
      engine,
    },
  };
}

/** The order of the columns, for sorting a row's errors. */
const COLUMN_ORDER = new Map<string, number>(CATALOGUE_IMPORT_COLUMNS.map((c, i) => [c.name, i]));

/**
 * Reads and checks a CSV stream. A file that cannot be read at all (no header, a broken quote, too many
 * rows) is a 400 on the file; bad rows are listed, each with its number, column and why.
 */
export async function readCatalogueCsv(
  stream: Readable,
  maxRows = CATALOGUE_IMPORT_MAX_ROWS,
): Promise<CatalogueCsv> {
  const parser = parse({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
    max_record_size: 64 * 1024,
  });
  stream.pipe(parser);
  const out: CatalogueCsv = { dataRows: 0, good: [], errors: [], seen: [] };
  let header: string[] | null = null;
  const firstRowOf = new Map<string, number>();
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const row = info.lines;
      if (!header) {
        header = record.map((h) => h.trim().toLowerCase());
        const unknown = header.filter((h) => !KNOWN.has(h));
        const missing = REQUIRED.filter((c) => !header?.includes(c));
        const twice = header.filter((h, i) => header?.indexOf(h) !== i);
        const problems = [
          ...missing.map((c) => `Column ${c} is missing.`),
          ...unknown.map((c) => `Column ${c || '(empty)'} is not one of the import's columns.`),
          ...twice.map((c) => `Column ${c} is there twice.`),
        ];
        if (problems.length > 0)
          throw badRequest({ file: problems }, 'The header row of the CSV is not right.');
        continue;
      }
      out.dataRows += 1;
      if (out.dataRows > maxRows)
        throw badRequest({ file: [`The CSV has more than ${maxRows} rows; split it into smaller files.`] });
      const cols = header;
      const cell = (column: CatalogueImportColumn) => {
        const i = cols.indexOf(column);
        const value = i < 0 ? undefined : record[i];
        return value === undefined || value === '' ? null : value;
      };
      const checked =
        record.length > cols.length
          ? {
              errors: [
                {
                  row,
                  column: 'mead_code',
                  message: `The row has ${record.length} cells and the header ${cols.length}: check for a stray comma.`,
                },
              ],
              good: null,
            }
          : checkCatalogueRow(row, cell);
      const errors = [...checked.errors];
      if (checked.good) {
        const { meadCode } = checked.good.fields;
        for (let year = checked.good.yearFrom; year <= checked.good.yearTo; year++) {
          const key = `${meadCode}|${year}`;
          const first = firstRowOf.get(key);
          if (first !== undefined) {
            errors.push({
              row,
              column: 'mead_code',
              message: `M&M code ${meadCode} for ${year} is already on row ${first}.`,
            });
            break;
          }
        }
        if (errors.length === 0) {
          for (let year = checked.good.yearFrom; year <= checked.good.yearTo; year++)
            firstRowOf.set(`${meadCode}|${year}`, row);
          out.good.push(checked.good);
        }
      }
      errors.sort((a, b) => (COLUMN_ORDER.get(a.column) ?? 99) - (COLUMN_ORDER.get(b.column) ?? 99));
      out.errors.push(...errors);
      const from = cell('year_from') ?? '';
      const to = cell('year_to') ?? '';
      out.seen.push({
        row,
        meadCode: cell('mead_code') ?? '',
        brand: cell('brand') ?? '',
        range: cell('range') ?? '',
        model: cell('model') ?? '',
        years: from === to || !to ? from : `${from}-${to}`,
      });
    }
  } catch (error) {
    // The rest of the upload is drained (read and dropped), so the request ends and its size is known.
    stream.unpipe(parser);
    stream.resume();
    if (error instanceof CsvError) {
      const lines = (error as CsvError & { lines?: number }).lines;
      throw badRequest({
        file: [`The CSV cannot be read${lines ? ` at row ${lines}` : ''}: ${error.message}`],
      });
    }
    throw error;
  }
  if (!header)
    throw badRequest({ file: ['The CSV is empty: it needs a header row and at least one vehicle.'] });
  if (out.dataRows === 0) throw badRequest({ file: ['The CSV has a header row but no vehicles.'] });
  return out;
}

/** The size message for a file cut at the cap. */
export const TOO_LARGE = `The CSV is larger than ${CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024} MB; split it into smaller files.`;
