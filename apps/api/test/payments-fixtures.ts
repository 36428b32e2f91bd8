import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QuoteStatus } from '@motorwise/shared';
import { and, eq, sql } from 'drizzle-orm';
import {
  devMails,
  paymentEvents,
  payments,
  quoteItems,
  quoteRequests,
  quoteStatusHistory,
  quotes,
  workshopLedger,
  workshops,
} from '../src/db/schema';
import { notificationSignature, type ReceivedFields } from '../src/modules/payments/payfast';
import { createUser, type TestApp } from './helpers';

/** What the payment tests share: local stand-ins for the gateways' servers and an invoiced quote. */

export interface LocalServer {
  url: string;
  bodies: string[];
  close: () => Promise<void>;
}

export async function localServer(
  handler: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void,
) {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      bodies.push(body);
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies LocalServer;
}

/**
 * The sandbox calls itself over loopback (PayFast's validate, Paystack's API): a local server that hands
 * those calls to the app under test (`app()`, read per call, so the app may be made after the server).
 */
export const relayTo = (app: () => TestApp) =>
  localServer(async (req, body, res) => {
    const answer = await app().app.inject({
      method: req.method as 'GET' | 'POST',
      url: req.url!,
      headers: {
        ...(req.headers['content-type'] ? { 'content-type': req.headers['content-type'] } : {}),
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      },
      ...(req.method === 'POST' ? { payload: body } : {}),
    });
    res
      .writeHead(answer.statusCode, { 'content-type': answer.headers['content-type'] ?? 'text/plain' })
      .end(answer.body);
  });

export const TOTAL = 115_000; // R 1 150.00 incl. VAT

/** A request (a guest's when the customer has no id) with an invoiced quote of R 1 150.00 from a workshop. */
export async function invoicedQuote(
  t: TestApp,
  customer: { id: string | null; email: string },
  workshop: { payfast?: boolean; subaccount?: string | null } = {},
) {
  const owner = await createUser(t.deps.db, { workshop: true });
  await t.deps.db
    .update(workshops)
    .set({ hasPayfastAccount: workshop.payfast ?? true, paystackSubaccountId: workshop.subaccount ?? null })
    .where(eq(workshops.id, owner.workshopId!));
  const tag = randomBytes(4).toString('hex').toUpperCase();
  const [request] = await t.deps.db
    .insert(quoteRequests)
    .values({
      reference: `REQ-${tag}`,
      userId: customer.id,
      // A request without an account is a guest's (decision 049: its e-mail link pays).
      madeAsGuest: customer.id === null,
      vehicleName: 'Toyota Hilux',
      quoteType: 'Service - SMC_Service',
      email: customer.email,
      firstName: 'Thandi',
      lastName: 'Nkosi',
      quoteRequestStatus: 0,
    })
    .returning();
  const [quote] = await t.deps.db
    .insert(quotes)
    .values({
      quoteRequestId: request!.id,
      workshopId: owner.workshopId!,
      reference: `Q-${tag}`,
      invoiceNumber: `INV-${tag}`,
      quoteStatus: QuoteStatus.Invoiced,
      isVatRegistered: true,
    })
    .returning();
  await t.deps.db.insert(quoteItems).values({
    quoteId: quote!.id,
    description: 'Major service',
    priceExclCents: 100_000,
    priceInclCents: TOTAL,
    totalInclCents: TOTAL,
  });
  return { quoteId: quote!.id, workshopId: owner.workshopId!, owner, requestUniqueId: request!.uniqueId };
}

export const pay = (t: TestApp, headers: Record<string, string>, quoteId: string) =>
  t.app.inject({ method: 'POST', url: `/api/payment/Pay/${quoteId}`, headers });

/** The checkout fields from a redirect URL, in order (what the browser takes to PayFast). */
export const checkoutOf = (redirectUrl: string): [string, string][] => [
  ...new URL(redirectUrl, 'https://motorwise.test').searchParams.entries(),
];

export async function stateOf(t: TestApp, quoteId: string) {
  const db = t.deps.db;
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  const rows = await db.select().from(payments).where(eq(payments.quoteId, quoteId));
  const ids = rows.map((p) => p.id);
  const events = ids.length
    ? await db.select().from(paymentEvents).where(sql`${paymentEvents.paymentId} in ${ids}`)
    : [];
  const ledger = ids.length
    ? await db.select().from(workshopLedger).where(sql`${workshopLedger.paymentId} in ${ids}`)
    : [];
  const paidHistory = await db
    .select()
    .from(quoteStatusHistory)
    .where(
      and(eq(quoteStatusHistory.quoteId, quoteId), eq(quoteStatusHistory.quoteStatus, QuoteStatus.Paid)),
    );
  return { status: quote!.quoteStatus, payments: rows, events, ledger, paidHistory };
}

/** The mails to an address whose subject starts with `subject` (after the outbox ran). */
export async function mailsTo(t: TestApp, email: string, subject: string) {
  await t.runJobs();
  return t.deps.db
    .select()
    .from(devMails)
    .where(
      and(
        sql`lower(${devMails.to}) = ${email.toLowerCase()}`,
        sql`${devMails.subject} like ${`${subject}%`}`,
      ),
    );
}

export const receiptsTo = (t: TestApp, email: string) => mailsTo(t, email, 'Payment received');

// ---------------------------------------------------------------- PayFast's side, played by the tests

export const PASSPHRASE = 'jt7NOE43FZPn';
export const MERCHANT = '10000100';
export const PAYFAST_IP = '197.97.145.150';

/** An ITN as PayFast sends one for a checkout, signed with the passphrase unless told otherwise. */
export function itnFor(
  checkout: [string, string][],
  over: Partial<Record<string, string>> = {},
  passphrase: string | null = PASSPHRASE,
): ReceivedFields {
  const c = Object.fromEntries(checkout);
  const fields: ReceivedFields = [
    ['m_payment_id', c.m_payment_id!],
    ['pf_payment_id', '1089250'],
    ['payment_status', 'COMPLETE'],
    ['item_name', c.item_name!],
    ['item_description', c.item_description ?? ''],
    ['amount_gross', c.amount!],
    ['amount_fee', '-26.45'],
    ['amount_net', (Number(c.amount) - 26.45).toFixed(2)],
    ['custom_str1', c.custom_str1 ?? ''],
    ['custom_str2', ''],
    ['custom_str3', ''],
    ['custom_str4', ''],
    ['custom_str5', ''],
    ['custom_int1', ''],
    ['custom_int2', ''],
    ['custom_int3', ''],
    ['custom_int4', ''],
    ['custom_int5', ''],
    ['name_first', c.name_first ?? ''],
    ['name_last', c.name_last ?? ''],
    ['email_address', c.email_address ?? ''],
    ['merchant_id', MERCHANT],
  ].map(([k, v]) => [k!, over[k!] ?? v!]);
  fields.push(['signature', notificationSignature(fields, passphrase)]);
  return fields;
}

/** PayFast's ITN posted to the notify endpoint, from PayFast's range unless told otherwise. */
export const notify = (
  t: TestApp,
  fields: ReceivedFields,
  from = PAYFAST_IP,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/payfast/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: from,
  });
