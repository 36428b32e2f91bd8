import { QuoteStatus, type WorkshopAvailability, type WorkshopJobSummary } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { WorkshopDiary } from './workshop-diary';

/** Issue 24 item 2, decision 075: the workshop's diary by week and by day. */

const DIARY: WorkshopAvailability = {
  configured: true,
  jobsPerDay: 2,
  freeChangeHours: 24,
  hours: [
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '07:30', closes: '17:00' })),
    { weekday: 6, opens: '08:00', closes: '12:00' },
  ],
  closures: [{ id: 'c1', from: '2026-12-23', to: '2026-12-23', reason: 'Stocktake' }],
};

const job = (over: Partial<WorkshopJobSummary>): WorkshopJobSummary => ({
  quoteId: 'q-1',
  quoteRequestId: 'r-1',
  reference: 'MW-Q-1',
  requestReference: 'MW-1',
  vehicleName: '2019 Volkswagen Polo Vivo',
  customerName: 'Thandi Nkosi',
  serviceDate: '2026-12-21',
  dropOffTime: '08:00',
  quoteStatus: QuoteStatus.Booked,
  quoteStatusText: 'Booked',
  quoteTotalIncl: 1150,
  readyForCollectionUtc: null,
  unreadMessages: 0,
  ...over,
});

describe('WorkshopDiary', () => {
  it('shows the week’s bookings against capacity, closures and holidays, and a day on its own', async () => {
    const api = mockApi({
      'GET /api/workshop/availability': () => ({ status: 200, body: DIARY }),
      'GET /api/workshop/jobs': (call) => {
        const day = new URL(call.url).searchParams.get('from');
        return {
          status: 200,
          body:
            day === '2026-12-21'
              ? [
                  job({}),
                  job({
                    quoteId: 'q-2',
                    reference: 'MW-Q-2',
                    dropOffTime: '07:30',
                    vehicleName: 'Ford Ranger',
                  }),
                ]
              : [],
        };
      },
    });
    // Monday 21 December 2026: Christmas on Friday, the Day of Goodwill on Saturday.
    renderWithRouter(<WorkshopDiary now={() => new Date('2026-12-21T08:00:00Z')} />, '/workshop/diary');
    expect(await screen.findByRole('heading', { name: 'Week of Monday 21/12/2026' })).toBeInTheDocument();
    const monday = await screen.findByRole('region', { name: 'Monday 21/12/2026 (today)' });
    expect(monday).toHaveTextContent('Open 07:30–17:00');
    expect(monday).toHaveTextContent('2 of 2 booked');
    expect(within(monday).getByText('Full')).toBeInTheDocument();
    const rows = within(within(monday).getByRole('list', { name: 'Bookings' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '07:30 MW-Q-2 Ford Ranger · Thandi Nkosi · Booked',
      '08:00 MW-Q-1 2019 Volkswagen Polo Vivo · Thandi Nkosi · Booked',
    ]);
    expect(within(monday).getByRole('link', { name: 'MW-Q-1' })).toHaveAttribute(
      'href',
      '/workshop/jobs/q-1',
    );
    expect(screen.getByRole('region', { name: 'Wednesday 23/12/2026' })).toHaveTextContent(
      'Closed: Stocktake',
    );
    expect(screen.getByRole('region', { name: 'Friday 25/12/2026' })).toHaveTextContent(
      'Public holiday: Christmas Day',
    );
    expect(screen.getByRole('region', { name: 'Saturday 26/12/2026' })).toHaveTextContent(
      'Public holiday: Day of Goodwill',
    );
    expect(screen.getByRole('region', { name: 'Sunday 27/12/2026' })).toHaveTextContent('Closed');
    expect(screen.getByRole('region', { name: 'Tuesday 22/12/2026' })).toHaveTextContent('0 of 2 booked');
    const asked = new URL(api.callsTo('GET /api/workshop/jobs')[0]?.url ?? 'http://x').searchParams;
    expect([asked.get('state'), asked.get('from'), asked.get('to')]).toEqual([
      'all',
      '2026-12-21',
      '2026-12-27',
    ]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Day' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('region', { name: 'Tuesday 22/12/2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('region', { name: 'Monday 21/12/2026 (today)' })).toBeInTheDocument();
  });
});
