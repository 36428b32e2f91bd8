import {
  type IncomingRequestSummary,
  QuoteStatus,
  type WorkshopJobSummary,
  type WorkshopSummary,
} from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { incomingRequest } from '@/test/quote-fixtures';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { WorkshopJobsList } from './jobs-list';
import { IncomingRequestsList } from './requests-list';
import { WorkshopHome } from './workshop-home';

function summaryRow(overrides: Partial<IncomingRequestSummary>): IncomingRequestSummary {
  const {
    vehicle: _v,
    partsPreference: _p,
    serviceType: _s,
    isInspection: _i,
    requestItems: _r,
    notes: _n,
    hasLicenseDiskPhoto: _l,
    attachments: _a,
    customer: _c,
    defaults: _d,
    quote: _q,
    ...row
  } = incomingRequest();
  return { ...row, ...overrides };
}

const page = (items: IncomingRequestSummary[], total = items.length) => ({
  status: 200,
  body: { items, totalDisplayItems: total, page: 1, itemsPerPage: 20 },
});

const REQUESTS = 'GET /api/workshop/requests';

describe('incoming requests', () => {
  it('shows the requests as the API orders them (newest first), with where each stands', async () => {
    mockApi({
      [REQUESTS]: () =>
        page([
          summaryRow({
            id: 'r-new',
            reference: 'MW-10050',
            vehicleName: '2022 VW Polo Vivo 1.4',
            items: ['Minor service', 'Wiper blades'],
            dateCreatedUtc: new Date(Date.now() - 5 * 60_000).toISOString(),
          }),
          summaryRow({
            id: 'r-old',
            reference: 'MW-10041',
            vehicleName: '2019 Toyota Corolla 1.8 XS',
            dateCreatedUtc: new Date(Date.now() - 3 * 86_400_000).toISOString(),
            quoteId: 'q-9',
            quoteStatus: QuoteStatus.PendingApproval,
            quoteStatusText: 'Pending Approval',
            progress: { stage: 'quoted', label: "Waiting for the customer's decision", workshopName: null },
          }),
          summaryRow({
            id: 'r-lost',
            reference: 'MW-10040',
            vehicleName: '2018 Ford Ranger 2.2',
            dateCreatedUtc: new Date(Date.now() - 4 * 86_400_000).toISOString(),
            bookedElsewhere: true,
            progress: { stage: 'elsewhere', label: 'Went to another workshop', workshopName: null },
          }),
        ]),
    });
    renderWithRouter(<IncomingRequestsList />, '/workshop/requests');
    const rows = within(await screen.findByRole('list', { name: 'Requests' })).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      '2022 VW Polo Vivo 1.4',
      '2019 Toyota Corolla 1.8 XS',
      '2018 Ford Ranger 2.2',
    ]);
    expect(rows[0]).toHaveTextContent('Minor service, Wiper blades');
    expect(rows[0]).toHaveTextContent(
      'MW-10050 · received 5 minutes ago · Hatfield (4.2 km in a straight line)',
    );
    expect(within(rows[0]!).getByText('New')).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Waiting for the customer's decision")).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Went to another workshop')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/workshop/requests/r-old');
  });

  it('asks the API for the chosen state and the search words, from the first page', async () => {
    const api = mockApi({ [REQUESTS]: () => page([]) });
    renderWithRouter(<IncomingRequestsList />, '/workshop/requests');
    expect(
      await screen.findByText(
        'No requests here yet. New requests from customers nearby show up here as they arrive.',
      ),
    ).toBeInTheDocument();
    const first = new URL(api.callsTo(REQUESTS)[0]!.url).searchParams;
    expect(Object.fromEntries(first)).toEqual({ page: '1', itemsPerPage: '20', state: 'all' });

    await userEvent.click(screen.getByRole('radio', { name: 'Drafts' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search requests' }), 'Polo');
    await vi.waitFor(() => {
      const last = new URL(api.callsTo(REQUESTS).at(-1)!.url).searchParams;
      expect(Object.fromEntries(last)).toEqual({
        page: '1',
        itemsPerPage: '20',
        state: 'draft',
        filter: 'Polo',
      });
    });
  });

  it('says what went wrong when the list cannot be loaded', async () => {
    mockApi({ [REQUESTS]: () => ({ status: 404, body: { message: 'The workshop was not found.' } }) });
    renderWithRouter(<IncomingRequestsList />, '/workshop/requests');
    expect(await screen.findByText('The workshop was not found.')).toBeInTheDocument();
  });
});

function jobRow(overrides: Partial<WorkshopJobSummary>): WorkshopJobSummary {
  return {
    quoteId: 'q-1',
    quoteRequestId: 'r-1',
    reference: 'Q-0001',
    requestReference: 'MW-10042',
    vehicleName: '2019 Toyota Corolla 1.8 XS',
    customerName: 'Thandi Nkosi',
    serviceDate: '2026-11-25',
    dropOffTime: null,
    quoteStatus: QuoteStatus.Booked,
    quoteStatusText: 'Booked',
    quoteTotalIncl: 1150,
    readyForCollectionUtc: null,
    unreadMessages: 0,
    ...overrides,
  };
}

const JOBS = 'GET /api/workshop/jobs';

describe('jobs', () => {
  const jobs = [
    jobRow({ quoteId: 'q-late', vehicleName: 'Ford Ranger', serviceDate: '2026-11-27' }),
    jobRow({ quoteId: 'q-soon', vehicleName: 'VW Polo', serviceDate: '2026-11-24', unreadMessages: 2 }),
    jobRow({
      quoteId: 'q-mid',
      vehicleName: 'Toyota Hilux',
      serviceDate: '2026-11-25',
      quoteStatus: QuoteStatus.InProgress,
      quoteStatusText: 'In Progress',
      quoteTotalIncl: 4111.25,
    }),
  ];
  const dayHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

  it('lists the coming jobs by drop-off day, earliest first, with status, amount and new messages', async () => {
    const api = mockApi({ [JOBS]: () => ({ status: 200, body: jobs }) });
    renderWithRouter(<WorkshopJobsList />, '/workshop/jobs');
    const hilux = await screen.findByRole('link', { name: 'Toyota Hilux' });
    expect(dayHeadings()).toEqual(['24/11/2026', '25/11/2026', '27/11/2026']);
    const day = screen.getByRole('region', { name: '25/11/2026' });
    expect(within(day).getByText('In Progress')).toBeInTheDocument();
    expect(day).toHaveTextContent('R 4 111.25');
    expect(hilux).toHaveAttribute('href', '/workshop/jobs/q-mid');
    expect(screen.getByRole('region', { name: '24/11/2026' })).toHaveTextContent('2 new messages');
    expect(new URL(api.callsTo(JOBS)[0]!.url).searchParams.get('state')).toBe('open');
  });

  it('shows finished jobs newest first, and says when there are none', async () => {
    const api = mockApi({
      [JOBS]: ({ url }) =>
        new URL(url).searchParams.get('state') === 'invoiced'
          ? { status: 200, body: [] }
          : { status: 200, body: jobs },
    });
    renderWithRouter(<WorkshopJobsList />, '/workshop/jobs');
    await screen.findByRole('link', { name: 'Toyota Hilux' });
    await userEvent.click(screen.getByRole('radio', { name: 'Done' }));
    await vi.waitFor(() => expect(dayHeadings()).toEqual(['27/11/2026', '25/11/2026', '24/11/2026']));
    expect(new URL(api.callsTo(JOBS).at(-1)!.url).searchParams.get('state')).toBe('done');
    await userEvent.click(screen.getByRole('radio', { name: 'Invoiced' }));
    expect(
      await screen.findByText('No jobs here. Accepted quotes become jobs on their drop-off day.'),
    ).toBeInTheDocument();
  });
});

describe('overview', () => {
  const summary: WorkshopSummary = {
    workshops: [{ id: 'w-1', name: 'Hatfield Auto Care', rating: 4.6, reviewCount: 12 }],
    newRequests: 3,
    drafts: 1,
    awaitingCustomer: 0,
    bookedToday: 2,
    inProgress: 1,
    amendmentsPending: 0,
    toInvoice: 1,
    unpaid: 4,
  };

  it('names the workshop with its rating and counts what needs attention, each linking to its list', async () => {
    mockApi({ 'GET /api/workshop/summary': () => ({ status: 200, body: summary }) });
    renderWithRouter(<WorkshopHome />, '/workshop');
    expect(await screen.findByRole('heading', { name: 'Hatfield Auto Care' })).toBeInTheDocument();
    expect(screen.getByText('4.6 from 12 reviews')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 New requests to quote' })).toHaveAttribute(
      'href',
      '/workshop/requests',
    );
    expect(screen.getByRole('link', { name: '2 Booked for today' })).toHaveAttribute(
      'href',
      '/workshop/jobs',
    );
    expect(screen.getByRole('link', { name: '4 Invoiced, unpaid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0 Quotes waiting for customers' })).toBeInTheDocument();
  });

  it('says why the overview did not load', async () => {
    mockApi({
      'GET /api/workshop/summary': () => ({
        status: 403,
        body: { message: 'This page is for workshop users.' },
      }),
    });
    renderWithRouter(<WorkshopHome />, '/workshop');
    expect(await screen.findByText('This page is for workshop users.')).toBeInTheDocument();
  });
});
