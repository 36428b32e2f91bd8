import { expect, test } from '@playwright/test';
import { registerCustomer } from './support/accounts';
import {
  chooseAddress,
  chooseTypeAndStart,
  PASSWORD,
  pickCatalogueVehicle,
  signIn,
  step1Mileage,
  step2Items,
} from './support/request-flow';

/**
 * Instant fixed prices (issue 24 item 1, decision 077), tried as a new customer would: a minor service for a
 * 2019 Polo Vivo near Sandton shows the fixed prices of nearby workshops beside "Request quotes", cheapest
 * first, and one is booked for a Saturday 08:00 drop-off in one step.
 */

test.describe.configure({ timeout: 120_000 });

test('a new customer books a minor service for a 2019 Polo Vivo near Sandton at a fixed price, on a Saturday at 08:00', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey per project');
  const email = await registerCustomer(page, {
    firstName: 'Lerato',
    lastName: 'Dlamini',
    phoneNumber: '082 555 0177',
    password: PASSWORD,
  });
  await signIn(page, email);

  await pickCatalogueVehicle(page, 'polo vivo 1.4 trendline 2019', /Polo Vivo/);
  await chooseTypeAndStart(page, /Get Multiple Service Quotes/);
  await step1Mileage(page, '61000');
  await step2Items(page, [{ item: /^Minor service/ }]);
  await chooseAddress(page, 'Sandton', /Sandton/);

  // Beside "Request quotes": the fixed prices near the place, cheapest first, for a small car.
  const prices = page.getByRole('region', { name: 'Fixed prices near you' });
  await expect(prices).toBeVisible();
  await expect(prices.getByText('Small car')).toBeVisible();
  const offers = prices.getByRole('list', { name: 'Fixed prices' }).getByRole('listitem');
  await expect(offers.nth(2)).toBeVisible();
  expect(await offers.count()).toBeGreaterThanOrEqual(3);
  const amounts = await offers.evaluateAll((items) =>
    items.map((li) =>
      Number(/Book at R ([\d\s\u00a0]+\.\d\d)/.exec(li.textContent ?? '')?.[1]?.replace(/\D/g, '')),
    ),
  );
  expect(amounts.slice(0, 3)).toEqual([...amounts.slice(0, 3)].sort((a, b) => a - b));
  // The request flow goes on as before.
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeVisible();

  const first = offers.first();
  const workshop = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('button', { name: /^Book / }).click();
  const day = first.getByRole('combobox', { name: 'Day' });
  await expect(day).toBeVisible();
  const saturday = await day
    .locator('option', { hasText: /^Saturday / })
    .first()
    .textContent();
  expect(saturday, 'a Saturday with room').toBeTruthy();
  await day.selectOption({ label: saturday ?? '' });
  await first.getByRole('combobox', { name: 'Drop-off time' }).selectOption('08:00');
  await first.getByRole('button', { name: /^Confirm booking at R / }).click();

  const booked = prices.getByRole('status');
  await expect(booked).toContainText(`Booked with ${workshop} for ${saturday?.replace('Saturday ', '')}`);
  await booked.getByRole('link', { name: 'See your booking' }).click();
  await expect(page).toHaveURL(/\/quotes\//);
  await expect(page.getByText(workshop).first()).toBeVisible();
  await expect(page.getByText(/Booked/).first()).toBeVisible();
});
