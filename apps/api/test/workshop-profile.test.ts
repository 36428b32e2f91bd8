import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type UpdateWorkshopProfileInput, WORKSHOP_PROFILE_MESSAGES } from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workshops } from '../src/db/schema';
import { createSignedInUser, createTestApp } from './helpers';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-workshop-profile-'));
const t = await createTestApp({ FILES_DIR: filesDir });
const { app, deps } = t;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');

const PROFILE: UpdateWorkshopProfileInput = {
  name: 'Hatfield Auto Care',
  description: 'Family-run workshop since 1994.',
  openingHours: 'Mon-Fri 07:30-17:00',
  workshopContact: { name: 'Thandi Mokoena', email: 'bookings@hatfield.example', phone: '012 345 6789' },
  registrationNumber: '2001/123456/07',
  isVatRegistered: true,
  taxNumber: '4123456789',
  address: {
    streetNumber: '1085',
    streetName: 'Burnett Street',
    suburb: 'Hatfield',
    city: 'Pretoria',
    province: 'Gauteng',
    country: 'South Africa',
    postalCode: '0083',
    lat: -25.7487,
    lng: 28.2381,
  },
  labourRateExcl: 650.5,
  jobTurnaroundDays: 2,
  workshopCertifications: [
    { name: 'RMI Accredited', issuer: 'RMI', number: 'RMI-778', validUntil: '2027-06-30' },
  ],
  hasPayfastAccount: true,
  payfastMerchantId: '10000100',
  paystackSubaccountId: 'ACCT_8f4s1eq7ml6rlzj',
  bankAccount: {
    bankName: 'FNB',
    accountHolder: 'Hatfield Auto Care (Pty) Ltd',
    accountNumber: '62812345678',
    branchCode: '250655',
    accountType: 'Business',
  },
};

async function logoForm(name: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

describe('workshop profile', () => {
  it('refuses customers and guests', async () => {
    const customer = await createSignedInUser(t);
    const asCustomer = await app.inject({
      method: 'GET',
      url: '/api/workshop/profile',
      headers: customer.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
    const guest = await app.inject({ method: 'GET', url: '/api/workshop/profile' });
    expect(guest.statusCode).toBe(401);
  });

  it('saves the whole profile and each workshop user sees only their own workshop', async () => {
    const owner = await createSignedInUser(t, { workshop: true });
    const other = await createSignedInUser(t, { workshop: true });

    const saved = await app.inject({
      method: 'PUT',
      url: '/api/workshop/profile',
      headers: owner.headers,
      payload: PROFILE,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    expect(body).toMatchObject({
      id: owner.workshopId,
      name: 'Hatfield Auto Care',
      isVatRegistered: true,
      taxNumber: '4123456789',
      labourRateExcl: 650.5,
      jobTurnaroundDays: 2,
      hasPayfastAccount: true,
      paystackSubaccountId: 'ACCT_8f4s1eq7ml6rlzj',
      workshopContact: { name: 'Thandi Mokoena', phone: '+27123456789' },
      address: { streetName: 'Burnett Street', suburb: 'Hatfield', postalCode: '0083' },
      bankAccount: { bankName: 'FNB', branchCode: '250655' },
    });
    expect(body.workshopCertifications).toEqual([
      expect.objectContaining({ name: 'RMI Accredited', issuer: 'RMI', validUntil: '2027-06-30' }),
    ]);
    // The map's point follows the new address.
    const [row] = await deps.db.select().from(workshops).where(eq(workshops.id, owner.workshopId!));
    expect(row).toMatchObject({ lat: -25.7487, lng: 28.2381, labourRateExclCents: 65050 });

    const theirs = await app.inject({ method: 'GET', url: '/api/workshop/profile', headers: other.headers });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().id).toBe(other.workshopId);
    expect(theirs.json().name).not.toBe('Hatfield Auto Care');
    expect(theirs.json().bankAccount).toBeNull();

    // Removing the bank account and certifications, leaving VAT registration.
    const cleared = await app.inject({
      method: 'PUT',
      url: '/api/workshop/profile',
      headers: owner.headers,
      payload: {
        ...PROFILE,
        isVatRegistered: false,
        taxNumber: null,
        bankAccount: null,
        workshopCertifications: [],
        hasPayfastAccount: false,
      },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      isVatRegistered: false,
      taxNumber: null,
      bankAccount: null,
      workshopCertifications: [],
      payfastMerchantId: null,
    });
  });

  it('answers each wrong field with its own message', async () => {
    const owner = await createSignedInUser(t, { workshop: true });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/workshop/profile',
      headers: owner.headers,
      payload: {
        ...PROFILE,
        taxNumber: '123',
        paystackSubaccountId: 'nope',
        labourRateExcl: -5,
        bankAccount: { ...PROFILE.bankAccount, branchCode: '12', accountNumber: 'abc' },
      },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.taxNumber).toContain(WORKSHOP_PROFILE_MESSAGES.vatNumber);
    expect(errors.paystackSubaccountId).toContain(WORKSHOP_PROFILE_MESSAGES.paystackSubaccount);
    expect(errors.labourRateExcl).toEqual(['Labour rate must be greater than 0.']);
    expect(errors['bankAccount.branchCode']).toContain(WORKSHOP_PROFILE_MESSAGES.branchCode);
    expect(errors['bankAccount.accountNumber']).toContain(WORKSHOP_PROFILE_MESSAGES.accountNumber);

    const vatWithoutNumber = await app.inject({
      method: 'PUT',
      url: '/api/workshop/profile',
      headers: owner.headers,
      payload: { ...PROFILE, taxNumber: '' },
    });
    expect(vatWithoutNumber.statusCode).toBe(400);
    expect(vatWithoutNumber.json().errors.taxNumber).toContain(WORKSHOP_PROFILE_MESSAGES.vatNumberRequired);
  });

  it('takes a logo checked by its content and serves it publicly', async () => {
    const owner = await createSignedInUser(t, { workshop: true });
    const upload = async (name: string, bytes: Buffer, type: string) => {
      const form = await logoForm(name, bytes, type);
      return app.inject({
        method: 'POST',
        url: '/api/workshop/profile/logo',
        headers: { ...owner.headers, ...form.headers },
        payload: form.payload,
      });
    };

    // A PNG name on an SVG body, and an SVG: refused.
    for (const [name, bytes] of [
      ['logo.png', SVG],
      ['logo.svg', SVG],
    ] as const) {
      const refused = await upload(name, bytes, 'image/png');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.logo).toEqual([WORKSHOP_PROFILE_MESSAGES.logo]);
    }

    const first = await upload('logo.png', PNG, 'image/png');
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl: string = first.json().logoUrl;
    expect(firstUrl).toMatch(/^\/api\/PublicWorkshop\/Logo\/[0-9a-f-]{36}$/);

    const served = await app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);

    // A new logo replaces the old one; the old URL is gone.
    const second = await upload('new.png', PNG, 'image/png');
    expect(second.json().logoUrl).not.toBe(firstUrl);
    expect((await app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: second.json().logoUrl })).statusCode).toBe(200);

    // Any other file id (another upload, a guess, not a UUID) is not found.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/PublicWorkshop/Logo/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/PublicWorkshop/Logo/nope' })).statusCode).toBe(404);
  });
});
