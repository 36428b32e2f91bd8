import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A state has one writer (decision 057): read from the source, so a new call site that writes a request's
 * or a quote's status, or creates a quote, beside the lifecycle fails here instead of in review. The seed
 * (apps/api/seed, outside src) writes past states as data and is not read.
 */
const src = path.resolve(import.meta.dirname, '../src');

function sources(dir: string): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [{ file: path.relative(src, full), text: fs.readFileSync(full, 'utf8') }];
  });
}

const all = sources(src);
const filesMatching = (pattern: RegExp) =>
  all
    .filter(({ text }) => pattern.test(text))
    .map(({ file }) => file)
    .sort();

describe('one writer per state', () => {
  it("a request's status is written by the quote-requests repo's setStatus, called by moveRequest alone", () => {
    expect(filesMatching(/\.set\(\{[^)]*?quoteRequestStatus:/s)).toEqual([
      'modules/quote-requests/quote-requests.repo.ts',
    ]);
    expect(filesMatching(/set\s+quote_request_status\s*=/i)).toEqual([]);
    expect(
      filesMatching(/\brepo\.setStatus\(/).filter((f) => f.startsWith('modules/quote-requests/')),
    ).toEqual(['modules/quote-requests/request-status.ts']);
    expect(filesMatching(/\bdecideRequestAction\(/)).toEqual(['modules/quote-requests/request-status.ts']);
  });

  it('a quote is created, and its status and history written, by the lifecycle alone', () => {
    expect(filesMatching(/\binsertQuote\(/)).toEqual([
      'modules/quotes/lifecycle.ts',
      'modules/quotes/quotes.repo.ts',
    ]);
    expect(filesMatching(/\binsertHistory\(/)).toEqual([
      'modules/quotes/lifecycle.ts',
      'modules/quotes/quote-parts.repo.ts',
    ]);
    expect(filesMatching(/\bupdateQuote\([^)]*quoteStatus/s)).toEqual([]);
    expect(filesMatching(/\bdecideQuote(Action|StatusChange)\(/)).toEqual(['modules/quotes/lifecycle.ts']);
  });

  it('the review-the-workshop mail is written once', () => {
    expect(filesMatching(/Review the workshop'/)).toEqual(['modules/quotes/workshop.texts.ts']);
  });
});
