import { QuoteStatus } from '@motorwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { incomingRequest, quote } from '@/test/quote-fixtures';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { IncomingRequestDetail } from './request-detail';

const REQUEST = incomingRequest();

const PATH = 'GET /api/workshop/requests/r-1';
const SAVE = 'POST /api/workshop/requests/r-1/quote';

describe('quote editor', () => {
  it('prices lines per requested item by the shared VAT rules and sends the quote', async () => {
    const api = mockApi({
      [PATH]: () => ({ status: 200, body: REQUEST }),
      // The API answers the request with its saved quote.
      [SAVE]: () => ({
        status: 200,
        body: {
          ...REQUEST,
          quote: {
            ...quote({ quoteStatus: QuoteStatus.PendingApproval, allowedActions: ['revise', 'withdraw'] }),
            closeNote: null,
            workshopCustomer: 'Thandi Nkosi',
            maxInvoiceTotalIncl: 1150,
          },
        },
      }),
    });
    renderWithRouter(<IncomingRequestDetail requestId="r-1" />, '/workshop/requests/r-1');
    const editor = await screen.findByRole('form', { name: 'Quote editor' });
    // What the customer asked, beside the line that answers it.
    expect(
      within(editor).getByText('Customer: Do you hear squealing? Yes, when braking'),
    ).toBeInTheDocument();
    const first = within(editor).getByRole('group', { name: 'Line 1' });
    expect(within(first).getByLabelText(/^Description/)).toHaveValue('Brake pads (front set)');

    // A unit price excluding VAT: incl. and the line total follow (R 1 000.00 + 15 % = R 1 150.00, x2).
    await userEvent.type(within(first).getByLabelText('Unit excl.'), '1000');
    await userEvent.clear(within(first).getByLabelText('Qty'));
    await userEvent.type(within(first).getByLabelText('Qty'), '2');
    expect(within(first).getByLabelText('Unit incl.')).toHaveValue('1 150.00');
    expect(within(first).getByLabelText('Line 1 total')).toHaveTextContent('R 2 300.00');

    // Labour at the workshop's rate, and a no-VAT line.
    await userEvent.click(within(editor).getByRole('button', { name: /Add labour \(R 600\.00\/h excl\.\)/ }));
    const labour = within(editor).getByRole('group', { name: 'Line 2' });
    expect(within(labour).getByLabelText('Line 2 total')).toHaveTextContent('R 690.00');
    await userEvent.click(within(editor).getByRole('button', { name: 'Add sundries' }));
    const sundry = within(editor).getByRole('group', { name: 'Line 3' });
    await userEvent.type(within(sundry).getByLabelText('Unit incl.'), '50');
    await userEvent.click(within(sundry).getByLabelText('No VAT'));
    expect(within(sundry).getByLabelText('Line 3 total')).toHaveTextContent('R 50.00');

    const totals = within(editor).getByLabelText('Totals');
    expect(totals).toHaveTextContent('Total excl. VAT R 2 650.00');
    expect(totals).toHaveTextContent('VAT R 390.00');
    expect(totals).toHaveTextContent('Total incl. VAT R 3 040.00');

    await userEvent.click(within(editor).getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByText('Your quote was sent to the customer.')).toBeInTheDocument();
    // The editor is drawn again for the sent quote (its buttons change): the focus is on the editor's
    // heading, not the page body (issue 20, item 11).
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Your quote/ })).toHaveFocus());
    const body = api.callsTo(SAVE)[0]!.body as { action: string; lines: unknown[]; expiryDate: string };
    expect(body.action).toBe('send');
    expect(body.lines).toEqual([
      expect.objectContaining({ quoteRequestItemId: 'i-brakes', kind: 'part', quantity: 2, priceExcl: 1000 }),
      expect.objectContaining({ kind: 'labour', priceExcl: 600 }),
      expect.objectContaining({ kind: 'sundry', quoteRequestItemId: null, priceIncl: 50, noVat: true }),
    ]);
    expect(body.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 60_000);

  it('refuses a line without a price before anything is sent', async () => {
    const api = mockApi({ [PATH]: () => ({ status: 200, body: REQUEST }) });
    renderWithRouter(<IncomingRequestDetail requestId="r-1" />, '/workshop/requests/r-1');
    const editor = await screen.findByRole('form', { name: 'Quote editor' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    expect(await within(editor).findByText('Please enter a price.')).toBeInTheDocument();
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('declines to quote with a reason, and offers revise and withdraw on a sent quote', async () => {
    const api = mockApi({
      [PATH]: () => ({ status: 200, body: REQUEST }),
      'POST /api/workshop/requests/r-1/decline': () => ({
        status: 200,
        body: { message: 'You declined this request.', quoteId: 'q-1', quoteStatus: 11 },
      }),
    });
    renderWithRouter(<IncomingRequestDetail requestId="r-1" />, '/workshop/requests/r-1');
    const editor = await screen.findByRole('form', { name: 'Quote editor' });
    expect(within(editor).queryByRole('button', { name: 'Send revised quote' })).not.toBeInTheDocument();
    await userEvent.click(within(editor).getByRole('button', { name: 'Decline to quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline to quote' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    // The empty reason is the field's own error: described by it, invalid, and focused.
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveAccessibleDescription(/Please give a reason\./);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    await userEvent.type(reason, 'We do not work on this model.');
    expect(reason).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('You declined this request.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workshop/requests/r-1/decline')[0]!.body).toEqual({
      reason: 'We do not work on this model.',
    });
  });
});

describe('a sent quote', () => {
  it('can be revised or withdrawn, not saved as a draft', async () => {
    const sent = {
      ...quote({ quoteStatus: QuoteStatus.PendingApproval, allowedActions: ['revise', 'withdraw'] }),
      closeNote: null,
      workshopCustomer: 'Thandi Nkosi',
      maxInvoiceTotalIncl: 1150,
    };
    const { workshop: _w, canReview: _c, ...workshopQuote } = sent;
    mockApi({ [PATH]: () => ({ status: 200, body: { ...REQUEST, quote: workshopQuote } }) });
    renderWithRouter(<IncomingRequestDetail requestId="r-1" />, '/workshop/requests/r-1');
    const editor = await screen.findByRole('form', { name: 'Quote editor' });
    expect(within(editor).getByRole('button', { name: 'Send revised quote' })).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Withdraw quote' })).toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(
      within(within(editor).getByRole('group', { name: 'Line 1' })).getByLabelText(/^Description/),
    ).toHaveValue('Brake pads (front set)');
  });
});
