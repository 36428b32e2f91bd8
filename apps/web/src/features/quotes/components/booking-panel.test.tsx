import { addDays, calendarDate, formatDropOff, type OpenPayment, QuoteStatus } from '@motorwise/shared';
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

describe('BookingPanel: rescheduling within the workshop’s terms (decision 075)', () => {
  const today = calendarDate(new Date());
  const booked = (serviceDate: string, dropOffTime: string | null) =>
    quote({
      quoteStatus: QuoteStatus.Booked,
      quoteStatusText: 'Booked',
      serviceDate,
      dropOffTime,
      allowedActions: ['cancelBooking'],
    });
  const slots = (freeChangeHours: number, days: { date: string; times: string[]; left: number }[]) => ({
    status: 200,
    body: { workshops: [{ workshopId: 'w-1', days, freeChangeHours }] },
  });

  it('shows the terms and moves the booking to another day and time with room', async () => {
    const [now, next] = [addDays(today, 5), addDays(today, 8)];
    const api = mockApi({
      'GET /api/PublicWorkshop/DropOffSlots': () =>
        slots(24, [{ date: next, times: ['08:00', '08:30', '09:00'], left: 2 }]),
      'POST /api/quotes/RescheduleQuoteBooking': () => ({
        status: 200,
        body: { message: 'Your booking is moved.', quoteId: 'q-1', quoteStatus: 1 },
      }),
    });
    renderWithRouter(
      <BookingPanel quote={booked(now, '08:00')} uniqueId={REQUEST_ID} />,
      `/quotes/${REQUEST_ID}`,
    );
    const panel = await screen.findByRole('region', { name: 'Your booking' });
    expect(panel).toHaveTextContent(formatDropOff(now, '08:00'));
    expect(await within(panel).findByLabelText('Reschedule and cancellation terms')).toHaveTextContent(
      'Free to reschedule or cancel up to 24 hours before the drop-off. After that, please contact the workshop.',
    );
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule the booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Move the booking' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a date');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /New drop-off date/ }), next);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Drop-off time' }), '09:00');
    await user.click(within(dialog).getByRole('button', { name: `Move to ${formatDropOff(next, '09:00')}` }));
    expect(await screen.findByText('Your booking is moved.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/quotes/RescheduleQuoteBooking')[0]?.body).toEqual({
      quoteId: 'q-1',
      serviceDate: next,
      dropOffTime: '09:00',
    });
  });

  it('past the terms: no Reschedule, and says to contact the workshop', async () => {
    mockApi({
      'GET /api/PublicWorkshop/DropOffSlots': () =>
        slots(168, [{ date: addDays(today, 9), times: ['08:00'], left: 1 }]),
    });
    renderWithRouter(
      <BookingPanel quote={booked(addDays(today, 2), '08:00')} uniqueId={REQUEST_ID} />,
      `/quotes/${REQUEST_ID}`,
    );
    const terms = await screen.findByLabelText('Reschedule and cancellation terms');
    expect(terms).toHaveTextContent(
      'Free to reschedule or cancel up to 168 hours before the drop-off. After that, please contact the workshop. That time has passed: please contact Hatfield Auto Care to move or cancel the booking.',
    );
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });
});
