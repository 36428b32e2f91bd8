import { z } from 'zod';
import { messages } from './messages';
import { QuoteRequestStatus } from './statuses';

/** spec: the twelve quote types, as the API spells them. */
export const QUOTE_TYPES = [
  'SMC_Service',
  'SMC_Repair',
  'IGS_Service',
  'IGS_Repair',
  'IGS_Policy',
  'WBC_Service',
  'WBC_Repair',
  'WBC_Inspection',
  'WBC_WheelsTyres',
  'WBC_Windscreen',
  'WBC_BodyExternal',
  'WBC_Dekra',
] as const;
export type QuoteType = (typeof QUOTE_TYPES)[number];
export const QuoteTypeSchema = z.enum(QUOTE_TYPES, { error: messages.arrayRequired() });

/** What kind of work a quote type asks for (the words the request categories use). */
export const QUOTE_KINDS = [
  'service',
  'repair',
  'policy',
  'inspection',
  'wheelsTyres',
  'windscreen',
  'bodyExterior',
  'dekra',
] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];

const KIND_OF: Readonly<Record<QuoteType, QuoteKind>> = {
  SMC_Service: 'service',
  SMC_Repair: 'repair',
  IGS_Service: 'service',
  IGS_Repair: 'repair',
  IGS_Policy: 'policy',
  WBC_Service: 'service',
  WBC_Repair: 'repair',
  WBC_Inspection: 'inspection',
  WBC_WheelsTyres: 'wheelsTyres',
  WBC_Windscreen: 'windscreen',
  WBC_BodyExternal: 'bodyExterior',
  WBC_Dekra: 'dekra',
};

export function quoteKind(quoteType: QuoteType): QuoteKind {
  return KIND_OF[quoteType];
}

/**
 * The request type: the kind's display word. It is the first half of the stored form
 * '<request type> - <quote type>' (spec: "Stored combined as '<request type> - <quote type>'"),
 * e.g. 'Service - SMC_Service', 'Wheels and Tyres - WBC_WheelsTyres'.
 */
export const REQUEST_TYPE_OF_KIND: Readonly<Record<QuoteKind, string>> = {
  service: 'Service',
  repair: 'Repair',
  policy: 'Policy',
  inspection: 'Inspection',
  wheelsTyres: 'Wheels and Tyres',
  windscreen: 'Windscreen',
  bodyExterior: 'Body Exterior',
  dekra: 'Dekra',
};

export function requestTypeOf(quoteType: QuoteType): string {
  return REQUEST_TYPE_OF_KIND[quoteKind(quoteType)];
}

/**
 * Display names on the request-type cards (spec: "service or repair, policy claim, Quote After Inspection,
 * Get Multiple Service Quotes, Get Multiple Repair Quotes, Wheels and Tyre Quotes, Windscreen Quotes,
 * Body & Exterior Quotes, Quote as per Dekra"). The marketplace's own service and repair (SMC) and the
 * finance-recon programme's (WBC) ask several workshops, so they get the "Get Multiple" names; the
 * insurance programme's (IGS) are the plain 'Service' and 'Repair', its policy type 'Policy Claim'.
 */
export const QUOTE_TYPE_DISPLAY_NAMES: Readonly<Record<QuoteType, string>> = {
  SMC_Service: 'Get Multiple Service Quotes',
  SMC_Repair: 'Get Multiple Repair Quotes',
  IGS_Service: 'Service',
  IGS_Repair: 'Repair',
  IGS_Policy: 'Policy Claim',
  WBC_Service: 'Get Multiple Service Quotes',
  WBC_Repair: 'Get Multiple Repair Quotes',
  WBC_Inspection: 'Quote After Inspection',
  WBC_WheelsTyres: 'Wheels and Tyre Quotes',
  WBC_Windscreen: 'Windscreen Quotes',
  WBC_BodyExternal: 'Body & Exterior Quotes',
  WBC_Dekra: 'Quote as per Dekra',
};

export function quoteTypeDisplayName(quoteType: QuoteType): string {
  return QUOTE_TYPE_DISPLAY_NAMES[quoteType];
}

export function isQuoteType(value: string): value is QuoteType {
  return (QUOTE_TYPES as readonly string[]).includes(value);
}

const STORED_SEPARATOR = ' - ';

/** 'SMC_Service' -> 'Service - SMC_Service'. */
export function formatStoredQuoteType(quoteType: QuoteType): string {
  return `${requestTypeOf(quoteType)}${STORED_SEPARATOR}${quoteType}`;
}

export interface ParsedQuoteType {
  requestType: string;
  quoteType: QuoteType;
  kind: QuoteKind;
}

/**
 * Reads the stored form back. The request type must match the quote type's kind (case-insensitive);
 * a bare quote type ('SMC_Service') is read too, for rows written before the combined form.
 * Anything else gives null.
 */
export function parseStoredQuoteType(stored: string | null | undefined): ParsedQuoteType | null {
  const text = (stored ?? '').trim();
  const at = text.lastIndexOf(STORED_SEPARATOR);
  const quoteTypeText = at === -1 ? text : text.slice(at + STORED_SEPARATOR.length).trim();
  if (!isQuoteType(quoteTypeText)) return null;
  const requestType = requestTypeOf(quoteTypeText);
  if (at !== -1 && text.slice(0, at).trim().toLowerCase() !== requestType.toLowerCase()) return null;
  return { requestType, quoteType: quoteTypeText, kind: quoteKind(quoteTypeText) };
}

/** spec: the stored combined form, validated and normalised. */
export const StoredQuoteTypeSchema = z
  .string()
  .max(100)
  .refine((value) => parseStoredQuoteType(value) !== null, { error: messages.arrayRequired() });

/** spec: request categories for organisation users. */
export const REQUEST_CATEGORIES = [
  'Finance Recon 1',
  'Finance Recon 2',
  'AAA',
  'Repairs',
  'Aftersales',
] as const;
export type RequestCategory = (typeof REQUEST_CATEGORIES)[number];
export const RequestCategorySchema = z.enum(REQUEST_CATEGORIES, { error: messages.arrayRequired() });

const ALL_ORGANISATION_KINDS: readonly QuoteKind[] = [
  'inspection',
  'service',
  'repair',
  'wheelsTyres',
  'windscreen',
  'bodyExterior',
];

/** spec: the quote kinds each request category allows. */
export const CATEGORY_KINDS: Readonly<Record<RequestCategory, readonly QuoteKind[]>> = {
  'Finance Recon 1': ['service', 'repair', 'inspection'],
  'Finance Recon 2': ['repair', 'wheelsTyres', 'windscreen', 'bodyExterior'],
  AAA: ALL_ORGANISATION_KINDS,
  Repairs: ALL_ORGANISATION_KINDS,
  Aftersales: ALL_ORGANISATION_KINDS,
};

export function kindsForCategory(category: RequestCategory): readonly QuoteKind[] {
  return CATEGORY_KINDS[category];
}

export function isQuoteTypeAllowedForCategory(quoteType: QuoteType, category: RequestCategory): boolean {
  return CATEGORY_KINDS[category].includes(quoteKind(quoteType));
}

/** spec: the finance-recon override toggle sets Finance Recon 1 (on) or Finance Recon 2 (off). */
export function categoryForFinanceReconOverride(on: boolean): RequestCategory {
  return on ? 'Finance Recon 1' : 'Finance Recon 2';
}

/** spec: the garage vehicle status that marks a finance-recon vehicle. */
export const FINANCE_RECON_VEHICLE_STATUS = 'Finance Recon';

/**
 * spec: choosing a 'Finance Recon' garage vehicle sets Finance Recon 1 and turns the override on
 * "if any past request is not cancelled".
 */
export function financeReconOverrideFromHistory(
  history: readonly { quoteRequestStatus: number | null | undefined }[],
): boolean {
  return history.some((entry) => entry.quoteRequestStatus !== QuoteRequestStatus.Cancelled);
}
