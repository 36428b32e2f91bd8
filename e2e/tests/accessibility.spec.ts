import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** The WCAG 2.1 A and AA rules; a serious or critical finding fails the page (issue 13, item 6). */
async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function workshopSlug(page: Page): Promise<string> {
  const answer = await page.request.get('/api/PublicWorkshop/GetWorkshops?pageSize=1');
  const { items } = (await answer.json()) as { items: { slug: string }[] };
  return items[0]!.slug;
}

for (const path of ['/home', '/about', '/faq', '/terms', '/contact', '/workshops']) {
  test(`${path} has no serious or critical accessibility finding`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousFindings(page)).toEqual([]);
  });
}

test('a workshop page has no serious or critical accessibility finding', async ({ page }) => {
  await page.goto(`/workshops/${await workshopSlug(page)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousFindings(page)).toEqual([]);
});

test('the request flow start is accessible and keeps the focus where the person works', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Click to start' }).click();
  // The focus moves into the search box, not back to the page.
  const box = page.getByRole('combobox', { name: /Add a new vehicle/ });
  await expect(box).toBeFocused();
  await box.pressSequentially('polo vivo');
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousFindings(page)).toEqual([]);

  await page.goto('/new-quote');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousFindings(page)).toEqual([]);
});

test('robots.txt is a real answer that points to the sitemap', async ({ request }) => {
  const answer = await request.get('/robots.txt');
  expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await answer.text();
  expect(text).toMatch(/^User-agent: \*/m);
  expect(text).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
});
