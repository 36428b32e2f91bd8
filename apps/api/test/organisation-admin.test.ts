import { ORGANISATION_ADMIN_MESSAGES as MESSAGES } from '@motorwise/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, organizationBranches, organizations, organizationUsers } from '../src/db/schema';
import { createSignedInUser, createTestApp, createUser, joinOrganisation, signIn } from './helpers';

/**
 * Issue 12 item 8 (decision 038): organisation admins manage staff, details and branches. Two
 * organisations of two branches each, an admin and a member in each, pitted against each other on every call.
 */
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
const db = t.deps.db;

type User = Awaited<ReturnType<typeof createSignedInUser>>;
let alpha: User; // admin of Alpha Fleet (Midrand, Soweto)
let alphaMember: User; // member of Alpha, in Midrand
let beta: User; // admin of Beta Motors (Durban, Umhlanga)
let betaMember: User; // member of Beta, in Durban
let customer: User; // no organisation

const call = (user: User, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

/** A new account that joins an organisation with a role, signed in. */
async function joining(of: User, role: 'admin' | 'member', names: { firstName: string; lastName: string }) {
  const user = await createUser(db, names);
  await joinOrganisation(db, user.id, of.organizationId!, [of.branchIds[0]!], role);
  const session = await signIn(t.app, user.email);
  return { ...user, organizationId: of.organizationId, branchIds: of.branchIds, ...session };
}

const membership = async (userId: string) =>
  (await db.select().from(organizationUsers).where(eq(organizationUsers.userId, userId)))[0] ?? null;

const ADDRESS = {
  streetNumber: '12',
  streetName: 'Lever Road',
  suburb: 'Centurion Central',
  city: 'Centurion',
  province: 'Gauteng',
  country: 'South Africa',
  postalCode: '0157',
};

beforeAll(async () => {
  alpha = await createSignedInUser(t, {
    firstName: 'Anna',
    lastName: 'Admin',
    organisation: { name: 'Alpha Fleet', branches: ['Midrand', 'Soweto'] },
  });
  beta = await createSignedInUser(t, {
    firstName: 'Ben',
    lastName: 'Boss',
    organisation: { name: 'Beta Motors', branches: ['Durban', 'Umhlanga'] },
  });
  alphaMember = await joining(alpha, 'member', { firstName: 'Sipho', lastName: 'Dlamini' });
  betaMember = await joining(beta, 'member', { firstName: 'Thandi', lastName: 'Nkosi' });
  customer = await createSignedInUser(t);
});

describe('organisation admin', () => {
  it('lists the organisation’s own staff with roles and branches, never another organisation’s', async () => {
    const res = await call(alpha, 'GET', '/api/organisation/staff');
    expect(res.statusCode, res.body).toBe(200);
    const staff = res.json() as { id: string; role: string; branchName: string; email: string }[];
    expect(staff.map((s) => s.id).sort()).toEqual([alpha.id, alphaMember.id].sort());
    expect(staff.find((s) => s.id === alphaMember.id)).toMatchObject({
      firstName: 'Sipho',
      lastName: 'Dlamini',
      email: alphaMember.email,
      role: 'member',
      organizationBranchId: alpha.branchIds[0],
      branchName: 'Midrand',
    });
    expect(staff.find((s) => s.id === alpha.id)?.role).toBe('admin');
    const betaStaff = (await call(beta, 'GET', '/api/organisation/staff')).json() as { id: string }[];
    expect(betaStaff.map((s) => s.id).sort()).toEqual([beta.id, betaMember.id].sort());
  });

  it('the organisation part says who is an admin', async () => {
    const admin = await call(alpha, 'GET', '/api/user/loadUserOrganization');
    expect(admin.json().authUser.role).toBe('admin');
    const member = await call(alphaMember, 'GET', '/api/user/loadUserOrganization');
    expect(member.json().authUser.role).toBe('member');
  });

  it('refuses members who are not admins (403 with a sentence) and customers', async () => {
    const attempts: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['staff', 'GET', '/api/organisation/staff'],
      [
        'move',
        'POST',
        `/api/organisation/staff/${alpha.id}/branch`,
        { organizationBranchId: alpha.branchIds[1] },
      ],
      ['role', 'POST', `/api/organisation/staff/${alphaMember.id}/role`, { role: 'admin' }],
      ['remove', 'DELETE', `/api/organisation/staff/${alpha.id}`],
      [
        'details',
        'PUT',
        '/api/organisation/details',
        { name: 'Taken Over', registrationNumber: null, taxNumber: null },
      ],
      ['branch', 'POST', '/api/organisation/branches', { branchName: 'Rogue', address: ADDRESS }],
    ];
    for (const [what, method, url, payload] of attempts) {
      const res = await call(alphaMember, method, url, payload);
      expect(res.statusCode, what).toBe(403);
      expect(res.json().message, what).toBe(MESSAGES.adminsOnly);
      expect((await call(customer, method, url, payload)).statusCode, what).toBe(403);
    }
    expect((await membership(alpha.id))?.role).toBe('admin');
    expect((await membership(alphaMember.id))?.role).toBe('member');
    const [org] = await db.select().from(organizations).where(eq(organizations.id, alpha.organizationId!));
    expect(org?.name).toBe('Alpha Fleet');
  });

  it('only admins invite into the organisation', async () => {
    const refused = await call(alphaMember, 'POST', '/api/user/invites', { email: 'new@alpha.co.za' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.adminsOnlyInvite);
    const sent = await call(alpha, 'POST', '/api/user/invites', {
      email: 'new@alpha.co.za',
      organizationBranchId: alpha.branchIds[1],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // Into another organisation's branch: not found.
    const foreign = await call(alpha, 'POST', '/api/user/invites', {
      email: 'spy@alpha.co.za',
      organizationBranchId: beta.branchIds[0],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('moves a member between the organisation’s branches; another organisation’s member or branch is 404', async () => {
    const moved = await call(alpha, 'POST', `/api/organisation/staff/${alphaMember.id}/branch`, {
      organizationBranchId: alpha.branchIds[1],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().find((s: { id: string }) => s.id === alphaMember.id).branchName).toBe('Soweto');
    const theirView = await call(alphaMember, 'GET', '/api/user/loadUserOrganization');
    expect(theirView.json().authUser.organizationBranchId).toBe(alpha.branchIds[1]);

    const otherMember = await call(alpha, 'POST', `/api/organisation/staff/${betaMember.id}/branch`, {
      organizationBranchId: alpha.branchIds[1],
    });
    expect(otherMember.statusCode).toBe(404);
    const otherBranch = await call(alpha, 'POST', `/api/organisation/staff/${alphaMember.id}/branch`, {
      organizationBranchId: beta.branchIds[0],
    });
    expect(otherBranch.statusCode).toBe(404);
    expect((await membership(betaMember.id))?.currentBranchId).toBe(beta.branchIds[0]);
    expect((await membership(alphaMember.id))?.currentBranchId).toBe(alpha.branchIds[1]);
    const bad = await call(alpha, 'POST', `/api/organisation/staff/${alphaMember.id}/branch`, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.organizationBranchId).toBeTruthy();
  });

  it('removes a member from the organisation; their account stays, as a customer', async () => {
    const leaving = await joining(alpha, 'member', { firstName: 'Lerato', lastName: 'Mokoena' });
    expect((await call(beta, 'DELETE', `/api/organisation/staff/${leaving.id}`)).statusCode).toBe(404);
    expect(await membership(leaving.id)).not.toBeNull();

    const res = await call(alpha, 'DELETE', `/api/organisation/staff/${leaving.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((s: { id: string }) => s.id)).not.toContain(leaving.id);
    expect(await membership(leaving.id)).toBeNull();
    // They still sign in, now without the organisation's pages.
    const me = await call(leaving, 'GET', '/api/user/GetApplicationUser');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ isOrganisationUser: false, organization: null });
    expect((await call(leaving, 'GET', '/api/user/loadUserOrganization')).statusCode).toBe(403);
  });

  it('an admin cannot remove themselves, and the organisation always keeps an admin', async () => {
    const self = await call(alpha, 'DELETE', `/api/organisation/staff/${alpha.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MESSAGES.removeSelf);

    // The only admin stepping down to member: refused.
    const stepDown = await call(alpha, 'POST', `/api/organisation/staff/${alpha.id}/role`, {
      role: 'member',
    });
    expect(stepDown.statusCode).toBe(400);
    expect(stepDown.json().message).toBe(MESSAGES.lastAdmin);
    expect((await membership(alpha.id))?.role).toBe('admin');

    // Beta cannot promote Alpha's member.
    const foreign = await call(beta, 'POST', `/api/organisation/staff/${alphaMember.id}/role`, {
      role: 'admin',
    });
    expect(foreign.statusCode).toBe(404);

    // Two admins removing each other at the same moment: one wins, one admin remains.
    const second = await joining(alpha, 'admin', { firstName: 'Zanele', lastName: 'Khumalo' });
    const [a, b] = await Promise.all([
      call(alpha, 'DELETE', `/api/organisation/staff/${second.id}`),
      call(second, 'DELETE', `/api/organisation/staff/${alpha.id}`),
    ]);
    expect([a!.statusCode, b!.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const admins = await db
      .select()
      .from(organizationUsers)
      .where(
        and(eq(organizationUsers.organizationId, alpha.organizationId!), eq(organizationUsers.role, 'admin')),
      );
    expect(admins).toHaveLength(1);
    // Whoever is left promotes the member, then may step down.
    const left = admins[0]!.userId === alpha.id ? alpha : second;
    const promoted = await call(left, 'POST', `/api/organisation/staff/${alphaMember.id}/role`, {
      role: 'admin',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const down = await call(left, 'POST', `/api/organisation/staff/${left.id}/role`, { role: 'member' });
    expect(down.statusCode, down.body).toBe(200);
    expect((await call(left, 'GET', '/api/organisation/staff')).statusCode).toBe(403);
    // Back as it was for the tests after this one.
    await db.update(organizationUsers).set({ role: 'admin' }).where(eq(organizationUsers.userId, left.id));
    alpha = left;
  });

  it('saves the organisation’s details; another organisation’s name is a field error', async () => {
    const res = await call(alpha, 'PUT', '/api/organisation/details', {
      name: 'Alpha Fleet Services',
      registrationNumber: '2019/123456/07',
      taxNumber: '4123456789',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Alpha Fleet Services',
      registrationNumber: '2019/123456/07',
      taxNumber: '4123456789',
    });
    const taken = await call(alpha, 'PUT', '/api/organisation/details', {
      name: 'Beta Motors',
      registrationNumber: null,
      taxNumber: null,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.name).toEqual([MESSAGES.duplicateName]);
    const empty = await call(alpha, 'PUT', '/api/organisation/details', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.name).toBeTruthy();
    const betaOrg = (await call(beta, 'GET', '/api/user/loadUserOrganization')).json();
    expect(betaOrg).toMatchObject({ name: 'Beta Motors', registrationNumber: null, taxNumber: null });
  });

  it('adds and edits branches with their addresses; another organisation’s branch is 404', async () => {
    const added = await call(alpha, 'POST', '/api/organisation/branches', {
      branchName: 'Centurion',
      address: ADDRESS,
    });
    expect(added.statusCode, added.body).toBe(200);
    const centurion = added
      .json()
      .organizationBranches.find((b: { branchName: string }) => b.branchName === 'Centurion');
    expect(centurion.address).toMatchObject({
      streetName: 'Lever Road',
      city: 'Centurion',
      postalCode: '0157',
    });
    // The new branch is the organisation's at once: a member can be moved into it.
    const moved = await call(alpha, 'POST', `/api/organisation/staff/${alphaMember.id}/branch`, {
      organizationBranchId: centurion.id,
    });
    expect(moved.statusCode).toBe(200);

    const duplicate = await call(alpha, 'POST', '/api/organisation/branches', {
      id: centurion.id,
      branchName: 'Soweto',
      address: ADDRESS,
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors.branchName).toEqual([MESSAGES.duplicateBranch]);

    const edited = await call(alpha, 'POST', '/api/organisation/branches', {
      id: centurion.id,
      branchName: 'Centurion Hub',
      address: { ...ADDRESS, streetNumber: '40' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const hub = edited.json().organizationBranches.find((b: { id: string }) => b.id === centurion.id);
    expect(hub).toMatchObject({ branchName: 'Centurion Hub', address: { streetNumber: '40' } });
    // The address row is updated in place, not copied.
    expect(hub.address.id).toBe(centurion.address.id);
    expect(await db.select().from(addresses).where(eq(addresses.id, hub.address.id))).toHaveLength(1);

    const foreign = await call(alpha, 'POST', '/api/organisation/branches', {
      id: beta.branchIds[0],
      branchName: 'Hijacked',
      address: ADDRESS,
    });
    expect(foreign.statusCode).toBe(404);
    const [durban] = await db
      .select()
      .from(organizationBranches)
      .where(eq(organizationBranches.id, beta.branchIds[0]!));
    expect(durban).toMatchObject({ branchName: 'Durban', addressId: null });
    // The same name in another organisation is fine.
    const betaSoweto = await call(beta, 'POST', '/api/organisation/branches', {
      branchName: 'Soweto',
      address: ADDRESS,
    });
    expect(betaSoweto.statusCode).toBe(200);

    const missing = await call(alpha, 'POST', '/api/organisation/branches', {
      branchName: 'No address',
      address: { ...ADDRESS, city: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors['address.city']).toBeTruthy();
  });
});
