import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (issue 20 item 11; the public pages since issue 13 item 6). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The serious and critical axe findings on the page as it is now, one readable line per element:
 * `rule (impact) target: what is wrong`, so a failing journey says what to fix without a trace.
 */
export async function seriousFindings(page: Page, label = ''): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  const where = label ? `${label}: ` : '';
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => {
        const why = (n.failureSummary ?? '').split('\n').slice(1, 3).join(' ').trim();
        return `${where}${v.id} (${v.impact}) ${n.target.join(' ')}: ${why}`;
      }),
    );
}
