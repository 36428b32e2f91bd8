/**
 * The landing page's words below the hero, in one place: the web app draws them (features/marketing) and
 * the server writes them into /home's first HTML (apps/api web-app.ts), so a crawler, a link preview or a
 * phone that has not run the app yet reads the same page (decision 082).
 */

/** The claims under the hero, after their figures. */
export const LANDING_CLAIMS = {
  customers: 'happy customers since',
  savings: 'saved by comparing workshop quotes',
  rating: 'average rating on Google reviews',
} as const;

/** "What we do": the four steps from quote to collection. */
export const LANDING_STEPS = [
  {
    title: 'Tell us what your car needs',
    body: 'Pick your vehicle, choose a service or describe the repair, and say where and when suits you.',
  },
  {
    title: 'Compare itemised quotes',
    body: 'Workshops near you send line-by-line quotes. Compare price, rating, distance and turnaround.',
  },
  {
    title: 'Book in one click',
    body: 'Accept the quote you like and the workshop is booked. Message them any time from your quote page.',
  },
  {
    title: 'Pay online and collect',
    body: 'Approve any extra work line by line, then pay securely through PayFast or Paystack before you collect.',
  },
] as const;

/** Payment partners and standards we work to (text badges, no remote logos). */
export const TRUST_BADGE_LABELS = [
  'PayFast secure checkout',
  'Paystack payments',
  'POPIA compliant',
  'Consumer Protection Act',
  'Accredited repairers',
  'Google rating 4.8',
] as const;

export interface LandingReview {
  name: string;
  place: string;
  vehicle: string;
  rating: number;
  text: string;
}

export const LANDING_REVIEWS: readonly LandingReview[] = [
  {
    name: 'Thandi M.',
    place: 'Randburg',
    vehicle: 'VW Polo Vivo',
    rating: 5,
    text: 'Three quotes within a day, and the one I chose was R1 900 less than the dealer. The workshop sent photos of the worn brake pads before replacing them.',
  },
  {
    name: 'Pieter van der Merwe',
    place: 'Centurion',
    vehicle: 'Toyota Hilux',
    rating: 5,
    text: 'I liked that every line was itemised with VAT. When they found a leaking hose I could approve it on my phone, and nothing else appeared on the invoice.',
  },
  {
    name: 'Ayesha K.',
    place: 'Durban North',
    vehicle: 'Suzuki Swift',
    rating: 4,
    text: 'Booked a major service for a Saturday drop-off and paid with instant EFT before collecting. Easy, and no phoning around for prices.',
  },
];

/** The landing page's section headings and the organisation call to action. */
export const LANDING_SECTIONS = {
  stepsEyebrow: 'What we do',
  stepsTitle: 'From quote to collection in four steps',
  trustTitle: 'Secure payments and fair dealing, by the rules South Africans rely on',
  reviewsEyebrow: 'Reviews',
  reviewsTitle: 'Drivers who compared before they booked',
  partnersTitle: 'Our workshop partners',
  partnersLead: 'Independent and franchised workshops, checked by Motorwise and rated by customers.',
  organisationTitle: 'Running a fleet or a dealership?',
  organisationLead:
    'Organisation accounts give every branch its own requests, dashboard, inbox and events, with finance recon and aftersales request types built in.',
} as const;
