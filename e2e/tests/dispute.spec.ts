import { CUSTOMER, personIn, typeKeys } from './support/request-flow';
import { expect, test } from './support/test';

/**
 * Issue 22 item 7 (decision 063), as the three people live it: the customer pays a job, finds something
 * wrong and opens a dispute from the job with a photo; the workshop answers from its job page; the admin
 * resolves it with a partial refund typed key by key; the workshop's statement shows the refund, and the
 * audit page the admin's resolution. Each browser run uses its own seeded invoice (apps/api/seed/payments.ts,
 * DEMO_DISPUTE_INVOICES), R 2 109.10 at Fourways Euro Motorworks: its statement and payouts are this
 * journey's alone (the payments journey pays out Randburg Auto Clinic's).
 */

test.describe.configure({ timeout: 240_000 });

const INVOICES = {
  desktop: {
    uniqueId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d52',
    quoteId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d53',
  },
  phone: {
    uniqueId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d62',
    quoteId: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d63',
  },
};
/** A 1x1 PNG: the evidence photo (uploads are checked by their content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a customer disputes a paid job, the workshop answers, the admin refunds part and the statement shows it', async ({
  browser,
}, testInfo) => {
  const run = testInfo.project.name as 'desktop' | 'phone';
  const { uniqueId, quoteId } = INVOICES[run];
  const subject = `Brakes still squeal (${run})`;

  // 1. The customer pays the job through the sandbox gateway.
  const customer = await personIn(browser, CUSTOMER);
  await customer.goto(`/quotes/${uniqueId}`);
  const booking = customer.getByRole('region', { name: 'Your booking' });
  await booking.getByRole('button', { name: 'Pay R 2 109.10' }).click();
  await customer.waitForURL(/\/sandbox\/paystack\//);
  await customer.getByRole('button', { name: 'Pay now (sandbox)' }).click();
  await customer.waitForURL(/\/payment\/success\?reference=MWP-/);
  await expect(customer.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  // 2. Back on the job, the customer opens a dispute with a photo, typed as a person types.
  await customer.getByRole('link', { name: 'View the quote' }).click();
  await booking.getByRole('button', { name: 'Open a dispute' }).click();
  const open = customer.getByRole('form', { name: 'Open a dispute' });
  await typeKeys(open.getByRole('textbox', { name: 'Subject' }), subject);
  await typeKeys(
    open.getByRole('textbox', { name: 'What happened' }),
    'The front brakes squeal as before the service.',
  );
  await open
    .locator('input[type="file"]')
    .setInputFiles({ name: 'brakes.png', mimeType: 'image/png', buffer: PNG });
  await open.getByRole('button', { name: 'Open the dispute' }).click();
  const customerThread = customer.getByRole('list', { name: 'Messages' });
  await expect(customerThread).toContainText('The front brakes squeal as before the service.');
  await expect(customerThread).toContainText('brakes.png');

  // 3. The workshop answers from the job's page.
  const workshop = await personIn(browser, 'workshop2@motorwise.co.za');
  await workshop.goto(`/workshop/jobs/${quoteId}`);
  await expect(workshop.getByRole('list', { name: 'Messages' })).toContainText(
    'The front brakes squeal as before the service.',
  );
  const reply = workshop.getByRole('form', { name: 'Write in the dispute' });
  await typeKeys(
    reply.getByRole('textbox', { name: 'Your message' }),
    'We bedded the pads in; we offer part of the labour back.',
  );
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(workshop.getByRole('list', { name: 'Messages' })).toContainText(
    'we offer part of the labour back',
  );

  // 4. The admin resolves it with a partial refund of R 500,00, typed key by key.
  const admin = await personIn(browser, 'admin@motorwise.co.za');
  await admin.goto('/admin/disputes');
  await admin.getByRole('link', { name: subject }).click();
  await expect(admin.getByRole('list', { name: 'Messages' })).toContainText(
    'we offer part of the labour back',
  );
  const resolve = admin.getByRole('form', { name: 'Resolve the dispute' });
  await resolve.getByLabel('Outcome', { exact: true }).click();
  await admin.getByRole('option', { name: 'Partial refund' }).click();
  await typeKeys(resolve.getByRole('textbox', { name: 'Amount to refund' }), '500,00');
  await typeKeys(
    resolve.getByRole('textbox', { name: 'Outcome note (sent to both sides)' }),
    'R 500 of the labour is refunded.',
  );
  await resolve.getByRole('button', { name: 'Resolve the dispute' }).click();
  // Resolved once: the form is gone (a second resolve is refused by the API).
  await expect(resolve).toHaveCount(0);

  // The customer reads the outcome on the job.
  await customer.reload();
  await expect(customer.getByRole('list', { name: 'Messages' })).toContainText(
    'R 500 of the labour is refunded.',
  );

  // 5. The workshop's statement shows the refund entry of R 500,00, due to the customer.
  await workshop.goto('/workshop/statement');
  const refund = workshop.getByRole('row').filter({ hasText: '(refund)' }).filter({ hasText: '500.00' });
  await expect(refund.first()).toContainText('refund due');

  // 6. The audit page lists the admin's resolution.
  await admin.goto('/admin/audit');
  await expect(
    admin.getByRole('listitem', { name: /dispute\.resolve by admin@motorwise\.co\.za/ }).first(),
  ).toBeVisible();
});
