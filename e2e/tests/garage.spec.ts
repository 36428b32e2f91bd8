import { CUSTOMER, searchBox, signIn, typeKeys } from './support/request-flow';
import { expect, test } from './support/test';

test('a customer finds a Toyota Hilux, adds it to My Garage with its mileage, sees its schedule and views a report', async ({
  page,
}, testInfo) => {
  await signIn(page, CUSTOMER);

  // Search on the landing page: a single word, then brand, range and engine.
  await page.goto('/home');
  await page.getByRole('button', { name: 'Click to start' }).click();
  await expect(page.getByRole('combobox', { name: 'My Garage' })).toBeVisible();
  await typeKeys(searchBox(page), 'hilux');
  await expect(page.getByRole('option').first()).toContainText('Toyota Hilux');
  await typeKeys(searchBox(page), 'toyota hilux 2.8');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('Toyota Hilux 2.8');

  // Add it to My Garage with its mileage.
  const name = `E2E ${testInfo.project.name} ${Date.now() % 100000}`;
  await page.goto('/my-garage');
  await page.getByRole('button', { name: 'Add a vehicle' }).click();
  await typeKeys(searchBox(page), 'toyota hilux 2.8');
  await expect(page.getByRole('option').first()).toContainText('Toyota Hilux 2.8');
  await page.getByRole('option').first().click();
  await expect(page.getByRole('region', { name: /Vehicle: .*Toyota Hilux 2\.8/ })).toBeVisible();
  await typeKeys(page.getByRole('textbox', { name: 'Name' }), name);
  await typeKeys(page.getByRole('textbox', { name: /Mileage/ }), '45000');
  await page.getByRole('button', { name: 'Add to My Garage' }).click();
  await page.waitForURL(/\/my-garage\/[0-9a-f-]{36}$/);
  await expect(page.getByText(name.toUpperCase(), { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Mileage history' })).toContainText('45 000 km');

  // Its service schedule.
  await page.getByRole('switch', { name: 'Show service schedule' }).check();
  const schedule = page.getByRole('table', { name: 'Service schedule' });
  await expect(schedule).toBeVisible();
  await expect(schedule).toContainText('50 000 km');

  // The demo Hilux's vehicle report opens on page 3 in the viewer.
  await page.goto('/my-garage');
  await page.getByRole('button', { name: /^Work bakkie/ }).click();
  await expect(page.getByRole('region', { name: 'Innovation policy' })).toContainText('ACTIVE POLICY');
  await page.getByRole('button', { name: 'View report' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByTestId('pdf-page-status')).toHaveText('Page 3 of 4', { timeout: 20_000 });
  await expect(viewer.locator('canvas').first()).toBeVisible();
  await viewer.getByRole('button', { name: 'Next' }).click();
  await expect(viewer.getByTestId('pdf-page-status')).toHaveText('Page 4 of 4');
  await viewer.getByText('Show all pages').click();
  await expect(viewer.locator('canvas')).toHaveCount(4);
  await page.keyboard.press('Escape');

  // Get a quote starts the request for that vehicle.
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await page.waitForURL(/\/new-quote\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('radio', { name: /Policy Claim/ })).toHaveAttribute('aria-checked', 'true');
});

test('a visitor enters a vehicle that is not in the catalogue by hand', async ({ page }) => {
  await page.goto('/new-quote');
  await page.getByRole('button', { name: 'Click to start' }).click();
  await typeKeys(searchBox(page), 'zzqx');
  await page.getByRole('button', { name: 'Enter your vehicle manually' }).click();

  await typeKeys(page.getByRole('combobox', { name: 'Vehicle manufacturer' }), 'Mahindra');
  await typeKeys(page.getByRole('textbox', { name: 'Year' }), '2019');
  await typeKeys(page.getByRole('textbox', { name: 'Engine capacity' }), '2.2');
  await typeKeys(page.getByRole('textbox', { name: 'Range' }), "Scorpio's");
  await expect(page.getByRole('textbox', { name: 'Range' })).toHaveValue('Scorpios');
  await typeKeys(page.getByRole('textbox', { name: 'Model' }), 'Pik-Up 2.2 mHawk S11');
  for (const [label, option] of [
    ['Transmission type', 'Manual'],
    ['Fuel type', 'Diesel'],
    ['Drive type', "I'm not sure"],
  ] as const) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.getByRole('radio', { name: /Get Multiple Service Quotes/ }).click();
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page.getByRole('heading', { name: 'Step 1 Vehicle Details' })).toBeVisible();
  // The request names the vehicle above the stepper and again in step 1.
  await expect(page.getByText('2019 Mahindra Scorpios Pik-Up 2.2 mHawk S11').first()).toBeVisible();

  // Clear asks first.
  await page.getByRole('button', { name: 'Clear' }).click();
  const ask = page.getByRole('dialog', { name: 'Clear this request?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Clear' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Which vehicle is it for?' })).toBeVisible();
  await expect(page.getByText('2019 Mahindra Scorpios Pik-Up 2.2 mHawk S11')).toHaveCount(0);
});
