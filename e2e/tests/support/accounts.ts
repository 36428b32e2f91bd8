import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** An e-mail address no other journey (nor an earlier run on the same database) has used. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.co.za`;

/**
 * The path of the first link to `pathPrefix` in the newest mail to `to` (the outbox sends it shortly).
 * `atLeast`: how many mails to `to` must have arrived, so a resent mail is not mistaken for the first.
 */
export async function mailLink(
  request: APIRequestContext,
  to: string,
  pathPrefix: string,
  atLeast = 1,
): Promise<string> {
  let path = '';
  await expect(async () => {
    const list = (await (await request.get('/api/dev/mail')).json()) as { id: string; to: string }[];
    const mails = list.filter((m) => m.to.includes(to));
    expect(mails.length, `${atLeast} mail(s) to ${to}`).toBeGreaterThanOrEqual(atLeast);
    const mail = mails[0];
    const full = (await (await request.get(`/api/dev/mail/${mail?.id}`)).json()) as {
      text: string | null;
      html: string | null;
    };
    const match = new RegExp(`https?://[^\\s"<]+(${pathPrefix}[^\\s"<]+)`).exec(
      `${full.text ?? ''} ${full.html ?? ''}`,
    );
    expect(match?.[1]).toBeTruthy();
    path = match?.[1] ?? '';
  }).toPass({ timeout: 20_000 });
  return path;
}

/**
 * A customer of this journey only (registered and confirmed through the API and the inbox, as a person
 * would), so no other journey's requests or notifications reach their screens. Answers the e-mail.
 */
export async function registerCustomer(
  page: Page,
  person: { firstName: string; lastName: string; phoneNumber: string; password: string },
): Promise<string> {
  const email = uniqueEmail(person.firstName.toLowerCase());
  const register = await page.request.post('/api/sites/motorwise/authentication/register', {
    data: {
      ...person,
      email,
      confirmEmail: email,
      confirmPassword: person.password,
      acceptTerms: true,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  await page.goto(await mailLink(page.request, email, '/account/confirm-email/'));
  await expect(page.getByText('E-mail address confirmed')).toBeVisible();
  return email;
}
