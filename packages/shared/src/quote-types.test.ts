import { describe, expect, it } from 'vitest';
import {
  categoryForFinanceReconOverride,
  financeReconOverrideFromHistory,
  formatStoredQuoteType,
  isQuoteTypeAllowedForCategory,
  kindsForCategory,
  parseStoredQuoteType,
  QUOTE_TYPES,
  type QuoteType,
  quoteKind,
  quoteTypeDisplayName,
  REQUEST_CATEGORIES,
  StoredQuoteTypeSchema,
} from './quote-types';

describe('quote types, kinds, display names and stored form', () => {
  it.each([
    ['SMC_Service', 'service', 'Get Multiple Service Quotes', 'Service - SMC_Service'],
    ['SMC_Repair', 'repair', 'Get Multiple Repair Quotes', 'Repair - SMC_Repair'],
    ['IGS_Service', 'service', 'Service', 'Service - IGS_Service'],
    ['IGS_Repair', 'repair', 'Repair', 'Repair - IGS_Repair'],
    ['IGS_Policy', 'policy', 'Policy Claim', 'Policy - IGS_Policy'],
    ['WBC_Service', 'service', 'Get Multiple Service Quotes', 'Service - WBC_Service'],
    ['WBC_Repair', 'repair', 'Get Multiple Repair Quotes', 'Repair - WBC_Repair'],
    ['WBC_Inspection', 'inspection', 'Quote After Inspection', 'Inspection - WBC_Inspection'],
    ['WBC_WheelsTyres', 'wheelsTyres', 'Wheels and Tyre Quotes', 'Wheels and Tyres - WBC_WheelsTyres'],
    ['WBC_Windscreen', 'windscreen', 'Windscreen Quotes', 'Windscreen - WBC_Windscreen'],
    ['WBC_BodyExternal', 'bodyExterior', 'Body & Exterior Quotes', 'Body Exterior - WBC_BodyExternal'],
    ['WBC_Dekra', 'dekra', 'Quote as per Dekra', 'Dekra - WBC_Dekra'],
  ] as const)('%s: %s, %j, %j', (type, kind, name, stored) => {
    expect(quoteKind(type)).toBe(kind);
    expect(quoteTypeDisplayName(type)).toBe(name);
    expect(formatStoredQuoteType(type)).toBe(stored);
    expect(parseStoredQuoteType(stored)).toEqual({
      requestType: stored.split(' - ')[0],
      quoteType: type,
      kind,
    });
  });

  it('covers all twelve types', () => {
    expect(QUOTE_TYPES).toHaveLength(12);
  });

  it.each([
    [' service - SMC_Service ', 'SMC_Service'],
    ['SMC_Repair', 'SMC_Repair'],
    ['Repair - SMC_Service', null],
    ['Service - SMC_Unknown', null],
    ['Service', null],
    ['', null],
    [null, null],
  ])('parseStoredQuoteType(%j) -> %s', (stored, quoteType) => {
    expect(parseStoredQuoteType(stored)?.quoteType ?? null).toBe(quoteType);
  });

  it('StoredQuoteTypeSchema accepts only a readable stored form', () => {
    expect(StoredQuoteTypeSchema.safeParse('Windscreen - WBC_Windscreen').success).toBe(true);
    expect(StoredQuoteTypeSchema.safeParse('Windscreen - WBC_BodyExternal').error?.issues[0]?.message).toBe(
      'Please select a value.',
    );
  });
});

describe('request categories (spec: quote kinds allowed per category)', () => {
  const allowed = (category: (typeof REQUEST_CATEGORIES)[number]) =>
    QUOTE_TYPES.filter((type: QuoteType) => isQuoteTypeAllowedForCategory(type, category));

  it('has the five categories', () => {
    expect(REQUEST_CATEGORIES).toEqual([
      'Finance Recon 1',
      'Finance Recon 2',
      'AAA',
      'Repairs',
      'Aftersales',
    ]);
  });

  it('Finance Recon 1 allows service, repair, inspection', () => {
    expect([...kindsForCategory('Finance Recon 1')].sort()).toEqual(['inspection', 'repair', 'service']);
    expect(allowed('Finance Recon 1')).toEqual([
      'SMC_Service',
      'SMC_Repair',
      'IGS_Service',
      'IGS_Repair',
      'WBC_Service',
      'WBC_Repair',
      'WBC_Inspection',
    ]);
  });

  it('Finance Recon 2 allows repair, wheels and tyres, windscreen, body exterior', () => {
    expect([...kindsForCategory('Finance Recon 2')].sort()).toEqual([
      'bodyExterior',
      'repair',
      'wheelsTyres',
      'windscreen',
    ]);
    expect(isQuoteTypeAllowedForCategory('WBC_Service', 'Finance Recon 2')).toBe(false);
    expect(isQuoteTypeAllowedForCategory('WBC_Inspection', 'Finance Recon 2')).toBe(false);
    expect(isQuoteTypeAllowedForCategory('WBC_WheelsTyres', 'Finance Recon 2')).toBe(true);
  });

  it.each(['AAA', 'Repairs', 'Aftersales'] as const)(
    '%s allows inspection, service, repair, wheels and tyres, windscreen, body exterior',
    (category) => {
      expect([...kindsForCategory(category)].sort()).toEqual([
        'bodyExterior',
        'inspection',
        'repair',
        'service',
        'wheelsTyres',
        'windscreen',
      ]);
      expect(isQuoteTypeAllowedForCategory('IGS_Policy', category)).toBe(false);
      expect(isQuoteTypeAllowedForCategory('WBC_Dekra', category)).toBe(false);
    },
  );

  it.each([
    [true, 'Finance Recon 1'],
    [false, 'Finance Recon 2'],
  ])('override %s -> %s', (on, category) => {
    expect(categoryForFinanceReconOverride(on)).toBe(category);
  });

  it.each([
    [[], false],
    [[{ quoteRequestStatus: 1 }, { quoteRequestStatus: 1 }], false],
    [[{ quoteRequestStatus: 1 }, { quoteRequestStatus: 0 }], true],
    [[{ quoteRequestStatus: 2 }], true],
  ])('history %j turns the override on: %s', (history, on) => {
    expect(financeReconOverrideFromHistory(history)).toBe(on);
  });
});
