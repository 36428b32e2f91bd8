import { mailLink, uniqueEmail } from './support/accounts';
import * as flow from './support/request-flow';
import { expect, test } from './support/test';

/**
 * Issue 22 item 2 (decision 062), as a new workshop lives it: it applies from the public site ("Become a
 * partner"), the admin approves it, its owner accepts the invite from the mail, a customer nearby asks it
 * for a quote, and it sends its first quote. Its own workshop and owner: nothing seeded is used up.
 */

test.describe.configure({ timeout: 240_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('a workshop applies, is approved, accepts the invite and sends its first quote', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey, on the desktop project');
  const suffix = String(Date.now()).slice(-6);
  const name = `Hatfield Fix ${suffix}`;
  const email = uniqueEmail('owner');

  // 1. The application, from the footer's link, typed as a person types.
  await page.goto('/home');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Become a partner' }).click();
  await expect(page).toHaveURL(/\/partners\/apply$/);
  const form = page.getByRole('form', { name: 'Partner application' });
  await flow.typeKeys(form.getByRole('textbox', { name: /Trading name/ }), name);
  await flow.typeKeys(form.getByRole('textbox', { name: /Registered name/ }), `${name} (Pty) Ltd`);
  await flow.typeKeys(form.getByRole('textbox', { name: /Registration number/ }), '2015/123456/07');
  await flow.typeKeys(form.getByRole('textbox', { name: /VAT number/ }), '4123456789');
  // In Pretoria, as the done-when has it (and away from the Randburg workshops other journeys map).
  await flow.chooseAddress(page, 'Hatfield', /Pretoria/, { number: '1', name: 'Burnett Street' });
  await form.getByRole('checkbox', { name: 'Service', exact: true }).check();
  await form.getByRole('checkbox', { name: /^SMC Service:/ }).check();
  await form
    .getByRole('group', { name: /Regions you serve/ })
    .getByRole('checkbox', { name: 'Pretoria (Gauteng)' })
    .check();
  await flow.typeKeys(form.getByRole('textbox', { name: /Contact person/ }), 'Nomsa Dlamini');
  await flow.typeKeys(form.getByRole('textbox', { name: /Contact email/ }), email);
  await flow.typeKeys(form.getByRole('textbox', { name: /Contact phone/ }), '0825550199');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cipc.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('status')).toContainText('We received your application');

  // 2. The admin approves it.
  const admin = await flow.personIn(browser, 'admin@motorwise.co.za');
  await admin.goto('/admin/applications');
  await admin.getByRole('row').filter({ hasText: name }).getByRole('link').click();
  await expect(admin.getByText('cipc.pdf')).toBeVisible();
  await admin.getByRole('button', { name: 'Approve and invite' }).click();
  await expect(admin.getByText(/Approved: open the workshop/)).toBeVisible();

  // 3. The owner accepts the invite from the mail and lands in the portal.
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(await mailLink(owner.request, email, '/account/invite/'));
  const accept = owner.getByRole('form', { name: 'Accept your invitation' });
  await flow.typeKeys(accept.getByLabel(/^Password/), flow.PASSWORD);
  await flow.typeKeys(accept.getByLabel(/^Confirm password/), flow.PASSWORD);
  await accept.getByRole('checkbox', { name: /I accept the terms/ }).click();
  await accept.getByRole('button', { name: 'Accept and create account' }).click();
  // Accepting signs the owner in and opens their workshop's portal.
  await expect(owner).toHaveURL(/\/workshop(\/|$)/);
  await owner.goto('/workshop/profile');
  await expect(owner.getByRole('textbox', { name: 'Workshop name' })).toHaveValue(name);

  // 4. A customer nearby (Hatfield too) asks it for a service quote.
  const customer = await flow.personIn(browser, flow.CUSTOMER);
  await flow.pickCatalogueVehicle(customer, 'ford ranger wildtrak', /Ranger/);
  await flow.chooseTypeAndStart(customer, /Get Multiple Service Quotes/);
  await flow.step1Mileage(customer, '48200');
  await flow.step2Items(customer, [{ item: /service/i }]);
  await flow.chooseAddress(customer, 'Hatfield', /Pretoria/);
  await customer.getByRole('list', { name: 'Workshops in range' }).getByRole('checkbox', { name }).check();
  await flow.chooseTwoDates(customer);
  await flow.next(customer).click();
  const more = customer.getByRole('dialog', { name: 'More workshops' });
  if (await more.isVisible()) await more.getByRole('button', { name: 'Continue' }).click();
  await expect(flow.stepHeading(customer, 4, 'Personal Details')).toBeVisible();
  const reference = await flow.submitAndConfirm(customer, flow.CUSTOMER);
  await flow.mailFromInbox(customer, flow.CUSTOMER, `Your quote request ${reference}`);

  // 5. The new workshop sends its first quote.
  await owner.goto('/workshop/requests');
  await flow.typeKeys(owner.getByRole('textbox', { name: 'Search requests' }), reference);
  await owner.getByRole('listitem').filter({ hasText: reference }).getByRole('link').click();
  const editor = owner.getByRole('form', { name: 'Quote editor' });
  const first = editor.getByRole('group', { name: 'Line 1' });
  await flow.typeKeys(first.getByRole('textbox', { name: 'Unit excl.' }), '1100');
  await editor.getByRole('button', { name: 'Send quote' }).click();
  await expect(owner.getByText('Quote sent').first()).toBeVisible();
});
