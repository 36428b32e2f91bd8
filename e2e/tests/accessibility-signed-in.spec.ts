import { seriousFindings } from './support/axe';
import { CUSTOMER, FLEET, signIn } from './support/request-flow';
import { expect, type Page, test } from './support/test';

/**
 * Issue 20 item 11: the signed-in pages to a screen reader and a keyboard. Each demo role signs in and
 * every page it works on is scanned with axe (WCAG 2.2 A and AA) on the desktop and the phone, with what
 * opens on them (a figure's list, a quote screen with several quotes, the quote editor, the Events and Inbox
 * menus, the global search's results). Every page is scanned before the test fails, and the failure lists
 * each serious or critical finding as `page: rule (impact) element: what is wrong`.
 */

test.describe.configure({ timeout: 180_000 });

const WORKSHOP = 'workshop@motorwise.co.za';
const ADMIN = 'admin@motorwise.co.za';
/** The admin area's navigation (apps/web/src/features/admin/components/admin-page.tsx, ADMIN_NAV). */
const ADMIN_PAGES = [
  '/admin',
  '/admin/search',
  '/admin/audit',
  '/admin/privacy',
  '/admin/payouts',
  '/admin/money',
  '/admin/applications',
  '/admin/workshops',
  '/admin/menu-prices',
  '/admin/organisations',
  '/admin/programmes',
  '/admin/catalogue',
  '/admin/disputes',
  '/admin/reminders',
  '/admin/regions',
  '/admin/repair-items',
];

/** The page has drawn its heading and its data (no loader or skeleton left), then a moment for toasts. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible')).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.waitForTimeout(400);
}

class Scans {
  readonly findings: string[] = [];
  constructor(private readonly page: Page) {}

  async at(path: string, label = path) {
    await this.page.goto(path);
    await this.here(label);
  }

  async here(label: string) {
    await settled(this.page);
    this.findings.push(...(await seriousFindings(this.page, label)));
    // Nothing makes the page scroll sideways (a wide table scrolls inside its own box).
    const wide = await this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (wide > 0) this.findings.push(`${label}: the page scrolls sideways by ${wide} px`);
  }

  /** What is open on the page (a menu, a list of results), without waiting for a heading. */
  async open(label: string) {
    this.findings.push(...(await seriousFindings(this.page, label)));
  }

  expectNone() {
    expect(this.findings.length, `serious or critical findings:\n${this.findings.join('\n')}\n`).toBe(0);
  }
}

test('the customer pages have no serious or critical accessibility finding', async ({ page }) => {
  await signIn(page, CUSTOMER);
  const scans = new Scans(page);
  await scans.at('/my-garage');
  await page.getByRole('list', { name: 'Garage vehicles' }).getByRole('button').first().click();
  await page.waitForURL(/\/my-garage\/.+/);
  await scans.here('a garage vehicle');
  await scans.at('/quote-requests');
  // A request with several quotes, compared item by item.
  const several = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: /^[2-9] of \d+$/ }) })
    .getByRole('link');
  const hrefs = await several.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const compare = page.getByRole('region', { name: 'Compare by item' });
  for (const href of hrefs) {
    await page.goto(href);
    await settled(page);
    if (await compare.isVisible()) break;
  }
  await expect(compare).toBeVisible();
  await scans.here('a quote screen with several quotes');
  await scans.at('/active-requests');
  await scans.at('/account');
  scans.expectNone();
});

test('the fleet pages have no serious or critical accessibility finding', async ({ page }, testInfo) => {
  await signIn(page, FLEET);
  const scans = new Scans(page);
  await scans.at('/dashboard');
  await page.getByRole('main').locator('a[href^="/dashboard/"]').first().click();
  await page.waitForURL(/\/dashboard\/.+/);
  await scans.here('a dashboard figure');
  await scans.at('/active-requests');
  await scans.at('/organisation');
  await scans.at('/account');
  if (testInfo.project.name === 'desktop') {
    await page.goto('/dashboard');
    await settled(page);
    await page.getByRole('button', { name: /^Events/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scans.open('the Events menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Inbox/ }).click();
    await expect(page.getByRole('dialog', { name: 'Inbox' })).toBeVisible();
    await scans.open('the Inbox menu');
    await page.keyboard.press('Escape');
    // The header's search is a combobox over a named listbox (issue 20 item 11).
    const search = page.getByRole('combobox', { name: 'Search requests, vehicles and workshops' });
    await search.pressSequentially('MW-');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('option').first()).toBeVisible();
    await scans.open('the global search');
  }
  scans.expectNone();
});

test('the workshop pages have no serious or critical accessibility finding', async ({ page }) => {
  await signIn(page, WORKSHOP);
  const scans = new Scans(page);
  await scans.at('/workshop');
  await scans.at('/workshop/requests');
  const links = page.getByRole('main').locator('a[href^="/workshop/requests/"]');
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    await page.goto(href);
    await settled(page);
    if (await page.getByRole('form', { name: 'Quote editor' }).isVisible()) break;
  }
  await expect(page.getByRole('form', { name: 'Quote editor' })).toBeVisible();
  await scans.here('a request with the quote editor');
  await scans.at('/workshop/jobs');
  await page.getByRole('main').locator('a[href^="/workshop/jobs/"]').first().click();
  await page.waitForURL(/\/workshop\/jobs\/.+/);
  await scans.here('a job');
  await scans.at('/workshop/statement');
  await scans.at('/workshop/profile');
  // The diary's settings and the diary itself (decision 075), by week and by day.
  await scans.at('/workshop/hours');
  await scans.at('/workshop/diary');
  await page.getByRole('main').locator('label', { hasText: /^Day$/ }).click();
  await scans.here('the diary by day');
  // The fixed prices (decision 077), where a withdrawn price's refusal stands under its switch.
  await scans.at('/workshop/menu-prices');
  await scans.at('/account');
  scans.expectNone();
});

test('the admin pages have no serious or critical accessibility finding', async ({ page }) => {
  await signIn(page, ADMIN);
  const scans = new Scans(page);
  await scans.at('/dashboard');
  // Every page of the back office's navigation, then a workshop's, an organisation's and a user's page.
  for (const path of ADMIN_PAGES) await scans.at(path);
  for (const [list, name] of [
    ['/admin/workshops', 'Randburg Auto Clinic'],
    ['/admin/organisations', 'Sondela Fleet Services (Pty) Ltd'],
  ] as const) {
    await page.goto(list);
    await page.getByRole('link', { name }).first().click();
    await scans.here(`${list}/${name}`);
  }
  await scans.at('/active-requests');
  await scans.at('/account');
  scans.expectNone();
});
