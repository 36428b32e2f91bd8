import { signIn, typeKeys } from './support/request-flow';
import { expect, test } from './support/test';

/**
 * The admin back office (issue 22, decision 059): an admin's /dashboard is the Admin Dashboard, each figure
 * opens the list behind it, and an admin action is found on the audit page with its before and after.
 */
test('an admin reads the Admin Dashboard, opens a figure’s list and finds an action in the audit trail', async ({
  page,
}, testInfo) => {
  await signIn(page, 'admin@motorwise.co.za');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  await page.getByRole('link', { name: /^Requests/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests made' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // An admin action (the user-management call; the back office's own screens for it come later).
  const email = `audited-${testInfo.project.name}-${Date.now()}@example.co.za`;
  const status = await page.evaluate(async (address) => {
    const tokens = JSON.parse(localStorage.getItem('motorwise.tokens') ?? '{}');
    const res = await fetch('/api/admin/users', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.accessToken?.token}`,
      },
      body: JSON.stringify({
        email: address,
        firstName: 'Audit',
        lastName: 'Trail',
        phoneNumber: '082 555 0123',
      }),
    });
    return res.status;
  }, email);
  expect(status).toBe(201);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await typeKeys(page.getByRole('textbox', { name: 'Action' }), 'user.create');
  await page.getByRole('button', { name: 'Search' }).click();
  const entry = page.getByRole('listitem', { name: 'user.create by admin@motorwise.co.za' }).first();
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: 'Before and after' }).click();
  await expect(entry).toContainText(email);
});
