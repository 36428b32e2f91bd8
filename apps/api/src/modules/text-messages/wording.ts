/**
 * What each text says, in one place per notification kind (decision 074): short and plain, a link to the
 * page, and nothing personal beyond the first name and the reference. An SMS stays within one 160-character
 * GSM-7 message where it can (a long first name is shortened); a WhatsApp text is an approved template
 * (`<prefix><kind>`) whose parameters are the same three facts, in this order: first name, reference, link.
 */

export const TEXT_KINDS = [
  'quote_received',
  'booking_confirmed',
  'amendment_waiting',
  'invoice_ready',
  'payment_received',
  'ready_for_collection',
  // Reminders (decision 078): the reference is the vehicle's name, the link the reminder's.
  'service_due',
  'licence_disk_due',
  'roadworthy_due',
  'recommended_work',
] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

export interface TextFacts {
  firstName: string | null;
  /** The request's or job's reference. */
  reference: string;
  /** The page the text is about. */
  link: string;
}

const SAYS: Record<TextKind, (ref: string) => string> = {
  quote_received: (ref) => `you have a new quote for ${ref}.`,
  booking_confirmed: (ref) => `your booking ${ref} is confirmed.`,
  amendment_waiting: (ref) => `the workshop needs your approval on ${ref}.`,
  invoice_ready: (ref) => `your invoice for ${ref} is ready.`,
  payment_received: (ref) => `we received your payment for ${ref}. Thank you.`,
  ready_for_collection: (ref) => `your vehicle (${ref}) is ready for collection.`,
  service_due: (ref) => `your ${ref} is due for a service.`,
  licence_disk_due: (ref) => `the licence disk of your ${ref} expires soon.`,
  roadworthy_due: (ref) => `your ${ref} needs its roadworthy certificate soon.`,
  recommended_work: (ref) => `the work recommended on your ${ref} is worth another look.`,
};

const OPT_OUT = 'Reply STOP to opt out';
const FIRST_NAME_MAX = 15;

/** The GSM 03.38 basic set (and the extension table's characters, which take two septets each). */
const GSM7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€';

export function isGsm7(text: string): boolean {
  for (const c of text) if (!GSM7.includes(c) && !GSM7_EXTENDED.includes(c)) return false;
  return true;
}

/** Septets a GSM-7 text takes (extension characters count twice). */
export function gsm7Length(text: string): number {
  let n = 0;
  for (const c of text) n += GSM7_EXTENDED.includes(c) ? 2 : 1;
  return n;
}

const shortName = (name: string | null) => {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  return first.length > FIRST_NAME_MAX ? first.slice(0, FIRST_NAME_MAX) : first;
};

/** The SMS body and the WhatsApp template's parameters for one notification. */
export function textFor(kind: TextKind, facts: TextFacts): { body: string; params: string[] } {
  const name = shortName(facts.firstName);
  const says = SAYS[kind](facts.reference);
  const greeting = name ? `Hi ${name}, ` : '';
  const sentence = greeting ? says : says.charAt(0).toUpperCase() + says.slice(1);
  const full = `Motorwise: ${greeting}${sentence} ${facts.link} ${OPT_OUT}`;
  // Within one SMS if the opt-out line is what tips it over: the link matters more.
  const body = gsm7Length(full) <= 160 ? full : `Motorwise: ${greeting}${sentence} ${facts.link}`;
  return { body, params: [name || 'there', facts.reference, facts.link] };
}
