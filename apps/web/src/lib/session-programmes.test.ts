import type { ApplicationUser } from '@motorwise/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { toSessionUser } from './session';
import { readStoredUser, writeStoredUser } from './session-storage';

afterEach(() => localStorage.clear());

describe('the stored session keeps the organisation’s partner programmes (decision 060)', () => {
  it('from GetApplicationUser to localStorage and back, for the request wizard’s offer', () => {
    const organization = {
      id: 'o-1',
      name: 'FleetCo',
      registrationNumber: null,
      taxNumber: null,
      kind: 'fleet',
      authUser: { id: 'u-1', email: 'a@fleetco.co.za', organizationBranchId: 'b-1', role: 'member' as const },
      organizationBranches: [],
      allOrganizationBranches: [],
      programmes: [{ key: 'insurance' as const, name: 'Insurance', quoteTypes: ['IGS_Service' as const] }],
    };
    const user = { id: 'u-1', email: 'a@fleetco.co.za', organization } as unknown as ApplicationUser;
    writeStoredUser(toSessionUser(user));
    expect(readStoredUser()?.organization?.programmes).toEqual([
      { key: 'insurance', quoteTypes: ['IGS_Service'] },
    ]);
  });
});
