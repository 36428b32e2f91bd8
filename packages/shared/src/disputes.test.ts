import { describe, expect, it } from 'vitest';
import { OpenDisputeSchema } from './disputes';

const claim = (currentMileage: unknown) =>
  OpenDisputeSchema.safeParse({
    quoteId: '0b9d1a52-4f7e-4c1e-9d5e-2f6f2f0e7a11',
    subject: 'The brakes squeal again',
    message: 'Three weeks after the job the front brakes squeal.',
    kind: 'guarantee',
    currentMileage,
  });

describe('a guarantee claim’s current mileage', () => {
  it.each([
    ['89100', 89_100],
    ['89 100', 89_100],
    ['89\u00a0100', 89_100],
    [' 120 500 ', 120_500],
    ['', null],
  ])('%j reads as %j', (typed, km) => {
    const parsed = claim(typed);
    expect(parsed.success && parsed.data.currentMileage).toBe(km);
  });

  it.each(['89,100', '89.5', 'about 90000', '-5'])('%j is refused with a sentence', (typed) => {
    const parsed = claim(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Enter the mileage in whole kilometres.');
  });
});
