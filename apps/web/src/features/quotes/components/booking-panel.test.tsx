import { type OpenPayment, QuoteStatus } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { quote, REQUEST_ID } from '@/test/quote-fixtures';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { BookingPanel } from './booking-panel';

/** A booked, invoiced quote whose payer went to the gateway and left (decision 050): it waits in Checkout. */
const inCheckout = quote({
  quoteStatus: QuoteStatus.Checkout,
  quoteStatusText: 'Checkout',
  invoiceNumber: 'INV-000012',
  allowedActions: [],
  invoiceTotals: { totalExcl: 1000, totalVat: 150, totalIncl: 1150 },
});

const attempt = (over: Partial<OpenPayment> = {}): OpenPayment => ({
  reference: 'MWP-OLD-1',
  gateway: 'PayFast',
  isSandbox: false,
  amountCents: 115_000,
  startedAt: '2026-11-26T12:05:00.000Z',
  heldUntil: '2026-11-26T14:05:00.000Z',
  canContinue: true,
  startedByOther: false,
  ...over,
});

function render(emailAddress?: string) {
  return renderWithRouter(
    <BookingPanel quote={inCheckout} uniqueId={REQUEST_ID} emailAddress={emailAddress} />,
    `/quotes/${REQUEST_ID}`,
  );
}

// The browser would leave for the gateway: the address it is sent to is what the tests read (the test
// setup restores every mock after each test).
let assign: MockInstance<(url: string) => void>;
beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

describe('BookingPanel: a payment left half-way', () => {
  it('says what happened and continues the same attempt at the gateway', async () => {
    const api = mockApi({
      'GET /api/payment/open/q-1': () => ({ status: 200, body: { attempt: attempt() } }),
      'POST /api/payment/result/MWP-OLD-1/continue': () => ({
        status: 200,
        body: { redirectUrl: 'https://www.payfast.co.za/eng/process?m_payment_id=MWP-OLD-1' },
      }),
    });
    render();
    const notice = await screen.findByRole('status', { name: 'Your payment was not finished' });
    // Plain words: what, where, when, that no money is taken unless completed, and until when it is held.
    expect(notice).toHaveTextContent(
      'You started paying R 1 150.00 at PayFast on 26/11/2026 14:05 and did not finish.',
    );
    expect(notice).toHaveTextContent('No money is taken unless the payment was completed there');
    expect(notice).toHaveTextContent('You can continue that payment until 26/11/2026 16:05, or start again');
    // No Pay button in Checkout: the two ways on are these.
    expect(screen.queryByRole('button', { name: /^Pay R/ })).not.toBeInTheDocument();

    await userEvent.click(within(notice).getByRole('button', { name: 'Continue payment' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://www.payfast.co.za/eng/process?m_payment_id=MWP-OLD-1'),
    );
    expect(api.callsTo('POST /api/payment/Pay/q-1')).toHaveLength(0);
  });

  it('starts again: a new attempt through Pay, which closes the old one first', async () => {
    const api = mockApi({
      'GET /api/payment/open/q-1': () => ({ status: 200, body: { attempt: attempt() } }),
      'POST /api/payment/Pay/q-1': () => ({
        status: 200,
        body: { redirectUrl: '/sandbox/payfast?m_payment_id=MWP-NEW' },
      }),
    });
    render();
    const notice = await screen.findByRole('status', { name: 'Your payment was not finished' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Start again' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/payfast?m_payment_id=MWP-NEW'));
    expect(api.callsTo('POST /api/payment/Pay/q-1')).toHaveLength(1);
  });

  it('past the held time, or started by someone else, offers only Start again and says why', async () => {
    mockApi({
      'GET /api/payment/open/q-1': () => ({
        status: 200,
        body: { attempt: attempt({ canContinue: false, isSandbox: true }) },
      }),
    });
    const { unmount } = render();
    const notice = await screen.findByRole('status', { name: 'Your payment was not finished' });
    expect(notice).toHaveTextContent('at the sandbox gateway (playing PayFast)');
    expect(notice).toHaveTextContent('can no longer be continued');
    expect(within(notice).queryByRole('button', { name: 'Continue payment' })).not.toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Start again' })).toBeInTheDocument();
    unmount();

    mockApi({
      'GET /api/payment/open/q-1': () => ({
        status: 200,
        body: { attempt: attempt({ canContinue: false, startedByOther: true }) },
      }),
    });
    render();
    expect(await screen.findByRole('status', { name: 'Your payment was not finished' })).toHaveTextContent(
      'Someone else who may pay this invoice started paying',
    );
  });

  it('a guest on the e-mail link asks and continues with the same e-mail proof', async () => {
    const api = mockApi({
      'GET /api/payment/guest/open/q-1': () => ({
        status: 200,
        body: { attempt: attempt({ gateway: 'Paystack' }) },
      }),
      'POST /api/payment/guest/result/MWP-OLD-1/continue': () => ({
        status: 200,
        body: { redirectUrl: '/sandbox/paystack/0123456789abcdef' },
      }),
    });
    render('guest@example.co.za');
    const notice = await screen.findByRole('status', { name: 'Your payment was not finished' });
    expect(notice).toHaveTextContent('at Paystack');
    expect(api.callsTo('GET /api/payment/guest/open/q-1')[0]?.url).toContain(
      'emailAddress=guest%40example.co.za',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Continue payment' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/paystack/0123456789abcdef'));
    expect(api.callsTo('POST /api/payment/guest/result/MWP-OLD-1/continue')[0]?.body).toEqual({
      emailAddress: 'guest@example.co.za',
    });
    expect(api.callsTo('GET /api/payment/open/q-1')).toHaveLength(0);
  });

  it('says so when the gateway page can no longer be reached', async () => {
    mockApi({
      'GET /api/payment/open/q-1': () => ({ status: 200, body: { attempt: attempt() } }),
      'POST /api/payment/result/MWP-OLD-1/continue': () => ({
        status: 409,
        body: { message: 'This payment is no longer open. Start again to pay the invoice.' },
      }),
    });
    render();
    const notice = await screen.findByRole('status', { name: 'Your payment was not finished' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Continue payment' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent('This payment is no longer open.');
    expect(assign).not.toHaveBeenCalled();
  });
});
