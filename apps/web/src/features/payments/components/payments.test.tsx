import type { PaymentResult } from '@motorwise/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { mockApi } from '@/test/server';
import { customer, renderRoutes, renderWithRouter, storeSession } from '@/test/utils';
import { PaymentResultPanel } from './payment-result';
import { SandboxCheckout } from './sandbox-checkout';
import { SandboxPaystackCheckout } from './sandbox-paystack';

const REF = 'MWP-LX2K3J-7F3A9C';
const result = (over: Partial<PaymentResult> = {}): PaymentResult => ({
  reference: REF,
  status: 'paid',
  amountCents: 123450,
  quoteId: 'q-1',
  quoteReference: 'MW-Q-0001-01',
  invoiceNumber: 'INV00042',
  workshopName: 'Bosch Car Service Sandton',
  provider: 'sandbox',
  isSandbox: true,
  paidAt: '2026-11-23T08:00:00.000Z',
  quotePath: '/quotes/REQ-UNIQUE-1',
  ...over,
});

afterEach(() => vi.restoreAllMocks());

describe('/payment/success', () => {
  it('shows what the server verified, not what the return URL says', async () => {
    storeSession(customer);
    const api = mockApi({
      [`GET /api/payment/result/${REF}`]: () => ({
        status: 200,
        body: result({ status: 'failed', paidAt: null }),
      }),
    });
    // The query claims success; the server says the payment failed.
    renderWithRouter(<PaymentResultPanel />, `/payment/success?reference=${REF}&payment_status=COMPLETE`);
    expect(await screen.findByText('The payment did not go through')).toBeInTheDocument();
    expect(screen.queryByText('Payment received')).not.toBeInTheDocument();
    expect(api.callsTo(`GET /api/payment/result/${REF}`)).toHaveLength(1);
  });

  it('shows a paid payment with its amount, invoice and the sandbox mark', async () => {
    storeSession(customer);
    mockApi({ [`GET /api/payment/result/${REF}`]: () => ({ status: 200, body: result() }) });
    renderWithRouter(<PaymentResultPanel />, `/payment/success?reference=${REF}`);
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByText('R 1 234.50')).toBeInTheDocument();
    expect(screen.getByText('INV00042')).toBeInTheDocument();
    expect(screen.getByText('Sandbox: no real money')).toBeInTheDocument();
  });

  it('keeps asking while the confirmation is pending, then shows it paid', async () => {
    storeSession(customer);
    let asked = 0;
    const api = mockApi({
      [`GET /api/payment/result/${REF}`]: () => {
        asked += 1;
        return { status: 200, body: asked < 2 ? result({ status: 'pending', paidAt: null }) : result() };
      },
    });
    renderWithRouter(<PaymentResultPanel />, `/payment/success?reference=${REF}`);
    expect(await screen.findByText('Waiting for the payment confirmation')).toBeInTheDocument();
    expect(await screen.findByText('Payment received', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(api.callsTo(`GET /api/payment/result/${REF}`).length).toBeGreaterThanOrEqual(2);
  });

  it('asks the server to close the attempt when the payer cancelled at the gateway', async () => {
    storeSession(customer);
    const api = mockApi({
      [`POST /api/payment/result/${REF}/cancel`]: () => ({
        status: 200,
        body: result({ status: 'cancelled', paidAt: null }),
      }),
    });
    renderWithRouter(<PaymentResultPanel />, `/payment/success?reference=${REF}&cancelled=1`);
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/payment/result/${REF}/cancel`)).toHaveLength(1);
  });

  it('says so when the payment is not on this account, and asks nothing for a malformed reference', async () => {
    storeSession(customer);
    const api = mockApi({
      [`GET /api/payment/result/${REF}`]: () => ({
        status: 404,
        body: { message: 'The payment was not found.', requestId: 'r' },
      }),
    });
    renderWithRouter(<PaymentResultPanel />, `/payment/success?reference=${REF}`);
    expect(await screen.findByText(/could not find this payment on your account/)).toBeInTheDocument();

    renderWithRouter(<PaymentResultPanel />, '/payment/success?reference=<script>');
    expect(await screen.findByText('No payment to show')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.includes('script'))).toHaveLength(0);
  });
});

describe('/payment/success for a guest (decision 029)', () => {
  it('asks the guest path with the e-mail proof and offers the way back to the quote', async () => {
    const email = 'guest@example.co.za';
    const api = mockApi({
      [`GET /api/payment/guest/result/${REF}`]: () => ({
        status: 200,
        body: result({ quotePath: `/quotes/REQ-1?emailAddress=${encodeURIComponent(email)}` }),
      }),
    });
    renderWithRouter(
      <PaymentResultPanel />,
      `/payment/success?reference=${REF}&emailAddress=${encodeURIComponent(email)}`,
    );
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    const call = api.callsTo(`GET /api/payment/guest/result/${REF}`)[0]!;
    expect(new URL(call.url).searchParams.get('emailAddress')).toBe(email);
    expect(screen.getByRole('link', { name: 'View the quote' })).toHaveAttribute(
      'href',
      `/quotes/REQ-1?emailAddress=${encodeURIComponent(email)}`,
    );
    expect(screen.queryByRole('link', { name: 'My requests' })).not.toBeInTheDocument();
  });

  it('says so when the address does not match the payment', async () => {
    mockApi({
      [`GET /api/payment/guest/result/${REF}`]: () => ({
        status: 404,
        body: { message: 'The payment was not found.', requestId: 'r' },
      }),
    });
    renderWithRouter(<PaymentResultPanel />, `/payment/success?reference=${REF}&emailAddress=x%40y.co.za`);
    expect(
      await screen.findByText(/could not find this payment for this e-mail address/),
    ).toBeInTheDocument();
  });
});

describe('the sandbox’s Paystack page', () => {
  const CODE = '0123456789abcdef';
  const checkout = {
    reference: 'MWP-PS-1',
    email: 'payer@example.co.za',
    amountCents: 115_000,
    currency: 'ZAR',
    status: 'abandoned',
    subaccount: 'ACCT_mw000001',
  };

  it('is marked as a sandbox of Paystack, shows the transaction and goes where the sandbox says', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const api = mockApi({
      [`GET /api/payment/sandbox/paystack/checkout/${CODE}`]: () => ({ status: 200, body: checkout }),
      [`POST /api/payment/sandbox/paystack/checkout/${CODE}/decide`]: () => ({
        status: 200,
        body: { redirectUrl: '/payment/success?reference=MWP-PS-1&trxref=MWP-PS-1' },
      }),
    });
    renderRoutes(
      [{ path: '/sandbox/paystack/:accessCode', element: <SandboxPaystackCheckout /> }],
      `/sandbox/paystack/${CODE}`,
    );
    expect(await screen.findByRole('heading', { name: 'Pay R 1 150.00' })).toBeInTheDocument();
    expect(screen.getByText('SANDBOX payment gateway')).toBeInTheDocument();
    expect(screen.getByText(/standing in for Paystack/)).toBeInTheDocument();
    expect(screen.getByText('ACCT_mw000001')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now (sandbox)' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/payment/success?reference=MWP-PS-1&trxref=MWP-PS-1'),
    );
    expect(api.callsTo(`POST /api/payment/sandbox/paystack/checkout/${CODE}/decide`)[0]?.body).toEqual({
      action: 'pay',
    });
  });

  it('says so for a checkout it does not know', async () => {
    mockApi({
      [`GET /api/payment/sandbox/paystack/checkout/${CODE}`]: () => ({
        status: 404,
        body: { message: 'The sandbox checkout was not found.', requestId: 'r' },
      }),
    });
    renderRoutes(
      [{ path: '/sandbox/paystack/:accessCode', element: <SandboxPaystackCheckout /> }],
      `/sandbox/paystack/${CODE}`,
    );
    expect(await screen.findByText(/not known to the sandbox/)).toBeInTheDocument();
  });
});

describe('the sandbox gateway page', () => {
  const query =
    'merchant_id=10000100&merchant_key=46f0cd694581a&return_url=http%3A%2F%2Flocalhost%2Fpayment%2Fsuccess&m_payment_id=MWP-A&amount=1234.50&item_name=Invoice+INV00042&signature=abc';

  it('is marked as a sandbox and shows the checkout as received', async () => {
    mockApi({});
    renderWithRouter(<SandboxCheckout />, `/sandbox/payfast?${query}`);
    expect(screen.getByText('SANDBOX payment gateway')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay R 1 234.50' })).toBeInTheDocument();
    expect(screen.getByText('Invoice INV00042')).toBeInTheDocument();
  });

  it('sends the fields in the order received with the choice, then goes where the gateway says', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const api = mockApi({
      'POST /api/payment/sandbox/payfast/decide': () => ({
        status: 200,
        body: { redirectUrl: '/payment/success?reference=MWP-A' },
      }),
    });
    renderWithRouter(<SandboxCheckout />, `/sandbox/payfast?${query}`);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now (sandbox)' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/success?reference=MWP-A'));
    const body = api.callsTo('POST /api/payment/sandbox/payfast/decide')[0]?.body as {
      action: string;
      fields: [string, string][];
    };
    expect(body.action).toBe('pay');
    expect(body.fields.map(([k]) => k)).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'm_payment_id',
      'amount',
      'item_name',
      'signature',
    ]);
    expect(body.fields[2]).toEqual(['return_url', 'http://localhost/payment/success']);
  });

  it('shows the refusal when the checkout signature does not match', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockApi({
      'POST /api/payment/sandbox/payfast/decide': () => ({
        status: 400,
        body: {
          message: 'The checkout signature does not match: PayFast would refuse this payment.',
          errors: { fields: ['The checkout signature does not match: PayFast would refuse this payment.'] },
          requestId: 'r',
        },
      }),
    });
    renderWithRouter(<SandboxCheckout />, `/sandbox/payfast?${query}`);
    await userEvent.click(screen.getByRole('button', { name: 'Decline payment' }));
    expect(
      await screen.findByText('The checkout signature does not match: PayFast would refuse this payment.'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
