import { pathOf, QUOTES_API } from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/db/schema';
import { createSignedInUser, createTestApp } from './helpers';
import { quoteFixtures, type User } from './quote-fixtures';

/**
 * Issue 20 item 9: bad input that answered 500, each on a real record (the fuzz suite's made-up ids stop
 * at 404 before the input is read): a NUL in a multipart text field of the three message routes, an
 * invoice line of 1e308, the organisation's details replaced by a name alone, a right-to-left override in
 * a name.
 */
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
const { app, deps } = t;
const { call, makeRequest, sendQuote, accept } = quoteFixtures(t, { referencePrefix: 'MW-BAD' });

/** A multipart body by hand, so that a NUL goes in as it is. */
function multipart(fields: Record<string, string>) {
  const boundary = 'badinput';
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
  };
}
const post = (user: User | null, url: string, form: ReturnType<typeof multipart>) =>
  app.inject({ method: 'POST', url, headers: { ...user?.headers, ...form.headers }, payload: form.payload });

let customer: User;
let shop: User;
let quoteId: string;
let quoteItemId: string;
let guestQuoteId: string;
const guestEmail = 'guest.bad-input@example.co.za';

async function quoteAndBook(owner: User | null, email: string) {
  const r = await makeRequest(owner ? { id: owner.id, email } : { id: null, email }, [shop.workshopId!]);
  return sendQuote<{ id: string; quoteItems?: { id: string }[] }>(shop, r.id, {
    lines: [
      {
        quoteRequestItemId: r.itemIds[0],
        kind: 'part',
        description: 'Oil filter',
        quantity: 1,
        priceExcl: 150,
      },
    ],
  });
}

beforeAll(async () => {
  customer = await createSignedInUser(t);
  shop = await createSignedInUser(t, { workshop: true });
  const quote = await quoteAndBook(customer, customer.email);
  quoteId = quote.id;
  guestQuoteId = (await quoteAndBook(null, guestEmail)).id;
  const booked = await accept(customer, quoteId);
  expect(booked.statusCode, booked.body).toBe(200);
  const checkedIn = await call(shop, 'POST', pathOf(QUOTES_API.workshopCheckIn, { id: quoteId }), {
    vehicleMileage: 86000,
  });
  expect(checkedIn.statusCode, checkedIn.body).toBe(200);
  const job = await app.inject({
    method: 'GET',
    url: pathOf(QUOTES_API.workshopJob, { id: quoteId }),
    headers: shop.headers,
  });
  quoteItemId = job.json().quote.quoteItems[0].id;
});

describe('a NUL in a multipart text field', () => {
  const NUL = 'Hello\u0000there';
  it('is a 400 with the field’s message on the customer’s, the guest’s and the workshop’s message', async () => {
    const answers = [
      await post(customer, QUOTES_API.messageWorkshop.path, multipart({ quoteId, message: NUL })),
      await post(
        null,
        QUOTES_API.messageWorkshop.path,
        multipart({ quoteId: guestQuoteId, message: NUL, emailAddress: guestEmail }),
      ),
      await post(shop, pathOf(QUOTES_API.workshopMessage, { id: quoteId }), multipart({ message: NUL })),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.message).toEqual(['This text contains a character that is not allowed.']);
    }
  });

  it('is a 400 inside a JSON part too (the amendment)', async () => {
    const res = await post(
      shop,
      pathOf(QUOTES_API.workshopAmendment, { id: quoteId }),
      multipart({ amendment: JSON.stringify({ note: NUL, lines: [] }) }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors['amendment.note']).toEqual([
      'This text contains a character that is not allowed.',
    ]);
  });
});

describe('money beyond any real invoice', () => {
  it('an invoice line of 1e308 (or -1e308) is a field’s message, not a 500', async () => {
    for (const totalIncl of [1e308, 10_000_000.01]) {
      const res = await call(shop, 'POST', pathOf(QUOTES_API.workshopDraftInvoice, { id: quoteId }), {
        lines: [{ quoteItemId, totalIncl }],
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors['lines.0.totalIncl']).toEqual(['An amount cannot be more than R 10 000 000.']);
    }
    const negative = await call(shop, 'POST', pathOf(QUOTES_API.workshopDraftInvoice, { id: quoteId }), {
      lines: [{ quoteItemId, totalIncl: -1e308 }],
    });
    expect(negative.statusCode).toBe(400);
  });

  it('a quote line whose quantity times price passes R 10 000 000 is refused on the line', async () => {
    const r = await makeRequest({ id: customer.id, email: customer.email }, [shop.workshopId!]);
    const res = await call(shop, 'POST', pathOf(QUOTES_API.workshopSaveQuote, { id: r.id }), {
      action: 'saveDraft',
      lines: [
        {
          quoteRequestItemId: r.itemIds[0],
          kind: 'part',
          description: 'Engine',
          quantity: 3,
          priceExcl: 9_000_000,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors['lines.0.quantity']).toEqual(['A line cannot come to more than R 10 000 000.']);
  });
});

describe('the organisation’s details', () => {
  let admin: User;
  beforeAll(async () => {
    admin = await createSignedInUser(t, {
      organisation: { name: 'Bad Input Fleet', branches: ['Head Office'] },
    });
    const saved = await call(admin, 'PUT', '/api/organisation/details', {
      name: 'Bad Input Fleet',
      registrationNumber: '2019/123456/07',
      taxNumber: '4123456789',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('a PUT with only a name is refused and blanks nothing (every field is required; empty clears)', async () => {
    const res = await call(admin, 'PUT', '/api/organisation/details', { name: 'Renamed Fleet' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({
      registrationNumber: ['Please send the registration number, empty to clear it.'],
      taxNumber: ['Please send the tax number, empty to clear it.'],
    });
    const [org] = await deps.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, admin.organizationId!));
    expect(org).toMatchObject({
      name: 'Bad Input Fleet',
      registrationNumber: '2019/123456/07',
      taxNumber: '4123456789',
    });
    const cleared = await call(admin, 'PUT', '/api/organisation/details', {
      name: 'Bad Input Fleet',
      registrationNumber: '',
      taxNumber: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ registrationNumber: null, taxNumber: null });
  });

  it('a name with a right-to-left override or a control character is refused, as is a branch’s', async () => {
    for (const name of ['Fleet\u202Edtl', 'Fleet\u2066x', 'Fleet\u0007', 'Fleet\u200F']) {
      const res = await call(admin, 'PUT', '/api/organisation/details', {
        name,
        registrationNumber: null,
        taxNumber: null,
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors.name).toEqual(['Name cannot contain control or text-direction characters.']);
    }
    const branch = await call(admin, 'POST', '/api/organisation/branches', {
      branchName: 'Depot\u202E',
      address: {},
    });
    expect(branch.statusCode).toBe(400);
    expect(branch.json().errors.branchName).toEqual([
      'Branch name cannot contain control or text-direction characters.',
    ]);
  });
});

describe('names of people', () => {
  it('a profile’s first name with a right-to-left override is refused', async () => {
    const res = await call(customer, 'POST', '/api/User/PostApplicationUser', {
      firstName: 'Thandi\u202E',
      lastName: 'Mokoena',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.firstName).toEqual([
      'First name cannot contain control or text-direction characters.',
    ]);
  });
});
