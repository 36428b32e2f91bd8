import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/app-deps';
import { workshops } from '../src/modules/workshops/index';

/**
 * The bench's Lighthouse part (issue 13, decision 026): the built web app served by the real server,
 * measured in Debian's chromium with Lighthouse's default mobile settings (a mid-range phone on a slow
 * 4G link, simulated), for /home and a workshop page. Needs `npm run build` first; BENCH_LIGHTHOUSE=0
 * skips it. CHROME_PATH picks the browser (default /usr/bin/chromium).
 */
export async function lighthouseSection(deps: AppDeps) {
  if (process.env.BENCH_LIGHTHOUSE === '0') return;
  const dist = path.resolve(import.meta.dirname, '../../web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    process.stdout.write('\nLighthouse: skipped (no web build; run npm run build first)\n');
    return;
  }
  const app = await buildApp({ ...deps, config: { ...deps.config, WEB_DIST: dist } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const [first] = (await workshops.directory(deps.db, { page: 1, pageSize: 1 })).items;
  const pages = ['/home', ...(first ? [`/workshops/${first.slug}`] : [])];

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const rows = [];
    for (const page of pages) {
      const result = await lighthouse(base + page, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result?.lhr;
      if (!lhr) continue;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        seo: score('seo'),
        'FCP s': (audit('first-contentful-paint') / 1000).toFixed(2),
        'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(2),
        'TBT ms': Math.round(audit('total-blocking-time')),
        CLS: audit('cumulative-layout-shift').toFixed(3),
        'JS KB (transfer)': Math.round(
          ((
            lhr.audits['resource-summary']?.details as {
              items?: { resourceType: string; transferSize: number }[];
            }
          )?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1024,
        ),
      });
    }
    process.stdout.write('\nLighthouse (mobile settings, simulated slow 4G, chromium)\n');
    console.table(rows);
  } finally {
    await chrome.kill();
    await app.close();
  }
}
