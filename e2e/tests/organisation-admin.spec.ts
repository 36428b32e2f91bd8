import { mailLink, uniqueEmail } from './support/accounts';
import { chooseAddress, FLEET, PASSWORD, signIn, typeKeys } from './support/request-flow';
import { expect, test } from './support/test';

/**
 * The organisation admin's page (decision 038), as the demo fleet's admin uses it: opens Organisation from
 * the header, adds a branch with its address, invites a colleague into it, and once the colleague has
 * accepted from the mail, finds them in the staff list in that branch, makes them an admin, and removes
 * them again. The branch name and the colleague are this journey's own, so no other journey meets them.
 */

test.describe.configure({ timeout: 180_000 });

test('an organisation admin adds a branch, invites a colleague into it and manages them in the staff list', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey, on the desktop project');
  const suffix = String(Date.now()).slice(-6);
  const branchName = `Sondela Polokwane ${suffix}`;
  const email = uniqueEmail('lindiwe');
  const colleague = 'Lindiwe Mahlangu';

  await signIn(page, FLEET);
  await page.getByRole('banner').getByRole('link', { name: 'Organisation' }).click();
  await expect(page).toHaveURL(/\/organisation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation' })).toBeVisible();

  // 1. A new branch, with its address from the address search.
  const branches = page.getByRole('region', { name: 'Branches' });
  await branches.getByRole('button', { name: 'Add a branch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a branch' });
  await typeKeys(dialog.getByRole('textbox', { name: 'Branch name' }), branchName);
  await chooseAddress(page, '12 Main Road Ferndale', /12 Main Road, Ferndale, Randburg/);
  await dialog.getByRole('button', { name: 'Add branch' }).click();
  await expect(dialog).toBeHidden();
  const card = branches.getByRole('listitem').filter({ hasText: branchName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('12 Main Road');

  // 2. A colleague invited into it.
  const staff = page.getByRole('region', { name: 'Staff' });
  await staff.getByRole('button', { name: 'Invite a colleague' }).click();
  const invite = staff.getByRole('form', { name: 'Invite a colleague' });
  await typeKeys(invite.getByLabel(/^Email/), email);
  await typeKeys(invite.getByLabel(/^First name/), 'Lindiwe');
  await typeKeys(invite.getByLabel(/^Surname/), 'Mahlangu');
  await invite.getByLabel('Branch').selectOption({ label: branchName });
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(invite.getByRole('status')).toContainText(`We sent an invite to ${email}.`);

  // 3. The colleague accepts from the mail, in a browser of their own.
  const theirs = await (await browser.newContext()).newPage();
  await theirs.goto(await mailLink(theirs.request, email, '/account/invite/'));
  await expect(theirs.getByText(branchName)).toBeVisible();
  const accept = theirs.getByRole('form', { name: 'Accept your invitation' });
  await typeKeys(accept.getByLabel(/^Password/), PASSWORD);
  await typeKeys(accept.getByLabel(/^Confirm password/), PASSWORD);
  await accept.getByRole('checkbox', { name: /I accept the terms/ }).click();
  await accept.getByRole('button', { name: 'Accept and create account' }).click();
  await expect(theirs.getByRole('heading', { level: 1, name: 'Active requests' })).toBeVisible();
  await theirs.context().close();

  // 4. The admin finds them in the staff list, in the new branch, as a member; makes them an admin.
  await page.reload();
  const row = staff.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(colleague);
  // The invite's branch is theirs (issue 19 item 7): the only one in their branches.
  await expect(row.getByRole('cell').nth(1)).toContainText(branchName);
  await expect(row.getByText(`Now in ${branchName}`)).toBeVisible();
  const role = row.getByRole('combobox', { name: `Role of ${colleague}` });
  await expect(role).toHaveValue('member');
  await role.selectOption('admin');
  await expect(role).toBeEnabled();
  await page.reload();
  await expect(
    staff
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('combobox', { name: `Role of ${colleague}` }),
  ).toHaveValue('admin');

  // 5. And removes them, after confirming: they leave the list (their account stays, as a customer).
  await staff.getByRole('button', { name: `Remove ${colleague}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from the organisation?' });
  await expect(confirm).toContainText(`${colleague} will no longer work for`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(staff.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await page.reload();
  await expect(staff.getByRole('row').filter({ hasText: colleague })).toHaveCount(0);
  await expect(branches.getByRole('listitem').filter({ hasText: branchName })).toBeVisible();
});
