import type { GarageVehicle, ReminderPrefill } from '@motorwise/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { makeVehicle, requestServicePrefill } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { customer, renderRoutes, storeSession } from '@/test/utils';
import { NewQuoteWizard } from './new-quote-wizard';

const vehicle = makeVehicle({ brand: 'Volkswagen', range: 'Polo Vivo', model: 'Polo Vivo 1.4' });
const CAR = '6f1c8a1e-0000-4000-8000-000000000078';
const REMINDER = '0b6f2a4e-8a55-4c0e-9d8f-1d2b3c4d5e6f';

const polo: GarageVehicle = {
  id: CAR,
  name: 'Polo Vivo',
  status: null,
  vehicleId: vehicle.id,
  vehicle,
  vehicleMileage: 54100,
  vehicleVinNumber: null,
  vehicleEngineNumber: null,
  vehicleLicensePlate: null,
  vehicleColour: null,
  licenceDiskExpiresOn: '2026-09-30',
  roadworthyDueOn: null,
  organizationBranchId: null,
  innovationPolicy: null,
  customerVehicleMappingMileageHistories: [],
  vehicleAttachments: [],
  vehicleReportAttachment: null,
  needsWarrantyDisclaimer: false,
  dateCreatedUtc: '2025-01-01T00:00:00Z',
};

const prefill: ReminderPrefill = {
  id: REMINDER,
  kind: 'recommended_work',
  customerVehicleId: CAR,
  quoteType: 'SMC_Repair',
  items: [{ id: 'item-brakes', name: 'Front brake pads', hasQuery: false, query: null }],
  notes: 'Recommended by Randburg Auto Clinic on 01/05/2026: Front brake pads.',
};

afterEach(() => localStorage.clear());

const draft = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.quoteDraft) ?? 'null');

describe("a reminder's link (decision 078)", () => {
  it('opens the request with the vehicle, the request type, the items and the notes filled in, and the funnel names the reminder', async () => {
    storeSession(customer);
    const api = mockApi({
      [`GET /api/user/getVehicle/${CAR}`]: () => ({ status: 200, body: polo }),
      [`GET /api/reminders/${REMINDER}`]: () => ({ status: 200, body: prefill }),
      'POST /api/tracking/events': () => ({ status: 202, body: { accepted: true } }),
    });
    renderRoutes(
      [{ path: '/new-quote/:vehicleMappingIdProp?', Component: NewQuoteWizard }],
      `/new-quote/${CAR}?reminder=${REMINDER}`,
    );
    const user = userEvent.setup();

    const start = await screen.findByRole('button', { name: 'Start' });
    await waitFor(() => expect(start).toBeEnabled());
    expect(screen.getByRole('radio', { name: /Get Multiple Repair Quotes/ })).toBeChecked();
    expect(draft()).toMatchObject({
      reminderId: REMINDER,
      quoteType: 'SMC_Repair',
      selection: { kind: 'garage', garageVehicle: { id: CAR } },
      steps: {
        step2: {
          items: [{ id: 'item-brakes', name: 'Front brake pads', hasQuery: false, queryAnswer: null }],
        },
        step3: { notes: prefill.notes },
      },
    });

    await user.click(start);
    expect(await screen.findByRole('heading', { name: 'Step 1 Vehicle Details' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST /api/tracking/events').map((c) => c.body)).toContainEqual(
        expect.objectContaining({ event: 'quote_flow_started', reminderId: REMINDER }),
      ),
    );
  });

  it('fills nothing in for a reminder of another vehicle', async () => {
    storeSession(customer);
    mockApi({
      [`GET /api/user/getVehicle/${CAR}`]: () => ({ status: 200, body: polo }),
      [`GET /api/reminders/${REMINDER}`]: () => ({
        status: 200,
        body: { ...prefill, customerVehicleId: '6f1c8a1e-0000-4000-8000-000000000099' },
      }),
    });
    renderRoutes(
      [{ path: '/new-quote/:vehicleMappingIdProp?', Component: NewQuoteWizard }],
      `/new-quote/${CAR}?reminder=${REMINDER}`,
    );
    expect(await screen.findByRole('button', { name: 'Start' })).toBeDisabled();
    expect(draft()?.reminderId ?? null).toBeNull();
  });

  it('a guest’s request reminder (decision 079): signed out, with its key, the flow opens with the request’s catalogue vehicle and a minor service', async () => {
    const api = mockApi({
      [`POST /api/reminders/${REMINDER}/open`]: () => ({
        status: 200,
        body: requestServicePrefill(REMINDER, vehicle),
      }),
    });
    renderRoutes(
      [{ path: '/new-quote/:vehicleMappingIdProp?', Component: NewQuoteWizard }],
      `/new-quote?reminder=${REMINDER}&key=the-key_1`,
    );
    const start = await screen.findByRole('button', { name: 'Start' });
    await waitFor(() => expect(start).toBeEnabled());
    expect(api.callsTo(`POST /api/reminders/${REMINDER}/open`)[0]?.body).toEqual({ key: 'the-key_1' });
    expect(draft()).toMatchObject({
      reminderId: REMINDER,
      quoteType: 'SMC_Service',
      selection: { kind: 'catalogue', vehicle: { id: vehicle.id } },
      steps: { step2: { items: [{ id: 'item-minor', name: 'Minor service', queryAnswer: null }] } },
    });
  });

  it('a hand-entered vehicle’s request reminder opens the manual form filled in with what was typed', async () => {
    mockApi({
      [`POST /api/reminders/${REMINDER}/open`]: () => ({
        status: 200,
        body: {
          ...requestServicePrefill(REMINDER, vehicle),
          vehicle: undefined,
          manualVehicle: {
            brand: 'Datsun',
            range: 'Go',
            model: '1.2 Lux',
            year: '2015',
            capacity: '1.2',
            transmissionType: 'Manual',
            fuelType: 'Petrol',
            driveType: 'Front wheel drive',
          },
        },
      }),
    });
    renderRoutes(
      [{ path: '/new-quote/:vehicleMappingIdProp?', Component: NewQuoteWizard }],
      `/new-quote?reminder=${REMINDER}&key=the-key_1`,
    );
    expect(await screen.findByRole('combobox', { name: /Vehicle manufacturer/ })).toHaveValue('Datsun');
    expect(screen.getByRole('textbox', { name: /Model/ })).toHaveValue('1.2 Lux');
    await waitFor(() =>
      expect(draft()).toMatchObject({
        reminderId: REMINDER,
        quoteType: 'SMC_Service',
        selection: { kind: 'manual', typed: { brand: 'Datsun' } },
      }),
    );
    // Filled in from the request, the vehicle is complete: the person can start at once.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled());
  });
});
