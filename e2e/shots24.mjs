import { chromium } from 'playwright';
const base = 'http://127.0.0.1:3517';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function signedIn(email, viewport) {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  await page.goto(base + '/account/login');
  await page.getByRole('textbox', { name: 'Email' }).pressSequentially(email);
  await page.getByRole('textbox', { name: 'Password' }).pressSequentially('Motorwise#2026');
  await page.locator('form[aria-label="Log in"] button[type="submit"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/account/login'));
  return { ctx, page };
}
const shot = async (page, name, full = true) => {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(700);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  await page.screenshot({ path: `/tmp/shots24/${name}.png`, fullPage: full });
  console.log(name, overflow ? 'SIDEWAYS SCROLL' : 'ok');
};
for (const [tag, viewport] of [['desk', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const w = await signedIn('workshop@motorwise.co.za', viewport);
  for (const p of ['/workshop/diary', '/workshop/hours', '/workshop/menu-prices']) {
    await w.page.goto(base + p);
    await shot(w.page, `${tag}${p.replaceAll('/', '_')}`);
  }
  await w.ctx.close();
  const c = await signedIn('customer@motorwise.co.za', viewport);
  await c.page.goto(base + '/account?tab=privacy');
  await shot(c.page, `${tag}_account_privacy`);
  await c.page.goto(base + '/garage');
  await shot(c.page, `${tag}_garage`);
  await c.ctx.close();
}
const g = await browser.newContext({ viewport: { width: 390, height: 844 } });
const gp = await g.newPage();
await gp.goto(base + '/workshops');
await shot(gp, 'phone_directory', false);
await browser.close();
