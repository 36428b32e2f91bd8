import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { AdminDisputeDetail } from './admin-disputes';
import { JobDisputes } from './job-disputes';

const QUOTE = '0a1b2c3d-0000-4000-8000-0000000000aa';
const ID = '0a1b2c3d-0000-4000-8000-000000000001';
const dispute = (extra: Record<string, unknown> = {}) => ({
  id: ID,
  quoteId: QUOTE,
  quoteReference: 'Q-1234',
  workshopName: 'Arcadia Auto',
  customerName: 'Thandi Nkosi',
  subject: 'Brakes still squeal',
  status: 'open',
  holder: 'admin',
  paidCents: 115_000,
  outcome: null,
  refundCents: null,
  outcomeNote: null,
  messages: [
    {
      id: 'm-1',
      author: 'customer',
      to: null,
      message: 'The squeal is back after two days.',
      files: [{ id: 'f-1', name: 'report.pdf' }],
      dateCreatedUtc: '2026-03-01T08:00:00.000Z',
    },
  ],
  dateCreatedUtc: '2026-03-01T08:00:00.000Z',
  dateResolvedUtc: null,
  ...extra,
});

describe("the customer's job: Open a dispute", () => {
  it('says what is missing, then opens the dispute with what was typed and the evidence', async () => {
    const user = userEvent.setup();
    let opened = false;
    const api = mockApi({
      'GET /api/disputes': () => ({ status: 200, body: { items: opened ? [dispute()] : [] } }),
      'POST /api/disputes': () => {
        opened = true;
        return { status: 201, body: dispute() };
      },
      [`GET /api/disputes/${ID}`]: () => ({ status: 200, body: dispute() }),
    });
    renderWithRouter(<JobDisputes quoteId={QUOTE} side="customer" />);
    await user.click(await screen.findByRole('button', { name: 'Open a dispute' }));
    await user.click(screen.getByRole('button', { name: 'Open the dispute' }));
    expect(await screen.findAllByText('Cannot be empty.')).toHaveLength(2);
    expect(api.callsTo('POST /api/disputes')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /subject/i }), 'Brakes still squeal');
    await user.type(
      screen.getByRole('textbox', { name: /what happened/i }),
      'The squeal is back after two days.',
    );
    const pdf = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, pdf);
    await user.click(screen.getByRole('button', { name: 'Open the dispute' }));

    expect(await screen.findByText('The squeal is back after two days.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/disputes')[0]?.body).toMatchObject({
      quoteId: QUOTE,
      subject: 'Brakes still squeal',
      message: 'The squeal is back after two days.',
    });
    expect(screen.getByText('With Motorwise')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open a dispute' })).not.toBeInTheDocument();
  });

  it('shows nothing on the workshop job page without a dispute', async () => {
    const api = mockApi({ 'GET /api/disputes': () => ({ status: 200, body: { items: [] } }) });
    renderWithRouter(<JobDisputes quoteId={QUOTE} side="workshop" />);
    await expect.poll(() => api.callsTo('GET /api/disputes').length).toBe(1);
    expect(screen.queryByRole('button', { name: 'Open a dispute' })).not.toBeInTheDocument();
  });
});

describe('AdminDisputeDetail', () => {
  it('shows the thread with its evidence, writes to the workshop, and resolves with a partial refund', async () => {
    const user = userEvent.setup();
    let now = dispute();
    const api = mockApi({
      [`GET /api/admin/disputes/${ID}`]: () => ({ status: 200, body: now }),
      [`POST /api/admin/disputes/${ID}/messages`]: () => {
        now = dispute({ status: 'awaiting_workshop', holder: 'workshop' });
        return { status: 200, body: now };
      },
      [`POST /api/admin/disputes/${ID}/resolve`]: () => {
        now = dispute({ status: 'resolved', holder: null, outcome: 'partial_refund', refundCents: 30_000 });
        return { status: 200, body: now };
      },
      'GET /api/admin/disputes': () => ({ status: 200, body: { items: [] } }),
    });
    renderWithRouter(<AdminDisputeDetail id={ID} />);
    expect(await screen.findByText('report.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'The workshop' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Please send the job card.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await expect.poll(() => api.callsTo(`POST /api/admin/disputes/${ID}/messages`).length).toBe(1);
    expect(api.callsTo(`POST /api/admin/disputes/${ID}/messages`)[0]?.body).toEqual({
      to: 'workshop',
      message: 'Please send the job card.',
    });

    await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await user.click(await screen.findByRole('option', { name: 'Partial refund', hidden: true }));
    // More than was paid is refused before anything is sent.
    await user.type(screen.getByRole('textbox', { name: /amount to refund/i }), '2000');
    await user.type(screen.getByRole('textbox', { name: /outcome note/i }), 'Labour of the second visit.');
    await user.click(screen.getByRole('button', { name: 'Resolve the dispute' }));
    expect(await screen.findByText(/at most what was paid/)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/disputes/${ID}/resolve`)).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /amount to refund/i }));
    await user.type(screen.getByRole('textbox', { name: /amount to refund/i }), '300,00');
    await user.click(screen.getByRole('button', { name: 'Resolve the dispute' }));
    await expect.poll(() => api.callsTo(`POST /api/admin/disputes/${ID}/resolve`).length).toBe(1);
    expect(api.callsTo(`POST /api/admin/disputes/${ID}/resolve`)[0]?.body).toEqual({
      outcome: 'partial_refund',
      refundCents: 30_000,
      note: 'Labour of the second visit.',
    });
    expect(await screen.findByText(/Outcome: Partial refund/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve the dispute' })).not.toBeInTheDocument();
  });
});
