import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Files with one job stay short (issue 21 item 5): no source file of the apps, the packages or the demo
 * seed is over 600 lines. A file that grows past it does more than one thing: split it by job, as
 * garage.service.ts and customer.service.ts were. Tests (`*.test.ts(x)`) and data files (the seed's JSON
 * and CSV) are not counted.
 */
const MAX_LINES = 600;
const root = path.resolve(import.meta.dirname, '../../..');
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const TEST = /\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return CODE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

/** The folders whose source is kept short: every app's and package's src, and the API's seed. */
function sourceFolders(): string[] {
  const within = (parent: string) =>
    fs
      .readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => path.join(root, parent, e.name, 'src'));
  return [...within('apps'), ...within('packages'), path.join(root, 'apps/api/seed')];
}

const lineCount = (file: string) => fs.readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;

describe('source files', () => {
  it(`are at most ${MAX_LINES} lines each (tests and data files aside)`, () => {
    const files = sourceFolders().flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.includes(`${path.sep}seed${path.sep}`))).toBe(true);
    const long = files
      .map((file) => ({ file: path.relative(root, file), lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`)
      .sort();
    expect(long, `over ${MAX_LINES} lines: split by job`).toEqual([]);
  });
});
