import {
  ADMIN_ORGANISATIONS_API,
  listAllowedDates,
  ORGANISATION_ADMIN_MESSAGES,
  PROGRAMME_MESSAGES,
  pathOf,
  programmeMismatchMessage,
} from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  organizationBranches,
  regions,
  repairItemTemplates,
  vehicles,
  workshops,
  workshopUsers,
} from '../src/db/schema';
import { createOrganisationsAdminService, organisations } from '../src/modules/organisations/index';
import * as organisationsRepo from '../src/modules/organisations/organisations.repo';
import { places } from '../src/modules/places/index';
import { createSignedInUser, createTestApp, createUser, signIn } from './helpers';

/**
 * Issue 22 item 3 (decision 060): partner programmes as data, organisations and their branches run by an
 * administrator, and an organisation in the insurance programme requesting IGS types end to end.
 */
const ADMIN_EMAIL = 'programmes-admin@example.co.za';
const t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, RATE_LIMIT_ENABLED: 'false' });
const { app } = t;
const db = t.deps.db;

type Headers = Record<string, string>;
let admin: { headers: Headers; id: string };

const HOME = { lat: -25.7479, lng: 28.2293 };
let vehicleId: number;
let regionId: string;
let service: string;
let workshopId: string;
let workshopHeaders: Headers;

beforeAll(async () => {
  admin = await createSignedInUser(t, { email: ADMIN_EMAIL });
  const [v] = await db
    .insert(vehicles)
    .values({
      year: 2021,
      brand: 'Toyota',
      range: 'Hilux',
      model: 'Hilux 2.8',
      searchText: 'toyota hilux 2021',
    })
    .returning({ id: vehicles.id });
  vehicleId = v!.id;
  const [r] = await db
    .insert(regions)
    .values({ name: 'Pretoria', province: 'Gauteng', metro: 'Tshwane', coordinates: [HOME] })
    .returning({ id: regions.id });
  regionId = r!.id;
  const [leaf] = await db
    .insert(repairItemTemplates)
    .values({ quoteKind: 'service', name: 'Minor service', leaf: true })
    .returning({ id: repairItemTemplates.id });
  service = leaf!.id;
  const [a] = await db
    .insert(addresses)
    .values({ suburb: 'Hatfield', city: 'Pretoria', ...HOME })
    .returning();
  const [w] = await db
    .insert(workshops)
    .values({
      name: 'Hatfield Motors',
      slug: `hatfield-motors-${Math.random().toString(36).slice(2, 8)}`,
      addressId: a!.id,
      ...HOME,
      suburb: 'Hatfield',
      city: 'Pretoria',
      kinds: ['service', 'repair'],
      regionId,
    })
    .returning({ id: workshops.id });
  workshopId = w!.id;
  const staff = await createUser(db);
  await db.insert(workshopUsers).values({ userId: staff.id, workshopId });
  workshopHeaders = (await signIn(app, staff.email)).headers;
});

const call = (
  entry: (typeof ADMIN_ORGANISATIONS_API)[keyof typeof ADMIN_ORGANISATIONS_API],
  params: Record<string, string> = {},
  options: { headers?: Headers; payload?: unknown } = {},
) =>
  app.inject({
    method: entry.method,
    url: pathOf(entry, params),
    headers: options.headers ?? admin.headers,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });

const API = ADMIN_ORGANISATIONS_API;

const address = {
  streetNumber: '12',
  streetName: 'Burnett Street',
  suburb: 'Hatfield',
  city: 'Pretoria',
  province: 'Gauteng',
  postalCode: '0083',
  lat: HOME.lat,
  lng: HOME.lng,
};

function requestBody(quoteType: string) {
  return {
    quoteType,
    requestCategory: 'AAA',
    vehicleId: String(vehicleId),
    vehicleMileage: 40_000,
    items: [{ id: service }],
    partsPreference: "I don't mind",
    address: {
      placeId: 'p1',
      suburb: 'Hatfield',
      city: 'Pretoria',
      province: 'Gauteng',
      postalCode: '0083',
      ...HOME,
    },
    travelDistance: 20,
    regionIds: [regionId],
    quoteRequestWorkshopMappings: [{ workshopId }],
    datesRequested: [listAllowedDates(new Date())[0]!],
    notes: 'Insurance service.',
    phone: '082 555 0101',
    acceptTerms: true,
  };
}

const submit = (quoteType: string, user: { headers: Headers; email: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/QuoteRequests/PostQuoteRequest',
    headers: user.headers,
    payload: { ...requestBody(quoteType), email: user.email },
  });

describe('partner programmes', () => {
  it('come from the migration: insurance allows the IGS service and repair, the other two add nothing yet', async () => {
    const res = await call(API.getAdminProgrammes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((p: { key: string; quoteTypes: string[] }) => [p.key, p.quoteTypes])).toEqual([
      ['insurance', ['IGS_Service', 'IGS_Repair']],
      ['finance-recon', []],
      ['inspection-report', []],
    ]);
  });

  it('an organisation in the insurance programme requests an IGS service end to end; one not in it is refused', async () => {
    const insured = await createSignedInUser(t, { organisation: { branches: ['Hatfield'] } });
    const other = await createSignedInUser(t, { organisation: { branches: ['Menlyn'] } });

    // Not in the programme: refused with the sentence, and the organisation answers no programmes.
    const refused = await submit('IGS_Service', insured);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.quoteType).toEqual([programmeMismatchMessage('IGS_Service')]);

    const added = await call(
      API.postAdminProgrammeOrganisations,
      { key: 'insurance' },
      {
        payload: { organizationId: insured.organizationId },
      },
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()[0].organisations.map((o: { id: string }) => o.id)).toEqual([insured.organizationId]);
    const again = await call(
      API.postAdminProgrammeOrganisations,
      { key: 'insurance' },
      {
        payload: { organizationId: insured.organizationId },
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PROGRAMME_MESSAGES.alreadyMember);

    // The organisation's answer carries the programmes with their quote types (the wizard's offer reads them).
    const programmes = [{ key: 'insurance', name: 'Insurance', quoteTypes: ['IGS_Service', 'IGS_Repair'] }];
    const org = await app.inject({
      method: 'GET',
      url: '/api/user/loadUserOrganization',
      headers: insured.headers,
    });
    expect(org.json().programmes).toEqual(programmes);
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/GetApplicationUser',
      headers: insured.headers,
    });
    expect(me.json().organization.programmes).toEqual(programmes);

    const ok = await submit('IGS_Service', insured);
    expect(ok.statusCode, ok.body).toBe(201);
    const reference = ok.json().data.reference;
    // The workshop receives it.
    const inbox = await app.inject({
      method: 'GET',
      url: '/api/workshop/requests',
      headers: workshopHeaders,
    });
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json().items).toContainEqual(
      expect.objectContaining({ reference, quoteType: 'Service - IGS_Service' }),
    );

    // Another organisation is still refused; and after removal, so is the first.
    expect((await submit('IGS_Repair', other)).json().errors.quoteType).toEqual([
      programmeMismatchMessage('IGS_Repair'),
    ]);
    const removed = await call(API.deleteAdminProgrammeOrganisation, {
      key: 'insurance',
      organizationId: insured.organizationId!,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()[0].organisations).toEqual([]);
    expect((await submit('IGS_Service', insured)).json().errors.quoteType).toEqual([
      programmeMismatchMessage('IGS_Service'),
    ]);
    const gone = await call(API.deleteAdminProgrammeOrganisation, {
      key: 'insurance',
      organizationId: insured.organizationId!,
    });
    expect(gone.statusCode).toBe(404);
  });

  it("an admin edits a programme's quote types and its members are offered them at once", async () => {
    const member = await createSignedInUser(t, { organisation: { branches: ['Centurion'] } });
    await call(
      API.postAdminProgrammeOrganisations,
      { key: 'finance-recon' },
      {
        payload: { organizationId: member.organizationId },
      },
    );
    expect((await submit('IGS_Service', member)).statusCode).toBe(400);
    const saved = await call(
      API.putAdminProgramme,
      { key: 'finance-recon' },
      {
        payload: { name: 'Finance and reconditioning', quoteTypes: ['IGS_Service'] },
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()[1]).toMatchObject({ key: 'finance-recon', quoteTypes: ['IGS_Service'] });
    expect((await submit('IGS_Service', member)).statusCode).toBe(201);

    // The policy claim and the customers' types are not a programme's.
    const bad = await call(
      API.putAdminProgramme,
      { key: 'finance-recon' },
      {
        payload: { name: '', quoteTypes: ['IGS_Policy'] },
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'quoteTypes.0']);
    const unknown = await call(
      API.putAdminProgramme,
      { key: 'loyalty' },
      { payload: { name: 'x', quoteTypes: [] } },
    );
    expect(unknown.statusCode).toBe(400);
    // Back as it was, for the other tests.
    await call(
      API.putAdminProgramme,
      { key: 'finance-recon' },
      {
        payload: { name: 'Finance and reconditioning', quoteTypes: [] },
      },
    );
  });
});

describe('organisations run by an administrator', () => {
  it('creates and edits an organisation and its branches, with address and contact; lists staff and invites', async () => {
    const name = `Tshwane Fleet ${Math.random().toString(36).slice(2, 6)}`;
    const created = await call(
      API.postAdminOrganisations,
      {},
      {
        payload: {
          name,
          kind: 'fleet',
          registrationNumber: '',
          contactName: 'Thandi',
          contactPhone: '082 555 0199',
        },
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const org = created.json();
    expect(org).toMatchObject({
      name,
      kind: 'fleet',
      registrationNumber: null,
      contactName: 'Thandi',
      contactPhone: '+27825550199',
      contactEmail: null,
      branches: [],
      programmes: [],
      staff: [],
    });
    const taken = await call(API.postAdminOrganisations, {}, { payload: { name, kind: 'dealer' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ name: [ORGANISATION_ADMIN_MESSAGES.duplicateName] });

    const edited = await call(
      API.putAdminOrganisation,
      { id: org.id },
      {
        payload: { name, kind: 'dealer', taxNumber: '4123456789', contactEmail: 'thandi@example.co.za' },
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ kind: 'dealer', taxNumber: '4123456789', contactName: null });
    const badEmail = await call(
      API.putAdminOrganisation,
      { id: org.id },
      {
        payload: { name, kind: 'dealer', contactEmail: 'not-an-email' },
      },
    );
    expect(Object.keys(badEmail.json().errors)).toEqual(['contactEmail']);

    const branch = await call(
      API.postAdminOrganisationBranches,
      { id: org.id },
      {
        payload: { branchName: 'Hatfield', address, contactName: 'Sipho' },
      },
    );
    expect(branch.statusCode, branch.body).toBe(200);
    const [b] = branch.json().branches;
    expect(b).toMatchObject({
      branchName: 'Hatfield',
      contactName: 'Sipho',
      address: { suburb: 'Hatfield' },
    });
    const renamed = await call(
      API.postAdminOrganisationBranches,
      { id: org.id },
      {
        payload: { id: b.id, branchName: 'Hatfield Square', address, contactEmail: 'hatfield@example.co.za' },
      },
    );
    expect(renamed.json().branches).toEqual([
      expect.objectContaining({
        id: b.id,
        branchName: 'Hatfield Square',
        contactEmail: 'hatfield@example.co.za',
      }),
    ]);
    const [otherBranch] = await db
      .select()
      .from(organizationBranches)
      .where(eq(organizationBranches.id, b.id));
    expect(otherBranch!.addressId).toBeTruthy();

    // The admin invites into the branch with the invite flow organisation admins use; the list shows it.
    const invite = await app.inject({
      method: 'POST',
      url: '/api/user/invites',
      headers: admin.headers,
      payload: { email: 'first.user@example.co.za', firstName: 'First', organizationBranchId: b.id },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const invites = await call(API.getAdminOrganisationInvites, { id: org.id });
    expect(invites.statusCode, invites.body).toBe(200);
    expect(invites.json()).toEqual([
      expect.objectContaining({
        email: 'first.user@example.co.za',
        organizationBranchId: b.id,
        state: 'open',
      }),
    ]);

    const list = await call(API.getAdminOrganisations);
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id: org.id, name, branchCount: 1, staffCount: 0, programmes: [] }),
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(API.getAdminOrganisation, { id: missing })).statusCode).toBe(404);
    expect((await call(API.getAdminOrganisationInvites, { id: missing })).statusCode).toBe(404);
  });

  it("shows an organisation's staff", async () => {
    const member = await createSignedInUser(t, { organisation: { branches: ['Brooklyn'] } });
    const res = await call(API.getAdminOrganisation, { id: member.organizationId! });
    expect(res.json().staff).toEqual([expect.objectContaining({ id: member.id, role: 'admin' })]);
  });
});

describe('the audit port', () => {
  it('is called in the transaction of every administrator write, with who, what, before and after', async () => {
    const entries: { action: string; targetType: string; before: unknown; after: unknown; inTx: boolean }[] =
      [];
    const audited = createOrganisationsAdminService({
      repo: organisationsRepo,
      organisations,
      places,
      audit: {
        async record(tx, entry) {
          expect(entry.actor.userId).toBe(admin.id);
          // Inside the write's transaction: the handle is not the app's pool-wide db.
          entries.push({ ...entry, inTx: tx !== db });
        },
      },
    });
    const actor = { userId: admin.id, email: 'programmes-admin@example.co.za', requestId: null, ip: null };
    const name = `Audited ${Math.random().toString(36).slice(2, 6)}`;
    const org = await audited.create(db, actor, {
      name,
      kind: 'fleet',
      registrationNumber: null,
      taxNumber: null,
      contactName: null,
      contactEmail: null,
      contactPhone: null,
    });
    await audited.update(db, actor, org.id, { ...org, kind: 'dealer', contactName: 'Lerato' });
    const saved = await audited.saveBranch(db, actor, org.id, {
      branchName: 'Arcadia',
      address: { ...address, country: 'South Africa', name: null, town: null },
      contactName: null,
      contactEmail: null,
      contactPhone: null,
    });
    await audited.saveProgramme(db, actor, 'inspection-report', {
      name: 'Inspection report',
      quoteTypes: [],
    });
    await audited.addMember(db, actor, 'inspection-report', org.id);
    await audited.removeMember(db, actor, 'inspection-report', org.id);
    expect(entries.map((e) => [e.action, e.targetType, e.inTx])).toEqual([
      ['organisation.create', 'organisation', true],
      ['organisation.update', 'organisation', true],
      ['organisation.branch.create', 'organisation_branch', true],
      ['programme.update', 'partner_programme', true],
      ['programme.organisation.add', 'partner_programme', true],
      ['programme.organisation.remove', 'partner_programme', true],
    ]);
    expect(entries[1]).toMatchObject({
      before: { kind: 'fleet' },
      after: { kind: 'dealer', contactName: 'Lerato' },
    });
    expect(saved.branches[0]!.branchName).toBe('Arcadia');
    // A refused write records nothing.
    await expect(audited.create(db, actor, { ...org, kind: 'fleet', name })).rejects.toThrow();
    expect(entries).toHaveLength(6);
  });
});

describe('every administrators’ route of decision 060', () => {
  const ID = '00000000-0000-4000-8000-000000000000';
  const params = { id: ID, key: 'insurance', organizationId: ID };
  it.each(Object.entries(API))(
    '%s refuses anonymous callers, customers, workshop and organisation users',
    async (_name, entry) => {
      const customer = await createSignedInUser(t);
      const organisationUser = await createSignedInUser(t, { organisation: {} });
      const anonymous = await app.inject({ method: entry.method, url: pathOf(entry, params) });
      expect(anonymous.statusCode).toBe(401);
      for (const headers of [customer.headers, workshopHeaders, organisationUser.headers]) {
        const res = await app.inject({
          method: entry.method,
          url: pathOf(entry, params),
          headers,
          payload: {},
        });
        expect(res.statusCode, `${entry.method} ${entry.path}`).toBe(403);
      }
    },
  );
});
