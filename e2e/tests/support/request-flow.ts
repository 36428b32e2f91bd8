import { type Browser, expect, type Locator, type Page } from '@playwright/test';

/** The request flow's steps and the dev inbox, shared by the journeys (quote requests, quote lifecycle). */

export const PASSWORD = 'Motorwise#2026';
export const CUSTOMER = 'customer@motorwise.co.za';
export const FLEET = 'fleet@motorwise.co.za';
export const DRAFT_KEY = 'motorwise.quote-draft';

export const searchBox = (page: Page) => page.getByRole('combobox', { name: /Add a new vehicle/ });
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
export const stepHeading = (page: Page, n: number, label: string) =>
  page.getByRole('heading', { name: `Step ${n} ${label}` });

/** Mantine hides some inputs (segments, switches, chips) behind their labels: click what a person sees. */
export async function clickLabelOf(page: Page, control: Locator) {
  const id = await control.getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

export async function signIn(page: Page, email: string) {
  await page.goto('/account/login');
  await typeKeys(page.getByRole('textbox', { name: 'Email' }), email);
  await typeKeys(page.getByRole('textbox', { name: 'Password' }), PASSWORD);
  await page.locator('form[aria-label="Log in"] button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account/login'));
}

/** A signed-in person in a browser context of their own (two people, two browsers). */
export async function personIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** /new-quote: find a catalogue vehicle by its words and pick the first match. */
export async function pickCatalogueVehicle(page: Page, words: string, expected: RegExp) {
  await page.goto('/new-quote');
  await page.getByRole('button', { name: 'Click to start' }).click();
  await typeKeys(searchBox(page), words);
  const option = page.getByRole('option').filter({ hasText: expected }).first();
  await expect(option).toBeVisible();
  await option.click();
}

export async function chooseTypeAndStart(page: Page, type: RegExp) {
  await page.getByRole('radio', { name: type }).click();
  const understand = page.getByRole('button', { name: 'I Understand' });
  if (await understand.isVisible()) await understand.click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(stepHeading(page, 1, 'Vehicle Details')).toBeVisible();
}

export async function step1Mileage(page: Page, km: string) {
  await typeKeys(page.getByRole('textbox', { name: /Mileage/ }), km);
  await next(page).click();
  await expect(stepHeading(page, 2, 'What to expect')).toBeVisible();
}

/** Step 2: items by their label (opening their section first), any question answered, parts preference. */
export async function step2Items(
  page: Page,
  items: { section?: string; item: string | RegExp }[],
  parts = "I don't mind",
) {
  for (const { section, item } of items) {
    if (section) await page.getByRole('button', { name: section, exact: true }).click();
    await page.getByRole('checkbox', { name: item }).first().check();
  }
  for (const answer of await page.getByRole('textbox', { name: /:/ }).all())
    await typeKeys(answer, 'It started last week, mostly when the engine is cold.');
  await page.getByRole('radio', { name: parts, exact: true }).check();
  await next(page).click();
  await expect(stepHeading(page, 3, 'Booking Details')).toBeVisible();
}

/**
 * Step 3's address, as a person gives it: type a suburb key by key and choose the suggestion that names it,
 * then, when given, the street number and name in their fields (the search knows suburbs and towns, not
 * streets; issue 20 item 6). A signed-in customer's step 3 starts from their last address: reset first.
 */
export async function chooseAddress(
  page: Page,
  term: string,
  suggestion: RegExp,
  street?: { number: string; name: string },
) {
  const box = page.getByRole('combobox', { name: 'Search address' });
  const reset = page.getByRole('button', { name: 'Reset address' });
  await expect(box).toBeVisible();
  // A signed-in customer's last address (issue 20 item 6) may still be filling the fields in: give it a
  // moment to show before deciding whether to reset it, or it lands on top of what is typed next.
  await reset.waitFor({ state: 'visible', timeout: 2000 }).catch(() => {});
  if (await reset.isVisible()) {
    await reset.click();
    await expect(box).toHaveValue('');
  }
  await box.pressSequentially(term, { delay: 20 });
  const option = page.getByRole('option').filter({ hasText: suggestion }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(reset).toBeVisible();
  if (!street) return;
  await typeKeys(page.getByRole('textbox', { name: 'Street number' }), street.number);
  await typeKeys(page.getByRole('textbox', { name: 'Street name' }), street.name);
  await expect(box).toHaveValue(new RegExp(`^${street.number} ${street.name}, `));
}

/** Picks the first `count` workshops of a list and the first two dates, then goes on to step 4. */
export async function chooseWorkshopsAndDates(page: Page, list: Locator, count: number) {
  const boxes = list.getByRole('checkbox');
  await expect(boxes.nth(count - 1)).toBeVisible();
  for (let i = 0; i < count; i += 1) await boxes.nth(i).check();
  await chooseTwoDates(page);
  await next(page).click();
  await expect(stepHeading(page, 4, 'Personal Details')).toBeVisible();
}

/** Picks the first two dates of step 3. */
export async function chooseTwoDates(page: Page) {
  // The date chips: a person clicks their labels (the inputs are visually hidden).
  const dates = page.getByRole('group', { name: 'Dates' }).locator('label');
  await dates.nth(0).click();
  await dates.nth(1).click();
  await expect(
    page.getByRole('group', { name: 'Dates' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(2);
}

/** Submits step 4 and walks the confirmation, submitting and success dialogs; answers the reference. */
export async function submitAndConfirm(page: Page, email: string): Promise<string> {
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await confirmDialog(page);
  return successDialog(page, email);
}

export async function confirmDialog(page: Page) {
  const confirm = page.getByRole('dialog', { name: 'Submit your request?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
}

export async function successDialog(page: Page, email: string): Promise<string> {
  await expect(page.getByRole('dialog', { name: 'Submitting your request' })).toBeVisible();
  const success = page.getByRole('dialog', { name: 'Request submitted' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success).toContainText(email);
  const reference = /MW-\d{4}-\d{4,6}/.exec((await success.textContent()) ?? '')?.[0];
  expect(reference, 'a reference in the success dialog').toBeTruthy();
  await success.getByRole('button', { name: 'Done' }).click();
  await expect(success).toBeHidden();
  return reference ?? '';
}

/** The first mail to an address with a subject, read from the dev inbox page. */
export async function mailFromInbox(page: Page, to: string, subject: string): Promise<string> {
  await page.goto('/dev/mail');
  const mail = page
    .getByRole('list', { name: 'Mails' })
    .getByRole('link')
    .filter({ hasText: to })
    .filter({ hasText: subject })
    .first();
  await expect(async () => {
    if (!(await mail.isVisible())) await page.reload();
    await expect(mail).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await mail.click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await page.getByRole('tab', { name: 'Plain text' }).click();
  return (await page.getByRole('tabpanel', { name: 'Plain text' }).textContent()) ?? '';
}

/**
 * Types into a field key by key, as a person does, after emptying what was there (issue 20: money is
 * typed, not filled in one go, so a field that loses half-typed text shows it).
 */
export async function typeKeys(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text, { delay: 20 });
}
