import { addDays, calendarDate, type ReminderFunnel as Funnel } from '@motorwise/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { ADMIN_NAV, AdminPage } from './admin-page';
import { ReminderFunnel } from './reminder-funnel';

const funnel: Funnel = {
  items: [
    { kind: 'service', sent: 40, started: 10, requested: 4 },
    { kind: 'service_mileage', sent: 0, started: 0, requested: 0 },
    { kind: 'licence_disk', sent: 20, started: 5, requested: 5 },
    { kind: 'roadworthy', sent: 0, started: 0, requested: 0 },
    { kind: 'recommended_work', sent: 4, started: 1, requested: 0 },
  ],
};
const nothing: Funnel = { items: funnel.items.map((i) => ({ ...i, sent: 0, started: 0, requested: 0 })) };

const page = (path: string) =>
  renderWithRouter(
    <AdminPage title="Reminders">
      <ReminderFunnel />
    </AdminPage>,
    path,
  );
const searchOf = (url: string | undefined) => new URL(url ?? 'http://x/').searchParams;

describe('the reminders’ funnel', () => {
  it('shows per kind the reminders sent, the requests they started and sent, for the last 30 days', async () => {
    const api = mockApi({ 'GET /api/admin/reminders/funnel': () => ({ status: 200, body: funnel }) });
    page('/admin/reminders');
    const table = await screen.findByRole('table', { name: 'Reminders by kind' });
    const row = (name: string) => within(within(table).getByRole('rowheader', { name }).closest('tr')!);
    expect(row('Service (six months after one)').getByText('40')).toBeInTheDocument();
    expect(row('Service (six months after one)').getByText('10 (25%)')).toBeInTheDocument();
    expect(row('Service (six months after one)').getByText('4 (10%)')).toBeInTheDocument();
    expect(row('Licence disk renewal').getAllByText('5 (25%)')).toHaveLength(2);
    expect(row('All reminders').getByText('64')).toBeInTheDocument();
    expect(row('All reminders').getByText('16 (25%)')).toBeInTheDocument();

    // The range read: the last 30 Johannesburg days, today included, shown in the date fields.
    const today = calendarDate(new Date());
    const asked = searchOf(api.callsTo('GET /api/admin/reminders/funnel')[0]?.url);
    expect(asked.get('to')).toBe(today);
    expect(asked.get('from')).toBe(addDays(today, -29));
    expect(screen.getByLabelText('From')).toHaveValue(addDays(today, -29));
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    // On a phone the table scrolls sideways in its box, which a keyboard user reaches by Tab (it holds no link).
    const box = screen.getByRole('region', { name: 'Reminders by kind, scrolls sideways' });
    expect(box).toContainElement(table);
    expect(box).toHaveAttribute('tabindex', '0');
  });

  it('reads the range from the address and asks again when a day is chosen', async () => {
    const api = mockApi({ 'GET /api/admin/reminders/funnel': () => ({ status: 200, body: funnel }) });
    const { router } = page('/admin/reminders?from=2026-09-01&to=2026-09-30');
    await screen.findByRole('table', { name: 'Reminders by kind' });
    expect(searchOf(api.callsTo('GET /api/admin/reminders/funnel')[0]?.url).get('from')).toBe('2026-09-01');
    expect(screen.getByText(/Reminders sent from 2026-09-01 to 2026-09-30/)).toBeInTheDocument();
    // A date field's value is set whole, as a picker does.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09-15' } });
    await waitFor(() =>
      expect(searchOf(api.callsTo('GET /api/admin/reminders/funnel').at(-1)?.url).get('to')).toBe(
        '2026-09-15',
      ),
    );
    expect(router.state.location.search).toBe('?from=2026-09-01&to=2026-09-15');
  });

  it('says so when no reminder was sent on those days', async () => {
    mockApi({ 'GET /api/admin/reminders/funnel': () => ({ status: 200, body: nothing }) });
    page('/admin/reminders');
    expect(await screen.findByText('No reminders were sent on these days.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows that it is loading, then the API’s refusal', async () => {
    let answer: () => void = () => {};
    mockApi({
      'GET /api/admin/reminders/funnel': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 500, body: { message: 'Something went wrong on our side.' } });
        }),
    });
    page('/admin/reminders');
    expect(await screen.findByLabelText('Loading the funnel')).toBeInTheDocument();
    answer();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Funnel not loaded')).toBeInTheDocument();
    expect(within(alert).getByText('Something went wrong on our side.')).toBeInTheDocument();
  });

  it('is in the admin navigation, with the fixed prices', () => {
    expect(ADMIN_NAV.map((n) => n.to)).toEqual(
      expect.arrayContaining(['/admin/reminders', '/admin/menu-prices']),
    );
  });
});
