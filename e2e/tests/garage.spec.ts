import { expect, type Page, test } from '@playwright/test';

const CUSTOMER = { email: 'customer@motorwise.co.za', password: 'Motorwise#2026' };

async function signIn(page: Page) {
  await page.goto('/account/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(CUSTOMER.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(CUSTOMER.password);
  await page.locator('form[aria-label="Log in"] button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account/login'));
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: /Add a new vehicle/ });

test('a customer finds a Toyota Hilux, adds it to My Garage with its mileage, sees its schedule and views a report', async ({
  page,
}, testInfo) => {
  await signIn(page);

  // Search on the landing page: a single word, then brand, range and engine.
  await page.goto('/home');
  await page.getByRole('button', { name: 'Click to start' }).click();
  await expect(page.getByRole('combobox', { name: 'My Garage' })).toBeVisible();
  await searchBox(page).fill('hilux');
  await expect(page.getByRole('option').first()).toContainText('Toyota Hilux');
  await searchBox(page).fill('toyota hilux 2.8');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('Toyota Hilux 2.8');

  // Add it to My Garage with its mileage.
  const name = `E2E ${testInfo.project.name} ${Date.now() % 100000}`;
  await page.goto('/my-garage');
  await page.getByRole('button', { name: 'Add a vehicle' }).click();
  await searchBox(page).fill('toyota hilux 2.8');
  await page.getByRole('option').first().click();
  await expect(page.getByRole('region', { name: /Vehicle: .*Toyota Hilux 2\.8/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: /Mileage/ }).fill('45000');
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
  await searchBox(page).fill('zzqx');
  await page.getByRole('button', { name: 'Enter your vehicle manually' }).click();

  await page.getByRole('combobox', { name: 'Vehicle manufacturer' }).fill('Mahindra');
  await page.getByRole('textbox', { name: 'Year' }).fill('2019');
  await page.getByRole('textbox', { name: 'Engine capacity' }).fill('2.2');
  await page.getByRole('textbox', { name: 'Range' }).fill("Scorpio's");
  await expect(page.getByRole('textbox', { name: 'Range' })).toHaveValue('Scorpios');
  await page.getByRole('textbox', { name: 'Model' }).fill('Pik-Up 2.2 mHawk S11');
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
  await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('heading', { name: 'Which vehicle is it for?' })).toBeVisible();
});
