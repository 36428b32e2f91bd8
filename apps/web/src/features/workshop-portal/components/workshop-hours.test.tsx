import { AVAILABILITY_MESSAGES, type WorkshopAvailability } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { WorkshopHoursPanel } from './workshop-hours';

const WEEKDAYS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '07:30', closes: '17:00' }));
const UNSAVED: WorkshopAvailability = {
  configured: false,
  jobsPerDay: 8,
  freeChangeHours: 24,
  hours: WEEKDAYS,
  closures: [],
};

describe('WorkshopHoursPanel', () => {
  it('opens on Saturdays, sets the jobs per day and saves the week, typed key by key', async () => {
    const api = mockApi({
      'GET /api/workshop/availability': () => ({ status: 200, body: UNSAVED }),
      'PUT /api/workshop/availability': (req) => ({
        status: 200,
        body: { ...UNSAVED, configured: true, ...(req.body as object) },
      }),
    });
    renderWithRouter(<WorkshopHoursPanel />, '/workshop/hours');
    const form = await screen.findByRole('form', { name: 'Opening hours' });
    expect(within(form).getByLabelText('Monday opens')).toHaveValue('07:30');
    expect(within(form).getByText(/Read from your profile/)).toBeInTheDocument();
    expect(within(form).queryByLabelText('Saturday opens')).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('switch', { name: 'Open on Saturday' }));
    await userEvent.type(within(form).getByLabelText('Saturday opens'), '12:00');
    await userEvent.type(within(form).getByLabelText('Saturday closes'), '08:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save hours' }));
    // Closing before opening: said under the field, nothing sent.
    expect(await within(form).findByText(AVAILABILITY_MESSAGES.closesAfterOpens)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/workshop/availability')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('Saturday opens'));
    await userEvent.type(within(form).getByLabelText('Saturday opens'), '08:00');
    await userEvent.clear(within(form).getByLabelText('Saturday closes'));
    await userEvent.type(within(form).getByLabelText('Saturday closes'), '12:00');
    await userEvent.click(within(form).getByRole('switch', { name: 'Open on Friday' }));
    await userEvent.clear(within(form).getByLabelText(/^Jobs per day/));
    await userEvent.type(within(form).getByLabelText(/^Jobs per day/), '5');
    // The reschedule and cancellation terms, read back as customers will read them.
    const terms = within(form).getByLabelText(/^Free changes until/);
    expect(terms).toHaveValue('24');
    await userEvent.clear(terms);
    await userEvent.type(terms, '200');
    await userEvent.click(within(form).getByRole('button', { name: 'Save hours' }));
    expect(await within(form).findByText('At most 168 hours (a week).')).toBeInTheDocument();
    await userEvent.clear(terms);
    await userEvent.type(terms, '48');
    expect(
      within(form).getByText(
        'Customers read: “Free to reschedule or cancel up to 48 hours before the drop-off. After that, please contact the workshop.”',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Hours saved')).toBeInTheDocument();
    const [put] = api.callsTo('PUT /api/workshop/availability');
    expect(put?.body).toEqual({
      jobsPerDay: 5,
      freeChangeHours: 48,
      hours: [...WEEKDAYS.slice(0, 4), { weekday: 6, opens: '08:00', closes: '12:00' }],
    });
  }, 60_000);

  it('adds a closure with its reason and removes one', async () => {
    const closure = { id: 'c1', from: '2026-12-28', to: '2026-12-31', reason: 'Year-end leave' };
    const api = mockApi({
      'GET /api/workshop/availability': () => ({ status: 200, body: UNSAVED }),
      'POST /api/workshop/availability/closures': () => ({
        status: 200,
        body: { ...UNSAVED, closures: [closure] },
      }),
      'DELETE /api/workshop/availability/closures/:id': () => ({ status: 200, body: UNSAVED }),
    });
    renderWithRouter(<WorkshopHoursPanel />, '/workshop/hours');
    const form = await screen.findByRole('form', { name: 'Add a closure' });
    await userEvent.type(within(form).getByLabelText('First day closed'), '2026-12-28');
    await userEvent.type(within(form).getByLabelText('Last day closed'), '2026-12-27');
    await userEvent.type(within(form).getByLabelText('Reason'), 'Year-end leave');
    await userEvent.click(within(form).getByRole('button', { name: 'Add closure' }));
    expect(await within(form).findByText(AVAILABILITY_MESSAGES.closureOrder)).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('Last day closed'));
    await userEvent.type(within(form).getByLabelText('Last day closed'), '2026-12-31');
    await userEvent.click(within(form).getByRole('button', { name: 'Add closure' }));
    expect(await screen.findByRole('cell', { name: 'Year-end leave' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/workshop/availability/closures')[0]?.body).toEqual({
      from: '2026-12-28',
      to: '2026-12-31',
      reason: 'Year-end leave',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove the closure: Year-end leave' }));
    expect(await screen.findByText('No closures ahead.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => new URL(c.url).pathname)).toEqual([
      '/api/workshop/availability/closures/c1',
    ]);
  }, 60_000);
});
