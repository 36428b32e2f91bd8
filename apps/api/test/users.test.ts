import { LoginResult } from '@motorwise/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addresses,
  customerVehicles,
  invites,
  organizationUsers,
  payments,
  quoteRequests,
  quotes,
  users,
  vehicles,
  workshops,
} from '../src/db/schema';
import {
  createSignedInUser,
  createTestApp,
  createUser,
  lastMailTo,
  linkIn,
  randomTestIp,
  SITE,
  signIn,
  TEST_PASSWORD,
} from './helpers';

const t = await createTestApp({ ADMIN_EMAILS: 'Chief@Motorwise.co.za' });
const { app, deps } = t;

const businessAddress = {
  streetNumber: '12',
  streetName: 'Long Street',
  suburb: 'Cape Town City Centre',
  city: 'Cape Town',
  province: 'Western Cape',
  country: 'South Africa',
  postalCode: '8001',
  lat: -33.92,
  lng: 18.42,
};

describe('profile', () => {
  it('saves names, phone (+27) and business details, and nulls business fields when not a business', async () => {
    const user = await createSignedInUser(t);
    const res = await app.inject({
      method: 'POST',
      url: '/api/User/PostApplicationUser',
      headers: user.headers,
      payload: {
        firstName: 'Ayanda',
        lastName: 'Zulu',
        email: user.email,
        phoneNumber: '083 123 4567',
        businessName: 'Zulu Logistics',
        businessRegistrationNumber: '2019/123456/07',
        businessTaxNumber: '4123456789',
        businessAddress,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ayanda',
      phone: '+27831234567',
      phoneWithoutPrefix: '831234567',
      phoneDisplay: '083 123 4567',
      businessName: 'Zulu Logistics',
      businessAddress: { streetName: 'Long Street', postalCode: '8001' },
      organization: null,
      isAdmin: false,
    });

    const personal = await app.inject({
      method: 'POST',
      url: '/api/User/PostApplicationUser',
      headers: user.headers,
      payload: { firstName: 'Ayanda', lastName: 'Zulu', phoneNumber: '0831234567', isForBusiness: false },
    });
    expect(personal.json()).toMatchObject({
      businessName: null,
      businessTaxNumber: null,
      businessAddress: null,
    });
  });

  it('answers bad input with the spec messages, and keeps the e-mail', async () => {
    const user = await createSignedInUser(t);
    const res = await app.inject({
      method: 'POST',
      url: '/api/User/PostApplicationUser',
      headers: user.headers,
      payload: {
        firstName: '',
        lastName: 'Zulu',
        phoneNumber: '12345',
        businessAddress: { ...businessAddress, postalCode: '80' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      firstName: ['Cannot be empty.'],
      phoneNumber: ['Please enter a valid phone number (012 123 1234).'],
      'businessAddress.postalCode': ['Postal code must be 4 characters.'],
    });
    const email = await app.inject({
      method: 'POST',
      url: '/api/User/PostApplicationUser',
      headers: user.headers,
      payload: { firstName: 'A', lastName: 'B', phoneNumber: '0831234567', email: 'new@example.co.za' },
    });
    expect(email.statusCode).toBe(400);
  });

  it('flags the admin by the lower-cased e-mail', async () => {
    const admin = await createSignedInUser(t, { email: 'chief@motorwise.co.za' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/GetApplicationUser',
      headers: admin.headers,
    });
    expect(res.json().isAdmin).toBe(true);
  });
});

describe('organisation users', () => {
  it('loads the organisation with branches and changes the current branch, only to its own', async () => {
    const member = await createSignedInUser(t, { organisation: { branches: ['Pretoria', 'Durban'] } });
    const other = await createUser(deps.db, { organisation: { branches: ['Elsewhere'] } });
    const org = await app.inject({
      method: 'GET',
      url: '/api/user/loadUserOrganization',
      headers: member.headers,
    });
    expect(org.statusCode).toBe(200);
    expect(org.json().organizationBranches.map((b: { branchName: string }) => b.branchName)).toEqual([
      'Durban',
      'Pretoria',
    ]);
    expect(org.json().authUser.organizationBranchId).toBe(member.branchIds[0]);

    const change = await app.inject({
      method: 'POST',
      url: '/api/user/upsertOrganizationBranch',
      headers: member.headers,
      payload: { organizationBranchId: member.branchIds[1] },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().authUser.organizationBranchId).toBe(member.branchIds[1]);
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/user/upsertOrganizationBranch',
      headers: member.headers,
      payload: { organizationBranchId: other.branchIds[0] },
    });
    expect(foreign.statusCode).toBe(404);

    const customer = await createSignedInUser(t);
    const denied = await app.inject({
      method: 'GET',
      url: '/api/user/loadUserOrganization',
      headers: customer.headers,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('This page is for organisation users.');
  });
});

describe('invites', () => {
  const inviteCode = async (email: string) => {
    const mail = await lastMailTo(t, email, 'invited');
    return decodeURIComponent(linkIn(mail?.text, '/account/invite/').split('/').pop()!);
  };
  const getInvite = (code: string, headers: Record<string, string> = {}, query = '') =>
    app.inject({ method: 'GET', url: `${SITE}/getInvite/${encodeURIComponent(code)}${query}`, headers });

  it('an organisation user invites a colleague, who registers with a password and lands in the branch', async () => {
    const boss = await createSignedInUser(t, {
      organisation: { name: 'Rand Fleet', branches: ['Midrand', 'Soweto'] },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/invites',
      headers: boss.headers,
      payload: {
        email: 'colleague@randfleet.co.za',
        firstName: 'Kagiso',
        organizationBranchId: boss.branchIds[1],
        requiresConsent: true,
        policy: 'Fleet data policy',
      },
    });
    expect(res.statusCode).toBe(201);
    const code = await inviteCode('colleague@randfleet.co.za');

    const view = await getInvite(code);
    expect(view.json()).toMatchObject({
      firstName: 'Kagiso',
      email: 'colleague@randfleet.co.za',
      emailReadonly: true,
      invalidInvite: false,
      invalidInviteError: null,
      requiresLogin: false,
      hasPasswordLogin: true,
      hasGoogleLogin: false,
      requiresConsent: true,
      policy: 'Fleet data policy',
      organizationName: 'Rand Fleet',
      branchName: 'Soweto',
    });

    const body = {
      firstName: 'Kagiso',
      lastName: 'Mokoena',
      phoneNumber: '072 000 1111',
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      acceptTerms: true,
    };
    const noConsent = await app.inject({
      method: 'POST',
      url: `${SITE}/inviteRegister/${code}`,
      payload: body,
      remoteAddress: randomTestIp(),
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors.consent).toEqual(['Please give your consent to continue.']);

    const reg = await app.inject({
      method: 'POST',
      url: `${SITE}/inviteRegister/${code}`,
      payload: { ...body, consent: true },
      remoteAddress: randomTestIp(),
    });
    expect(reg.json()).toMatchObject({
      result: LoginResult.success,
      user: { email: 'colleague@randfleet.co.za' },
    });
    const headers = {
      authorization: `Bearer ${reg.json().tokens.accessToken}`,
      'c-username': 'colleague@randfleet.co.za',
    };
    const org = await app.inject({ method: 'GET', url: '/api/user/loadUserOrganization', headers });
    expect(org.json()).toMatchObject({
      name: 'Rand Fleet',
      authUser: { organizationBranchId: boss.branchIds[1] },
    });

    // Used: the link now says so.
    const used = await getInvite(code);
    expect(used.json()).toMatchObject({
      invalidInvite: true,
      invalidInviteError: 'This invite was already accepted. Please sign in.',
    });
  });

  it('invalid and expired invites say so', async () => {
    expect((await getInvite('no-such-invite')).json()).toMatchObject({
      invalidInvite: true,
      invalidInviteError: 'This invite link is not valid. Please ask for a new invite.',
      email: null,
    });
    const boss = await createSignedInUser(t, { organisation: {} });
    await app.inject({
      method: 'POST',
      url: '/api/user/invites',
      headers: boss.headers,
      payload: { email: 'late@example.co.za' },
    });
    const code = await inviteCode('late@example.co.za');
    await deps.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.email, 'late@example.co.za'));
    expect((await getInvite(code)).json().invalidInviteError).toBe(
      'This invite has expired. Please ask for a new invite.',
    );
    const reg = await app.inject({
      method: 'POST',
      url: `${SITE}/inviteRegister/${code}`,
      payload: { firstName: 'L', lastName: 'Ate', password: TEST_PASSWORD, acceptTerms: true },
      remoteAddress: randomTestIp(),
    });
    expect(reg.statusCode).toBe(400);
  });

  it('an invite for an existing account requires signing in, then consentInvite accepts it', async () => {
    const boss = await createSignedInUser(t, { organisation: { name: 'Coastal Dealers' } });
    const existing = await createUser(deps.db);
    await app.inject({
      method: 'POST',
      url: '/api/user/invites',
      headers: boss.headers,
      payload: { email: existing.email },
    });
    const code = await inviteCode(existing.email);
    expect((await getInvite(code)).json()).toMatchObject({ requiresLogin: true, hasPasswordLogin: true });
    // Registering again with it is refused.
    const reg = await app.inject({
      method: 'POST',
      url: `${SITE}/inviteRegister/${code}`,
      payload: { firstName: 'X', lastName: 'Y', password: TEST_PASSWORD, acceptTerms: true },
      remoteAddress: randomTestIp(),
    });
    expect(reg.statusCode).toBe(409);

    const session = await signIn(app, existing.email);
    const signedInView = await getInvite(code, session.headers, `?loggedInUserId=${existing.id}`);
    expect(signedInView.json().requiresLogin).toBe(false);
    // Someone else cannot accept it.
    const stranger = await createSignedInUser(t);
    const stolen = await app.inject({
      method: 'POST',
      url: `${SITE}/consentInvite/${code}`,
      headers: stranger.headers,
      payload: {},
    });
    expect(stolen.statusCode).toBe(404);
    const ok = await app.inject({
      method: 'POST',
      url: `${SITE}/consentInvite/${code}`,
      headers: session.headers,
      payload: { consent: true },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('You joined Coastal Dealers.');
    const [member] = await deps.db
      .select()
      .from(organizationUsers)
      .where(eq(organizationUsers.userId, existing.id));
    expect(member?.organizationId).toBe(boss.organizationId);
  });

  it('searchInvite mails open invites again, or hands them to their signed-in owner', async () => {
    const boss = await createSignedInUser(t, { organisation: {} });
    const invitee = await createUser(deps.db);
    await app.inject({
      method: 'POST',
      url: '/api/user/invites',
      headers: boss.headers,
      payload: { email: invitee.email },
    });
    const anon = await app.inject({
      method: 'POST',
      url: `${SITE}/searchInvite`,
      payload: { email: invitee.email },
      remoteAddress: randomTestIp(),
    });
    expect(anon.json()).toEqual({
      message:
        'If there is an open invite for that e-mail address, we sent it again. Please check your inbox.',
      invites: [],
    });
    const session = await signIn(app, invitee.email);
    const mine = await app.inject({
      method: 'POST',
      url: `${SITE}/searchInvite`,
      headers: session.headers,
      payload: {},
      remoteAddress: randomTestIp(),
    });
    expect(mine.json().invites).toHaveLength(1);
    const view = await getInvite(mine.json().invites[0].inviteId, session.headers);
    expect(view.json().invalidInvite).toBe(false);
  });

  it('customers cannot invite', async () => {
    const customer = await createSignedInUser(t);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/invites',
      headers: customer.headers,
      payload: { email: 'x@example.co.za' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POPIA: download my data, delete my account', () => {
  async function seedActivity(userId: string, email: string) {
    const [vehicle] = await deps.db
      .insert(vehicles)
      .values({
        year: 2019,
        brand: 'TOYOTA',
        range: 'HILUX',
        model: '2.8 GD-6',
        searchText: 'toyota hilux 2.8 gd-6 2019',
      })
      .returning({ id: vehicles.id });
    await deps.db
      .insert(customerVehicles)
      .values({ userId, vehicleId: vehicle!.id, name: 'Work bakkie', vehicleVinNumber: 'AHTFR22G906012345' });
    const [address] = await deps.db
      .insert(addresses)
      .values({ city: 'Durban' })
      .returning({ id: addresses.id });
    const [workshop] = await deps.db
      .insert(workshops)
      .values({
        name: `WS ${userId.slice(0, 6)}`,
        slug: `ws-${userId}`,
        addressId: address!.id,
        lat: -29.8,
        lng: 31.0,
      })
      .returning({ id: workshops.id });
    const base = {
      vehicleName: 'TOYOTA HILUX',
      quoteType: 'Service - SMC_Service',
      email,
      userId,
      firstName: 'Pat',
      lastName: 'Naidoo',
      phone: '+27825550000',
      notes: 'Gate code 1234',
    };
    const [paid] = await deps.db
      .insert(quoteRequests)
      .values({
        ...base,
        reference: `R-${userId.slice(0, 8)}-1`,
        businessName: 'Naidoo Transport',
        businessTaxNumber: '4999999999',
      })
      .returning({ id: quoteRequests.id });
    await deps.db.insert(quoteRequests).values({ ...base, reference: `R-${userId.slice(0, 8)}-2` });
    const [quote] = await deps.db
      .insert(quotes)
      .values({
        quoteRequestId: paid!.id,
        workshopId: workshop!.id,
        reference: `Q-${userId.slice(0, 8)}`,
        isVatRegistered: true,
      })
      .returning({ id: quotes.id });
    await deps.db.insert(payments).values({
      quoteId: quote!.id,
      provider: 'payfast',
      merchantReference: `M-${userId}`,
      amountCents: 150000,
      status: 'paid',
    });
    return { paidRequestId: paid!.id };
  }

  it('exports everything held about the user, and nothing of anyone else', async () => {
    const user = await createSignedInUser(t);
    const other = await createUser(deps.db);
    await seedActivity(user.id, user.email);
    await seedActivity(other.id, other.email);
    const res = await app.inject({ method: 'GET', url: '/api/user/exportData', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="?motorwise-my-data-\d{4}-\d{2}-\d{2}\.json"?$/,
    );
    const data = res.json();
    expect(data.account.email).toBe(user.email);
    expect(data.account.passwordHash).toBeUndefined();
    expect(data.garage[0]).toMatchObject({ name: 'Work bakkie', vehicleVinNumber: 'AHTFR22G906012345' });
    expect(data.quoteRequests).toHaveLength(2);
    expect(data.payments).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain(other.email);
    expect(JSON.stringify(data)).not.toContain(other.id);
  });

  it('deletes the account: personal data erased, paid records kept without personal details', async () => {
    const user = await createSignedInUser(t);
    const { paidRequestId } = await seedActivity(user.id, user.email);
    const noConfirm = await app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: user.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(noConfirm.statusCode).toBe(400);
    const wrong = await app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: user.headers,
      payload: { password: 'Wrong#Pass1', confirm: true },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toEqual(['The password is incorrect.']);

    const res = await app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: user.headers,
      payload: { password: TEST_PASSWORD, confirm: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your account and personal information were deleted.');

    expect(await deps.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(
      await deps.db.select().from(customerVehicles).where(eq(customerVehicles.userId, user.id)),
    ).toHaveLength(0);
    const leftovers = await deps.db
      .select()
      .from(quoteRequests)
      .where(sql`lower(${quoteRequests.email}) = ${user.email}`);
    expect(leftovers).toHaveLength(0);
    const [paid] = await deps.db.select().from(quoteRequests).where(eq(quoteRequests.id, paidRequestId));
    expect(paid).toMatchObject({
      userId: null,
      firstName: null,
      lastName: null,
      phone: null,
      notes: null,
      businessName: 'Naidoo Transport',
    });
    expect(paid?.email).toMatch(/@erased\.invalid$/);
    // The session is gone and so is the sign-in.
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/GetApplicationUser', headers: user.headers }))
        .statusCode,
    ).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: `${SITE}/authenticate`,
      payload: { username: user.email, password: TEST_PASSWORD },
      remoteAddress: randomTestIp(),
    });
    expect(again.json().result).toBe(LoginResult.failed);
    expect(await lastMailTo(t, user.email, 'deleted')).not.toBeNull();
  });
});
