import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';

/**
 * Requesting quotes end to end (issue 9): a guest, an organisation user, a customer on a phone and the
 * duplicate dialog, against the real server and the demo data. Each journey runs in one project only
 * (the phone journey on the phone project), so the suite stays fast.
 */

const PASSWORD = 'Motorwise#2026';
const CUSTOMER = 'customer@motorwise.co.za';
const FLEET = 'fleet@motorwise.co.za';
const DRAFT_KEY = 'motorwise.quote-draft';

const searchBox = (page: Page) => page.getByRole('textbox', { name: /Add a new vehicle/ });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const stepHeading = (page: Page, n: number, label: string) =>
  page.getByRole('heading', { name: `Step ${n} ${label}` });

async function signIn(page: Page, email: string) {
  await page.goto('/account/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.locator('form[aria-label="Log in"] button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account/login'));
}

/** /new-quote: find a catalogue vehicle by its words and pick the first match. */
async function pickCatalogueVehicle(page: Page, words: string, expected: RegExp) {
  await page.goto('/new-quote');
  await page.getByRole('button', { name: 'Click to start' }).click();
  await searchBox(page).fill(words);
  const option = page.getByRole('option').filter({ hasText: expected }).first();
  await expect(option).toBeVisible();
  await option.click();
}

async function chooseTypeAndStart(page: Page, type: RegExp) {
  await page.getByRole('radio', { name: type }).click();
  const understand = page.getByRole('button', { name: 'I Understand' });
  if (await understand.isVisible()) await understand.click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(stepHeading(page, 1, 'Vehicle Details')).toBeVisible();
}

async function step1Mileage(page: Page, km: string) {
  await page.getByRole('textbox', { name: /Mileage/ }).fill(km);
  await next(page).click();
  await expect(stepHeading(page, 2, 'What to expect')).toBeVisible();
}

/** Step 2: one or more items by their label, answering any question, and a parts preference. */
async function step2Items(page: Page, items: RegExp[], parts = "I don't mind") {
  for (const item of items) await page.getByRole('checkbox', { name: item }).first().check();
  for (const answer of await page.getByRole('textbox', { name: /:/ }).all())
    await answer.fill('It started last week, mostly when the engine is cold.');
  await page.getByRole('radio', { name: parts, exact: true }).check();
  await next(page).click();
  await expect(stepHeading(page, 3, 'Booking Details')).toBeVisible();
}

/** Step 3's address: type a suburb, choose the suggestion that names it. */
async function chooseAddress(page: Page, term: string, suggestion: RegExp) {
  const box = page.getByRole('combobox', { name: 'Search address' });
  await box.fill(term);
  const option = page.getByRole('option').filter({ hasText: suggestion }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(page.getByRole('button', { name: 'Reset address' })).toBeVisible();
}

/** Picks the first `count` workshops of a list and the first two dates, then goes on to step 4. */
async function chooseWorkshopsAndDates(page: Page, list: Locator, count: number) {
  const boxes = list.getByRole('checkbox');
  await expect(boxes.nth(count - 1)).toBeVisible();
  for (let i = 0; i < count; i += 1) await boxes.nth(i).check();
  // The date chips: a person clicks their labels (the inputs are visually hidden).
  const dates = page.getByRole('group', { name: 'Dates' }).locator('label');
  await dates.nth(0).click();
  await dates.nth(1).click();
  await expect(page.getByRole('group', { name: 'Dates' }).getByRole('checkbox', { checked: true })).toHaveCount(2);
  await next(page).click();
  await expect(stepHeading(page, 4, 'Personal Details')).toBeVisible();
}

/** Submits step 4 and walks the confirmation, submitting and success dialogs; answers the reference. */
async function submitAndConfirm(page: Page, email: string): Promise<string> {
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await confirmDialog(page);
  return successDialog(page, email);
}

async function confirmDialog(page: Page) {
  const confirm = page.getByRole('dialog', { name: 'Submit your request?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
}

async function successDialog(page: Page, email: string): Promise<string> {
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
async function mailFromInbox(page: Page, to: string, subject: string): Promise<string> {
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

async function readRequest(request: APIRequestContext, uniqueId: string, email: string) {
  return request.get(
    `/api/QuoteRequests/GetQuoteRequest/${encodeURIComponent(uniqueId)}?emailAddress=${encodeURIComponent(email)}`,
  );
}

test('a guest asks three Johannesburg workshops to quote for a catalogue vehicle and reads it from the mail', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey per project');
  const email = `guest.${Date.now()}@example.co.za`;

  await pickCatalogueVehicle(page, 'polo vivo 1.4', /Polo Vivo/);
  await chooseTypeAndStart(page, /Get Multiple Service Quotes/);
  await step1Mileage(page, '84500');
  await step2Items(page, [/service/i]);

  await chooseAddress(page, 'Ferndale', /Randburg|Johannesburg/);
  const workshops = page.getByRole('list', { name: 'Workshops in range' });
  await chooseWorkshopsAndDates(page, workshops, 3);

  await page.getByRole('textbox', { name: 'First name' }).fill('Thandeka');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Mthembu');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Confirm email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('082 555 0199');
  const reference = await submitAndConfirm(page, email);
  // Finishing the dialog resets the form.
  await expect(page.getByRole('heading', { name: 'Which vehicle is it for?' })).toBeVisible();

  // The confirmation mail links back to the request with its id and the guest's e-mail.
  const text = await mailFromInbox(page, email, `Your quote request ${reference}`);
  const link = /\/quotes\/([^\s/?]+)\?emailAddress=([^\s]+)/.exec(text);
  expect(link, 'a link back to the request').toBeTruthy();
  const uniqueId = decodeURIComponent(link?.[1] ?? '');
  expect(decodeURIComponent(link?.[2] ?? '')).toBe(email);

  const mine = await readRequest(page.request, uniqueId, email);
  expect(mine.status()).toBe(200);
  const body = (await mine.json()) as { reference: string; quoteRequestWorkshopMappings: unknown[] };
  expect(body.reference).toBe(reference);
  expect(body.quoteRequestWorkshopMappings).toHaveLength(3);
  // Someone with the id but another e-mail reads nothing.
  expect((await readRequest(page.request, uniqueId, 'someone.else@example.co.za')).status()).toBe(404);
});
