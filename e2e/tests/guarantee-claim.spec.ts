import { CUSTOMER, personIn, typeKeys } from './support/request-flow';
import { expect, test } from './support/test';

/**
 * Issue 24 item 5 (decision 076), as the three people live it: a customer whose job was completed two weeks
 * ago, within the workshop's guarantee, opens a guarantee claim from the job (typed key by key, with the
 * current mileage); the workshop answers it from its job page; the admin finds it marked as a guarantee
 * claim. Each browser run uses its own seeded job (apps/api/seed/guarantee-claims.ts,
 * DEMO_GUARANTEE_CLAIM_JOBS) at Fourways Euro Motorworks, which no other journey reads.
 */

test.describe.configure({ timeout: 180_000 });

/** Each run's job (its page's id); the seed gives its quote the same id ending in 3. */
const JOB_PAGE = {
  desktop: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d72',
  phone: '7d0f3a52-5e1b-4c8a-9f11-0c5b6a7e2d82',
};

test('a customer claims under the guarantee from the job, the workshop answers, the admin sees a guarantee claim', async ({
  browser,
}, testInfo) => {
  const run = testInfo.project.name as 'desktop' | 'phone';
  const uniqueId = JOB_PAGE[run];
  const quoteId = `${uniqueId.slice(0, -1)}3`;
  const subject = `Oil leak is back (${run})`;

  // 1. The customer's completed job shows the guarantee it was sent with, still in force.
  const customer = await personIn(browser, CUSTOMER);
  await customer.goto(`/quotes/${uniqueId}`);
  const booking = customer.getByRole('region', { name: 'Your booking' });
  const guarantee = booking.getByRole('group', { name: 'Workmanship guarantee' });
  await expect(guarantee).toContainText('whichever comes first');
  await expect(guarantee).toContainText('Valid until');

  // 2. The customer opens a claim under the guarantee, typed as a person types.
  await booking.getByRole('button', { name: 'Claim under the guarantee' }).click();
  const claim = customer.getByRole('form', { name: 'Claim under the guarantee' });
  await typeKeys(claim.getByRole('textbox', { name: 'Subject' }), subject);
  await typeKeys(
    claim.getByRole('textbox', { name: 'What happened' }),
    'The sump plug leaks again, two weeks after the service.',
  );
  await typeKeys(claim.getByRole('textbox', { name: 'Current mileage (km)' }), '89 100');
  await claim.getByRole('button', { name: 'Open the claim' }).click();
  const customerThread = customer.getByRole('list', { name: 'Messages' });
  await expect(customerThread).toContainText('The sump plug leaks again, two weeks after the service.');
  await expect(customerThread).toContainText('Current mileage: 89 100 km');
  await expect(booking.getByText('Your guarantee claim is with the workshop')).toBeVisible();

  // 3. The workshop answers it from the job's page, where it reads as a guarantee claim.
  const workshop = await personIn(browser, 'workshop2@motorwise.co.za');
  await workshop.goto(`/workshop/jobs/${quoteId}`);
  await expect(workshop.getByRole('heading', { name: 'Guarantee claim about this job' })).toBeVisible();
  await expect(workshop.getByRole('list', { name: 'Messages' })).toContainText('The sump plug leaks again');
  const reply = workshop.getByRole('form', { name: 'Write in the dispute' });
  await typeKeys(
    reply.getByRole('textbox', { name: 'Your message' }),
    'Bring it in on Monday; we replace the plug and washer under the guarantee.',
  );
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(workshop.getByRole('list', { name: 'Messages' })).toContainText(
    'we replace the plug and washer under the guarantee',
  );

  // The customer reads the answer on the job.
  await customer.reload();
  await expect(customer.getByRole('list', { name: 'Messages' })).toContainText(
    'we replace the plug and washer under the guarantee',
  );

  // 4. The admin finds it in the disputes, marked as a guarantee claim, with both sides' messages.
  const admin = await personIn(browser, 'admin@motorwise.co.za');
  await admin.goto('/admin/disputes');
  await admin.getByRole('link', { name: `Guarantee claim: ${subject}` }).click();
  await expect(admin.getByText('Guarantee claim', { exact: true }).first()).toBeVisible();
  const adminThread = admin.getByRole('list', { name: 'Messages' });
  await expect(adminThread).toContainText('The sump plug leaks again');
  await expect(adminThread).toContainText('we replace the plug and washer under the guarantee');
});
