import { describe, expect, it } from 'vitest';
import {
  NotesSchema,
  PartsPreferenceSchema,
  partsEvidenceProblem,
  QueryAnswerSchema,
  queryAnswerProblem,
  repairItemsProblem,
} from './request-fields';

describe('notes (spec: max 500 characters)', () => {
  it.each([
    ['', true],
    ['x'.repeat(500), true],
    [`  ${'x'.repeat(500)}  `, true],
    [undefined, true],
    [null, true],
    ['x'.repeat(501), false],
  ])('%#: valid %s', (notes, ok) => {
    expect(NotesSchema.safeParse(notes).success).toBe(ok);
  });

  it('uses the max message', () => {
    expect(NotesSchema.safeParse('x'.repeat(501)).error?.issues[0]?.message).toBe(
      'Notes cannot exceed 500 characters.',
    );
  });
});

describe('query answers (spec: required when the item has a query, max 500)', () => {
  it.each([
    [{ hasQuery: false }, null],
    [{ hasQuery: true, queryAnswer: 'Front left' }, null],
    [{ hasQuery: true, queryAnswer: 'x'.repeat(500) }, null],
    [{ hasQuery: true, queryAnswer: '   ' }, 'Cannot be empty.'],
    [{ hasQuery: true, queryAnswer: null }, 'Cannot be empty.'],
    [{ hasQuery: true, queryAnswer: 'x'.repeat(501) }, 'Answer cannot exceed 500 characters.'],
  ])('%#: %j -> %j', (item, problem) => {
    expect(queryAnswerProblem(item)).toBe(problem);
  });

  it('QueryAnswerSchema trims', () => {
    expect(QueryAnswerSchema.parse('  Front left ')).toBe('Front left');
  });
});

describe('repair items (spec: at least one)', () => {
  it.each([
    [[], 'Please add at least one service or repair to your request.'],
    [null, 'Please add at least one service or repair to your request.'],
    [[{ id: 1 }], null],
  ])('%j -> %j', (items, problem) => {
    expect(repairItemsProblem(items)).toBe(problem);
  });
});

describe('parts preference', () => {
  it.each([
    ['Original parts', true],
    ['Generic parts', true],
    ["I don't mind", true],
    ['Aftermarket', false],
  ])('%j valid %s', (value, ok) => {
    expect(PartsPreferenceSchema.safeParse(value).success).toBe(ok);
  });

  it.each([
    [
      { partsPreference: 'Original parts' },
      'Please enter a vin number or provide a photo of your license disk.',
    ],
    [
      { partsPreference: 'Original parts', vin: '  ' },
      'Please enter a vin number or provide a photo of your license disk.',
    ],
    [{ partsPreference: 'Original parts', vin: 'AHTFZ29G509012345' }, null],
    [{ partsPreference: 'Original parts', hasLicenceDiskPhoto: true }, null],
    [{ partsPreference: 'Generic parts' }, null],
    [{ partsPreference: "I don't mind" }, null],
  ])('%#: %j -> %j', (input, problem) => {
    expect(partsEvidenceProblem(input)).toBe(problem);
  });
});
