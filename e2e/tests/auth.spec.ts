import { createHmac } from 'node:crypto';
import { mailLink, uniqueEmail } from './support/accounts';
import { typeKeys } from './support/request-flow';
import { expect, type Page, test } from './support/test';

/**
 * Accounts, as a person meets them: register, confirm from the local inbox, sign in, see the account, sign
 * out; turn on two-factor sign-in and sign in with a code; the demo organisation user's header.
 */

const PASSWORD = 'Secret#2026';

/** RFC 6238 (SHA-1, 30-second steps, 6 digits): what the authenticator app on a phone shows. */
function totp(secret: string, offsetSteps = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/[\s=]/g, '').toUpperCase())
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(
    Array.from({ length: Math.floor(bits.length / 8) }, (_, i) =>
      Number.parseInt(bits.slice(i * 8, i * 8 + 8), 2),
    ),
  );
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offsetSteps));
  const h = createHmac('sha1', key).update(counter).digest();
  const o = (h[h.length - 1] ?? 0) & 15;
  const n = (((h[o] ?? 0) & 0x7f) << 24) | ((h[o + 1] ?? 0) << 16) | ((h[o + 2] ?? 0) << 8) | (h[o + 3] ?? 0);
  return String(n % 1_000_000).padStart(6, '0');
}

/** Header links live in the banner on a desktop and in the slide-out menu on a phone. */
async function headerNav(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog', { name: 'Menu' });
  }
  return page.getByRole('banner');
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  const form = page.getByRole('form', { name: 'Log in' });
  await typeKeys(form.getByLabel(/^Email/), email);
  await typeKeys(form.getByLabel(/^Password/), password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

test('register, confirm from the inbox, sign in, see the account, sign out', async ({ page, isMobile }) => {
  const email = uniqueEmail('new');
  await page.goto('/home');
  const nav = await headerNav(page, isMobile);
  await nav.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/account\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Create your account' });
  await typeKeys(form.getByLabel(/^First name/), 'Lerato');
  await typeKeys(form.getByLabel(/^Surname/), 'Mokoena');
  await typeKeys(form.getByLabel(/^Email/), email);
  await typeKeys(form.getByLabel(/^Confirm email/), email);
  await typeKeys(form.getByLabel(/^Phone/), '0825550123');
  await expect(form.getByLabel(/^Phone/)).toHaveValue('082 555 0123');
  await typeKeys(form.getByLabel(/^Password/), 'weakpass');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(
    form.getByText(
      'The password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and one special character.',
    ),
  ).toBeVisible();
  await typeKeys(form.getByLabel(/^Password/), PASSWORD);
  await typeKeys(form.getByLabel(/^Confirm password/), PASSWORD);
  const terms = form.getByRole('checkbox', { name: /I accept the terms/ });
  await terms.click();
  await expect(terms).toBeChecked();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible();

  // Signing in before confirming: result 2, with a way to ask for the mail again.
  await page.goto('/account/login');
  await logIn(page, email);
  await expect(page.getByText('Confirm your e-mail address', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend confirmation e-mail' })).toBeVisible();

  // The newest confirmation mail in the local inbox; its link confirms on load.
  await page.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /confirmation link/ })
      .first(),
  ).toBeVisible();
  // The resent link replaced the first one: wait for the second mail.
  const confirmPath = await mailLink(page.request, email, '/account/confirm-email/', 2);
  await page.goto('/dev/mail');
  await expect(page.getByText(email).first()).toBeVisible();
  await page.goto(confirmPath);
  await expect(page.getByText('Your e-mail address is confirmed. You can sign in now.')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).last().click();

  await logIn(page, email);
  await expect(page).toHaveURL(/\/active-requests$/);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Lerato' })).toBeVisible();
  await expect(page.getByText(`Signed in as Lerato Mokoena (${email}).`)).toBeVisible();
  await expect(page.getByLabel(/^Phone/)).toHaveValue('082 555 0123');

  const signedIn = await headerNav(page, isMobile);
  await expect(signedIn.getByRole('link', { name: 'Account' })).toBeVisible();
  await signedIn.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const anonymous = await headerNav(page, isMobile);
  await expect(anonymous.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(anonymous.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(anonymous.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('motorwise.tokens'))).toBeNull();
});

test('turn on two-factor sign-in on /account, then sign in with a code', async ({ page, isMobile }) => {
  const email = uniqueEmail('totp');
  const register = await page.request.post('/api/sites/motorwise/authentication/register', {
    data: { firstName: 'Thabo', lastName: 'Nkosi', email, password: PASSWORD, acceptTerms: true },
  });
  expect(register.status()).toBe(201);
  await page.goto(await mailLink(page.request, email, '/account/confirm-email/'));
  await expect(page.getByText('E-mail address confirmed')).toBeVisible();

  // A login-required page sends the visitor to log in, and back afterwards.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Faccount$/);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/account$/);

  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret.length).toBeGreaterThanOrEqual(16);
  await typeKeys(page.getByLabel('Authenticator code'), totp(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Save your recovery codes now')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText(/recovery codes left/)).toBeVisible();

  const nav = await headerNav(page, isMobile);
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/account/login');
  await logIn(page, email);
  const step = page.getByRole('form', { name: 'Two-factor sign-in' });
  await expect(step.getByLabel('Authenticator code')).toBeVisible();
  await typeKeys(step.getByLabel('Authenticator code'), '000000');
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByText('That code is not valid. Please try again.')).toBeVisible();
  // The code of the next 30-second step: the one used to confirm cannot be used twice.
  await typeKeys(step.getByLabel('Authenticator code'), totp(secret, 1));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/active-requests$/);
  const signedIn = await headerNav(page, isMobile);
  await expect(signedIn.getByRole('link', { name: 'Account' })).toBeVisible();
});

test('the demo organisation user signs in and gets the organisation header with the branch picker', async ({
  page,
  isMobile,
}) => {
  await page.goto('/account/login');
  await logIn(page, 'fleet@motorwise.co.za', 'Motorwise#2026');
  // spec: / sends an organisation user to the active requests list (a client redirect: / itself may be
  // seen only for an instant, so the journey waits for where it ends).
  await expect(page).toHaveURL(/\/active-requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Active requests' })).toBeVisible();
  const nav = await headerNav(page, isMobile);
  await expect(nav.getByLabel('Branch').first()).toHaveValue(/Sondela/);
  await expect(nav.getByRole('link', { name: /Dashboard/ }).first()).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
});

/**
 * The path of the link to `pathPrefix` in the mail to `to` with `subject`, read the way a person does on the
 * local inbox page (/dev/mail): pick the mail, open its plain text. The outbox sends within a few seconds.
 */
async function linkFromInbox(page: Page, to: string, subject: string, pathPrefix: string): Promise<string> {
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
  const text = (await page.getByRole('tabpanel', { name: 'Plain text' }).textContent()) ?? '';
  const match = new RegExp(`https?://[^\\s"<]+(${pathPrefix}[^\\s"<]+)`).exec(text);
  expect(match?.[1], `a ${pathPrefix} link in "${subject}"`).toBeTruthy();
  return match?.[1] ?? '';
}

test('forgot password: ask for a link, choose a new password from the mail, sign in with it', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  const NEW_PASSWORD = 'Fresh#Start2026';
  const register = await page.request.post('/api/sites/motorwise/authentication/register', {
    data: { firstName: 'Naledi', lastName: 'Khumalo', email, password: PASSWORD, acceptTerms: true },
  });
  expect(register.status()).toBe(201);
  await page.goto(await mailLink(page.request, email, '/account/confirm-email/'));
  await expect(page.getByText('E-mail address confirmed')).toBeVisible();

  await page.goto('/account/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password/);
  const ask = page.getByRole('form', { name: 'Forgot password' });
  await typeKeys(ask.getByLabel(/^Email/), email);
  await ask.getByRole('button', { name: 'Send reset link' }).click();
  await expect(ask.getByText('Check your inbox', { exact: true })).toBeVisible();

  const resetPath = await linkFromInbox(
    page,
    email,
    'Reset your Motorwise password',
    '/account/forgot-password-confirm/',
  );
  await page.goto(resetPath);
  const choose = page.getByRole('form', { name: 'Choose a new password' });
  await expect(choose.getByLabel('Email')).toHaveValue(email);
  await typeKeys(choose.getByLabel(/^New password/), NEW_PASSWORD);
  await typeKeys(choose.getByLabel(/^Confirm password/), NEW_PASSWORD);
  await choose.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).last().click();
  await expect(page).toHaveURL(/\/account\/login/);

  // The old password no longer works; the new one does.
  await logIn(page, email, PASSWORD);
  await expect(page.getByText('The e-mail address or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login/);
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/active-requests$/);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Naledi' })).toBeVisible();
});

test('an organisation user invites a colleague from /account, who signs up from the mail and gets the organisation header', async ({
  page,
  isMobile,
}) => {
  const email = uniqueEmail('colleague');
  await page.goto('/account/login?returnUrl=%2Faccount');
  await logIn(page, 'fleet@motorwise.co.za', 'Motorwise#2026');
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('tab', { name: 'Organisation' }).click();

  const invite = page.getByRole('form', { name: 'Invite a colleague' });
  await typeKeys(invite.getByLabel(/^Email/), email);
  await typeKeys(invite.getByLabel(/^First name/), 'Ayanda');
  await typeKeys(invite.getByLabel(/^Surname/), 'Zulu');
  await typeKeys(invite.getByLabel(/^Phone/), '0721234567');
  await invite.getByLabel('Branch').selectOption({ label: 'Sondela Cape Town Depot' });
  await invite.getByRole('button', { name: 'Send invite' }).click();
  const sent = invite.getByRole('status');
  await expect(sent).toContainText('Invite sent');
  await expect(sent).toContainText(`We sent an invite to ${email}. The link works until`);
  await expect(invite.getByLabel(/^Email/)).toHaveValue('');

  // The colleague, on their own device: nobody is signed in.
  const nav = await headerNav(page, isMobile);
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const invitePath = await linkFromInbox(
    page,
    email,
    'You are invited to join Sondela Fleet Services (Pty) Ltd on Motorwise',
    '/account/invite/',
  );
  await page.goto(invitePath);
  await expect(page.getByText('Join Sondela Fleet Services (Pty) Ltd')).toBeVisible();
  await expect(page.getByText('Sondela Cape Town Depot')).toBeVisible();
  const form = page.getByRole('form', { name: 'Accept your invitation' });
  await expect(form.getByLabel(/^Email/)).toHaveValue(email);
  await expect(form.getByLabel(/^Email/)).toHaveAttribute('readonly');
  await expect(form.getByLabel(/^First name/)).toHaveValue('Ayanda');
  await expect(form.getByLabel(/^Surname/)).toHaveValue('Zulu');
  await expect(form.getByLabel(/^Phone/)).toHaveValue('072 123 4567');
  await typeKeys(form.getByLabel(/^Password/), PASSWORD);
  await typeKeys(form.getByLabel(/^Confirm password/), PASSWORD);
  await form.getByRole('checkbox', { name: /I accept the terms/ }).click();
  await form.getByRole('button', { name: 'Accept and create account' }).click();

  // Signed in as the new organisation user: / sends them to the active requests, with the branch picker.
  await expect(page).toHaveURL(/\/active-requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Active requests' })).toBeVisible();
  const signedIn = await headerNav(page, isMobile);
  await expect(signedIn.getByLabel('Branch').first()).toHaveValue('Sondela Cape Town Depot');
  await expect(signedIn.getByRole('button', { name: 'Logout' })).toBeVisible();
});
