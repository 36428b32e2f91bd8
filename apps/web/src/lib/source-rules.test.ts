import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web types no API path (decision 056): every call goes through its contract entry
 * (`apiClient.call(QUOTES_API.acceptQuote, ...)`, `apiClient.download(entry, ...)`), whose path the API
 * registered its route from. A string literal holding '/api/' in the app's source is a path typed by hand,
 * which the contract test cannot see drift; tests may keep literal paths (they check the real URLs).
 */
const src = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Comments may name a call ("spec: POST /api/..."): only code counts. */
const withoutComments = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .split('\n')
    .map((line) => (line.trimStart().startsWith('//') ? '' : line));

/** A string or template literal that starts with '/api/' (after an origin, if any): a path typed by hand. */
const API_LITERAL = /['"`](?:\$\{[^}]*\}|https?:\/\/[^/'"`]*)?\/api\//;

/** The lines of the app's source (comments blanked) that match a pattern, as 'file:line: text'. */
const linesMatching = (pattern: RegExp) =>
  sourceFiles(src).flatMap((file) =>
    withoutComments(readFileSync(file, 'utf8')).flatMap((line, index) =>
      pattern.test(line) ? [`${relative(src, file)}:${index + 1}: ${line.trim()}`] : [],
    ),
  );

describe('the web app types no API path', () => {
  it('has no /api/ string literal outside the contract', () => {
    const found = linesMatching(API_LITERAL);
    expect(
      found,
      `Call through the contract entry instead (packages/shared/src/contract):\n${found.join('\n')}`,
    ).toEqual([]);
  });

  it('finds one when there is one (the check itself works)', () => {
    expect(API_LITERAL.test("apiClient.get('/api/user/dashboard')")).toBe(true);
    expect(API_LITERAL.test('fetch(`/api/payment/Pay/` + id)')).toBe(true);
    expect(API_LITERAL.test(['fetch(`$', '{origin}/api/ping`)'].join(''))).toBe(true);
    expect(API_LITERAL.test('apiClient.call(ACCOUNTS_API.getDashboard)')).toBe(false);
    expect(API_LITERAL.test("import { useBrands } from '../api/vehicles-api';")).toBe(false);
    expect(withoutComments('/** spec: POST /api/quotes/AcceptQuote */\n// GET /api/x').join('')).not.toMatch(
      /\/api\//,
    );
  });
});

/** A query key written as a literal list ("queryKey: ['garage', 'list']") rather than by its feature's keys. */
const LITERAL_KEY = /queryKey: \[\s*['"`]/;

describe('query keys come from one keys object per feature (issue 21)', () => {
  it('writes no query key as a literal list', () => {
    const found = linesMatching(LITERAL_KEY);
    expect(
      found,
      `Use the feature's <feature>Keys object (or lib/query-keys.ts):\n${found.join('\n')}`,
    ).toEqual([]);
  });

  it('finds one when there is one', () => {
    expect(LITERAL_KEY.test("queryKey: ['garage', 'list'],")).toBe(true);
    expect(LITERAL_KEY.test('queryKey: garageKeys.lists,')).toBe(false);
    expect(LITERAL_KEY.test('queryKey: [...paymentKeys.open(quoteId), guestEmail],')).toBe(false);
  });
});
