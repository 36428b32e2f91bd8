import type { QuoteRequestSummary } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { customer, organisationUser, renderWithRouter, storeSession } from '@/test/utils';
import { ActiveRequestList, LIST_FAILED_MESSAGE, QuoteRequestList } from './request-lists';

const summary = (n: number, patch: Partial<QuoteRequestSummary> = {}): QuoteRequestSummary => ({
  id: `qr-${n}`,
  uniqueId: `uq-${n}`,
  reference: `MW-${String(n).padStart(4, '0')}`,
  quoteType: 'Service - SMC_Service',
  quoteRequestStatus: 0,
  quoteRequestStatusUsername: null,
  vehicleId: 4686,
  vehicleMappingId: null,
  vehicleName: '2019 Volkswagen Polo Vivo',
  vehicleMileage: 55000,
  items: ['Minor service'],
  workshopCount: 3,
  quoteCount: 1,
  organizationBranchId: null,
  dateCreated: '2026-11-20T10:00:00+02:00',
  dateCreatedUtc: '2026-11-20T08:00:00Z',
  quoteRequestStatusReason: null,
  progress: { stage: 'quotesReceived', label: '1 quote received', workshopName: null },
  ...patch,
});

afterEach(() => localStorage.clear());

describe('request lists', () => {
  it('lists a vehicle’s requests with links, and a cancelled one struck through with Cancelled', async () => {
    storeSession(customer);
    const api = mockApi({
      'GET /api/QuoteRequests/GetQuoteRequests': () => ({
        status: 200,
        body: {
          quoteRequests: [summary(1), summary(2, { quoteRequestStatus: 1 })],
          customerVehicleMapping: null,
        },
      }),
    });
    renderWithRouter(<QuoteRequestList vehicleId="4686" />);
    const link = await screen.findByRole('link', { name: 'MW-0001' });
    expect(link).toHaveAttribute('href', '/quotes/uq-1');
    const cancelledRow = screen.getByRole('link', { name: 'MW-0002' }).closest('tr') as HTMLElement;
    expect(within(cancelledRow).getByText('Cancelled')).toBeInTheDocument();
    expect(cancelledRow).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getAllByText('Get Multiple Service Quotes')).toHaveLength(2);
    expect(api.callsTo('GET /api/QuoteRequests/GetQuoteRequests')[0]?.url).toContain('vehicleId=4686');
  });

  it('tells where each request stands as a person reads it, not SUBMITTED', async () => {
    storeSession(customer);
    const stages: [QuoteRequestSummary['progress'], number][] = [
      [{ stage: 'waiting', label: 'Waiting for quotes', workshopName: null }, 0],
      [{ stage: 'quotesReceived', label: '2 quotes received', workshopName: null }, 0],
      [{ stage: 'booked', label: 'Booked with Ferndale Motors', workshopName: 'Ferndale Motors' }, 0],
      [{ stage: 'inProgress', label: 'In progress at Ferndale Motors', workshopName: 'Ferndale Motors' }, 0],
      [{ stage: 'awaitingApproval', label: 'Waiting for your approval', workshopName: 'Ferndale Motors' }, 0],
      [{ stage: 'invoiced', label: 'Invoiced', workshopName: 'Ferndale Motors' }, 0],
      [{ stage: 'paid', label: 'Paid', workshopName: 'Ferndale Motors' }, 0],
      [{ stage: 'completed', label: 'Completed', workshopName: 'Ferndale Motors' }, 2],
    ];
    mockApi({
      'GET /api/QuoteRequests/GetQuoteRequests': () => ({
        status: 200,
        body: {
          quoteRequests: stages.map(([progress, status], i) =>
            summary(i + 1, { progress, quoteRequestStatus: status }),
          ),
          customerVehicleMapping: null,
        },
      }),
    });
    renderWithRouter(<QuoteRequestList />);
    await screen.findByRole('link', { name: 'MW-0001' });
    const table = screen.getByRole('table', { name: 'Quote requests' });
    expect(within(table).getByRole('columnheader', { name: 'Where it stands' })).toBeInTheDocument();
    stages.forEach(([progress], i) => {
      const row = screen.getByRole('link', { name: `MW-${String(i + 1).padStart(4, '0')}` }).closest('tr')!;
      expect(within(row as HTMLElement).getByText(progress.label)).toBeInTheDocument();
    });
    expect(within(table).queryByText(/Submitted/i)).toBeNull();
  });

  it('pages the branch’s active requests (the branch id is the list’s id)', async () => {
    storeSession(organisationUser);
    const api = mockApi({
      'POST /api/QuoteRequests/ActiveRequests/11': ({ body }) => {
        const page = (body as { page: number }).page;
        return {
          status: 200,
          body: { items: [summary(page * 10)], totalDisplayItems: 25, page, itemsPerPage: 10 },
        };
      },
    });
    renderWithRouter(<ActiveRequestList />);
    expect(await screen.findByRole('link', { name: 'MW-0010' })).toBeInTheDocument();
    expect(screen.getByText('25 open requests')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'MW-0020' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/QuoteRequests/ActiveRequests/11')[1]?.body).toMatchObject({
      page: 2,
      itemsPerPage: 10,
    });
  });

  it('shows the failed state when the list is not there', async () => {
    storeSession(customer);
    mockApi({});
    renderWithRouter(<ActiveRequestList />);
    expect(await screen.findByText(LIST_FAILED_MESSAGE)).toBeInTheDocument();
  });
});
