import { mailLink, uniqueEmail } from './support/accounts';
import { FLEET, PASSWORD, signIn } from './support/request-flow';
import { expect, type Page, test } from './support/test';

/**
 * Membership per branch (issue 19 item 7): a colleague invited into the demo fleet's Cape Town depot works
 * there only; the header's branch picker offers no other branch. Once the admin gives them a second branch
 * on the Organisation page, the picker offers both and they switch. The colleague is this journey's own.
 */

test.describe.configure({ timeout: 180_000 });

const CAPE_TOWN = 'Sondela Cape Town Depot';
const DURBAN = 'Sondela Durban Depot';

/** The names the header's branch picker offers, read from its open list (then closed again). */
async function pickerOffers(page: Page): Promise<string[]> {
  const picker = page.getByRole('banner').getByLabel('Branch', { exact: true });
  await picker.click();
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  const offered = await list.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  return offered.map((o) => o.trim());
}

test('a member restricted to one branch cannot pick another until the admin gives it to them', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'one journey, on the desktop project (the bar holds the picker)',
  );
  const email = uniqueEmail('nomvula');
  const colleague = 'Nomvula Sithole';

  // 1. The demo fleet's admin invites a colleague into the Cape Town depot.
  await signIn(page, FLEET);
  await page.goto('/organisation');
  const staff = page.getByRole('region', { name: 'Staff' });
  await staff.getByRole('button', { name: 'Invite a colleague' }).click();
  const invite = staff.getByRole('form', { name: 'Invite a colleague' });
  await invite.getByLabel(/^Email/).pressSequentially(email);
  await invite.getByLabel(/^First name/).pressSequentially('Nomvula');
  await invite.getByLabel(/^Surname/).pressSequentially('Sithole');
  await invite.getByLabel('Branch').selectOption({ label: CAPE_TOWN });
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(invite.getByRole('status')).toContainText(`We sent an invite to ${email}.`);

  // 2. The colleague accepts in a browser of their own: the picker offers Cape Town, nothing else.
  const theirs = await (await browser.newContext()).newPage();
  await theirs.goto(await mailLink(theirs.request, email, '/account/invite/'));
  const accept = theirs.getByRole('form', { name: 'Accept your invitation' });
  await accept.getByLabel(/^Password/).pressSequentially(PASSWORD);
  await accept.getByLabel(/^Confirm password/).pressSequentially(PASSWORD);
  await accept.getByRole('checkbox', { name: /I accept the terms/ }).click();
  await accept.getByRole('button', { name: 'Accept and create account' }).click();
  await expect(theirs.getByRole('heading', { level: 1, name: 'Active requests' })).toBeVisible();
  const picker = theirs.getByRole('banner').getByLabel('Branch', { exact: true });
  await expect(picker).toHaveValue(CAPE_TOWN);
  expect(await pickerOffers(theirs)).toEqual([CAPE_TOWN]);

  // 3. The admin gives them the Durban depot too, in the staff table (saved on change).
  await page.reload();
  const row = staff.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(colleague);
  // From the keyboard: the field's own input hides behind the chosen branches until it has the focus.
  await row.getByRole('combobox', { name: `Branches of ${colleague}` }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').getByRole('option', { name: DURBAN }).click();
  await page.keyboard.press('Escape');
  await expect(row.getByRole('cell').nth(1)).toContainText(DURBAN);
  await page.reload();
  await expect(staff.getByRole('row').filter({ hasText: email }).getByRole('cell').nth(1)).toContainText(
    DURBAN,
  );

  // 4. On their next page the picker offers both, and they switch to Durban.
  await theirs.reload();
  await expect(picker).toHaveValue(CAPE_TOWN);
  // (the page load reloads the person's user, so the picker may offer the new branch a moment later)
  await expect.poll(() => pickerOffers(theirs)).toEqual([CAPE_TOWN, DURBAN]);
  await picker.click();
  await theirs.getByRole('listbox').getByRole('option', { name: DURBAN }).click();
  await expect(picker).toHaveValue(DURBAN);
  await theirs.context().close();
});
