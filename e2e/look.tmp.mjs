import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3400';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const [name, vp] of [['desk', { width: 1280, height: 800 }], ['phone', { width: 375, height: 812 }]]) {
  const page = await browser.newPage({ viewport: vp });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${base}/home`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/look/${name}-home.png` });
  await page.goto(`${base}/new-quote`);
  await page.waitForTimeout(1500);
  const box = page.getByRole('combobox').last();
  await box.fill('hilux 2.8');
  await page.waitForTimeout(2500);
  await page.getByRole('option').first().click().catch((e) => console.log('no option', e.message));
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/look/${name}-vehicle.png`, fullPage: true });
  await page.getByRole('radio').first().click().catch((e) => console.log('no radio', e.message));
  await page.getByRole('button', { name: 'Start' }).click().catch((e) => console.log('no start', e.message));
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/look/${name}-step1.png`, fullPage: true });
  await page.close();
}
await browser.close();
