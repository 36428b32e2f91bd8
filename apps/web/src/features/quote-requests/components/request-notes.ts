import { NOTES_MAX_LENGTH, type QuoteType, quoteKind } from '@motorwise/shared';

/** spec: the inspection type adds a pre-quote inspection note to the organisation's notes. */
export const PRE_QUOTE_INSPECTION_NOTE =
  'Pre-quote inspection: please inspect the vehicle first and send your quote after the inspection.';

/**
 * spec: "On the move to step 4, organisation users get notes auto-filled with vehicle name, item names or
 * answers and a sales person line; the inspection type adds a pre-quote inspection note." Kept within the
 * notes limit (500).
 */
export function organisationNotes(input: {
  vehicleName: string;
  items: readonly { name: string; queryAnswer?: string | null }[];
  salesPerson: string;
  quoteType: QuoteType;
}): string {
  const items = input.items.map((i) => (i.queryAnswer?.trim() ? i.queryAnswer.trim() : i.name)).join(', ');
  const lines = [
    `Vehicle: ${input.vehicleName}`,
    `Items: ${items}`,
    `Sales person: ${input.salesPerson}`,
    ...(quoteKind(input.quoteType) === 'inspection' ? [PRE_QUOTE_INSPECTION_NOTE] : []),
  ];
  const notes = lines.join('\n');
  return notes.length > NOTES_MAX_LENGTH ? `${notes.slice(0, NOTES_MAX_LENGTH - 2)}..` : notes;
}
