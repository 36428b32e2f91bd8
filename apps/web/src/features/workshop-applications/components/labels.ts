import { type QuoteType, quoteTypeDisplayName } from '@motorwise/shared';

/** A quote type as a choice: its programme and kind, then its display name ('SMC Service: Get Multiple Service Quotes'). */
export const quoteTypeLabel = (type: QuoteType) => `${type.replace('_', ' ')}: ${quoteTypeDisplayName(type)}`;
