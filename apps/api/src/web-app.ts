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
  workshopInitials,
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
  /** The page's own first-screen styles (its band, heading and text in the app's sizes), in the head. */
  style?: string;
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
/** The directory's cards on a desktop's first screen (two rows of three); the others are laid out later. */
const FIRST_SCREEN_CARDS = 6;

/**
 * The first screen of /workshops, a workshop's page and /quote-estimate as the app draws it (decision 082,
 * round two): the header's bar, then the page's band or heading, text and panels in the app's fonts,
 * sizes and spacing (PageIntro, WorkshopProfile, SectionPanel). The largest text the app paints on a
 * phone (the band's lead, a workshop's description) is painted here first at the same size, so the app
 * replacing #root paints nothing larger: the largest paint is the HTML's, not the app's. Structural
 * selectors, so the crawler's markup stays plain.
 */
const INNER_PAGE_STYLE = [
  '.ssr-page{box-sizing:border-box;max-width:1140px;margin:0 auto;padding:20px 16px 40px}',
  '.ssr-page h1,.ssr-page h2,.ssr-page p,.ssr-page ul{margin:0}',
  '.ssr-page h2{font-size:22px;line-height:1.35;font-weight:750;margin-bottom:10px}',
  '.ssr-page ul{list-style:none;padding:0}',
  '.ssr-band{position:relative;color:#fff;background-color:#0b1f3a;background-image:radial-gradient(circle at 85% 20%,rgba(253,154,39,.28),transparent 45%),linear-gradient(135deg,#0b1f3a 0%,#1f4275 100%);padding:48px 0 56px}',
  '.ssr-band::after{content:"";position:absolute;inset:0;background:linear-gradient(90deg,rgba(11,31,58,.85) 0%,rgba(11,31,58,.45) 70%,rgba(11,31,58,.2));pointer-events:none}',
  '.ssr-band .ssr-in{position:relative;z-index:1;display:flex;flex-direction:column;gap:12px}',
  '.ssr-band p,.ssr-band h1{margin:0}',
  '.ssr-band .ssr-kicker{color:#ffb254;text-transform:uppercase;letter-spacing:.08em;font-weight:700;font-size:14px}',
  '.ssr-band h1{font-size:clamp(30px,5vw,46px);line-height:1.1;font-weight:750}',
  '.ssr-band .ssr-intro{color:#edf2fa;max-width:720px;font-size:18px}',
  '.ssr-panel{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:16px}',
  '.ssr-page .ssr-stack{display:flex;flex-direction:column;gap:20px}',
  '.ssr-muted{color:#495057;font-size:14px}',
  '.ssr-page a{color:#1f4275}',
  '.ssr-shop{display:flex;flex-direction:column;gap:32px}',
  '.ssr-back{font-size:14px}',
  '.ssr-head{display:flex;gap:20px;align-items:flex-start}',
  '.ssr-head>div{display:flex;flex-direction:column;gap:6px}',
  '.ssr-head h1{font-size:26px;line-height:1.3;font-weight:750}',
  '.ssr-head p{color:#343a40}',
  '.ssr-logo{flex:none;box-sizing:border-box;width:72px;height:72px;border-radius:8px;background:#1f4275;color:#fff;font-size:28.8px;font-weight:700;display:flex;align-items:center;justify-content:center}',
  'img.ssr-logo{background:none;object-fit:contain}',
  '.ssr-star::before{content:"\\2605";color:#e07800;font-size:20px;line-height:1;margin-right:6px}',
  '.ssr-pin{padding-left:20px}',
  '.ssr-page a.ssr-cta{box-sizing:border-box;display:flex;align-items:center;justify-content:center;text-align:center;min-height:42px;padding:8px 18px;border-radius:8px;background:#fd9a27;color:#0b1f3a;font-weight:650;text-decoration:none}',
  '.ssr-cta+p{margin-top:6px}',
  '.ssr-about{line-height:1.6}',
  '.ssr-badges{display:flex;flex-wrap:wrap;gap:6px}',
  '.ssr-badges li{font-size:13px;line-height:24px;font-weight:700;padding:0 12px;border-radius:4px;background:rgba(31,66,117,.1)}',
  '.ssr-reviews{display:flex;flex-direction:column;gap:12px}',
  '.ssr-reviews li{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:16px}',
  '.ssr-count{font-weight:600}',
  // What lies below the first screen (the directory's cards after the first six, a workshop's reviews)
  // is laid out only when scrolled to: the first layout of /workshops' hundred cards was one long task
  // right after the first paint.
  '.ssr-later,.ssr-reviews{content-visibility:auto;contain-intrinsic-size:auto 2000px}',
  '.ssr-cards{display:grid;grid-template-columns:1fr;gap:20px}',
  '.ssr-cards li{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:16px 20px;font-size:14px;color:#495057}',
  '.ssr-cards a{display:block;font-size:16px;font-weight:700;color:#0b1f3a;text-decoration:none}',
  '.ssr-filters{min-height:212px}',
  '@media (min-width:36em){.ssr-page a.ssr-cta{display:inline-flex}.ssr-filters{min-height:140px}}',
  '@media (min-width:48em){.ssr-page{padding-top:40px}.ssr-head h1{font-size:34px}.ssr-panel{padding:20px}.ssr-cards{grid-template-columns:1fr 1fr}}',
  '@media (min-width:62em){.ssr-grid{display:grid;grid-template-columns:7fr 5fr;gap:32px}.ssr-cards{grid-template-columns:1fr 1fr 1fr}.ssr-filters{min-height:72px}}',
  '@media (max-width:47.99em){.ssr-band{padding:32px 0 40px}}',
].join('');

/** The band at the top of an inner page (the app's PageIntro): eyebrow, the page's h1 and its lead. */
const band = (eyebrow: string, title: string, lead: string) =>
  `<section class="ssr-band"><div class="ssr-in"><p class="ssr-kicker">${escapeHtml(eyebrow)}</p><h1>${escapeHtml(
    title,
  )}</h1><p class="ssr-intro">${escapeHtml(lead)}</p></div></section>`;

async function workshopsPage(deps: AppDeps): Promise<PublicPage> {
  const page = await workshops.directory(deps.db, { page: 1, pageSize: DIRECTORY_MAX_LINKS });
  const items = page.items.map((w) => {
    const place = [w.address?.suburb, w.address?.city].filter(Boolean).join(', ');
    const rating = w.rating ? `, rated ${w.rating.toFixed(1)} out of 5` : '';
    return `<li>${link(`/workshops/${w.slug}`, w.name)}${escapeHtml(place ? ` (${place}${rating})` : rating)}</li>`;
  });
  const later = items.slice(FIRST_SCREEN_CARDS);
  const count = `${page.totalDisplayItems} ${page.totalDisplayItems === 1 ? 'workshop' : 'workshops'}`;
  return {
    title: 'Partner workshops',
    description:
      'Find a Motorwise partner workshop near you: search by name, area, service and rating, read customer reviews and request a quote.',
    style: INNER_PAGE_STYLE,
    body: `<div class="ssr-bar"></div><main>${band(
      'Partner workshops',
      'Find a trusted workshop',
      'Independent and franchised workshops across South Africa, checked by Motorwise and rated by the customers they served.',
    )}<div class="ssr-page"><div class="ssr-stack"><div class="ssr-filters"></div><p class="ssr-count">${count}</p><ul class="ssr-cards">${items
      .slice(0, FIRST_SCREEN_CARDS)
      .join(
        '',
      )}</ul>${later.length ? `<ul class="ssr-cards ssr-later">${later.join('')}</ul>` : ''}</div></div></main>`,
  };
}

async function workshopPage(deps: AppDeps, slug: string): Promise<PublicPage | null> {
  const w = await workshops.findPublic(deps.db, slug);
  if (!w) return null;
  const a = w.address;
  const place = [a.suburb, a.city].filter(Boolean).join(', ');
  const street = [[a.streetNumber, a.streetName].filter(Boolean).join(' '), a.suburb, a.city, a.postalCode]
    .filter(Boolean)
    .join(', ');
  const rated = w.rating ? ` Rated ${w.rating.toFixed(1)} out of 5 by Motorwise customers.` : '';
  const reviewCount = `${w.reviewCount} ${w.reviewCount === 1 ? 'review' : 'reviews'}`;
  const rating = w.rating
    ? `<p class="ssr-star"><b>${w.rating.toFixed(1)}</b> out of 5 · ${reviewCount}</p>`
    : `<p>Not rated yet · ${reviewCount}</p>`;
  const logo = w.logoUrl
    ? `<img class="ssr-logo" src="${escapeHtml(w.logoUrl)}" alt="" width="72" height="72" />`
    : `<div class="ssr-logo" aria-hidden="true">${escapeHtml(workshopInitials(w.name))}</div>`;
  const reviews = w.workshopReviews
    .slice(0, 10)
    .map(
      (r) =>
        `<li><p><b>${escapeHtml(r.authorName)}</b>, ${r.rating} out of 5</p><p>${escapeHtml(r.review)}</p></li>`,
    )
    .join('');
  return {
    title: w.name,
    description: `${w.name}${place ? ` in ${place}` : ''}: compare its quote for your service or repair on Motorwise.${rated}`,
    style: INNER_PAGE_STYLE,
    body: `<div class="ssr-bar"></div><main class="ssr-page ssr-shop"><p class="ssr-back">${link(
      '/workshops',
      'All workshops',
    )}</p><div class="ssr-head">${logo}<div><h1>${escapeHtml(w.name)}</h1>${rating}<p class="ssr-pin">${escapeHtml(
      street,
    )}</p></div></div><div><a class="ssr-cta" href="/new-quote">Request a quote from this workshop</a><p class="ssr-muted">Choose your vehicle and what it needs; this workshop is chosen for you, and you can add others.</p></div><div class="ssr-grid"><div class="ssr-shop">${
      w.description
        ? `<section><h2>About the workshop</h2><p class="ssr-about">${escapeHtml(w.description)}</p></section>`
        : ''
    }<section><h2>Services</h2><ul class="ssr-badges">${w.services
      .map((s) => `<li>${escapeHtml(REQUEST_TYPE_OF_KIND[s])}</li>`)
      .join('')}</ul></section><section><h2>Reviews from Motorwise customers</h2>${
      reviews ? `<ul class="ssr-reviews">${reviews}</ul>` : '<p>No reviews yet.</p>'
    }</section></div></div></main>`,
  };
}

/** /quote-estimate's first screen: the band and the two panels' headings (the app fills them in). */
const QUOTE_ESTIMATE_PAGE: PublicPage = {
  title: 'Price estimate',
  description:
    'See the typical price range for a service or repair on your vehicle before you ask workshops for quotes.',
  style: INNER_PAGE_STYLE,
  body: `<div class="ssr-bar"></div><main>${band(
    'Plan ahead',
    'Price estimate',
    'See the typical price range for a service or repair on your vehicle before you ask workshops for quotes.',
  )}<div class="ssr-page"><div class="ssr-stack"><section class="ssr-panel"><h2>Which vehicle is it for?</h2></section><section class="ssr-panel"><h2>What does it need?</h2></section></div></div></main>`,
};

/** The public page at a path, or null for the app's other routes (which keep the plain shell). */
async function publicPage(deps: AppDeps, pathname: string): Promise<PublicPage | null> {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (p === '/home') return homePage(deps);
  if (STATIC_PAGES[p]) return STATIC_PAGES[p];
  if (p === '/workshops') return workshopsPage(deps);
  if (p === '/quote-estimate') return QUOTE_ESTIMATE_PAGE;
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
    ...(page.style ? [`<style>${page.style}</style>`] : []),
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
    for (const url of [...Object.keys(STATIC_PAGES), '/workshops', '/workshops/:slug', '/quote-estimate'])
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
