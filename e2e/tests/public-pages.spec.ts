import { typeKeys } from './support/request-flow';
import { expect, type Page, test } from './support/test';

const pages = [
  { path: '/home', heading: /Compare workshop quotes/i },
  { path: '/about', heading: /.+/ },
  { path: '/faq', heading: /.+/ },
  { path: '/terms', heading: /.+/ },
  { path: '/contact', heading: /We are here to help/i },
];

/** Collects errors the browser reports, so a page that "looks fine" but throws still fails. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

for (const { path, heading } of pages) {
  test(`${path} shows its content with the header and footer`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Version 0.1.9')).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Motorwise`)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute(
      'href',
      '/terms',
    );
    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}

test('an unknown path shows the page-not-found screen and leads back home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /Compare workshop quotes/i })).toBeVisible();
});

test('the header links reach the information pages', async ({ page, isMobile }) => {
  await page.goto('/home');
  if (isMobile) await page.getByRole('button', { name: /menu/i }).click();
  const nav = isMobile ? page.getByRole('dialog') : page.getByRole('banner');
  await nav.getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('the contact form says what is missing, then sends and a reply arrives in the inbox', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Cannot be empty.').first()).toBeVisible();

  const email = `visitor-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.co.za`;
  await typeKeys(form.getByLabel('Name'), 'Nomsa Dube');
  await typeKeys(form.getByLabel('Email'), email);
  await typeKeys(form.getByLabel('Phone (optional)'), '0825550199');
  await expect(form.getByLabel('Phone (optional)')).toHaveValue('082 555 0199');
  await typeKeys(form.getByLabel('Subject'), 'Fleet account for 12 vehicles');
  await typeKeys(form.getByLabel('Message'), 'We would like quotes for our delivery bakkies in Pinetown.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible({ timeout: 20_000 });

  // The acknowledgement leaves through the outbox and lands in the local inbox.
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(page.getByText(email).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});

test('the landing page counts thousands of happy customers from the demo history', async ({ page }) => {
  await page.goto('/home');
  // Below the hero the sections load once on screen or at the first scroll (a phone's hero fills its
  // screen, decision 082): scroll as a person would.
  await page.waitForLoadState('load');
  await page.evaluate(() => window.scrollBy(0, 200));
  const counter = page.locator('[aria-label$="happy customers"]');
  await expect(counter).toBeVisible();
  const label = (await counter.getAttribute('aria-label')) ?? '';
  // en-ZA groups thousands with a (no-break) space: '4 047 happy customers'.
  expect(Number(label.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1000);
});
