import fs from 'node:fs';
import { LoginResult, ORGANISATION_ADMIN_MESSAGES as MESSAGES, type StaffMember } from '@motorwise/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  organizationBranches,
  organizations,
  organizationUserBranches,
  organizationUsers,
} from '../src/db/schema';
import {
  createSignedInUser,
  createTestApp,
  createUser,
  joinOrganisation,
  lastMailTo,
  linkIn,
  randomTestIp,
  SITE,
  signIn,
  TEST_PASSWORD,
} from './helpers';

/**
 * Issue 19 item 7: membership per branch. An admin works in every branch of the organisation; a member in
 * the branches an admin gives them, and switches only among those. Alpha Fleet (Midrand, Soweto, Umlazi),
 * its admin and a member restricted to Midrand; Beta Motors with its own member.
 */
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ADMIN_EMAILS: 'ops@motorwise.co.za' });
const db = t.deps.db;

type User = Awaited<ReturnType<typeof createSignedInUser>>;
let alpha: User; // admin of Alpha Fleet
let member: User; // member of Alpha, Midrand only
let beta: User; // admin of Beta Motors
let betaMember: User; // member of Beta, Durban only
let midrand: string;
let soweto: string;
let umlazi: string;

const call = (user: User, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

type Branch = { id: string; branchName: string };
const names = (branches: Branch[]) => branches.map((b) => b.branchName);
const organisationOf = async (user: User) =>
  (await call(user, 'GET', '/api/user/loadUserOrganization')).json();
const choose = (user: User, branchId: string) =>
  call(user, 'POST', '/api/user/upsertOrganizationBranch', { organizationBranchId: branchId });
const setBranches = (by: User, userId: string, organizationBranchIds: unknown) =>
  call(by, 'POST', `/api/organisation/staff/${userId}/branches`, { organizationBranchIds });
const staffRow = (staff: StaffMember[], id: string) => staff.find((s) => s.id === id)!;

/** A new account joining an organisation in these branches, signed in. */
async function newMember(organizationId: string, branchIds: string[], role: 'admin' | 'member' = 'member') {
  const user = await createUser(db);
  await joinOrganisation(db, user.id, organizationId, branchIds, role);
  return { ...user, organizationId, branchIds, ...(await signIn(t.app, user.email)) };
}

beforeAll(async () => {
  alpha = await createSignedInUser(t, {
    organisation: { name: 'Alpha Fleet', branches: ['Midrand', 'Soweto', 'Umlazi'] },
  });
  [midrand, soweto, umlazi] = alpha.branchIds as [string, string, string];
  beta = await createSignedInUser(t, { organisation: { name: 'Beta Motors', branches: ['Durban'] } });
  member = await newMember(alpha.organizationId!, [midrand]);
  betaMember = await newMember(beta.organizationId!, [beta.branchIds[0]!]);
});

describe('membership per branch', () => {
  it('a member restricted to one branch sees only it and cannot switch into another (404)', async () => {
    const org = await organisationOf(member);
    expect(names(org.organizationBranches)).toEqual(['Midrand']);
    expect(org.authUser).toMatchObject({ organizationBranchId: midrand, role: 'member' });
    // The organisation's branches are still listed apart (share targets), by name.
    expect(names(org.allOrganizationBranches)).toEqual(['Midrand', 'Soweto', 'Umlazi']);

    const refused = await choose(member, soweto);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('The branch was not found.');
    expect((await choose(member, beta.branchIds[0]!)).statusCode).toBe(404);
    const [row] = await db.select().from(organizationUsers).where(eq(organizationUsers.userId, member.id));
    expect(row?.currentBranchId).toBe(midrand);
    // The other branch's pages follow the same rule (the branch must be one of theirs).
    const paging = { page: 1, itemsPerPage: 10 };
    expect(
      (await call(member, 'POST', `/api/QuoteRequests/ActiveRequests/${midrand}`, paging)).statusCode,
    ).toBe(200);
    const active = await call(member, 'POST', `/api/QuoteRequests/ActiveRequests/${soweto}`, paging);
    expect(active.statusCode).toBe(404);
  });

  it('an admin sees every branch and switches to any of them', async () => {
    const org = await organisationOf(alpha);
    expect(names(org.organizationBranches)).toEqual(['Midrand', 'Soweto', 'Umlazi']);
    for (const id of [umlazi, soweto, midrand]) {
      const res = await choose(alpha, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().authUser.organizationBranchId).toBe(id);
    }
    const staff = (await call(alpha, 'GET', '/api/organisation/staff')).json();
    expect(names(staffRow(staff, alpha.id).branches)).toEqual(['Midrand', 'Soweto', 'Umlazi']);
    expect(staffRow(staff, member.id)).toMatchObject({
      organizationBranchId: midrand,
      branchName: 'Midrand',
      branches: [{ id: midrand, branchName: 'Midrand' }],
    });
    // Another organisation's member is not in the list.
    expect(staff.map((s: { id: string }) => s.id)).not.toContain(betaMember.id);
  });

  it('an admin gives a member a second branch; the member can then switch to it', async () => {
    const res = await setBranches(alpha, member.id, [soweto, midrand]);
    expect(res.statusCode, res.body).toBe(200);
    expect(staffRow(res.json(), member.id)).toMatchObject({
      organizationBranchId: midrand,
      branches: [
        { id: midrand, branchName: 'Midrand' },
        { id: soweto, branchName: 'Soweto' },
      ],
    });
    expect(names((await organisationOf(member)).organizationBranches)).toEqual(['Midrand', 'Soweto']);
    const switched = await choose(member, soweto);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().authUser.organizationBranchId).toBe(soweto);
    expect((await choose(member, umlazi)).statusCode).toBe(404);
  });

  it('taking away the member’s current branch makes their first remaining one current', async () => {
    expect((await organisationOf(member)).authUser.organizationBranchId).toBe(soweto);
    const res = await setBranches(alpha, member.id, [umlazi, midrand]);
    expect(res.statusCode, res.body).toBe(200);
    expect(staffRow(res.json(), member.id)).toMatchObject({
      organizationBranchId: midrand,
      branchName: 'Midrand',
    });
    const [row] = await db.select().from(organizationUsers).where(eq(organizationUsers.userId, member.id));
    expect(row?.currentBranchId).toBe(midrand);
    const org = await organisationOf(member);
    expect(org.authUser.organizationBranchId).toBe(midrand);
    expect(names(org.organizationBranches)).toEqual(['Midrand', 'Umlazi']);
    expect((await choose(member, soweto)).statusCode).toBe(404);
  });

  it('a stored current branch that is no longer theirs reads as their first by name', async () => {
    // As if the current branch were changed behind the rules' back (or an old row): the session corrects it.
    await db
      .update(organizationUsers)
      .set({ currentBranchId: soweto })
      .where(eq(organizationUsers.userId, member.id));
    expect((await organisationOf(member)).authUser.organizationBranchId).toBe(midrand);
    await db
      .update(organizationUsers)
      .set({ currentBranchId: midrand })
      .where(eq(organizationUsers.userId, member.id));
  });

  it('refuses branches that are none, not the organisation’s, or for an admin; another organisation’s member is 404', async () => {
    for (const wrong of [
      [],
      [beta.branchIds[0]],
      [midrand, beta.branchIds[0]],
      ['not-a-branch'],
      'x',
      null,
    ]) {
      const res = await setBranches(alpha, member.id, wrong);
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json().errors.organizationBranchIds, JSON.stringify(wrong)).toEqual([
        MESSAGES.chooseBranches,
      ]);
    }
    const admin = await setBranches(alpha, alpha.id, [midrand]);
    expect(admin.statusCode).toBe(400);
    expect(admin.json().errors.organizationBranchIds).toEqual([MESSAGES.adminBranches]);
    const foreign = await setBranches(alpha, betaMember.id, [midrand]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('The staff member was not found.');
    expect((await setBranches(beta, member.id, [beta.branchIds[0]])).statusCode).toBe(404);
    // Members are not admins.
    const self = await setBranches(member, member.id, [midrand, soweto, umlazi]);
    expect(self.statusCode).toBe(403);
    expect(names((await organisationOf(member)).organizationBranches)).toEqual(['Midrand', 'Umlazi']);
    expect(names((await organisationOf(betaMember)).organizationBranches)).toEqual(['Durban']);
  });

  it('moving a member replaces their branches with that one, current', async () => {
    const res = await call(alpha, 'POST', `/api/organisation/staff/${member.id}/branch`, {
      organizationBranchId: soweto,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(staffRow(res.json(), member.id)).toMatchObject({
      organizationBranchId: soweto,
      branches: [{ id: soweto, branchName: 'Soweto' }],
    });
    expect((await choose(member, midrand)).statusCode).toBe(404);
  });

  it('an admin who steps down keeps the branch they work in', async () => {
    const second = await newMember(alpha.organizationId!, [], 'admin');
    expect((await choose(second, umlazi)).statusCode).toBe(200);
    const res = await call(alpha, 'POST', `/api/organisation/staff/${second.id}/role`, { role: 'member' });
    expect(res.statusCode, res.body).toBe(200);
    expect(staffRow(res.json(), second.id)).toMatchObject({
      organizationBranchId: umlazi,
      branches: [{ id: umlazi, branchName: 'Umlazi' }],
    });
    expect((await choose(second, midrand)).statusCode).toBe(404);
  });
});

describe('invites and branches', () => {
  const inviteCode = async (email: string) => {
    const mail = await lastMailTo(t, email, 'invited');
    return decodeURIComponent(linkIn(mail?.text, '/account/invite/').split('/').pop()!);
  };
  /** The invitee registers from the mail and is signed in. */
  async function register(email: string) {
    const reg = await t.app.inject({
      method: 'POST',
      url: `${SITE}/inviteRegister/${await inviteCode(email)}`,
      payload: {
        firstName: 'New',
        lastName: 'Colleague',
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        acceptTerms: true,
      },
      remoteAddress: randomTestIp(),
    });
    expect(reg.json().result, reg.body).toBe(LoginResult.success);
    const headers = { authorization: `Bearer ${reg.json().tokens.accessToken}`, 'c-username': email };
    const [row] = await db
      .select()
      .from(organizationUsers)
      .where(eq(organizationUsers.userId, reg.json().user.id));
    return { headers, row };
  }
  const loadAs = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/user/loadUserOrganization', headers })).json();

  it('an invite’s branch becomes the new member’s, and current', async () => {
    const email = 'lindiwe@alphafleet.co.za';
    const sent = await call(alpha, 'POST', '/api/user/invites', { email, organizationBranchId: umlazi });
    expect(sent.statusCode, sent.body).toBe(201);
    const { headers, row } = await register(email);
    expect(row).toMatchObject({ role: 'member', currentBranchId: umlazi });
    const org = await loadAs(headers);
    expect(names(org.organizationBranches)).toEqual(['Umlazi']);
    expect(org.authUser).toMatchObject({ organizationBranchId: umlazi, role: 'member' });
  });

  it('the Motorwise admin’s invite into an organisation without an admin makes the invitee its admin', async () => {
    const platform = await createSignedInUser(t, { email: 'ops@motorwise.co.za' });
    const [org] = await db
      .insert(organizations)
      .values({ name: 'Gamma Finance', kind: 'finance' })
      .returning({ id: organizations.id });
    const branches = await db
      .insert(organizationBranches)
      .values([
        { organizationId: org!.id, branchName: 'Pretoria' },
        { organizationId: org!.id, branchName: 'Bloemfontein' },
      ])
      .returning({ id: organizationBranches.id });
    const pretoria = branches[0]!.id;

    const first = 'first@gammafinance.co.za';
    expect(
      (await call(platform, 'POST', '/api/user/invites', { email: first, organizationBranchId: pretoria }))
        .statusCode,
    ).toBe(201);
    const admin = await register(first);
    expect(admin.row).toMatchObject({ role: 'admin', currentBranchId: pretoria });
    const adminView = await loadAs(admin.headers);
    expect(adminView.authUser.role).toBe('admin');
    expect(names(adminView.organizationBranches)).toEqual(['Bloemfontein', 'Pretoria']);
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/organisation/staff',
      headers: admin.headers,
    });
    expect(staff.statusCode, staff.body).toBe(200);

    // Once it has an admin, the next person the Motorwise admin invites joins as a member of that branch.
    const second = 'second@gammafinance.co.za';
    await call(platform, 'POST', '/api/user/invites', { email: second, organizationBranchId: pretoria });
    const next = await register(second);
    expect(next.row).toMatchObject({ role: 'member', currentBranchId: pretoria });
    expect(names((await loadAs(next.headers)).organizationBranches)).toEqual(['Pretoria']);
  });
});

describe('migration 0018', () => {
  it('gives every existing member their current branch and nothing more, and admins no rows', async () => {
    const text = fs.readFileSync(
      new URL('../drizzle/0018_organisation_member_branches.sql', import.meta.url),
      'utf8',
    );
    const backfill = text.slice(text.lastIndexOf('INSERT INTO'));
    const user = await createUser(db);
    const admin = await createUser(db);
    // Members as they were before the table: a current branch each, no rows.
    await db.insert(organizationUsers).values([
      { userId: user.id, organizationId: alpha.organizationId!, currentBranchId: umlazi },
      { userId: admin.id, organizationId: alpha.organizationId!, currentBranchId: soweto, role: 'admin' },
    ]);
    const before = await db.select().from(organizationUserBranches);
    await db.delete(organizationUserBranches);
    await db.execute(sql.raw(backfill));
    const rows = await db.select().from(organizationUserBranches);
    expect(rows.filter((r) => r.userId === user.id)).toEqual([
      { userId: user.id, organizationBranchId: umlazi },
    ]);
    expect(rows.filter((r) => r.userId === admin.id)).toEqual([]);
    // Every member of the other tests kept exactly their current branch too.
    const members = await db.select().from(organizationUsers).where(eq(organizationUsers.role, 'member'));
    expect(rows).toHaveLength(members.filter((m) => m.currentBranchId).length);
    await db.delete(organizationUserBranches);
    if (before.length) await db.insert(organizationUserBranches).values(before);
  });
});
