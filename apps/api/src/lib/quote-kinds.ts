import { type QuoteType, quoteKind } from '@motorwise/shared';

/**
 * The kind of work a quote type asks for, as the database spells it in workshops.kinds and
 * repair_item_templates.quote_kind. The demo data was written with 'bodyExternal' where the shared
 * contract says 'bodyExterior'; every other kind is spelled the same (decision 015).
 */
export function storedKind(quoteType: QuoteType): string {
  const kind = quoteKind(quoteType);
  return kind === 'bodyExterior' ? 'bodyExternal' : kind;
}
