import { PROGRAMME_QUOTE_TYPES } from './partner-programmes';
import { policyEffect } from './policy';
import {
  CATEGORY_KINDS,
  QUOTE_TYPES,
  type QuoteKind,
  type QuoteType,
  quoteKind,
  quoteTypeDisplayName,
  type RequestCategory,
} from './quote-types';

/**
 * Which quote types a caller may ask for, for a vehicle (spec: "Each appears only if allowed for the
 * user and vehicle; the flags that decide this are not shown"). One pure rule: the request-type cards
 * show what it offers, and the API refuses anything else (docs/decisions/015).
 *
 * - Guests and customers: the marketplace's own service and repair (SMC). A garage vehicle whose policy
 *   puts it in policy-quote mode offers the policy claim (IGS_Policy) instead (spec: "the policy quote
 *   type becomes selectable and the normal service and repair types are disabled").
 * - Organisation users: the organisation types (WBC) that their request category allows (all six
 *   organisation kinds until a category is chosen), which every organisation has; 'Quote as per Dekra' when
 *   the garage vehicle carries a Dekra vehicle report; and the quote types of the partner programmes their
 *   organisation is in (the insurance programme's service and repair, IGS), within the category too
 *   (decision 060: the programmes are data, the API hands them in); policy-quote mode works as for
 *   customers.
 */

export interface QuoteOfferContext {
  isOrganisation: boolean;
  /** Organisation users: the chosen request category (null before one is chosen). */
  requestCategory?: RequestCategory | null;
  /** Organisation users: the partner programmes their organisation is in, each with the quote types it allows. */
  programmes?: readonly { quoteTypes: readonly QuoteType[] }[];
  /** The garage vehicle the request is for, when it is one. */
  garageVehicle?: {
    /** Its innovation policy's status, or null without a policy. */
    policyStatus?: string | null;
    /** It carries a Dekra vehicle report (a PDF whose name contains 'dekra'). */
    hasDekraReport?: boolean;
  } | null;
}

/** spec: "A policy-quote vehicle must be a garage vehicle with a policy." */
export const POLICY_VEHICLE_REQUIRED_MESSAGE =
  'A policy-quote vehicle must be a garage vehicle with a policy.';
export const QUOTE_TYPE_NOT_OFFERED_MESSAGE = 'This request type is not offered for this vehicle.';
/** An organisation type no partner programme of the organisation allows (decision 060; the spec has none). */
export const programmeMismatchMessage = (quoteType: QuoteType) =>
  `${quoteTypeDisplayName(quoteType)} is not part of your organisation's partner programmes.`;
export const categoryMismatchMessage = (quoteType: QuoteType, category: RequestCategory) =>
  `${quoteTypeDisplayName(quoteType)} is not part of the ${category} category.`;

/** A garage vehicle with a policy whose status keeps policy-quote mode on (active, warned or inactive). */
export function isPolicyQuoteMode(ctx: Pick<QuoteOfferContext, 'garageVehicle'>): boolean {
  const status = ctx.garageVehicle?.policyStatus;
  return Boolean(status) && policyEffect(status).policyQuoteMode;
}

const isProgrammeType = (t: QuoteType) => (PROGRAMME_QUOTE_TYPES as readonly QuoteType[]).includes(t);

const ORGANISATION_KINDS: readonly QuoteKind[] = CATEGORY_KINDS.AAA;
const SERVICE_OR_REPAIR: readonly QuoteKind[] = ['service', 'repair'];

/** The quote types offered, in the spec's order. */
export function offeredQuoteTypes(ctx: QuoteOfferContext): QuoteType[] {
  const policyMode = isPolicyQuoteMode(ctx);
  const offered = new Set<QuoteType>();
  if (!ctx.isOrganisation) {
    if (policyMode) offered.add('IGS_Policy');
    else for (const t of ['SMC_Service', 'SMC_Repair'] as const) offered.add(t);
  } else {
    const kinds = ctx.requestCategory ? CATEGORY_KINDS[ctx.requestCategory] : ORGANISATION_KINDS;
    const fromProgrammes = new Set<QuoteType>((ctx.programmes ?? []).flatMap((p) => p.quoteTypes));
    for (const t of QUOTE_TYPES) {
      const allowed = t.startsWith('WBC_') || (fromProgrammes.has(t) && isProgrammeType(t));
      if (allowed && kinds.includes(quoteKind(t))) offered.add(t);
    }
    if (ctx.garageVehicle?.hasDekraReport) offered.add('WBC_Dekra');
    if (policyMode) {
      for (const t of [...offered]) if (SERVICE_OR_REPAIR.includes(quoteKind(t))) offered.delete(t);
      offered.add('IGS_Policy');
    }
  }
  return QUOTE_TYPES.filter((t) => offered.has(t));
}

/** Why a quote type cannot be asked for here, in a sentence; null when it is offered. */
export function quoteTypeRefusal(quoteType: QuoteType, ctx: QuoteOfferContext): string | null {
  if (offeredQuoteTypes(ctx).includes(quoteType)) return null;
  if (quoteType === 'IGS_Policy') return POLICY_VEHICLE_REQUIRED_MESSAGE;
  if (
    ctx.isOrganisation &&
    ctx.requestCategory &&
    offeredQuoteTypes({ ...ctx, requestCategory: null }).includes(quoteType)
  )
    return categoryMismatchMessage(quoteType, ctx.requestCategory);
  // A programme's own type (not one every organisation has) that none of the organisation's programmes allows.
  if (ctx.isOrganisation && isProgrammeType(quoteType) && !quoteType.startsWith('WBC_'))
    return programmeMismatchMessage(quoteType);
  return QUOTE_TYPE_NOT_OFFERED_MESSAGE;
}
