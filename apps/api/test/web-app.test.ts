import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { addresses, workshopReviews, workshops } from '../src/db/schema';
import { OPENAPI_PATH } from '../src/lib/openapi';
import { createTestApp } from './helpers';

// A built web app in miniature: the shell, one hashed asset and its build-time brotli copy.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-web-'));
const SHELL = `<!doctype html>
<html lang="en-ZA">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The generic description."
    />
    <title>Motorwise</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
fs.mkdirSync(path.join(dist, 'assets'));
const script = `console.log(${JSON.stringify('motorwise '.repeat(400))});`;
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));

const t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://motorwise.example' });
const { app } = t;

const [address] = await t.deps.db
  .insert(addresses)
  .values({ streetNumber: '12', streetName: 'Oxford Road', suburb: 'Rosebank', city: 'Johannesburg' })
  .returning({ id: addresses.id });
const [shop] = await t.deps.db
  .insert(workshops)
  .values({
    name: 'Rosebank <Auto> Clinic',
    slug: 'rosebank-auto-clinic-web',
    rating: '4.7',
    kinds: ['service', 'wheelsTyres'],
    description: 'Family workshop since 1998.',
    addressId: address!.id,
    lat: -26.14,
    lng: 28.04,
  })
  .returning({ id: workshops.id });
await t.deps.db
  .insert(workshopReviews)
  .values({ workshopId: shop!.id, authorName: 'Thandi', rating: 5, review: 'Quick and fair.' });

describe('the public pages as crawlers and link previews read them', () => {
  it('writes a workshop page’s title, description, social tags and content into the first HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/workshops/rosebank-auto-clinic-web' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Rosebank &lt;Auto&gt; Clinic | Motorwise</title>');
    expect(html).toMatch(
      /<meta name="description" content="Rosebank &lt;Auto&gt; Clinic in Rosebank, Johannesburg:/,
    );
    expect(html).not.toContain('The generic description.');
    expect(html).toContain('<meta property="og:title" content="Rosebank &lt;Auto&gt; Clinic | Motorwise" />');
    expect(html).toContain(
      '<link rel="canonical" href="https://motorwise.example/workshops/rosebank-auto-clinic-web" />',
    );
    expect(html).toContain('<h1>Rosebank &lt;Auto&gt; Clinic</h1>');
    expect(html).toContain('12 Oxford Road, Rosebank, Johannesburg');
    expect(html).toContain('<li>Wheels and Tyres</li>');
    expect(html).toContain('Quick and fair.');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lists the workshops on /workshops and the landing page’s claim on /home', async () => {
    const list = await app.inject({ method: 'GET', url: '/workshops' });
    expect(list.body).toContain(
      '<a href="/workshops/rosebank-auto-clinic-web">Rosebank &lt;Auto&gt; Clinic</a>',
    );
    const home = await app.inject({ method: 'GET', url: '/home' });
    expect(home.body).toContain('<h1>Compare workshop quotes. <span>Save up to 36.5%.</span></h1>');
    expect(home.body).toContain('<title>Compare car service and repair quotes | Motorwise</title>');
    // The hero's background image (its largest paint) is fetched with the page, not after the styles.
    expect(home.body).toContain(
      '<link rel="preload" as="image" href="/media/hero-traffic-poster.webp" fetchpriority="high" />',
    );
    expect(list.body).not.toContain('rel="preload"');
  });

  it('writes the whole landing page into /home’s HTML, readable without JavaScript (decision 082)', async () => {
    const home = await app.inject({ method: 'GET', url: '/home' });
    const root = home.body.split('<div id="root">')[1] ?? '';
    const text = root
      .replace(/<[^>]+>/g, ' ')
      .replace(/&[a-z#0-9]+;/g, ' ')
      .replace(/\s+/g, ' ');
    // The headline, a claim, a step, a badge, a review and its author, a partner, the organisations' call.
    for (const words of [
      'Compare workshop quotes. Save up to 36.5%.',
      'happy customers since 1 September 2020',
      'Up to 36.5% saved by comparing workshop quotes',
      '4.8 / 5 average rating on Google reviews',
      'Step 2: Compare itemised quotes',
      'Workshops near you send line-by-line quotes.',
      'POPIA compliant',
      'Three quotes within a day',
      'Pieter van der Merwe',
      'Our workshop partners',
      'Running a fleet or a dealership?',
    ])
      expect(text).toContain(words);
    expect(root).toContain('<a href="/workshops/rosebank-auto-clinic-web">Rosebank &lt;Auto&gt; Clinic</a>');
    expect(text.split(' ').filter((w) => /\w/.test(w)).length).toBeGreaterThanOrEqual(150);
  });

  it('leaves other app routes and unknown workshops with the plain shell (the app shows not found)', async () => {
    expect((await app.inject({ method: 'GET', url: '/my-garage' })).body).toBe(SHELL);
    expect((await app.inject({ method: 'GET', url: '/workshops/no-such-workshop' })).body).toBe(SHELL);
  });

  it('answers robots.txt as text, and a sitemap with every public page and workshop', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: https://motorwise.example/sitemap.xml');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<loc>https://motorwise.example/home</loc>');
    expect(sitemap.body).toContain('<loc>https://motorwise.example/workshops/rosebank-auto-clinic-web</loc>');
  });
});

describe('compression and caching', () => {
  it('sends the build-time brotli copy of an asset, cached for a year', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('compresses pages and API answers on the fly for a browser that takes gzip only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: OPENAPI_PATH,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).paths).toHaveProperty(
      '/api/PublicWorkshop/GetWorkshops',
    );
    const page = await app.inject({
      method: 'GET',
      url: '/workshops',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
  });

  it('compresses an asset on the fly when the build left no copy in the encoding the browser takes', async () => {
    // Only a brotli copy exists; Chrome over plain http asks for gzip.
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('keeps on a build file only the security headers that apply to it, and every one on a page (082)', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ])
      expect(asset.headers[name], name).toBeUndefined();
    for (const url of ['/home', '/index.html']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('sends plain bytes to a client that asks for no encoding', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });
});
