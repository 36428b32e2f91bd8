import { CUSTOMER, signIn } from './support/request-flow';
import { expect, type Page, test } from './support/test';

/**
 * Small things seen on the way (issue 20 item 10), measured in the browser: the map's zoom control stays
 * under the sticky header, the quote pages line up with the header on a desktop, and the compare table
 * stacks the quotes on a phone instead of scrolling sideways.
 */

/** The demo customer's request quoted by two workshops (apps/api/seed/quotes.ts, 'compare'). */
async function openComparedRequest(page: Page) {
  await signIn(page, CUSTOMER);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('motorwise.tokens') ?? '{}')?.accessToken?.token as string,
  );
  const answer = await page.request.get('/api/QuoteRequests/GetQuoteRequests', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const { quoteRequests } = (await answer.json()) as {
    quoteRequests: { uniqueId: string; vehicleName: string }[];
  };
  const compared = quoteRequests.find((r) => r.vehicleName === 'Honda CR-V 2.0 Comfort');
  expect(compared, 'the seeded request with two quotes').toBeTruthy();
  await page.goto(`/quotes/${compared?.uniqueId}`);
  await expect(page.getByRole('heading', { name: 'Compare by item' })).toBeVisible();
}

test('on a phone the compare table stacks the quotes, nothing scrolls sideways', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone layout');
  await page.setViewportSize({ width: 390, height: 844 });
  await openComparedRequest(page);
  // No sideways table: one table per workshop, each item's name beside that workshop's price.
  await expect(page.getByRole('table', { name: 'Compare quotes by item' })).toHaveCount(0);
  const compare = page.getByRole('group', { name: 'Compare quotes by item' });
  for (const workshop of ['Randburg Auto Clinic', 'Fourways Euro Motorworks']) {
    const table = compare.getByRole('table', { name: `${workshop}, by item` });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /Minor service/ })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Quoted total incl. VAT' })).toBeVisible();
    // The item column keeps a readable width (it was a few letters wide beside the price columns).
    const item = await table.getByRole('rowheader', { name: /Brake pads/ }).boundingBox();
    expect(item?.width ?? 0).toBeGreaterThan(150);
  }
  const box = await compare.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(sideways).toBe(false);
});

test('on a desktop the quote page lines up with the header', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the desktop layout');
  await openComparedRequest(page);
  const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
  const request = await page.getByText(/^Request MWD-/).boundingBox();
  const compareTitle = await page.getByRole('heading', { name: 'Compare by item' }).boundingBox();
  // The header's content starts at 86 px in a 1280 px window; the page's content did at 16 px.
  expect(logo?.x ?? 0).toBeGreaterThan(60);
  expect(Math.abs((compareTitle?.x ?? 0) - (logo?.x ?? 0))).toBeLessThanOrEqual(1);
  expect((request?.x ?? 0) - (logo?.x ?? 0)).toBeLessThanOrEqual(24);
});

test('the map scrolls under the sticky header, its zoom control too', async ({ page }) => {
  await page.goto('/workshops?view=map');
  const map = page.locator('.leaflet-container').first();
  await expect(map).toBeVisible();
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  await expect(zoomIn).toBeVisible();
  // Scroll the map's top just under the top of the window: the zoom control is then behind the header.
  const top = await map.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), top - 20);
  const header = await page.getByRole('banner').boundingBox();
  const control = await zoomIn.boundingBox();
  expect(control && header && control.y < header.y + header.height).toBe(true);
  // What the browser draws at the control's centre is the header, not the control.
  const drawn = await page.evaluate(
    ({ x, y }) => {
      const el = document.elementFromPoint(x, y);
      return {
        inHeader: Boolean(el?.closest('header')),
        inControl: Boolean(el?.closest('.leaflet-control')),
      };
    },
    { x: (control?.x ?? 0) + (control?.width ?? 0) / 2, y: (control?.y ?? 0) + (control?.height ?? 0) / 2 },
  );
  expect(drawn).toEqual({ inHeader: true, inControl: false });
});
