import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, signIn } from './helpers';
import { checkoutOf, invoicedQuote, mailsTo, pay, relayTo, TOTAL } from './payments-fixtures';

/**
 * Disputes about a job (issue 22 item 7, decision 063), on real PostgreSQL through the HTTP layer: the
 * customer opens one on their paid job, both sides write with evidence, the admin writes and resolves; a
 * refund outcome goes through payments' refund path and the workshop's statement shows the reversal.
 */
let target: Awaited<ReturnType<typeof createTestApp>> | null = null;
const relay = await relayTo(() => target!);
afterAll(() => relay.close());

const ADMIN = 'disputes-admin@example.co.za';
const t = await createTestApp({
  RATE_LIMIT_ENABLED: 'false',
  PUBLIC_URL: 'https://motorwise.test',
  PAYFAST_VALIDATE_URL: `${relay.url}/api/payment/sandbox/payfast/validate`,
  PAYMENT_COMMISSION_PERCENT: '10',
  ADMIN_EMAILS: ADMIN,
});
target = t;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00this is not a picture');

async function form(
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; type?: string }[] = [],
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files)
    body.append(
      'evidenceFiles',
      new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/pdf' }),
      f.name,
    );
  const response = new Response(body);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

const post = async (
  headers: Record<string, string>,
  url: string,
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; type?: string }[] = [],
) => {
  const body = await form(fields, files);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

/** A signed-in customer's job of R 1 150.00, paid through the sandbox PayFast. */
async function paidJob() {
  const customer = await createSignedInUser(t);
  const q = await invoicedQuote(t, customer);
  const fields = checkoutOf((await pay(t, customer.headers, q.quoteId)).json().redirectUrl);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/payfast/decide',
    payload: { action: 'pay', fields },
  });
  expect(paid.statusCode).toBe(200);
  const staff = (await signIn(t.app, q.owner.email)).headers;
  return { customer, staff, ...q, reference: Object.fromEntries(fields).m_payment_id! };
}

let adminPromise: ReturnType<typeof createSignedInUser> | null = null;
const admin = () => {
  adminPromise ??= createSignedInUser(t, { email: ADMIN });
  return adminPromise;
};
const statement = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/workshop/statement', headers })).json();
const resolve = async (id: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/disputes/${id}/resolve`,
    headers: (await admin()).headers,
    payload,
  });

describe('a dispute about a paid job', () => {
  it('is opened by the customer, written in by both sides with evidence, and resolved with a partial refund', async () => {
    const job = await paidJob();
    // Another customer's job is not found; a file that is not what it says is refused.
    const stranger = await createSignedInUser(t);
    const refused = await post(stranger.headers, '/api/disputes', {
      quoteId: job.quoteId,
      subject: 'Not mine',
      message: 'Trying',
    });
    expect(refused.statusCode).toBe(404);
    const badFile = await post(
      job.customer.headers,
      '/api/disputes',
      { quoteId: job.quoteId, subject: 'Noise', message: 'x' },
      [{ name: 'photo.pdf', bytes: EXE }],
    );
    expect(badFile.statusCode).toBe(400);

    const opened = await post(
      job.customer.headers,
      '/api/disputes',
      { quoteId: job.quoteId, subject: 'Brakes still squeal', message: 'The squeal is back after two days.' },
      [{ name: 'report.pdf', bytes: PDF }],
    );
    expect(opened.statusCode).toBe(201);
    const dispute = opened.json();
    expect(dispute).toMatchObject({
      status: 'open',
      holder: 'admin',
      paidCents: TOTAL,
      subject: 'Brakes still squeal',
      messages: [{ author: 'customer', files: [{ name: 'report.pdf' }] }],
    });
    // One at a time per job.
    const twice = await post(job.customer.headers, '/api/disputes', {
      quoteId: job.quoteId,
      subject: 'Again',
      message: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    // The stranger does not see it; the workshop does (its job), and lists it.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/disputes/${dispute.id}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/disputes?quoteId=${job.quoteId}`,
      headers: job.staff,
    });
    expect(listed.json().items).toEqual([expect.objectContaining({ id: dispute.id })]);
    // The evidence downloads for both sides, not for the stranger.
    const fileUrl = `/api/disputes/${dispute.id}/files/${dispute.messages[0].files[0].id}`;
    expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: job.staff })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: stranger.headers })).statusCode).toBe(
      404,
    );

    // The admin asks the workshop; it answers with evidence; the admin asks the customer; they answer.
    const adminHeaders = (await admin()).headers;
    const ask = (to: string, message: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/disputes/${dispute.id}/messages`,
        headers: adminHeaders,
        payload: { to, message },
      });
    expect((await ask('workshop', 'Please send the job card.')).json()).toMatchObject({
      status: 'awaiting_workshop',
      holder: 'workshop',
    });
    const answered = await post(
      job.staff,
      `/api/disputes/${dispute.id}/messages`,
      { message: 'Job card attached: pads replaced.' },
      [{ name: 'job-card.pdf', bytes: PDF }],
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'open', holder: 'admin' });
    expect((await ask('customer', 'Did you drive it in the rain?')).json().status).toBe('awaiting_customer');
    const customerWrites = await post(job.customer.headers, `/api/disputes/${dispute.id}/messages`, {
      message: 'No, dry weather.',
    });
    expect(customerWrites.json().messages.map((m: { author: string }) => m.author)).toEqual([
      'customer',
      'admin',
      'workshop',
      'admin',
      'customer',
    ]);

    // More than was paid is refused; then a partial refund of R 300.
    const tooMuch = await resolve(dispute.id, {
      outcome: 'partial_refund',
      refundCents: TOTAL + 1,
      note: 'x',
    });
    expect(tooMuch.statusCode).toBe(400);
    const partial = await resolve(dispute.id, {
      outcome: 'partial_refund',
      refundCents: 30_000,
      note: 'The workshop refunds the labour of the second visit.',
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({
      status: 'resolved',
      holder: null,
      outcome: 'partial_refund',
      refundCents: 30_000,
    });
    // Resolving twice is refused, and so is writing in a resolved dispute.
    expect((await resolve(dispute.id, { outcome: 'resolved', note: 'Again' })).statusCode).toBe(409);
    expect((await ask('customer', 'Late')).statusCode).toBe(409);
    expect(
      (await post(job.customer.headers, `/api/disputes/${dispute.id}/messages`, { message: 'Late' }))
        .statusCode,
    ).toBe(409);

    // The workshop's statement shows the partial reversal: R 300 back, 10% of it commission.
    const s = await statement(job.staff);
    expect(s.entries).toContainEqual(
      expect.objectContaining({
        kind: 'refund',
        grossCents: -30_000,
        commissionCents: -3_000,
        workshopCents: -27_000,
        refund: 'due',
      }),
    );
    expect(s.owedCents).toBe(103_500 - 27_000);
    // The admin sees the refund due for R 300 and marks it refunded as for any refund (decision 030).
    const refunds = await t.app.inject({ method: 'GET', url: '/api/admin/refunds', headers: adminHeaders });
    expect(refunds.json().items).toContainEqual(
      expect.objectContaining({ reference: job.reference, amountCents: 30_000, status: 'due' }),
    );
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${job.reference}`,
      headers: adminHeaders,
      payload: { refundReference: 'EFT-REF-300' },
    });
    expect(marked.statusCode).toBe(200);
    expect((await mailsTo(t, job.customer.email, 'Refund made'))[0]?.subject).toMatch(/R\s?300/);
    expect((await statement(job.staff)).entries).toContainEqual(
      expect.objectContaining({ kind: 'refund', grossCents: -30_000, refund: 'refunded' }),
    );

    // Both sides were mailed at each step; every admin step is in the audit trail.
    expect(await mailsTo(t, job.customer.email, 'Dispute opened')).toHaveLength(1);
    expect(await mailsTo(t, job.owner.email, 'Dispute resolved')).toHaveLength(1);
    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?action=dispute.&targetId=${dispute.id}`,
      headers: adminHeaders,
    });
    expect(
      trail
        .json()
        .items.map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['dispute.message', 'dispute.message', 'dispute.resolve']);
    // The admin's list and page show it.
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/disputes', headers: adminHeaders });
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id: dispute.id, outcome: 'partial_refund' }),
    );
  });

  it('is resolved with a full refund: the whole credit reversed', async () => {
    const job = await paidJob();
    const opened = await post(job.customer.headers, '/api/disputes', {
      quoteId: job.quoteId,
      subject: 'Never done',
      message: 'The work was never done.',
    });
    const full = await resolve(opened.json().id, { outcome: 'full_refund', note: 'Refund in full.' });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ outcome: 'full_refund', refundCents: TOTAL });
    const s = await statement(job.staff);
    expect(s.owedCents).toBe(0);
    expect(s.entries).toContainEqual(
      expect.objectContaining({ kind: 'refund', grossCents: -TOTAL, workshopCents: -103_500 }),
    );
    // A new dispute may be opened once this one is resolved, but nothing is left to refund.
    const again = await post(job.customer.headers, '/api/disputes', {
      quoteId: job.quoteId,
      subject: 'Still',
      message: 'Still unhappy.',
    });
    expect(again.statusCode).toBe(201);
    expect((await resolve(again.json().id, { outcome: 'full_refund', note: 'Again' })).statusCode).toBe(409);
    expect((await resolve(again.json().id, { outcome: 'resolved', note: 'Closed.' })).statusCode).toBe(200);
  });

  it('refuses every admin call to anonymous callers, customers, workshop users and organisation users', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      ['GET', '/api/admin/disputes'],
      ['GET', `/api/admin/disputes/${id}`],
      ['POST', `/api/admin/disputes/${id}/messages`],
      ['POST', `/api/admin/disputes/${id}/resolve`],
    ] as const;
    const customer = await createSignedInUser(t);
    const workshop = await createSignedInUser(t, { workshop: true });
    const organisation = await createSignedInUser(t, { organisation: {} });
    for (const [method, url] of calls) {
      const payload =
        method === 'POST' ? { to: 'customer', message: 'x', outcome: 'resolved', note: 'x' } : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [customer, workshop, organisation])
        expect(
          (await t.app.inject({ method, url, headers: who.headers, payload })).statusCode,
          `${method} ${url}`,
        ).toBe(403);
    }
  });
});
