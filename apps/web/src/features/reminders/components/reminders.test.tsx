import type { ReminderChoices, ReminderPrefill } from '@motorwise/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeVehicle, requestServicePrefill } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { customer, renderRoutes, renderWithRouter, storeSession } from '@/test/utils';
import { ReminderChoicesPanel } from './reminder-choices';
import { ReminderLink } from './reminder-link';
import { ReminderUnsubscribe } from './reminder-unsubscribe';

const CAR = '6f1c8a1e-0000-4000-8000-000000000078';
const REMINDER = '0b6f2a4e-8a55-4c0e-9d8f-1d2b3c4d5e6f';

afterEach(() => localStorage.clear());

const choices = (licenceDiskOn: boolean): ReminderChoices => ({
  items: (['service', 'service_mileage', 'licence_disk', 'roadworthy', 'recommended_work'] as const).map(
    (kind) => ({
      customerVehicleId: CAR,
      vehicleName: 'Polo Vivo',
      kind,
      on: kind === 'licence_disk' ? licenceDiskOn : true,
    }),
  ),
});

describe('reminders (decision 078)', () => {
  it('/reminder/{id} opens the new request for its vehicle, naming the reminder', async () => {
    storeSession(customer);
    const prefill: ReminderPrefill = {
      id: REMINDER,
      kind: 'licence_disk',
      customerVehicleId: CAR,
      quoteType: 'SMC_Service',
      items: [],
      notes: null,
    };
    mockApi({ [`GET /api/reminders/${REMINDER}`]: () => ({ status: 200, body: prefill }) });
    const { router } = renderRoutes(
      [
        { path: '/reminder/:id', Component: ReminderLink },
        { path: '/new-quote/:vehicleMappingIdProp?', element: <p>The request</p> },
      ],
      `/reminder/${REMINDER}`,
    );
    expect(await screen.findByText('The request')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/new-quote/${CAR}`);
    expect(router.state.location.search).toBe(`?reminder=${REMINDER}`);
  });

  it('says so when the reminder is not the person’s', async () => {
    storeSession(customer);
    mockApi({});
    renderRoutes([{ path: '/reminder/:id', Component: ReminderLink }], `/reminder/${REMINDER}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This reminder could not be opened');
  });

  it('the account lists each vehicle’s reminders and turns one off', async () => {
    storeSession(customer);
    const api = mockApi({
      'GET /api/user/reminders': () => ({ status: 200, body: choices(true) }),
      'POST /api/user/reminders': () => ({ status: 200, body: choices(false) }),
    });
    renderWithRouter(<ReminderChoicesPanel />);
    const user = userEvent.setup();
    const disk = await screen.findByRole('switch', { name: 'Licence disk renewal for Polo Vivo' });
    expect(disk).toBeChecked();
    await user.click(disk);
    await waitFor(() => expect(disk).not.toBeChecked());
    expect(api.callsTo('POST /api/user/reminders')[0]?.body).toEqual({
      customerVehicleId: CAR,
      kind: 'licence_disk',
      on: false,
    });
  });

  it('a guest’s /reminder/{id}?key= opens signed out, with the key, the new request for the request’s vehicle', async () => {
    const vehicle = makeVehicle({ brand: 'Volkswagen', range: 'Polo Vivo', model: 'Polo Vivo 1.4' });
    const prefill = requestServicePrefill(REMINDER, vehicle);
    const api = mockApi({
      [`POST /api/reminders/${REMINDER}/open`]: () => ({ status: 200, body: prefill }),
    });
    const { router } = renderRoutes(
      [
        { path: '/reminder/:id', Component: ReminderLink },
        { path: '/new-quote/:vehicleMappingIdProp?', element: <p>The request</p> },
      ],
      `/reminder/${REMINDER}?key=the-key_1`,
    );
    expect(await screen.findByText('The request')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/reminders/${REMINDER}/open`)[0]?.body).toEqual({ key: 'the-key_1' });
    expect(router.state.location.pathname).toBe('/new-quote');
    expect(router.state.location.search).toBe(`?reminder=${REMINDER}&key=the-key_1`);
  });

  it('the unsubscribe page stops the reminders at a press, not on opening', async () => {
    const api = mockApi({
      [`POST /api/reminders/${REMINDER}/unsubscribe`]: () => ({ status: 200, body: { kind: 'service' } }),
    });
    renderRoutes(
      [{ path: '/reminder/:id/unsubscribe', Component: ReminderUnsubscribe }],
      `/reminder/${REMINDER}/unsubscribe?key=the-key_1`,
    );
    const user = userEvent.setup();
    const stop = await screen.findByRole('button', { name: 'Stop reminders' });
    expect(api.callsTo(`POST /api/reminders/${REMINDER}/unsubscribe`)).toHaveLength(0);
    await user.click(stop);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will get no more reminders like this one at this address.',
    );
    expect(api.callsTo(`POST /api/reminders/${REMINDER}/unsubscribe`)[0]?.body).toEqual({ key: 'the-key_1' });
  });

  it('the unsubscribe page says so when the link is not one', async () => {
    mockApi({});
    renderRoutes(
      [{ path: '/reminder/:id/unsubscribe', Component: ReminderUnsubscribe }],
      `/reminder/${REMINDER}/unsubscribe?key=wrong`,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stop reminders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The reminders could not be stopped');
  });
});
