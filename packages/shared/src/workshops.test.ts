import { describe, expect, it } from 'vitest';
import { checkWorkshopSelection } from './workshops';

const noneNearby =
  "It seems we don't have any workshops around the area you selected for your address. Please try a different address.";
const tooFew =
  'Please extend your radius to enable us to increase the number of participating workshops. You will still have the freedom of choice upon receipt of the workshop responses.';

describe('checkWorkshopSelection (spec step 3, minimum workshops 3)', () => {
  it.each([
    // view, selected, available, organisation -> reason or null
    ['map', 0, 0, false, 'noWorkshopsNearby'],
    ['map', 0, 5, false, 'noneSelected'],
    ['map', 1, 5, false, 'tooFew'],
    ['map', 2, 5, false, 'tooFew'],
    ['map', 3, 5, false, null],
    ['map', 2, 2, false, null], // every workshop in range is chosen
    ['map', 1, 5, true, null], // organisations are not asked for three
    ['list', 0, 8, true, 'noneSelected'],
    ['list', 1, 8, true, null],
    ['list', 1, 8, false, null],
  ] as const)(
    '%s view, %i of %i, organisation %s -> %s',
    (view, selectedCount, availableCount, isOrganisation, reason) => {
      const check = checkWorkshopSelection({ view, selectedCount, availableCount, isOrganisation });
      expect(check.ok ? null : check.reason).toBe(reason);
    },
  );

  it('says the spec texts', () => {
    const base = { view: 'map', isOrganisation: false } as const;
    expect(checkWorkshopSelection({ ...base, selectedCount: 0, availableCount: 0 })).toEqual({
      ok: false,
      reason: 'noWorkshopsNearby',
      blocking: true,
      message: noneNearby,
    });
    expect(checkWorkshopSelection({ ...base, selectedCount: 0, availableCount: 4 })).toMatchObject({
      blocking: true,
      message: 'Please add at least 1 workshop.',
    });
    expect(checkWorkshopSelection({ ...base, selectedCount: 2, availableCount: 4 })).toMatchObject({
      blocking: false,
      message: tooFew,
    });
  });
});
