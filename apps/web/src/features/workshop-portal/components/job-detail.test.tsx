import { QuoteStatus, type WorkshopJob } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { incomingRequest, line, quote } from '@/test/quote-fixtures';
import { FILE, mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { WorkshopJobDetail } from './job-detail';

function job(overrides: Partial<WorkshopJob['quote']> = {}): WorkshopJob {
  const {
    workshop: _w,
    canReview: _c,
    ...q
  } = quote({ quoteStatus: QuoteStatus.Booked, quoteStatusText: 'Booked' });
  return {
    request: (({ quote: _q, ...r }) => r)(
      incomingRequest({
        quoteId: 'q-1',
        quoteStatus: QuoteStatus.Booked,
        quoteStatusText: 'Booked',
        requestItems: [
          {
            id: 'i-brakes',
            name: 'Front brake pads',
            hasQuery: false,
            query: null,
            queryAnswer: null,
            templateLines: [],
          },
        ],
      }),
    ),
    quote: {
      ...q,
      closeNote: null,
      workshopCustomer: 'Thandi Nkosi',
      maxInvoiceTotalIncl: 1150,
      ...overrides,
    },
  };
}

const JOB = 'GET /api/workshop/jobs/q-1';

describe('workshop job', () => {
  it('checks the vehicle in with its mileage', async () => {
    const api = mockApi({
      [JOB]: () => ({ status: 200, body: job({ allowedActions: ['checkIn', 'cancelBooking'] }) }),
      'POST /api/workshop/jobs/q-1/check-in': () => ({
        status: 200,
        body: { message: 'Checked in. The customer was told.', quoteId: 'q-1', quoteStatus: 2 },
      }),
    });
    renderWithRouter(<WorkshopJobDetail quoteId="q-1" />, '/workshop/jobs/q-1');
    const panel = await screen.findByRole('region', { name: 'Check in' });
    const mileage = within(panel).getByLabelText('Mileage at check-in (km)');
    await userEvent.clear(mileage);
    await userEvent.type(mileage, '86120');
    await userEvent.click(within(panel).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Checked in. The customer was told.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workshop/jobs/q-1/check-in')[0]!.body).toEqual({ vehicleMileage: 86120 });
  });

  it('will not invoice more than the customer approved', async () => {
    const api = mockApi({
      [JOB]: () => ({
        status: 200,
        body: job({
          quoteStatus: QuoteStatus.InProgress,
          quoteStatusText: 'In Progress',
          allowedActions: ['submitAmendment', 'draftInvoice', 'invoice'],
          quoteItems: [line({ id: 'l-1' })],
        }),
      }),
      'POST /api/workshop/jobs/q-1/invoice': () => ({
        status: 200,
        body: {
          message: 'Invoiced R 1 000.00. The customer has the invoice.',
          quoteId: 'q-1',
          quoteStatus: 5,
        },
      }),
    });
    renderWithRouter(<WorkshopJobDetail quoteId="q-1" />, '/workshop/jobs/q-1');
    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    expect(invoice).toHaveTextContent('Invoice total R 1 150.00 of at most R 1 150.00');
    const charge = within(invoice).getByLabelText('Charge for Brake pads (front set)');
    // More than approved: the total turns red and nothing can be issued.
    await userEvent.clear(charge);
    await userEvent.type(charge, '1200');
    expect(invoice).toHaveTextContent('Invoice total R 1 200.00 of at most R 1 150.00');
    expect(within(invoice).getByRole('button', { name: 'Issue invoice' })).toBeDisabled();
    await userEvent.clear(charge);
    await userEvent.type(charge, '1000');
    expect(invoice).toHaveTextContent('Invoice total R 1 000.00 of at most R 1 150.00');
    await userEvent.click(within(invoice).getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText('Invoiced R 1 000.00. The customer has the invoice.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workshop/jobs/q-1/invoice')[0]!.body).toMatchObject({
      lines: [{ quoteItemId: 'l-1', totalIncl: 1000 }],
    });
  }, 60_000);

  it('refuses a check-in mileage below the one on the request, and sends nothing', async () => {
    const api = mockApi({
      [JOB]: () => ({
        status: 200,
        body: job({ allowedActions: ['checkIn', 'cancelBooking'], vehicleMileage: 85000 }),
      }),
    });
    renderWithRouter(<WorkshopJobDetail quoteId="q-1" />, '/workshop/jobs/q-1');
    const panel = await screen.findByRole('region', { name: 'Check in' });
    expect(panel).toHaveTextContent('The request said 85 000 km.');
    // Booked, not checked in yet: the job does not claim a check-in mileage.
    expect(screen.getAllByRole('region', { name: '2019 Toyota Corolla 1.8 XS' })[0]).not.toHaveTextContent(
      'at check-in',
    );
    const mileage = within(panel).getByLabelText('Mileage at check-in (km)');
    await userEvent.clear(mileage);
    await userEvent.type(mileage, '8500');
    await userEvent.click(within(panel).getByRole('button', { name: 'Check in' }));
    expect(
      within(panel).getByText('The mileage cannot be lower than the 85 000 km given on the request.'),
    ).toBeInTheDocument();
    await userEvent.clear(mileage);
    expect(api.callsTo('POST /api/workshop/jobs/q-1/check-in')).toHaveLength(0);
    await userEvent.click(within(panel).getByRole('button', { name: 'Check in' }));
    expect(within(panel).getByText('Please enter the mileage.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workshop/jobs/q-1/check-in')).toHaveLength(0);
  });

  const inProgress = () =>
    job({
      quoteStatus: QuoteStatus.InProgress,
      quoteStatusText: 'In Progress',
      allowedActions: ['submitAmendment', 'draftInvoice', 'invoice'],
      quoteItems: [line({ id: 'l-1' })],
      vehicleMileage: 86120,
      quoteStatuses: [
        {
          quoteStatus: QuoteStatus.InProgress,
          quoteStatusText: 'In Progress',
          note: 'Checked in at 86120 km',
          actor: 'workshop',
          dateCreatedUtc: '2026-11-24T07:30:00.000Z',
        },
      ],
    });

  it('an amendment names what is missing before sending, then sends its lines and photos', async () => {
    const api = mockApi({
      [JOB]: () => ({ status: 200, body: inProgress() }),
      'POST /api/workshop/jobs/q-1/amendments': () => ({
        status: 200,
        body: { message: 'Sent to the customer for approval.', quoteId: 'q-1', quoteStatus: 3 },
      }),
    });
    renderWithRouter(<WorkshopJobDetail quoteId="q-1" />, '/workshop/jobs/q-1');
    const form = await screen.findByRole('region', { name: 'New amendment' });
    expect(screen.getAllByRole('region', { name: '2019 Toyota Corolla 1.8 XS' })[0]).toHaveTextContent(
      '86 120 km at check-in',
    );
    const send = within(form).getByRole('button', { name: 'Send for approval' });
    await userEvent.click(send);
    expect(within(form).getByRole('alert')).toHaveTextContent('Add at least one line.');

    await userEvent.click(within(form).getByRole('button', { name: 'Add a line' }));
    const added = within(form).getByRole('group', { name: 'Change 1' });
    await userEvent.click(send);
    expect(within(form).getByRole('alert')).toHaveTextContent('Change 1: Please describe the line.');
    await userEvent.type(within(added).getByLabelText('Description'), 'Rear brake discs (pair)');
    await userEvent.selectOptions(within(added).getByLabelText('Kind'), 'part');
    await userEvent.click(send);
    expect(within(form).getByRole('alert')).toHaveTextContent('Change 1: Please enter a price.');
    await userEvent.type(within(added).getByLabelText('Unit incl.'), '1840');

    // A change to the quoted line keeps the line; its new quantity and price go with it.
    await userEvent.click(within(form).getByRole('button', { name: 'Change a line' }));
    const changed = within(form).getByRole('group', { name: 'Change 2' });
    const qty = within(changed).getByLabelText('Qty');
    await userEvent.clear(qty);
    await userEvent.type(qty, '2');
    await userEvent.type(within(form).getByLabelText('What you found'), 'Discs below minimum thickness.');
    const photo = new File(['photo of the discs'], 'discs.png', { type: 'image/png' });
    await userEvent.upload(form.querySelector('input[type="file"]') as HTMLInputElement, photo);
    expect(form).toHaveTextContent('discs.png');
    expect(api.callsTo('POST /api/workshop/jobs/q-1/amendments')).toHaveLength(0);
    await userEvent.click(send);

    expect(await screen.findByText('Sent to the customer for approval.')).toBeInTheDocument();
    const sent = api.callsTo('POST /api/workshop/jobs/q-1/amendments')[0]!.body as Record<string, string>;
    expect(sent.photoFiles).toBe(FILE);
    expect(JSON.parse(sent.amendment!)).toEqual({
      note: 'Discs below minimum thickness.',
      lines: [
        {
          changeType: 0,
          line: {
            quoteRequestItemId: 'i-brakes',
            kind: 'part',
            description: 'Rear brake discs (pair)',
            quantity: 1,
            priceIncl: 1840,
            noVat: false,
          },
        },
        {
          changeType: 1,
          quoteItemId: 'l-1',
          line: {
            quoteRequestItemId: 'i-brakes',
            kind: 'part',
            description: 'Brake pads (front set)',
            quantity: 2,
            priceIncl: 1150,
            noVat: false,
          },
        },
      ],
    });
  }, 60_000);

  it("shows the messages oldest first and sends the workshop's message with its attachment", async () => {
    const message = (id: string, senderRole: 'customer' | 'workshop', text: string, at: string) => ({
      id,
      senderRole,
      senderName: senderRole === 'customer' ? 'Thandi Nkosi' : 'Hatfield Auto Care',
      message: text,
      dateCreatedUtc: at,
      readAtUtc: null,
      attachments:
        id === 'm-1'
          ? [{ attachmentName: 'noise.mp4.pdf', mimeType: 'application/pdf', sizeBytes: 2048 }]
          : [],
    });
    const api = mockApi({
      [JOB]: () => ({
        status: 200,
        body: job({
          allowedActions: ['checkIn', 'cancelBooking'],
          quoteMessages: [
            message('m-1', 'customer', 'Can you also look at the squeak?', '2026-11-20T09:00:00.000Z'),
            message('m-2', 'workshop', 'Yes, we will check it.', '2026-11-20T10:30:00.000Z'),
          ],
        }),
      }),
      'POST /api/workshop/quotes/q-1/messages': () => ({
        status: 200,
        body: message('m-3', 'workshop', 'Photos attached.', '2026-11-21T08:00:00.000Z'),
      }),
    });
    renderWithRouter(<WorkshopJobDetail quoteId="q-1" />, '/workshop/jobs/q-1');
    const thread = await screen.findByRole('region', { name: 'Messages with the customer' });
    const items = within(thread).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Thandi Nkosi · 20/11/2026 11:00');
    expect(items[0]).toHaveTextContent('Can you also look at the squeak?');
    expect(within(items[0]!).getByRole('button', { name: 'noise.mp4.pdf' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('You · 20/11/2026 12:30');

    await userEvent.click(within(thread).getByRole('button', { name: 'Send message' }));
    expect(within(thread).getByRole('alert')).toHaveTextContent('Please write a message.');
    expect(api.callsTo('POST /api/workshop/quotes/q-1/messages')).toHaveLength(0);

    await userEvent.type(within(thread).getByLabelText('Your message'), '  Photos attached.  ');
    const file = new File(['%PDF-1.4'], 'pads.pdf', { type: 'application/pdf' });
    await userEvent.upload(thread.querySelector('input[type="file"]') as HTMLInputElement, file);
    expect(thread).toHaveTextContent('pads.pdf');
    await userEvent.click(within(thread).getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/workshop/quotes/q-1/messages')).toHaveLength(1));
    expect(api.callsTo('POST /api/workshop/quotes/q-1/messages')[0]!.body).toEqual({
      message: 'Photos attached.',
      attachmentFiles: FILE,
    });
    await vi.waitFor(() => expect(within(thread).getByLabelText('Your message')).toHaveValue(''));
  }, 60_000);
});

describe('workshop job: ready for collection', () => {
  it('says the customer was told while the vehicle waits, and not once the job is completed', async () => {
    const told = { readyForCollectionUtc: '2026-11-24T13:30:00.000Z', invoiceNumber: 'INV-000012' };
    mockApi({
      [JOB]: () => ({
        status: 200,
        body: job({ ...told, quoteStatus: QuoteStatus.Paid, quoteStatusText: 'Paid' }),
      }),
    });
    const first = renderWithRouter(<WorkshopJobDetail quoteId="q-1" />, '/workshop/jobs/q-1');
    expect(await screen.findByText(/Customer told the vehicle is ready/)).toBeInTheDocument();
    first.unmount();

    mockApi({
      [JOB]: () => ({
        status: 200,
        body: job({ ...told, quoteStatus: QuoteStatus.Completed, quoteStatusText: 'Completed' }),
      }),
    });
    renderWithRouter(<WorkshopJobDetail quoteId="q-1" />, '/workshop/jobs/q-1');
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.queryByText(/Customer told the vehicle is ready/)).not.toBeInTheDocument();
  });
});
