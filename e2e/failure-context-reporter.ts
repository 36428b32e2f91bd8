import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How much of a page's snapshot is printed: enough to read the form and its messages. */
const MAX_LINES = 160;

/**
 * Prints what the page showed when a test failed (Playwright's error context: the page as an accessibility
 * tree), so a failure on a CI machine, whose test-results folder is gone with the machine, can be read from
 * its log. Images (`- img`) and the footer are left out to keep it short.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    const snapshot = /```yaml\n([\s\S]*?)```/.exec(text)?.[1];
    if (!snapshot) return;
    const lines = snapshot
      .split('\n')
      .filter((line) => !/^\s*- img\b/.test(line))
      .filter((line) => line.trim() !== '');
    const end = lines.findIndex((line) => /^\s*- contentinfo\b/.test(line));
    const kept = (end >= 0 ? lines.slice(0, end) : lines).slice(0, MAX_LINES);
    process.stdout.write(
      `\n--- the page when "${test.title}" failed (${test.parent.project()?.name ?? ''}) ---\n${kept.join('\n')}\n---\n`,
    );
  }
}
