import type { WorkshopGuarantee } from '@motorwise/shared';

/**
 * The demo workshops' workmanship guarantees (decision 076), as South African workshops state them: the
 * usual 12 months / 20 000 km on parts and labour (RMI and MIWA members), a longer one at a dealer-level
 * workshop, a shorter labour cover at some, bodywork and glass without kilometres.
 */
export function seedGuarantee(w: { isPosh: boolean; kinds: string[] }, index: number): WorkshopGuarantee {
  if (w.kinds.includes('bodyExternal'))
    return {
      partsMonths: 12,
      partsKm: null,
      labourMonths: 36,
      labourKm: null,
      terms:
        'Paint and panel work is guaranteed against peeling, cracking and colour mismatch; stone chips, ' +
        'accident damage and polishing with abrasives are not covered.',
    };
  if (w.kinds.length === 1 && w.kinds[0] === 'windscreen')
    return {
      partsMonths: 12,
      partsKm: null,
      labourMonths: 12,
      labourKm: null,
      terms: 'Leaks and wind noise from the fitment are fixed free; new chips and cracks are not covered.',
    };
  if (w.isPosh)
    return {
      partsMonths: 24,
      partsKm: 40_000,
      labourMonths: 24,
      labourKm: 40_000,
      terms:
        'OEM or OE-equivalent parts; the vehicle must come back to us for any claim. Wear items ' +
        '(brake pads, wiper blades, bulbs) are not covered.',
    };
  const shortLabour = index % 3 === 2;
  return {
    partsMonths: 12,
    partsKm: 20_000,
    labourMonths: shortLabour ? 6 : 12,
    labourKm: shortLabour ? 10_000 : 20_000,
    terms:
      "Parts carry the supplier's guarantee through us. Claims are inspected at our workshop before any " +
      'work; damage from abuse, accidents or later work elsewhere is not covered.',
  };
}
