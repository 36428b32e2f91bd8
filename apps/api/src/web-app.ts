import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  CUSTOMERS_SINCE,
  formatNumber,
  GOOGLE_RATING,
  LANDING_CLAIMS,
  LANDING_REVIEWS,
  LANDING_SECTIONS,
  LANDING_STEPS,
  REQUEST_TYPE_OF_KIND,
  SAVINGS_UP_TO_PERCENT,
  TRUST_BADGE_LABELS,
} from '@motorwise/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD_BYTES } from './lib/kept-json';
import { keepFileSecurityHeadersOnly } from './lib/security-headers';
import { quoteRequests } from './modules/quote-requests/index';
import { workshops } from './modules/workshops/index';

/**
 * Serving the built web app (decision 026): compressed (brotli or gzip, written at build time for the
 * files, on the fly for API answers and pages), hashed assets cached for a year, robots.txt and a
 * sitemap, and the public pages' first HTML carrying their title, description, social preview tags and
 * content, so a crawler or a link preview reads the page without running the app.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface PublicPage {
  title: string;
  description: string;
  /** The page's content as HTML (already escaped); the app replaces it when it starts. */
  body: string;
  /**
   * An image the first screen paints (a CSS background, found only once the page is styled): fetched
   * with the page, ahead of the app's scripts, so the largest paint does not wait for it (decision 047).
   */
  image?: string;
}

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
const section = (title: string, lead: string, links: [string, string][] = []) =>
  `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(lead)}</p>${
    links.length ? `<ul>${links.map(([h, t]) => `<li>${link(h, t)}</li>`).join('')}</ul>` : ''
  }</main>`;

/**
 * The landing page's first screen as the app draws it (styled by the small inline stylesheet in the web
 * app's index.html): the header's bar and the hero with its heading, the page's largest paint, visible
 * before any JavaScript has run (decision 034). The app replaces it when it starts.
 */
const homeHero = (
  eyebrow: string,
  [title, highlight]: [string, string],
  lead: string,
  links: [string, string][],
  below = '',
) =>
  `<div class="ssr-bar"></div><main><section class="ssr-hero"><div class="ssr-in"><p class="ssr-eyebrow">${escapeHtml(
    eyebrow,
  )}</p><h1>${escapeHtml(title)} <span>${escapeHtml(highlight)}</span></h1><p class="ssr-lead">${escapeHtml(
    lead,
  )}</p></div></section>${below}<ul class="ssr-in">${links.map(([h, t]) => `<li>${link(h, t)}</li>`).join('')}</ul></main>`;

/** 1 September 2020, as the landing page's claim writes the date. */
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-ZA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Everything the landing page shows below its hero (the app draws it after load, decision 042), written
 * into the first HTML from the same shared words (decision 082): the claims, the four steps, the trust
 * badges, the reviews, the partner workshops the carousel shows and the organisation call to action. It
 * sits below the hero's full first screen, so the first paint and the largest paint do not change.
 */
const homeSections = (customers: number | null, partners: { slug: string; name: string }[]) => {
  const s = LANDING_SECTIONS;
  const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
  const items = (list: readonly string[]) => `<ul>${list.map((i) => `<li>${i}</li>`).join('')}</ul>`;
  const claims = [
    `${customers === null ? 'Thousands of' : formatNumber(customers)} ${LANDING_CLAIMS.customers} ${longDate(CUSTOMERS_SINCE)}`,
    `Up to ${SAVINGS_UP_TO_PERCENT}% ${LANDING_CLAIMS.savings}`,
    `${GOOGLE_RATING.toFixed(1)} / 5 ${LANDING_CLAIMS.rating}`,
  ].map(escapeHtml);
  const steps = LANDING_STEPS.map(
    (step, i) => `<h3>Step ${i + 1}: ${escapeHtml(step.title)}</h3><p>${escapeHtml(step.body)}</p>`,
  );
  const reviews = LANDING_REVIEWS.map(
    (r) =>
      `<blockquote>“${escapeHtml(r.text)}”</blockquote><p>${escapeHtml(r.name)}, ${escapeHtml(
        `${r.vehicle}, ${r.place}`,
      )}: rated ${r.rating} out of 5</p>`,
  );
  return `<div class="ssr-in"><section aria-label="Motorwise in numbers">${items(claims)}</section><section>${h2(
    s.stepsTitle,
  )}${items(steps)}</section><section>${h2(s.trustTitle)}${items(TRUST_BADGE_LABELS.map(escapeHtml))}</section><section>${h2(
    s.reviewsTitle,
  )}${items(reviews)}</section>${
    partners.length
      ? `<section>${h2(s.partnersTitle)}<p>${escapeHtml(s.partnersLead)}</p>${items(
          partners.map((w) => link(`/workshops/${w.slug}`, w.name)),
        )}</section>`
      : ''
  }<section>${h2(s.organisationTitle)}<p>${escapeHtml(s.organisationLead)}</p></section></div>`;
};

const NAV: [string, string][] = [
  ['/new-quote', 'Get a quote'],
  ['/workshops', 'Partner workshops'],
  ['/about', 'About Motorwise'],
  ['/faq', 'Frequently asked questions'],
  ['/contact', 'Contact us'],
  ['/terms', 'Terms and conditions'],
];

const homeBody = (below = '') =>
  homeHero(
    'South Africa’s vehicle service marketplace',
    ['Compare workshop quotes.', 'Save up to 36.5%.'],
    'Tell us what your car needs once. Trusted workshops near you send itemised quotes in rand, VAT included. Choose, book and pay online.',
    NAV,
    below,
  );

/** The fixed public pages: what their first screen says. */
const STATIC_PAGES: Record<string, PublicPage> = {
  '/home': {
    title: 'Compare car service and repair quotes',
    description:
      'Compare itemised service and repair quotes from trusted South African workshops, book online and pay securely. Save up to 36.5%.',
    body: homeBody(),
    image: '/media/hero-traffic-poster.webp',
  },
  '/about': {
    title: 'About Motorwise',
    description:
      'Motorwise is South Africa’s vehicle service and repair quote marketplace: drivers, fleets and dealers compare accredited workshops and pay securely.',
    body: section(
      'About Motorwise',
      'South Africa’s vehicle service and repair quote marketplace, for drivers, fleets and dealerships.',
      NAV,
    ),
  },
  '/faq': {
    title: 'Frequently asked questions',
    description:
      'How Motorwise quotes work: requesting quotes, comparing workshops, booking, paying online and what happens if something goes wrong.',
    body: section('Frequently asked questions', 'How requesting, comparing, booking and paying works.', NAV),
  },
  '/terms': {
    title: 'Terms and conditions',
    description:
      'The terms and conditions of using Motorwise to request, compare, book and pay for vehicle work.',
    body: section('Terms and conditions', 'The terms of using Motorwise.', NAV),
  },
  '/contact': {
    title: 'Contact us',
    description:
      'Questions about a quote, a booking or becoming a Motorwise workshop partner? Send us a message and we reply within one working day.',
    body: section(
      'Contact us',
      'Questions about a quote, a booking or a workshop partnership? Write to us.',
      NAV,
    ),
  },
};

/** The partners the landing page's carousel shows (its CAROUSEL_WORKSHOPS): the directory's first page. */
const HOME_PARTNERS = 12;

async function homePage(deps: AppDeps): Promise<PublicPage> {
  const [customers, partners] = await Promise.all([
    quoteRequests.countCustomers(deps.db).catch(() => null),
    workshops.directory(deps.db, { page: 1, pageSize: HOME_PARTNERS }).then((p) => p.items),
  ]);
  const home = STATIC_PAGES['/home']!;
  return { ...home, body: homeBody(homeSections(customers, partners)) };
}

const DIRECTORY_MAX_LINKS = 100;

async function workshopsPage(deps: AppDeps): Promise<PublicPage> {
  const page = await workshops.directory(deps.db, { page: 1, pageSize: DIRECTORY_MAX_LINKS });
  const items = page.items
    .map((w) => {
      const place = [w.address?.suburb, w.address?.city].filter(Boolean).join(', ');
      const rating = w.rating ? `, rated ${w.rating.toFixed(1)} out of 5` : '';
      return `<li>${link(`/workshops/${w.slug}`, w.name)}${escapeHtml(place ? ` (${place}${rating})` : rating)}</li>`;
    })
    .join('');
  return {
    title: 'Partner workshops',
    description:
      'Find a Motorwise partner workshop near you: search by name, area, service and rating, read customer reviews and request a quote.',
    body: `<main><h1>Find a trusted workshop</h1><p>${page.totalDisplayItems} partner workshops across South Africa, checked by Motorwise and rated by the customers they served.</p><ul>${items}</ul></main>`,
  };
}

async function workshopPage(deps: AppDeps, slug: string): Promise<PublicPage | null> {
  const w = await workshops.findPublic(deps.db, slug);
  if (!w) return null;
  const place = [w.address.suburb, w.address.city].filter(Boolean).join(', ');
  const street = [[w.address.streetNumber, w.address.streetName].filter(Boolean).join(' '), place]
    .filter(Boolean)
    .join(', ');
  const rated = w.rating ? ` Rated ${w.rating.toFixed(1)} out of 5 by Motorwise customers.` : '';
  const reviews = w.workshopReviews
    .slice(0, 10)
    .map(
      (r) =>
        `<li><p>${escapeHtml(r.review)}</p><p>${escapeHtml(r.authorName)}, ${r.rating} out of 5</p></li>`,
    )
    .join('');
  return {
    title: w.name,
    description: `${w.name}${place ? ` in ${place}` : ''}: compare its quote for your service or repair on Motorwise.${rated}`,
    body: `<main><h1>${escapeHtml(w.name)}</h1><p>${escapeHtml(street)}</p>${
      w.rating ? `<p>${w.rating.toFixed(1)} out of 5 from ${w.reviewCount} reviews</p>` : ''
    }${w.description ? `<p>${escapeHtml(w.description)}</p>` : ''}<h2>Services</h2><ul>${w.services
      .map((s) => `<li>${escapeHtml(REQUEST_TYPE_OF_KIND[s])}</li>`)
      .join(
        '',
      )}</ul>${reviews ? `<h2>Reviews from Motorwise customers</h2><ul>${reviews}</ul>` : ''}<p>${link(
      '/new-quote',
      'Request a quote',
    )} · ${link('/workshops', 'All workshops')}</p></main>`,
  };
}

/** The public page at a path, or null for the app's other routes (which keep the plain shell). */
async function publicPage(deps: AppDeps, pathname: string): Promise<PublicPage | null> {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (p === '/home') return homePage(deps);
  if (STATIC_PAGES[p]) return STATIC_PAGES[p];
  if (p === '/workshops') return workshopsPage(deps);
  const m = /^\/workshops\/([a-z0-9-]{1,100})$/.exec(p);
  return m?.[1] ? workshopPage(deps, m[1]) : null;
}

/** The shell with a page's head tags and content written in. */
export function renderShell(shell: string, page: PublicPage, url: string): string {
  const title = `${page.title} | Motorwise`;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Motorwise" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...(page.image
      ? [`<link rel="preload" as="image" href="${escapeHtml(page.image)}" fetchpriority="high" />`]
      : []),
  ].join('\n    ');
  const plain = shell.replace(/<meta\s+name="description"[^>]*>/s, '');
  const withHead = /<title>[^<]*<\/title>/.test(plain)
    ? plain.replace(/<title>[^<]*<\/title>/, head)
    : plain.replace('</head>', `  ${head}\n  </head>`);
  return withHead.replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
}

export async function sitemapXml(deps: AppDeps, origin: string): Promise<string> {
  const slugs = await workshops.slugs(deps.db);
  const urls = [
    ...['/home', '/workshops', '/about', '/faq', '/contact', '/terms'].map(
      (p) => `<url><loc>${origin}${p}</loc></url>`,
    ),
    ...slugs.map(
      (s) =>
        `<url><loc>${origin}/workshops/${escapeHtml(s.slug)}</loc><lastmod>${s.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /account/',
    'Disallow: /my-garage',
    'Disallow: /quote-requests',
    'Disallow: /active-requests',
    'Disallow: /dashboard',
    'Disallow: /quotes/',
    'Disallow: /dev/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

const gzip6 = (body: Buffer) => promisify(gzip)(body, { level: 6 });
const brotli4 = (body: Buffer) =>
  promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });

/** The web build's text files by extension (the ones precompress.mjs writes copies of). */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Files a browser may open as a document: they keep every security header. */
const DOCUMENT_FILE = /\.(html?|svg|xml)$/i;

/**
 * Answers of 1 KB and more leave compressed when the client accepts it: brotli at a quick level or gzip
 * on the fly (API answers, pages); the web app's files were compressed at build time and @fastify/static
 * sends those copies. Registered before the routes, which it wraps as they are added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

/**
 * Serves the built web app from the same origin. Files are sent from the not-found handler rather than
 * a wildcard route, because the router is case-insensitive and hashed asset names are not.
 */
export async function registerWebApp(app: FastifyInstance, deps: AppDeps, config: Config) {
  const origin = config.PUBLIC_URL.replace(/\/+$/, '');
  const page = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get('/robots.txt', page, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', page, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemapXml(deps, origin)),
  );

  const dist = config.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  const index = path.join(dist, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) await app.register(fastifyStatic, { root: dist, serve: false, preCompressed: true });
  const shell = hasWeb ? fs.readFileSync(index, 'utf8') : '';

  const sendShell = async (pathname: string, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const page = await publicPage(deps, pathname).catch(() => null);
    return reply.send(page ? renderShell(shell, page, `${origin}${pathname.toLowerCase()}`) : shell);
  };

  // The public pages as routes of their own, so their HTML leaves compressed like any answer.
  if (hasWeb)
    for (const url of [...Object.keys(STATIC_PAGES), '/workshops', '/workshops/:slug'])
      app.get(url, page, async (request, reply) => sendShell(request.url.split('?')[0] ?? url, reply));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = /^\/api(\/|$)/i.test(url);
    if (!hasWeb || isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: `No route ${request.method} ${url}.`, requestId: request.id });
    }
    let rel: string;
    try {
      rel = decodeURIComponent(url).replace(/^\/+/, '');
    } catch {
      return reply.code(404).send({ message: `No route ${request.method} ${url}.`, requestId: request.id });
    }
    const file = path.resolve(dist, rel);
    if (rel && file.startsWith(dist + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      // A script, stylesheet, image or video keeps of the security headers only what applies to it; an HTML
      // file or an SVG (documents a browser may open, and run script in) keeps them all (decision 082).
      if (!DOCUMENT_FILE.test(file)) keepFileSecurityHeadersOnly(reply);
      const immutable = rel.startsWith('assets/');
      reply.header(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      // A text file without the build's copy in the encoding the browser takes (Chrome takes no brotli
      // over plain http; a build that skipped precompress.mjs has none) is compressed on the way out,
      // never sent raw: Lighthouse once got 896 KB of JavaScript that way (decision 034).
      const type = TEXT_TYPES[path.extname(file)];
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const copy = /\bbr\b/.test(accepts) ? `${file}.br` : /\bgzip\b/.test(accepts) ? `${file}.gz` : null;
      if (type && copy && !fs.existsSync(copy)) {
        const body = await fs.promises.readFile(file);
        const brotli = copy.endsWith('.br');
        return reply
          .type(type)
          .header('Vary', 'Accept-Encoding')
          .header('Content-Encoding', brotli ? 'br' : 'gzip')
          .send(brotli ? await brotli4(body) : await gzip6(body));
      }
      return reply.sendFile(rel, { cacheControl: false });
    }
    // A client route (/home, /quotes/...): the app decides, including its own page-not-found screen.
    return sendShell(url, reply);
  });
}
