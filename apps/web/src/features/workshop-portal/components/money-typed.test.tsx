import { QuoteStatus, type WorkshopJob } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { incomingRequest, line, quote } from '@/test/quote-fixtures';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { WorkshopJobDetail } from './job-detail';
import { IncomingRequestDetail } from './request-detail';

/**
 * Issue 20 item 1: money and quantities typed the way a person types them, key by key (and pasted), reach
 * the API as typed. Before the fix, typing 1322.50 left R 50 and 0.5 left 5 (the field emptied itself at
 * the half-typed '1322.' and '0.'), and a pasted price said "Please enter a price.".
 */

const REQUEST = incomingRequest();
const PATH = 'GET /api/workshop/requests/r-1';
const SAVE = 'POST /api/workshop/requests/r-1/quote';
const ESTIMATE = 'POST /api/QuoteRequests/GetQuoteEstimate';

const saved = () => ({
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
});

/** What the history says a front brake pad job costs, incl. VAT. */
const estimate = (from: number, to: number) => ({
  status: 200,
  body: [
    {
      quoteRequestItemName: 'Front brake pads',
      estimateFromPriceIncl: from,
      estimateToPriceIncl: to,
      estimateAveragePriceIncl: (from + to) / 2,
      level: 'all',
      levelText: 'Quotes for all vehicles',
      quotesUsed: 12,
      tooFew: false,
      message: null,
    },
  ],
});

async function openEditor() {
  renderWithRouter(<IncomingRequestDetail requestId="r-1" />, '/workshop/requests/r-1');
  return screen.findByRole('form', { name: 'Quote editor' });
}

type SentLine = { quantity: number; priceExcl?: number | null; priceIncl?: number | null };
const sentLines = (api: ReturnType<typeof mockApi>) =>
  (api.callsTo(SAVE)[0]!.body as { lines: SentLine[] }).lines;

describe('money typed into the quote editor', () => {
  it('keeps 1322.50 and 0.5 typed key by key, and sends exactly that', async () => {
    const api = mockApi({ [PATH]: () => ({ status: 200, body: REQUEST }), [SAVE]: saved });
    const editor = await openEditor();
    const first = within(editor).getByRole('group', { name: 'Line 1' });
    await userEvent.type(within(first).getByLabelText('Unit excl.'), '1322.50');
    expect(within(first).getByLabelText('Unit excl.')).toHaveValue('1322.50');
    await userEvent.click(within(editor).getByRole('button', { name: /^Add labour/ }));
    const labour = within(editor).getByRole('group', { name: 'Line 2' });
    const qty = within(labour).getByLabelText('Qty');
    await userEvent.clear(qty);
    await userEvent.type(qty, '0.5');
    expect(qty).toHaveValue('0.5');
    const price = within(labour).getByLabelText('Unit excl.');
    await userEvent.clear(price);
    await userEvent.type(price, '1322.50');
    // Settled on blur, as the rand is written everywhere else.
    await userEvent.tab();
    expect(price).toHaveValue('1 322.50');
    expect(within(labour).getByLabelText('Line 2 total')).toHaveTextContent('R 760.44');
    expect(within(first).getByLabelText('Line 1 total')).toHaveTextContent('R 1 520.88');

    await userEvent.click(within(editor).getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByText('Your quote was sent to the customer.')).toBeInTheDocument();
    expect(sentLines(api)).toEqual([
      expect.objectContaining({ kind: 'part', quantity: 1, priceExcl: 1322.5 }),
      expect.objectContaining({ kind: 'labour', quantity: 0.5, priceExcl: 1322.5 }),
    ]);
  }, 60_000);

  it('reads South African habits: a decimal comma, spaces between thousands, the R in front', async () => {
    const api = mockApi({ [PATH]: () => ({ status: 200, body: REQUEST }), [SAVE]: saved });
    const editor = await openEditor();
    const first = within(editor).getByRole('group', { name: 'Line 1' });
    await userEvent.type(within(first).getByLabelText('Unit excl.'), 'R 1 322,50');
    await userEvent.click(within(editor).getByRole('button', { name: /^Add labour/ }));
    const labour = within(editor).getByRole('group', { name: 'Line 2' });
    await userEvent.clear(within(labour).getByLabelText('Qty'));
    await userEvent.type(within(labour).getByLabelText('Qty'), '0,5');
    await userEvent.clear(within(labour).getByLabelText('Unit incl.'));
    await userEvent.type(within(labour).getByLabelText('Unit incl.'), '1322,5');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Your draft is saved.')).toBeInTheDocument();
    expect(sentLines(api)).toEqual([
      expect.objectContaining({ quantity: 1, priceExcl: 1322.5, priceIncl: null }),
      expect.objectContaining({ quantity: 0.5, priceExcl: null, priceIncl: 1322.5 }),
    ]);
  }, 60_000);

  it('keeps a pasted price', async () => {
    const api = mockApi({ [PATH]: () => ({ status: 200, body: REQUEST }), [SAVE]: saved });
    const editor = await openEditor();
    const first = within(editor).getByRole('group', { name: 'Line 1' });
    await userEvent.click(within(first).getByLabelText('Unit excl.'));
    await userEvent.paste('1322.50');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Your draft is saved.')).toBeInTheDocument();
    expect(within(editor).queryByText('Please enter a price.')).not.toBeInTheDocument();
    expect(sentLines(api)).toEqual([expect.objectContaining({ quantity: 1, priceExcl: 1322.5 })]);
  }, 60_000);

  it('says what is wrong with a price that is not one, and sends nothing', async () => {
    const api = mockApi({ [PATH]: () => ({ status: 200, body: REQUEST }), [SAVE]: saved });
    const editor = await openEditor();
    const first = within(editor).getByRole('group', { name: 'Line 1' });
    await userEvent.type(within(first).getByLabelText('Unit excl.'), '12,34,5');
    await userEvent.tab();
    // The text stays as typed, to be corrected.
    expect(within(first).getByLabelText('Unit excl.')).toHaveValue('12,34,5');
    expect(within(first).getByText('Please enter a price.')).toBeInTheDocument();
    await userEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    expect(api.callsTo(SAVE)).toHaveLength(0);
  }, 60_000);

  /** Line 1 priced as typed and sent, where front brake pads usually cost R 900 to R 1 600. */
  async function sendPriced(typed: string) {
    const api = mockApi({
      [PATH]: () => ({ status: 200, body: REQUEST }),
      [ESTIMATE]: () => estimate(900, 1600),
      [SAVE]: saved,
    });
    const editor = await openEditor();
    const first = within(editor).getByRole('group', { name: 'Line 1' });
    await userEvent.type(within(first).getByLabelText('Unit excl.'), typed);
    await userEvent.click(within(editor).getByRole('button', { name: 'Send quote' }));
    return { api, editor };
  }

  it('asks the workshop to confirm a price ten times the usual before sending it', async () => {
    // A slip of the finger: 13225 for 1322.50.
    const { api, editor } = await sendPriced('13225');
    const dialog = await screen.findByRole('dialog', { name: 'Check this price' });
    expect(dialog).toHaveTextContent('Line 1 (Brake pads (front set))');
    expect(dialog).toHaveTextContent('R 15 208.75');
    expect(dialog).toHaveTextContent('usually R 900.00 to R 1 600.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await userEvent.click(within(editor).getByRole('button', { name: 'Send quote' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Check this price' })).getByRole('button', {
        name: 'Send as it is',
      }),
    );
    expect(await screen.findByText('Your quote was sent to the customer.')).toBeInTheDocument();
    expect(sentLines(api)).toEqual([expect.objectContaining({ priceExcl: 13225 })]);
    expect(api.callsTo(ESTIMATE)[0]!.body).toEqual({
      vehicle: { brand: 'TOYOTA' },
      items: ['Front brake pads'],
    });
  }, 60_000);

  it('sends a price within ten times the usual without asking', async () => {
    const { api } = await sendPriced('1322.50');
    expect(await screen.findByText('Your quote was sent to the customer.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Check this price' })).not.toBeInTheDocument();
    expect(sentLines(api)).toEqual([expect.objectContaining({ priceExcl: 1322.5 })]);
  }, 60_000);
});

function inProgressJob(): WorkshopJob {
  const {
    workshop: _w,
    canReview: _c,
    ...q
  } = quote({
    quoteStatus: QuoteStatus.InProgress,
    quoteStatusText: 'In Progress',
    allowedActions: ['submitAmendment', 'draftInvoice', 'invoice'],
    quoteItems: [line({ id: 'l-1' })],
  });
  return {
    request: (({ quote: _q, ...r }) => r)(incomingRequest({ quoteId: 'q-1' })),
    quote: { ...q, closeNote: null, workshopCustomer: 'Thandi Nkosi', maxInvoiceTotalIncl: 1150 },
  };
}

describe('money typed into the amendment and the invoice', () => {
  it('an amendment keeps 1322.50 and 0.5 typed key by key', async () => {
    const api = mockApi({
      'GET /api/workshop/jobs/q-1': () => ({ status: 200, body: inProgressJob() }),
      'POST /api/workshop/jobs/q-1/amendments': () => ({
        status: 200,
        body: { message: 'Sent to the customer for approval.', quoteId: 'q-1', quoteStatus: 3 },
      }),
    });
    renderWithRouter(<WorkshopJobDetail quoteId="q-1" />, '/workshop/jobs/q-1');
    const form = await screen.findByRole('region', { name: 'New amendment' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add a line' }));
    const added = within(form).getByRole('group', { name: 'Change 1' });
    await userEvent.type(within(added).getByLabelText('Description'), 'Skim front discs');
    await userEvent.clear(within(added).getByLabelText('Qty'));
    await userEvent.type(within(added).getByLabelText('Qty'), '0.5');
    await userEvent.type(within(added).getByLabelText('Unit incl.'), '1322.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Change a line' }));
    const changed = within(form).getByRole('group', { name: 'Change 2' });
    await userEvent.clear(within(changed).getByLabelText('Unit incl.'));
    await userEvent.click(within(changed).getByLabelText('Unit incl.'));
    await userEvent.paste('R 1 322,50');
    await userEvent.click(within(form).getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText('Sent to the customer for approval.')).toBeInTheDocument();
    const sent = api.callsTo('POST /api/workshop/jobs/q-1/amendments')[0]!.body as { amendment: string };
    expect(JSON.parse(sent.amendment).lines).toEqual([
      expect.objectContaining({
        changeType: 0,
        line: expect.objectContaining({ quantity: 0.5, priceIncl: 1322.5 }),
      }),
      expect.objectContaining({
        changeType: 1,
        line: expect.objectContaining({ quantity: 1, priceIncl: 1322.5 }),
      }),
    ]);
  }, 60_000);

  it('an invoice line charges what was typed, decimal comma and all', async () => {
    const api = mockApi({
      'GET /api/workshop/jobs/q-1': () => ({ status: 200, body: inProgressJob() }),
      'POST /api/workshop/jobs/q-1/draft-invoice': () => ({
        status: 200,
        body: { message: 'Draft invoice saved.', quoteId: 'q-1', quoteStatus: 6 },
      }),
    });
    renderWithRouter(<WorkshopJobDetail quoteId="q-1" />, '/workshop/jobs/q-1');
    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    const charge = within(invoice).getByLabelText('Charge for Brake pads (front set)');
    await userEvent.clear(charge);
    await userEvent.type(charge, '1 000,50');
    expect(invoice).toHaveTextContent('Invoice total R 1 000.50 of at most R 1 150.00');
    await userEvent.click(within(invoice).getByRole('button', { name: 'Save draft invoice' }));
    expect(await screen.findByText('Draft invoice saved.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workshop/jobs/q-1/draft-invoice')[0]!.body).toEqual(
      expect.objectContaining({ lines: [{ quoteItemId: 'l-1', totalIncl: 1000.5 }] }),
    );
  }, 60_000);
});
