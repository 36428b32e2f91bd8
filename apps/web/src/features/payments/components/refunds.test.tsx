import type { Refund } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { customer, renderWithRouter, storeSession } from '@/test/utils';
import { Refunds } from './refunds';

const due = (over: Partial<Refund> = {}): Refund => ({
  reference: 'MWP-REFUND-1',
  quoteId: 'q-1',
  quoteReference: 'MW-Q-0001-01',
  workshopName: 'Randburg Auto Clinic',
  customerEmail: 'thandi@example.co.za',
  amountCents: 115_000,
  provider: 'sandbox',
  status: 'due',
  reason: 'Paid booking cancelled by an administrator: the part is not available',
  refundReference: null,
  refundedAt: null,
  ...over,
});

describe('refunds on /admin/payouts', () => {
  it('lists a refund due and marks it refunded with the reference', async () => {
    storeSession({ ...customer, isAdmin: true });
    let items = [due()];
    const api = mockApi({
      'GET /api/admin/refunds': () => ({ status: 200, body: { items } }),
      'POST /api/admin/refunds/MWP-REFUND-1': () => {
        items = [
          due({ status: 'refunded', refundReference: 'EFT 77', refundedAt: '2026-11-23T09:00:00.000Z' }),
        ];
        return { status: 200, body: { items } };
      },
    });
    renderWithRouter(<Refunds />);
    const row = (await screen.findByText('MWP-REFUND-1')).closest('tr')!;
    expect(within(row).getByText('R 1 150.00')).toBeInTheDocument();
    expect(within(row).getByText('thandi@example.co.za')).toBeInTheDocument();
    await userEvent.type(
      within(row).getByRole('textbox', { name: 'Refund reference for MWP-REFUND-1' }),
      'EFT 77',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Mark refunded' }));
    expect(await within(row).findByText('refunded')).toBeInTheDocument();
    expect(within(row).getByText(/EFT 77/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/refunds/MWP-REFUND-1')[0]?.body).toEqual({
      refundReference: 'EFT 77',
    });
  });

  it('cancels a paid booking by its payment reference, and shows the server’s refusal', async () => {
    storeSession({ ...customer, isAdmin: true });
    const api = mockApi({
      'GET /api/admin/refunds': () => ({ status: 200, body: { items: [] } }),
      'POST /api/admin/payments/MWP-PAID-9/cancel-booking': () => ({
        status: 409,
        body: {
          message: 'Only a paid payment can be refunded: this one is not paid (or already refunded).',
          requestId: 'r',
        },
      }),
    });
    renderWithRouter(<Refunds />);
    expect(await screen.findByText('No refund is due.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Payment reference' }), 'MWP-PAID-9');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Why the paid booking is cancelled' }),
      'The workshop closed',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking and refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Only a paid payment can be refunded/);
    expect(api.callsTo('POST /api/admin/payments/MWP-PAID-9/cancel-booking')[0]?.body).toEqual({
      reason: 'The workshop closed',
    });
  });
});
