import type { GarageVehicle } from '@motorwise/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeVehicle } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { customer, renderWithRouter, storeSession } from '@/test/utils';
import { EditVehicleForm } from './edit-vehicle-form';

const polo: GarageVehicle = {
  id: '6f1c8a1e-0000-4000-8000-000000000078',
  name: 'Polo Vivo',
  status: null,
  vehicleId: 1,
  vehicle: makeVehicle({ brand: 'Volkswagen', range: 'Polo Vivo', model: 'Polo Vivo 1.4' }),
  vehicleMileage: 61450,
  vehicleVinNumber: null,
  vehicleEngineNumber: null,
  vehicleLicensePlate: null,
  vehicleColour: null,
  licenceDiskExpiresOn: null,
  roadworthyDueOn: null,
  organizationBranchId: null,
  innovationPolicy: null,
  customerVehicleMappingMileageHistories: [],
  vehicleAttachments: [],
  vehicleReportAttachment: null,
  needsWarrantyDisclaimer: false,
  dateCreatedUtc: '2025-01-01T00:00:00Z',
};

afterEach(() => localStorage.clear());

describe('the garage vehicle form: the dates reminders follow (decision 078)', () => {
  it('sends the licence disk expiry and the roadworthy date as typed, key by key', async () => {
    storeSession(customer);
    const api = mockApi({
      'POST /api/user/upsertVehicle': () => ({
        status: 200,
        body: { ...polo, licenceDiskExpiresOn: '2026-09-30', roadworthyDueOn: null },
      }),
    });
    renderWithRouter(<EditVehicleForm vehicle={polo} />);
    const user = userEvent.setup();
    const disk = screen.getByRole('textbox', { name: /Licence disk expires on/ });
    await user.type(disk, '2026-09-30');
    expect(disk).toHaveValue('2026-09-30');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/user/upsertVehicle');
    expect(call?.body).toMatchObject({
      id: polo.id,
      licenceDiskExpiresOn: '2026-09-30',
      roadworthyDueOn: '',
    });
  });

  it('says what is wrong with a date that is not one, and sends nothing', async () => {
    storeSession(customer);
    const api = mockApi({});
    renderWithRouter(<EditVehicleForm vehicle={{ ...polo, licenceDiskExpiresOn: '2026-09-30' }} />);
    const user = userEvent.setup();
    const roadworthy = screen.getByRole('textbox', { name: /Roadworthy needed by/ });
    await user.type(roadworthy, '15/06/2026');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Roadworthy needed by must be a date (YYYY-MM-DD).')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Licence disk expires on/ })).toHaveValue('2026-09-30');
    expect(api.callsTo('POST /api/user/upsertVehicle')).toHaveLength(0);
  });
});
