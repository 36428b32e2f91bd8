import { describe, expect, it } from 'vitest';
import { addMonths, guaranteeClaimProblem, guaranteeSummary, quoteGuaranteeView } from './guarantee';

const G = { partsMonths: 12, partsKm: 20_000, labourMonths: 6, labourKm: 10_000, terms: '' };
// Completed on 15 January 2026 (Johannesburg), in at 85 000 km.
const facts = { guarantee: G, completedAt: new Date('2026-01-15T08:00:00Z'), checkInMileage: 85_000 };

describe('the workmanship guarantee', () => {
  it('adds calendar months, clamped to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
  });

  it('reads as one line', () => {
    expect(guaranteeSummary(G)).toBe('Parts 12 months / 20 000 km · Labour 6 months / 10 000 km');
    expect(guaranteeSummary({ ...G, labourMonths: 12, labourKm: 20_000 })).toBe(
      'Parts and labour 12 months / 20 000 km',
    );
    expect(guaranteeSummary({ ...G, partsMonths: 0, labourMonths: 0 })).toBe('No guarantee stated');
  });

  it('ends with the longer side, by date', () => {
    const view = quoteGuaranteeView(facts, new Date('2026-12-01T10:00:00Z'));
    expect(view).toMatchObject({ completedOn: '2026-01-15', endsOn: '2027-01-15', inForce: true });
    expect(quoteGuaranteeView(facts, new Date('2027-01-16T10:00:00Z'))?.inForce).toBe(false);
  });

  it('takes a claim while either side covers it, by date and by kilometres', () => {
    const march = new Date('2026-03-01T10:00:00Z');
    expect(guaranteeClaimProblem(facts, march, null)).toBeNull();
    expect(guaranteeClaimProblem(facts, march, 100_000)).toBeNull(); // labour's km gone, parts' not
    expect(guaranteeClaimProblem(facts, march, 105_001)).toBe(
      'The guarantee on this job ended at 105 000 km (the vehicle is at 105 001 km).',
    );
    // After labour's six months, only the parts' cover is left.
    expect(guaranteeClaimProblem(facts, new Date('2026-08-01T10:00:00Z'), 100_000)).toBeNull();
    expect(guaranteeClaimProblem(facts, new Date('2027-01-16T10:00:00Z'), null)).toBe(
      'The guarantee on this job ended on 15/01/2027.',
    );
    expect(guaranteeClaimProblem({ ...facts, completedAt: null }, march, null)).toBe(
      'A guarantee claim can be opened once the job is completed.',
    );
    // No mileage at check-in: the kilometres cannot be counted, the date alone decides.
    expect(guaranteeClaimProblem({ ...facts, checkInMileage: null }, march, 900_000)).toBeNull();
  });
});
