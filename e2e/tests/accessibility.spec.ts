import { seriousFindings } from './support/axe';
import { stepHeading } from './support/request-flow';
import { expect, type Locator, type Page, test } from './support/test';

async function workshopSlug(page: Page): Promise<string> {
  const answer = await page.request.get('/api/PublicWorkshop/GetWorkshops?pageSize=1');
  const { items } = (await answer.json()) as { items: { slug: string }[] };
  return items[0]!.slug;
}

for (const path of ['/home', '/about', '/faq', '/terms', '/contact', '/workshops', '/quote-estimate']) {
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

/** Tab (or Shift+Tab) until the target has the focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
}

/**
 * The focus comes to rest somewhere a person works, never the page body. It moves in the frame after a
 * change (a busy machine can paint that frame late), so the check waits for where it settles.
 */
async function expectFocusNotOnBody(page: Page) {
  await expect
    .poll(
      () => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null),
      { timeout: 5_000 },
    )
    .toBe(true);
}

test('a guest requests quotes by keyboard alone, the focus never falls to the page body', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = `keyboard.${testInfo.project.name}.${Date.now()}@example.co.za`;
  const key = (k: string) => page.keyboard.press(k);
  await page.goto('/home');
  await page.waitForLoadState('networkidle');

  // Landing search: Click to start puts the focus in the combobox.
  await tabTo(page, page.getByRole('button', { name: 'Click to start' }));
  await key('Enter');
  const box = page.getByRole('combobox', { name: /Add a new vehicle/ });
  await expect(box).toBeFocused();
  await page.keyboard.type('corolla', { delay: 30 });
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/^\d+ vehicles? found$/)).toBeAttached();
  expect(await seriousFindings(page)).toEqual([]);
  await key('ArrowDown');
  const active = await box.getAttribute('aria-activedescendant');
  expect(active, 'the highlighted option is the active descendant').toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('role', 'option');
  await key('Enter');

  // A new page: the focus is on its heading, or already in the Toyota's warranty note, a dialog that opens
  // with the vehicle and takes the focus (whichever comes first); never on the page body.
  await page.waitForURL('**/new-quote');
  await expect(page.getByRole('dialog', { name: 'Manufacturer warranty' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.tagName === 'H1' || Boolean(active?.closest('[role="dialog"]'));
      }),
    )
    .toBe(true);

  // Toyota: the warranty note first, then the request type.
  await tabTo(page, page.getByRole('button', { name: 'I Understand' }));
  await key('Enter');
  await expect(page.getByRole('heading', { name: 'What do you need?' })).toBeFocused();
  await key('Tab');
  const service = page.getByRole('radio', { name: /Get Multiple Service Quotes/ });
  const repair = page.getByRole('radio', { name: /Get Multiple Repair Quotes/ });
  await expect(service).toBeFocused();
  await key('ArrowRight');
  await expect(repair).toBeFocused();
  await expect(repair).toHaveAttribute('aria-checked', 'true');
  await key('ArrowLeft');
  await expect(service).toHaveAttribute('aria-checked', 'true');
  await expect(repair).toHaveAttribute('aria-checked', 'false');
  // One Tab stop for the group: Tab leaves it.
  await key('Tab');
  await expect(page.getByRole('radio', { checked: false }).first()).not.toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Start' }));
  await key('Enter');
  await expect(stepHeading(page, 1, 'Vehicle Details')).toBeFocused();
  expect(await seriousFindings(page)).toEqual([]);

  // Step 1.
  await tabTo(page, page.getByRole('textbox', { name: /Mileage/ }));
  await page.keyboard.type('84500');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await tabTo(page, next);
  await key('Enter');
  await expect(stepHeading(page, 2, 'What to expect')).toBeFocused();
  expect(await seriousFindings(page)).toEqual([]);

  // Step 2: a service item (its question answered), parts preference as it is.
  await tabTo(page, page.getByRole('checkbox', { name: /service/i }).first());
  await key('Space');
  await expect(page.getByRole('checkbox', { name: /service/i }).first()).toBeChecked();
  for (const answer of await page.getByRole('textbox', { name: /:/ }).all()) {
    await tabTo(page, answer);
    await page.keyboard.type('It is due, nothing else.');
  }
  await tabTo(page, next);
  await key('Enter');
  await expect(stepHeading(page, 3, 'Booking Details')).toBeFocused();
  expect(await seriousFindings(page)).toEqual([]);

  // Step 3: the address combobox by keyboard, three workshops, two dates.
  const address = page.getByRole('combobox', { name: 'Search address' });
  await tabTo(page, address);
  await page.keyboard.type('Ferndale', { delay: 30 });
  await expect(
    page
      .getByRole('option')
      .filter({ hasText: /Randburg|Johannesburg/ })
      .first(),
  ).toBeVisible({
    timeout: 15_000,
  });
  await key('ArrowDown');
  await key('Enter');
  await expect(page.getByRole('button', { name: 'Reset address' })).toBeVisible();
  await expectFocusNotOnBody(page);
  const workshops = page.getByRole('list', { name: 'Workshops in range' }).getByRole('checkbox');
  await expect(workshops.nth(2)).toBeVisible({ timeout: 15_000 });
  for (let i = 0; i < 3; i += 1) {
    await tabTo(page, workshops.nth(i));
    await key('Space');
    await expect(workshops.nth(i)).toBeChecked();
  }
  const dates = page.getByRole('group', { name: 'Dates' }).getByRole('checkbox');
  for (let i = 0; i < 2; i += 1) {
    await tabTo(page, dates.nth(i));
    await key('Space');
    await expect(dates.nth(i)).toBeChecked();
  }
  expect(await seriousFindings(page)).toEqual([]);
  await tabTo(page, next);
  await key('Enter');
  await expect(stepHeading(page, 4, 'Personal Details')).toBeFocused();

  // Step 4 as a guest.
  const fields: [string, string][] = [
    ['First name', 'Thandeka'],
    ['Surname', 'Mthembu'],
    ['Email', email],
    ['Confirm email', email],
    ['Phone', '082 555 0199'],
  ];
  for (const [name, value] of fields) {
    await tabTo(page, page.getByRole('textbox', { name, exact: true }));
    await page.keyboard.type(value);
  }
  const terms = page.getByRole('checkbox', { name: /I accept the terms and conditions/ });
  await tabTo(page, terms);
  await key('Space');
  await expect(terms).toBeChecked();
  expect(await seriousFindings(page)).toEqual([]);
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await tabTo(page, submit);
  await key('Enter');

  // The confirmation opens on Confirm; Enter sends.
  const confirm = page.getByRole('dialog', { name: 'Submit your request?' });
  await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await key('Enter');
  const success = page.getByRole('dialog', { name: 'Request submitted' });
  await expect(success).toBeVisible({ timeout: 30_000 });
  await expect(success).toContainText(email);
  await tabTo(page, success.getByRole('button', { name: 'Done' }));
  await key('Enter');
  await expect(success).toBeHidden();
  // The form starts again; the focus is not lost.
  await expect(page.getByRole('heading', { name: 'Which vehicle is it for?' })).toBeFocused();
  await expectFocusNotOnBody(page);
});

test('a page reached from the menu takes the focus to its heading; the skip link reaches the main region', async ({
  page,
}, testInfo) => {
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  if (testInfo.project.name === 'phone') {
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }), { back: true });
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('dialog').getByRole('link', { name: 'FAQs' }));
  } else {
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'FAQs' }), { back: true });
  }
  await page.keyboard.press('Enter');
  await page.waitForURL('**/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('robots.txt is a real answer that points to the sitemap', async ({ request }) => {
  const answer = await request.get('/robots.txt');
  expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await answer.text();
  expect(text).toMatch(/^User-agent: \*/m);
  expect(text).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
});
