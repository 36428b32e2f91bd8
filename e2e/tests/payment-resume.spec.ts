import { CUSTOMER, PASSWORD } from './support/request-flow';
import { expect, type Page, test } from './support/test';

/**
 * Issue 20 item 2 (decision 050): a payment left half-way is picked up again. The seeded invoices
 * (apps/api/seed/payments.ts, DEMO_RESUME_INVOICES) are used up, one per browser run: the demo customer's at a
 * PayFast workshop (the sandbox plays PayFast) and a guest's at a Paystack workshop (the sandbox plays
 * Paystack), R 2 109.10 each.
 */
const INVOICES = {
  customer: {
    desktop: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d12',
    phone: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d22',
  },
  guest: { desktop: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d32', phone: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d42' },
};
const GUEST_EMAIL = 'sipho.guest@example.co.za';

/** Signs in typing as a person does, key by key. */
async function signIn(page: Page, email: string) {
  await page.goto('/account/login');
  await page.getByRole('textbox', { name: 'Email' }).pressSequentially(email);
  await page.getByRole('textbox', { name: 'Password' }).pressSequentially(PASSWORD);
  await page.locator('form[aria-label="Log in"] button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account/login'));
}

const notFinished = (page: Page) => page.getByRole('status', { name: 'Your payment was not finished' });

test('a customer closes the gateway tab, comes back to the quote, presses Continue payment and pays', async ({
  context,
  page,
}, testInfo) => {
  const uniqueId = INVOICES.customer[testInfo.project.name as 'desktop' | 'phone'];
  await signIn(page, CUSTOMER);
  await page.goto(`/quotes/${uniqueId}`);
  const booking = page.getByRole('region', { name: 'Your booking' });
  await booking.getByRole('button', { name: 'Pay R 2 109.10' }).click();

  // At the gateway (the sandbox playing PayFast) the customer decides nothing and closes the tab.
  await page.waitForURL(/\/sandbox\/payfast\?/);
  await expect(page.getByRole('heading', { name: 'Pay R 2 109.10' })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('m_payment_id');
  expect(reference).toMatch(/^MWP-/);
  await page.close();

  // Later, in a new tab: the quote says what happened and offers to go on.
  const later = await context.newPage();
  await later.goto(`/quotes/${uniqueId}`);
  const notice = notFinished(later);
  await expect(notice).toContainText(
    'You started paying R 2 109.10 at the sandbox gateway (playing PayFast) on',
  );
  await expect(notice).toContainText('No money is taken unless the payment was completed there');
  await expect(notice).toContainText('You can continue that payment until');
  await expect(later.getByRole('button', { name: /^Pay R/ })).toHaveCount(0);
  await later.screenshot({ path: testInfo.outputPath('payment-not-finished.png') });

  // Continue payment: the very same attempt at the gateway, then paid.
  await notice.getByRole('button', { name: 'Continue payment' }).click();
  await later.waitForURL(/\/sandbox\/payfast\?/);
  expect(new URL(later.url()).searchParams.get('m_payment_id')).toBe(reference);
  await later.getByRole('button', { name: 'Pay now (sandbox)' }).click();
  await later.waitForURL(new RegExp(`/payment/success\\?reference=${reference}`));
  await expect(later.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(later.getByText('R 2 109.10')).toBeVisible();

  // Back on the quote: paid, nothing left to pay or continue.
  await later.getByRole('link', { name: 'View the quote' }).click();
  await expect(later.getByRole('region', { name: 'Your booking' })).toBeVisible();
  await expect(notFinished(later)).toHaveCount(0);
  await expect(later.getByRole('button', { name: /^Pay R/ })).toHaveCount(0);
});

test('a guest on the e-mail link leaves the gateway without deciding, comes back and starts again', async ({
  page,
}, testInfo) => {
  const uniqueId = INVOICES.guest[testInfo.project.name as 'desktop' | 'phone'];
  const link = `/quotes/${uniqueId}?emailAddress=${encodeURIComponent(GUEST_EMAIL)}`;
  await page.goto(link);
  await page
    .getByRole('region', { name: 'Your booking' })
    .getByRole('button', { name: 'Pay R 2 109.10' })
    .click();

  // At the gateway (the sandbox playing Paystack) the guest navigates away without deciding.
  await page.waitForURL(/\/sandbox\/paystack\/[0-9a-f]{16}$/);
  await expect(page.getByRole('heading', { name: 'Pay R 2 109.10' })).toBeVisible();
  const firstCheckout = new URL(page.url()).pathname;
  await page.goto('/');

  // Back through the e-mail link: what happened, and Start again.
  await page.goto(link);
  const notice = notFinished(page);
  await expect(notice).toContainText('at the sandbox gateway (playing Paystack)');
  await notice.getByRole('button', { name: 'Start again' }).click();

  // A new checkout; the old one was closed at the sandbox first.
  await page.waitForURL(/\/sandbox\/paystack\/[0-9a-f]{16}$/);
  expect(new URL(page.url()).pathname).not.toBe(firstCheckout);
  await page.getByRole('button', { name: 'Pay now (sandbox)' }).click();
  await page.waitForURL(/\/payment\/success\?reference=MWP-[^&]+&emailAddress=/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  // The old checkout's page, opened again, cannot take money any more.
  await page.goto(firstCheckout);
  await expect(
    page.getByText(/The merchant closed this checkout because a new payment was started/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Pay now (sandbox)' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No money was taken' })).toBeVisible();
});
