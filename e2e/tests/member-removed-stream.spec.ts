import { mailLink, uniqueEmail } from './support/accounts';
import {
  chooseTwoDates,
  chooseTypeAndStart,
  clickLabelOf,
  FLEET,
  next,
  PASSWORD,
  personIn,
  searchBox,
  signIn,
  step2Items,
  stepHeading,
  submitAndConfirm,
} from './support/request-flow';
import { type Browser, expect, type Page, test } from './support/test';

/**
 * Decision 049: a live stream stops delivering once its access is gone. The demo fleet's admin invites two
 * colleagues of this journey's own into the Cape Town depot, and colleague B asks Randburg Auto Clinic to
 * quote on two vehicles. When the workshop quotes the first, colleague A, waiting on a page of theirs, sees
 * the toast within seconds (the control). The admin then removes A from the organisation; the workshop
 * quotes the second, B sees that toast, and A's page, open all along and never reloaded, does not.
 *
 * (A vehicle added to the branch's garage is only a line in the branch's events, never a toast (decision
 * 033), so the branch's toasts here come from the workshop's quotes, as in organisation-live-toast.)
 */

test.describe.configure({ timeout: 300_000 });

const CAPE_TOWN = 'Sondela Cape Town Depot';
const RANDBURG = { name: 'Randburg Auto Clinic', email: 'workshop@motorwise.co.za' };
/** The control's toast must arrive within this long of the send... */
const ARRIVES_WITHIN_MS = 5_000;
/** ...so a toast still missing after this long is not on its way. */
const QUIET_FOR_MS = 8_000;

/** A person's live toasts (Mantine's notifications, each with its close button), optionally about a text. */
const toasts = (page: Page, hasText?: string) =>
  page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Close notification' }) })
    .filter(hasText === undefined ? {} : { hasText });

/** The toast about a request's new quote. */
const quoteToast = (page: Page, reference: string) =>
  toasts(page, reference).filter({ hasText: 'You have a new quote' });

/**
 * The admin (on /organisation) invites a colleague into the Cape Town depot; answers once the mail is on its
 * way. The form stays open after a send, ready for the next colleague.
 */
async function invite(admin: Page, email: string, firstName: string, surname: string) {
  const staff = admin.getByRole('region', { name: 'Staff' });
  const open = staff.getByRole('button', { name: 'Invite a colleague' });
  if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
  const form = staff.getByRole('form', { name: 'Invite a colleague' });
  await form.getByLabel(/^Email/).pressSequentially(email);
  await form.getByLabel(/^First name/).pressSequentially(firstName);
  await form.getByLabel(/^Surname/).pressSequentially(surname);
  await form.getByLabel('Branch').selectOption({ label: CAPE_TOWN });
  await form.getByRole('button', { name: 'Send invite' }).click();
  await expect(form.getByRole('status')).toContainText(`We sent an invite to ${email}.`);
}

/** The colleague accepts from the mail link in a browser of their own; answers their page. */
async function accept(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(await mailLink(page.request, email, '/account/invite/'));
  const form = page.getByRole('form', { name: 'Accept your invitation' });
  await form.getByLabel(/^Password/).pressSequentially(PASSWORD);
  await form.getByLabel(/^Confirm password/).pressSequentially(PASSWORD);
  await form.getByRole('checkbox', { name: /I accept the terms/ }).click();
  await form.getByRole('button', { name: 'Accept and create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Active requests' })).toBeVisible();
  await expect(page.getByRole('banner').getByLabel('Branch', { exact: true })).toHaveValue(CAPE_TOWN);
  return page;
}

/** B asks Randburg Auto Clinic for a service of a catalogue vehicle, typing key by key; answers the reference. */
async function requestService(page: Page, words: string, vehicle: RegExp, km: string): Promise<string> {
  await page.goto('/new-quote');
  await page.getByRole('button', { name: 'Click to start' }).click();
  await searchBox(page).pressSequentially(words);
  const option = page.getByRole('option').filter({ hasText: vehicle }).first();
  await expect(option).toBeVisible();
  await option.click();
  // A Toyota's manufacturer warranty note opens as a dialog when the vehicle is chosen (issue 20 item 12).
  const understand = page.getByRole('button', { name: 'I Understand' });
  if (
    await understand.waitFor({ timeout: 2000 }).then(
      () => true,
      () => false,
    )
  )
    await understand.click();
  await clickLabelOf(page, page.getByRole('radio', { name: 'Repairs' }));
  // (a new vehicle's warranty note asks to be understood first)
  await chooseTypeAndStart(page, /Get Multiple Service Quotes/);
  await page.getByRole('textbox', { name: /Mileage/ }).pressSequentially(km);
  await next(page).click();
  await expect(stepHeading(page, 2, 'What to expect')).toBeVisible();
  await step2Items(page, [{ item: /service/i }]);
  const address = page.getByRole('combobox', { name: 'Search address' });
  await address.pressSequentially('Ferndale');
  const suggestion = page
    .getByRole('option')
    .filter({ hasText: /Randburg|Johannesburg/ })
    .first();
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page.getByRole('button', { name: 'Reset address' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Workshops in range' })
    .getByRole('checkbox', { name: RANDBURG.name })
    .check();
  await chooseTwoDates(page);
  await next(page).click();
  await expect(stepHeading(page, 4, 'Personal Details')).toBeVisible();
  // Step 4 has the person's name and address from their account; an invited colleague has no phone yet.
  const phone = page.getByRole('textbox', { name: 'Phone' });
  if ((await phone.inputValue()) === '') await phone.pressSequentially('0821234567');
  return submitAndConfirm(page, await page.getByRole('textbox', { name: 'Email' }).inputValue());
}

/** The workshop opens a request from its list and prices the first line; answers the quote's Send button. */
async function priceQuote(shop: Page, reference: string, unitPrice: string) {
  await shop.goto('/workshop/requests');
  await shop.getByRole('textbox', { name: 'Search requests' }).pressSequentially(reference);
  const row = shop.getByRole('listitem').filter({ hasText: reference });
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await shop.waitForURL(/\/workshop\/requests\/[0-9a-f-]{36}$/);
  const editor = shop.getByRole('form', { name: 'Quote editor' });
  await editor
    .getByRole('group', { name: 'Line 1' })
    .getByRole('textbox', { name: 'Unit excl.' })
    .pressSequentially(unitPrice);
  return editor.getByRole('button', { name: 'Send quote' });
}

/** Waits on a page with the pointer off the toasts (pointed at, they stay) until shown ones stepped aside. */
async function settle(page: Page) {
  await page.mouse.move(20, 780);
  await expect(toasts(page)).toHaveCount(0, { timeout: 60_000 });
}

test("a member removed from the organisation no longer gets the branch's live toasts on the page they have open", async ({
  page: admin,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey, on the desktop project');
  const emailA = uniqueEmail('ayanda');
  const emailB = uniqueEmail('bongani');

  // 1. The demo fleet's admin invites two colleagues into the Cape Town depot; each accepts from the mail.
  await signIn(admin, FLEET);
  await admin.goto('/organisation');
  await invite(admin, emailA, 'Ayanda', 'Zulu');
  await invite(admin, emailB, 'Bongani', 'Mokoena');
  const a = await accept(browser, emailA);
  const b = await accept(browser, emailB);

  // 2. B asks Randburg Auto Clinic to service two of the depot's vehicles, then waits on the dashboard.
  const first = await requestService(b, 'ford ranger wildtrak', /Ranger/, '48200');
  const second = await requestService(b, 'toyota hilux 2.8', /Hilux 2\.8/, '61750');
  await b.goto('/dashboard');
  await expect(b.getByRole('heading', { level: 1, name: /Dashboard/ })).toBeVisible();

  // 3. Control. A waits on Active requests, the page they landed on; the news shown on arrival steps aside.
  await settle(a);
  await settle(b);
  const shop = await personIn(browser, RANDBURG.email);
  const sendFirst = await priceQuote(shop, first, '1450');
  const sentFirst = Date.now();
  await sendFirst.click();
  // A sees the quote live, without a reload, naming the request.
  const control = quoteToast(a, first);
  await expect(control).toBeVisible({ timeout: ARRIVES_WITHIN_MS });
  const latency = Date.now() - sentFirst;
  testInfo.annotations.push({ type: 'control toast after send (ms)', description: String(latency) });
  expect(latency).toBeLessThan(ARRIVES_WITHIN_MS);
  await expect(control).toContainText(`${RANDBURG.name} quoted`);
  await expect(control.getByRole('button', { name: `Open request ${first}` })).toBeVisible();
  await expect(shop.getByText('Quote sent').first()).toBeVisible();

  // 4. The workshop prices the second request, ready to send; the control's toasts step aside. Then the
  // admin removes A in the staff table.
  const sendSecond = await priceQuote(shop, second, '2380');
  await settle(a);
  await settle(b);
  await admin.reload();
  const staff = admin.getByRole('region', { name: 'Staff' });
  const rowA = staff.getByRole('row').filter({ hasText: emailA });
  await expect(rowA).toContainText('Ayanda Zulu');
  await rowA.getByRole('button', { name: 'Remove Ayanda Zulu' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Remove from the organisation?' });
  await expect(confirm).toContainText('Ayanda Zulu will no longer work for');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(rowA).toHaveCount(0);
  await expect(staff.getByRole('row').filter({ hasText: emailB })).toHaveCount(1);

  // 5. At once the workshop sends the second quote: B, still in the depot, sees it as fast as the control...
  const sentSecond = Date.now();
  await sendSecond.click();
  await expect(quoteToast(b, second)).toBeVisible({ timeout: ARRIVES_WITHIN_MS });
  testInfo.annotations.push({
    type: "B's toast after the second send (ms)",
    description: String(Date.now() - sentSecond),
  });
  // ...but A's page, open all along and not reloaded, gets no toast for it, not in the control's time
  // nor well past it. Looked at every quarter second, as it is (an expect would wait for a toast to go).
  while (Date.now() < sentSecond + QUIET_FOR_MS) {
    expect(await toasts(a, second).count(), 'toasts about the second request on A').toBe(0);
    await a.waitForTimeout(250);
  }
  expect(new URL(a.url()).pathname).toBe('/active-requests');

  // On their next page A is a customer: no branch picker, no Events.
  await a.reload();
  await expect(a.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(a.getByRole('banner').getByLabel('Branch', { exact: true })).toHaveCount(0);
  await expect(a.getByRole('banner').getByRole('button', { name: 'Events' })).toHaveCount(0);
  await expect(toasts(a, second)).toHaveCount(0);

  await Promise.all([a.context().close(), b.context().close(), shop.context().close()]);
});
