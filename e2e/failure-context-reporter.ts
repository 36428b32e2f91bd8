import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How much of a page's snapshot is printed: enough to read the form and its messages. */
const MAX_LINES = 160;

/** A page's accessibility tree, without images (`- img`) and from the footer on, at most `max` lines. */
function shortened(snapshot: string, max: number): string {
  const lines = snapshot
    .split('\n')
    .filter((line) => !/^\s*- img\b/.test(line))
    .filter((line) => line.trim() !== '');
  const end = lines.findIndex((line) => /^\s*- contentinfo\b/.test(line));
  return (end >= 0 ? lines.slice(0, end) : lines).slice(0, max).join('\n');
}

/** Playwright's error context: the `page` fixture's accessibility tree when the test failed. */
function errorContext(result: TestResult): string | undefined {
  const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
  if (!context?.path) return undefined;
  try {
    return /```yaml\n([\s\S]*?)```/.exec(readFileSync(context.path, 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

/**
 * Prints what the pages showed when a test failed, so a failure on a CI machine, whose test-results folder
 * is gone with the machine, can be read from its log: every page the test had open (support/test.ts keeps
 * each as an accessibility tree), or else Playwright's error context (the `page` fixture's tree).
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const where = `"${test.title}" failed (${test.parent.project()?.name ?? ''})`;
    const pages = result.attachments.filter((a) => a.name.startsWith('open page ') && a.body);
    if (pages.length > 0) {
      const each = Math.max(40, Math.floor(MAX_LINES / pages.length));
      for (const page of pages)
        process.stdout.write(
          `\n--- ${page.name} when ${where} ---\n${shortened(page.body?.toString('utf8') ?? '', each)}\n---\n`,
        );
      return;
    }
    const snapshot = errorContext(result);
    if (snapshot)
      process.stdout.write(`\n--- the page when ${where} ---\n${shortened(snapshot, MAX_LINES)}\n---\n`);
  }
}
