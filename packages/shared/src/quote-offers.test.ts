import { describe, expect, it } from 'vitest';
import {
  categoryMismatchMessage,
  offeredQuoteTypes,
  POLICY_VEHICLE_REQUIRED_MESSAGE,
  programmeMismatchMessage,
  QUOTE_TYPE_NOT_OFFERED_MESSAGE,
  type QuoteOfferContext,
  quoteTypeRefusal,
} from './quote-offers';

const customer: QuoteOfferContext = { isOrganisation: false };
const org: QuoteOfferContext = { isOrganisation: true };
const insurance = { quoteTypes: ['IGS_Service', 'IGS_Repair'] as const };

describe('offeredQuoteTypes', () => {
  it.each<[string, QuoteOfferContext, string[]]>([
    ['a guest or customer', customer, ['SMC_Service', 'SMC_Repair']],
    [
      'a customer with an active policy vehicle',
      { ...customer, garageVehicle: { policyStatus: 'ACTIVE POLICY' } },
      ['IGS_Policy'],
    ],
    [
      'a customer with a suspended policy (warned, kept)',
      { ...customer, garageVehicle: { policyStatus: 'suspend policy' } },
      ['IGS_Policy'],
    ],
    [
      'a customer with an inactive policy (info, kept)',
      { ...customer, garageVehicle: { policyStatus: 'INACTIVE POLICY' } },
      ['IGS_Policy'],
    ],
    [
      'a customer with an expired policy',
      { ...customer, garageVehicle: { policyStatus: 'EXPIRED POLICY' } },
      ['SMC_Service', 'SMC_Repair'],
    ],
    [
      'a customer with a Dekra report (not for customers)',
      { ...customer, garageVehicle: { hasDekraReport: true } },
      ['SMC_Service', 'SMC_Repair'],
    ],
    [
      'an organisation before a category',
      org,
      [
        'WBC_Service',
        'WBC_Repair',
        'WBC_Inspection',
        'WBC_WheelsTyres',
        'WBC_Windscreen',
        'WBC_BodyExternal',
      ],
    ],
    [
      'Finance Recon 1',
      { ...org, requestCategory: 'Finance Recon 1' },
      ['WBC_Service', 'WBC_Repair', 'WBC_Inspection'],
    ],
    [
      'Finance Recon 2',
      { ...org, requestCategory: 'Finance Recon 2' },
      ['WBC_Repair', 'WBC_WheelsTyres', 'WBC_Windscreen', 'WBC_BodyExternal'],
    ],
    [
      'Finance Recon 1 with a Dekra report',
      { ...org, requestCategory: 'Finance Recon 1', garageVehicle: { hasDekraReport: true } },
      ['WBC_Service', 'WBC_Repair', 'WBC_Inspection', 'WBC_Dekra'],
    ],
    [
      'an insurance-programme organisation, Finance Recon 2',
      { ...org, requestCategory: 'Finance Recon 2', programmes: [insurance] },
      ['IGS_Repair', 'WBC_Repair', 'WBC_WheelsTyres', 'WBC_Windscreen', 'WBC_BodyExternal'],
    ],
    [
      'an organisation with a policy vehicle',
      {
        ...org,
        requestCategory: 'AAA',
        programmes: [insurance],
        garageVehicle: { policyStatus: 'ACTIVE POLICY' },
      },
      ['IGS_Policy', 'WBC_Inspection', 'WBC_WheelsTyres', 'WBC_Windscreen', 'WBC_BodyExternal'],
    ],
  ])('%s', (_name, ctx, expected) => {
    expect(offeredQuoteTypes(ctx)).toEqual(expected);
  });
});

describe('quoteTypeRefusal', () => {
  it('says why, in a sentence', () => {
    expect(quoteTypeRefusal('SMC_Service', customer)).toBeNull();
    expect(quoteTypeRefusal('IGS_Policy', customer)).toBe(POLICY_VEHICLE_REQUIRED_MESSAGE);
    expect(quoteTypeRefusal('WBC_Service', customer)).toBe(QUOTE_TYPE_NOT_OFFERED_MESSAGE);
    expect(quoteTypeRefusal('WBC_Service', { ...org, requestCategory: 'Finance Recon 2' })).toBe(
      categoryMismatchMessage('WBC_Service', 'Finance Recon 2'),
    );
    expect(categoryMismatchMessage('WBC_Service', 'Finance Recon 2')).toBe(
      'Get Multiple Service Quotes is not part of the Finance Recon 2 category.',
    );
    expect(quoteTypeRefusal('WBC_Dekra', { ...org, requestCategory: 'AAA' })).toBe(
      QUOTE_TYPE_NOT_OFFERED_MESSAGE,
    );
  });

  it('offers a programme type only to an organisation in a programme that allows it (decision 060)', () => {
    const aaa: QuoteOfferContext = { ...org, requestCategory: 'AAA' };
    expect(quoteTypeRefusal('IGS_Service', aaa)).toBe(programmeMismatchMessage('IGS_Service'));
    expect(programmeMismatchMessage('IGS_Repair')).toBe(
      "Repair is not part of your organisation's partner programmes.",
    );
    expect(quoteTypeRefusal('IGS_Service', { ...aaa, programmes: [insurance] })).toBeNull();
    // Another programme with the same types (an admin may edit them) offers them just the same.
    const edited = { quoteTypes: ['IGS_Repair'] as const };
    expect(offeredQuoteTypes({ ...aaa, programmes: [edited] })).toContain('IGS_Repair');
    expect(offeredQuoteTypes({ ...aaa, programmes: [edited] })).not.toContain('IGS_Service');
    // A programme never offers the policy claim, a customer type, or Dekra without the report.
    const odd = { quoteTypes: ['IGS_Policy', 'SMC_Service', 'WBC_Dekra'] as const };
    expect(offeredQuoteTypes({ ...aaa, programmes: [odd] })).toEqual(offeredQuoteTypes(aaa));
    // Programmes are the organisation's: a customer is not offered them.
    expect(offeredQuoteTypes({ ...customer, programmes: [insurance] })).toEqual([
      'SMC_Service',
      'SMC_Repair',
    ]);
  });
});
