import { registerCustomer } from './support/accounts';
import {
  chooseAddress,
  chooseTwoDates,
  chooseTypeAndStart,
  mailFromInbox,
  next,
  PASSWORD,
  personIn,
  pickCatalogueVehicle,
  signIn,
  step1Mileage,
  step2Items,
  stepHeading,
  submitAndConfirm,
  typeKeys,
} from './support/request-flow';
import { expect, test } from './support/test';

/**
 * Issue 20 item 1, as a person does it on a desktop and on a phone: the workshop types its prices key by
 * key (never pasted, never filled in one go), in the South African way, and the customer sees exactly
 * those amounts. Before the fix, typing 1322.50 left R 50 and 0.5 hours left 5.
 */

test.describe.configure({ timeout: 180_000 });

const RANDBURG = { name: 'Randburg Auto Clinic', email: 'workshop@motorwise.co.za' };

test('a workshop quotes R 1 322,50 and 0,5 hours typed key by key, and the customer sees exactly that', async ({
  browser,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  // A customer of this journey only: the demo customer's Ranger is the lifecycle journey's, and the
  // desktop and phone runs side by side would be each other's "similar request".
  const customer = await (await browser.newContext()).newPage();
  const email = await registerCustomer(customer, {
    firstName: 'Sipho',
    lastName: 'Dlamini',
    phoneNumber: '082 555 0190',
    password: PASSWORD,
  });
  await signIn(customer, email);

  // The customer asks Randburg alone to service a Ranger.
  await pickCatalogueVehicle(customer, 'ford ranger wildtrak', /Ranger/);
  await chooseTypeAndStart(customer, /Get Multiple Service Quotes/);
  await step1Mileage(customer, '61200');
  await step2Items(customer, [{ item: /service/i }]);
  await chooseAddress(customer, 'Ferndale', /Randburg|Johannesburg/);
  await customer
    .getByRole('list', { name: 'Workshops in range' })
    .getByRole('checkbox', { name: RANDBURG.name })
    .check();
  await chooseTwoDates(customer);
  await next(customer).click();
  const more = customer.getByRole('dialog', { name: 'More workshops' });
  await more.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(customer, 4, 'Personal Details')).toBeVisible();
  const reference = await submitAndConfirm(customer, email);
  const mail = await mailFromInbox(customer, email, `Your quote request ${reference}`);
  const quotesPath = /\/quotes\/[^\s?]+/.exec(mail)?.[0] ?? '';
  expect(quotesPath, 'a link to the quotes screen in the mail').toBeTruthy();

  // The workshop opens it and types its prices the way people in South Africa write them.
  const shop = await personIn(browser, RANDBURG.email);
  await shop.goto('/workshop/requests');
  await typeKeys(shop.getByRole('textbox', { name: 'Search requests' }), reference);
  const row = shop.getByRole('listitem').filter({ hasText: reference });
  await row.getByRole('link').click();
  await shop.waitForURL(/\/workshop\/requests\/[0-9a-f-]{36}$/);
  const editor = shop.getByRole('form', { name: 'Quote editor' });
  const part = editor.getByRole('group', { name: 'Line 1' });
  await expect(part.getByRole('textbox', { name: 'Description' })).not.toHaveValue('');
  const partPrice = part.getByRole('textbox', { name: 'Unit incl.' });
  await typeKeys(partPrice, '1 322,50');
  // Half-typed and typed, the field keeps every key.
  await expect(partPrice).toHaveValue('1 322,50');
  await partPrice.blur();
  await expect(partPrice).toHaveValue('1 322.50');
  await expect(part.getByLabel('Line 1 total')).toHaveText('R 1 322.50');

  await editor.getByRole('button', { name: /^Add labour/ }).click();
  const labour = editor.getByRole('group', { name: 'Line 2' });
  const hours = labour.getByRole('textbox', { name: 'Qty' });
  await typeKeys(hours, '0,5');
  await expect(hours).toHaveValue('0,5');
  const rate = labour.getByRole('textbox', { name: 'Unit incl.' });
  await typeKeys(rate, 'R1322.50');
  await rate.blur();
  await expect(hours).toHaveValue('0.5');
  await expect(rate).toHaveValue('1 322.50');
  await expect(labour.getByLabel('Line 2 total')).toHaveText('R 661.25');
  const totals = editor.getByLabel('Totals');
  await expect(totals).toContainText('Total excl. VAT R 1 725.00');
  await expect(totals).toContainText('Total incl. VAT R 1 983.75');
  await editor.getByRole('button', { name: 'Send quote' }).click();
  // An ordinary price for a service: no question about it.
  await expect(shop.getByRole('dialog', { name: 'Check this price' })).toHaveCount(0);
  await expect(shop.getByText('Quote sent').first()).toBeVisible();

  // The customer sees exactly those amounts on the quote.
  await customer.goto(quotesPath);
  const card = customer.getByRole('article', { name: `Quote from ${RANDBURG.name}` });
  await expect(card).toContainText('R 1 983.75');
  const table = card.getByRole('table', { name: `Lines of the quote from ${RANDBURG.name}` });
  const labourRow = table.getByRole('row').filter({ hasText: 'Labour' }).last();
  await expect(labourRow.getByRole('cell').nth(1)).toHaveText('0.5');
  await expect(labourRow).toContainText('R 661.25');
  // On a phone the unit price gives way to the line's total; on a desktop both are there.
  if (!phone) await expect(labourRow).toContainText('R 1 322.50');
  await expect(table).toContainText('R 1 322.50');
  for (const page of [customer, shop]) await page.context().close();
});
