import { randomBytes } from 'node:crypto';
import { ADMIN_WORKSHOPS_API, pathOf, WORKSHOP_APPLICATIONS_API } from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { regions, workshopCertifications, workshops } from '../src/db/schema';
import {
  createSignedInUser,
  createTestApp,
  lastMailTo,
  linkIn,
  randomTestIp,
  readModelsSettled,
  SITE,
  signIn,
  solveBotCheck,
  TEST_PASSWORD,
} from './helpers';

/**
 * Workshop onboarding (issue 22 item 2, decision 062) through app.inject against a real PostgreSQL: the
 * public application, the admin's review (approve -> invite -> accepted; more information; decline), the
 * admin's editing and suspension of a workshop, and every admin route refused to everyone else. Literal
 * URLs on purpose (decision 056): they check the real paths.
 */
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
const { app } = t;
const tag = randomBytes(3).toString('hex');

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PRETORIA = { lat: -25.7479, lng: 28.2293 };

const [region] = await t.deps.db
  .insert(regions)
  .values({ name: `Pretoria ${tag}`, province: 'Gauteng', metro: 'Tshwane', coordinates: [] })
  .returning({ id: regions.id });
const regionId = region!.id;

type Part = string | { name: string; bytes: Buffer; type?: string };

async function multipart(fields: Record<string, Part | Part[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'object')
        form.append(key, new Blob([new Uint8Array(v.bytes)], { type: v.type ?? 'application/pdf' }), v.name);
      else form.append(key, v);
    }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

const ARCADIA = {
  streetNumber: '12',
  streetName: 'Church Street',
  suburb: 'Arcadia',
  city: 'Pretoria',
  province: 'Gauteng',
  country: 'South Africa',
  postalCode: '0083',
  ...PRETORIA,
};

const goodFields = (name: string, email: string) => ({
  tradingName: name,
  registeredName: `${name} (Pty) Ltd`,
  registrationNumber: '2015/123456/07',
  vatNumber: '4123456789',
  address: JSON.stringify(ARCADIA),
  services: JSON.stringify(['service', 'repair']),
  quoteTypes: JSON.stringify(['SMC_Service', 'SMC_Repair']),
  regionIds: JSON.stringify([regionId]),
  contactName: 'Thabo Nkosi',
  contactEmail: email,
  contactPhone: '082 555 0123',
});

async function apply(fields: Record<string, Part | Part[]>) {
  const body = await multipart(fields);
  return app.inject({
    method: 'POST',
    url: '/api/workshop-applications',
    headers: body.headers,
    payload: body.payload,
  });
}

async function applyGood(name: string, email: string) {
  const res = await apply({
    ...goodFields(name, email),
    altcha: await solveBotCheck(app),
    documentFiles: { name: 'cipc.pdf', bytes: PDF },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; reference: string; message: string };
}

const admin = await createSignedInUser(t, { email: 'admin@motorwise.co.za' });
const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  payload === undefined
    ? app.inject({ method, url, headers: admin.headers })
    : app.inject({ method, url, headers: admin.headers, payload });

describe('POST /api/workshop-applications (public)', () => {
  it('answers bad input with a clear message per field', async () => {
    const res = await apply({
      tradingName: '',
      registeredName: '  ',
      registrationNumber: '12345',
      vatNumber: '5123456789',
      address: JSON.stringify({
        streetNumber: '1',
        streetName: 'Main',
        suburb: 'A',
        city: 'B',
        province: 'C',
        postalCode: '0083',
      }),
      services: JSON.stringify([]),
      quoteTypes: JSON.stringify(['Nope']),
      regionIds: JSON.stringify([]),
      contactName: 'Thabo',
      contactEmail: 'thabo@',
      contactPhone: '123',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors).toMatchObject({
      tradingName: ['Cannot be empty.'],
      registeredName: ['Cannot be empty.'],
      registrationNumber: ['Registration number must look like 2015/123456/07.'],
      vatNumber: ['VAT number must be 10 digits starting with 4.'],
      address: ['Please search for an address above'],
      services: ['Please select a value.'],
      'quoteTypes.0': ['Please select a value.'],
      regionIds: ['Please select a value.'],
      contactEmail: ['Contact email must be a valid email address.'],
      contactPhone: ['Please enter a valid phone number (012 123 1234).'],
      altcha: ['Please complete the bot check.'],
      documentFiles: ['Please attach at least one document (your company registration, for example).'],
    });
  });

  it('checks documents by content: a .pdf that is a picture is refused', async () => {
    const res = await apply({
      ...goodFields(`Fake Docs ${tag}`, `fake-${tag}@example.co.za`),
      altcha: await solveBotCheck(app),
      documentFiles: { name: 'registration.pdf', bytes: PNG },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['documentFiles.0']).toEqual(['Attachment must be a PDF.']);
  });

  it('refuses a forged bot check, and a replayed one', async () => {
    const forged = await apply({
      ...goodFields(`Bot ${tag}`, `bot-${tag}@example.co.za`),
      altcha: 'not-a-solution',
      documentFiles: { name: 'cipc.pdf', bytes: PDF },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors.altcha).toHaveLength(1);

    const altcha = await solveBotCheck(app);
    const fields = { ...goodFields(`Replay ${tag}`, `replay-${tag}@example.co.za`), altcha };
    expect((await apply({ ...fields, documentFiles: { name: 'a.pdf', bytes: PDF } })).statusCode).toBe(201);
    const replay = await apply({ ...fields, documentFiles: { name: 'a.pdf', bytes: PDF } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors.altcha).toHaveLength(1);
  });

  it('refuses a region the API does not serve', async () => {
    const res = await apply({
      ...goodFields(`Nowhere ${tag}`, `nowhere-${tag}@example.co.za`),
      regionIds: JSON.stringify(['00000000-0000-4000-8000-000000000000']),
      altcha: await solveBotCheck(app),
      documentFiles: { name: 'cipc.pdf', bytes: PDF },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.regionIds).toEqual(['Please choose regions from the list.']);
  });
});

describe('the admin reviews an application', () => {
  it('asks for more, the applicant answers through the link, the admin approves, the invitee accepts', async () => {
    const email = `owner-${tag}@arcadia-auto.co.za`;
    const name = `Arcadia Auto ${tag}`;
    const received = await applyGood(name, email);
    expect(received.reference).toMatch(/^WA-[0-9A-F]{6}$/);
    const confirmation = await lastMailTo(t, email, 'received your application');
    expect(confirmation?.text).toContain(received.reference);
    expect(await lastMailTo(t, 'support@motorwise.co.za', received.reference)).not.toBeNull();

    const list = await asAdmin('GET', '/api/admin/workshop-applications?status=submitted');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((i: { id: string }) => i.id)).toContain(received.id);
    expect(list.json().counts.submitted).toBeGreaterThanOrEqual(1);

    const detail = (await asAdmin('GET', `/api/admin/workshop-applications/${received.id}`)).json();
    expect(detail).toMatchObject({
      tradingName: name,
      status: 'submitted',
      vatNumber: '4123456789',
      contactPhone: '+27825550123',
      regions: [{ id: regionId, name: `Pretoria ${tag}` }],
      documents: [{ name: 'cipc.pdf', mimeType: 'application/pdf' }],
    });
    const doc = await asAdmin(
      'GET',
      `/api/admin/workshop-applications/${received.id}/documents/${detail.documents[0].id}`,
    );
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    // More information: mailed with a link; the answer puts it back to submitted.
    const asked = await asAdmin(
      'POST',
      `/api/admin/workshop-applications/${received.id}/request-information`,
      {
        message: 'Please send your B-BBEE certificate.',
      },
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json().status).toBe('informationRequested');
    const question = await lastMailTo(t, email, 'more information');
    expect(question?.text).toContain('B-BBEE certificate');
    const replyPath = linkIn(question?.text, '/partners/reply/');
    const token = decodeURIComponent(replyPath.split('/').pop()!);
    const view = await app.inject({ method: 'GET', url: `/api/workshop-applications/reply/${token}` });
    expect(view.json()).toMatchObject({
      reference: received.reference,
      status: 'informationRequested',
      question: 'Please send your B-BBEE certificate.',
    });
    const answer = await multipart({
      message: 'Attached, thank you.',
      documentFiles: { name: 'bbbee.png', bytes: PNG, type: 'image/png' },
    });
    const replied = await app.inject({
      method: 'POST',
      url: `/api/workshop-applications/reply/${token}`,
      headers: answer.headers,
      payload: answer.payload,
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const again = await app.inject({ method: 'GET', url: `/api/workshop-applications/reply/${token}` });
    expect(again.statusCode).toBe(404);
    const back = (await asAdmin('GET', `/api/admin/workshop-applications/${received.id}`)).json();
    expect(back.status).toBe('submitted');
    expect(back.documents.map((d: { name: string }) => d.name)).toEqual(['cipc.pdf', 'bbbee.png']);
    expect(back.history.map((h: { kind: string }) => h.kind)).toEqual([
      'submitted',
      'informationRequested',
      'replied',
    ]);

    // Approve: the workshop exists with the details, its first user is invited.
    const approved = await asAdmin('POST', `/api/admin/workshop-applications/${received.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const workshopId = approved.json().workshopId as string;
    const [w] = await t.deps.db.select().from(workshops).where(eq(workshops.id, workshopId));
    expect(w).toMatchObject({
      name,
      registrationNumber: '2015/123456/07',
      taxNumber: '4123456789',
      isVatRegistered: true,
      regionId,
      isActive: true,
      quoteTypes: ['SMC_Service', 'SMC_Repair'],
      contactEmail: email,
    });
    expect(w?.kinds.sort()).toEqual(['repair', 'service']);
    const twice = await asAdmin('POST', `/api/admin/workshop-applications/${received.id}/approve`);
    expect(twice.statusCode).toBe(409);

    const invite = await lastMailTo(t, email, 'invited');
    const code = decodeURIComponent(linkIn(invite?.text, '/account/invite/').split('/').pop()!);
    const reg = await app.inject({
      method: 'POST',
      url: `${SITE}/inviteRegister/${encodeURIComponent(code)}`,
      payload: {
        firstName: 'Thabo',
        lastName: 'Nkosi',
        phoneNumber: '082 555 0123',
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        acceptTerms: true,
      },
      remoteAddress: randomTestIp(),
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const owner = await signIn(app, email);
    const profile = await app.inject({ method: 'GET', url: '/api/workshop/profile', headers: owner.headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: workshopId, name });
    const users = (await asAdmin('GET', `/api/admin/workshops/${workshopId}/users`)).json();
    expect(users).toEqual([expect.objectContaining({ email, disabled: false })]);

    // Customers nearby find it at once.
    await readModelsSettled(t);
    const map = await app.inject({
      method: 'GET',
      url: `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&lat=${PRETORIA.lat}&lng=${PRETORIA.lng}&radius=10`,
    });
    expect(map.json().map((m: { workshopId: string }) => m.workshopId)).toContain(workshopId);
  });

  it('declines with a reason, mailed; a declined application cannot be approved', async () => {
    const email = `declined-${tag}@example.co.za`;
    const { id } = await applyGood(`Declined Motors ${tag}`, email);
    const empty = await asAdmin('POST', `/api/admin/workshop-applications/${id}/decline`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toEqual(['Cannot be empty.']);
    const res = await asAdmin('POST', `/api/admin/workshop-applications/${id}/decline`, {
      reason: 'We could not verify your company registration.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('declined');
    const mail = await lastMailTo(t, email, 'Your application');
    expect(mail?.text).toContain('We could not verify your company registration.');
    expect((await asAdmin('POST', `/api/admin/workshop-applications/${id}/approve`)).statusCode).toBe(409);
    const declined = await asAdmin('GET', '/api/admin/workshop-applications?status=declined');
    expect(declined.json().items.map((i: { id: string }) => i.id)).toContain(id);
  });
});

describe('the admin edits and suspends a workshop', async () => {
  const worker = await createSignedInUser(t, { workshop: true });
  const workshopId = worker.workshopId!;
  await t.deps.db
    .update(workshops)
    .set({ kinds: ['service'], regionId, ...PRETORIA, name: `Suspendable ${tag}` })
    .where(eq(workshops.id, workshopId));

  const onMap = async () => {
    await readModelsSettled(t);
    const res = await app.inject({
      method: 'GET',
      url: `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&lat=${PRETORIA.lat}&lng=${PRETORIA.lng}&radius=10`,
    });
    return res.json().some((m: { workshopId: string }) => m.workshopId === workshopId);
  };
  const inDirectory = async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/PublicWorkshop/GetWorkshops?search=${encodeURIComponent(`Suspendable ${tag}`)}`,
    });
    return res.json().items.some((w: { id: string }) => w.id === workshopId);
  };

  it('suspends with a reason: gone from the map and the directory, the portal says why; reinstating brings it back', async () => {
    expect(await onMap()).toBe(true);
    expect(await inDirectory()).toBe(true);
    const noReason = await asAdmin('POST', `/api/admin/workshops/${workshopId}/suspend`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const res = await asAdmin('POST', `/api/admin/workshops/${workshopId}/suspend`, {
      reason: 'Expired insurance certificate.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      isActive: false,
      suspension: { reason: 'Expired insurance certificate.' },
    });
    expect(await onMap()).toBe(false);
    expect(await inDirectory()).toBe(false);
    const standing = await app.inject({
      method: 'GET',
      url: '/api/workshop/standing',
      headers: worker.headers,
    });
    expect(standing.json()).toMatchObject({ suspended: true, reason: 'Expired insurance certificate.' });
    expect(
      (await asAdmin('POST', `/api/admin/workshops/${workshopId}/suspend`, { reason: 'x' })).statusCode,
    ).toBe(409);

    const back = await asAdmin('POST', `/api/admin/workshops/${workshopId}/reinstate`, {
      reason: 'New certificate received.',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ isActive: true, suspension: null });
    expect(await onMap()).toBe(true);
    expect(await inDirectory()).toBe(true);
    const fine = await app.inject({ method: 'GET', url: '/api/workshop/standing', headers: worker.headers });
    expect(fine.json()).toEqual({ suspended: false, reason: null, sinceUtc: null });
    expect(
      (await asAdmin('POST', `/api/admin/workshops/${workshopId}/reinstate`, { reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it('edits details, quote types, region, bank verification; flags expired certifications', async () => {
    await t.deps.db.insert(workshopCertifications).values({
      workshopId,
      name: 'RMI member',
      issuer: 'RMI',
      validUntil: '2020-01-31',
    });
    const current = (await asAdmin('GET', `/api/admin/workshops/${workshopId}`)).json();
    expect(current.workshopCertifications).toEqual([
      expect.objectContaining({ name: 'RMI member', expired: true }),
    ]);
    const profile = {
      name: `Edited ${tag}`,
      description: null,
      openingHours: 'Mon-Fri 08:00-17:00',
      workshopContact: { name: 'Sipho Dube', email: `sipho-${tag}@example.co.za`, phone: '012 345 6789' },
      registrationNumber: '2019/555555/07',
      isVatRegistered: true,
      taxNumber: '4999999999',
      address: {
        streetNumber: '5',
        streetName: 'Park Street',
        suburb: 'Hatfield',
        city: 'Pretoria',
        province: 'Gauteng',
        country: 'South Africa',
        postalCode: '0028',
        ...PRETORIA,
      },
      labourRateExcl: 650,
      jobTurnaroundDays: 2,
      workshopCertifications: [{ name: 'RMI member', issuer: 'RMI', validUntil: '2099-12-31' }],
      hasPayfastAccount: true,
      payfastMerchantId: '10000100',
      paystackSubaccountId: 'ACCT_abcd1234',
      bankAccount: {
        bankName: 'FNB',
        accountHolder: 'Edited Pty Ltd',
        accountNumber: '62000000000',
        branchCode: '250655',
        accountType: 'Business',
      },
    };
    const bad = await asAdmin('PUT', `/api/admin/workshops/${workshopId}`, {
      profile: { ...profile, taxNumber: '123' },
      services: [],
      quoteTypes: ['SMC_Service'],
      regionId,
      organizationId: null,
      bankVerification: 'verified',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      'profile.taxNumber': ['VAT number must be 10 digits starting with 4.'],
      services: ['Please select a value.'],
    });
    const res = await asAdmin('PUT', `/api/admin/workshops/${workshopId}`, {
      profile,
      services: ['service', 'wheelsTyres'],
      quoteTypes: ['SMC_Service', 'WBC_WheelsTyres'],
      regionId,
      organizationId: null,
      bankVerification: 'verified',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: `Edited ${tag}`,
      labourRateExcl: 650,
      payfastMerchantId: '10000100',
      paystackSubaccountId: 'ACCT_abcd1234',
      services: ['service', 'wheelsTyres'],
      quoteTypes: ['SMC_Service', 'WBC_WheelsTyres'],
      bankVerification: 'verified',
      workshopCertifications: [expect.objectContaining({ expired: false })],
    });
    // The workshop changing its bank details makes them unverified again.
    const own = await app.inject({
      method: 'PUT',
      url: '/api/workshop/profile',
      headers: worker.headers,
      payload: { ...profile, bankAccount: { ...profile.bankAccount, accountNumber: '62000000001' } },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await asAdmin('GET', `/api/admin/workshops/${workshopId}`)).json().bankVerification).toBe(
      'unverified',
    );

    const list = await asAdmin('GET', `/api/admin/workshops?search=${encodeURIComponent(`Edited ${tag}`)}`);
    expect(list.json().items).toEqual([expect.objectContaining({ id: workshopId, isActive: true })]);
  });
});

describe('admin routes refuse everyone but administrators', async () => {
  const customer = await createSignedInUser(t);
  const workshopUser = await createSignedInUser(t, { workshop: true });
  const organisationUser = await createSignedInUser(t, { organisation: {} });
  const id = '00000000-0000-4000-8000-000000000001';
  const entries = [...Object.values(WORKSHOP_APPLICATIONS_API), ...Object.values(ADMIN_WORKSHOPS_API)].filter(
    (e) => e.path.startsWith('/api/admin/'),
  );

  it('covers every admin entry', () => expect(entries.length).toBe(13));

  for (const entry of entries) {
    const url = pathOf(entry, { id, fileId: id });
    it(`${entry.method} ${entry.path}`, async () => {
      const anonymous = await app.inject({
        method: entry.method,
        url,
        payload: entry.method === 'GET' ? '' : {},
      });
      expect(anonymous.statusCode).toBe(401);
      for (const who of [customer, workshopUser, organisationUser]) {
        const res = await app.inject({
          method: entry.method,
          url,
          headers: who.headers,
          payload: entry.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode).toBe(403);
      }
    });
  }
});

describe('a workshop serving several regions (decision 073)', () => {
  it('keeps every region from the application to the admin edit; the map and the directory use them all', async () => {
    const more = await t.deps.db
      .insert(regions)
      .values([
        { name: `Centurion ${tag}`, province: 'Gauteng', metro: 'Tshwane', coordinates: [] },
        { name: `Midrand ${tag}`, province: 'Gauteng', metro: 'Johannesburg', coordinates: [] },
      ])
      .returning({ id: regions.id });
    const [centurion, midrand] = more.map((r) => r.id) as [string, string];
    const name = `Several Regions ${tag}`;
    const email = `several-${tag}@example.co.za`;
    const applied = await apply({
      ...goodFields(name, email),
      regionIds: JSON.stringify([regionId, centurion]),
      altcha: await solveBotCheck(app),
      documentFiles: { name: 'cipc.pdf', bytes: PDF },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const { id } = applied.json() as { id: string };
    const approved = await asAdmin('POST', `/api/admin/workshop-applications/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const workshopId = approved.json().workshopId as string;
    const read = async () => (await asAdmin('GET', `/api/admin/workshops/${workshopId}`)).json();
    expect(await read()).toMatchObject({ regionId, regionIds: [regionId, centurion] });

    const directory = async (area: string) => {
      await readModelsSettled(t);
      const res = await app.inject({
        method: 'GET',
        url: '/api/PublicWorkshop/GetWorkshops',
        query: { search: name, regionId: area },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items.map((w: { id: string }) => w.id) as string[];
    };
    const onMap = async () => {
      await readModelsSettled(t);
      const res = await app.inject({
        method: 'GET',
        url: `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&lat=${PRETORIA.lat}&lng=${PRETORIA.lng}&radius=10`,
      });
      return res.json().find((m: { workshopId: string }) => m.workshopId === workshopId) as {
        regionIds: string[];
      };
    };
    expect((await onMap()).regionIds.sort()).toEqual([regionId, centurion].sort());
    expect(await directory(centurion)).toEqual([workshopId]);
    expect(await directory(regionId)).toEqual([workshopId]);
    expect(await directory(midrand)).toEqual([]);

    // The admin changes them: Midrand first (its home region), Pretoria further; Centurion no more.
    const profile = {
      name,
      description: null,
      openingHours: null,
      workshopContact: { name: 'Thabo Nkosi', email, phone: '082 555 0123' },
      registrationNumber: '2015/123456/07',
      isVatRegistered: true,
      taxNumber: '4123456789',
      address: ARCADIA,
      labourRateExcl: 720,
      jobTurnaroundDays: 3,
      workshopCertifications: [],
      ...{ hasPayfastAccount: false, payfastMerchantId: null, paystackSubaccountId: null, bankAccount: null },
    };
    const edit = (regionIds: string[]) =>
      asAdmin('PUT', `/api/admin/workshops/${workshopId}`, {
        profile,
        services: ['service'],
        quoteTypes: ['SMC_Service'],
        regionIds,
        organizationId: null,
        bankVerification: null,
      });
    const unknown = await edit([midrand, '00000000-0000-4000-8000-000000000000']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.regionIds).toEqual(['Please choose a region from the list.']);
    const res = await edit([midrand, regionId]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ regionId: midrand, regionIds: [midrand, regionId] });
    expect(await directory(centurion)).toEqual([]);
    expect(await directory(midrand)).toEqual([workshopId]);
    expect(await directory(regionId)).toEqual([workshopId]);
    expect((await onMap()).regionIds.sort()).toEqual([midrand, regionId].sort());

    // A region a workshop serves (beyond its first) cannot be deleted; one it no longer serves can.
    const remove = (region: string) =>
      app.inject({ method: 'DELETE', url: `/api/admin/regions/${region}`, headers: admin.headers });
    expect((await remove(regionId)).statusCode).toBe(409);
    expect((await remove(centurion)).statusCode).toBe(200);
  });
});
