import type { AdminWorkshop } from '@motorwise/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WORKSHOP_PROFILE } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { AdminWorkshopDetail } from './admin-workshops';

const ID = '0a1b2c3d-0000-4000-8000-0000000000aa';
const ORG = '0a1b2c3d-0000-4000-8000-0000000000bb';

const WORKSHOP: AdminWorkshop = {
  ...WORKSHOP_PROFILE,
  id: ID,
  workshopCertifications: [],
  services: ['service'],
  quoteTypes: ['SMC_Service'],
  regionId: null,
  regionIds: [],
  organizationId: null,
  bankVerification: null,
  isActive: true,
  suspension: null,
};

const EAST = '0a1b2c3d-0000-4000-8000-0000000000e1';
const CENTURION = '0a1b2c3d-0000-4000-8000-0000000000e2';
const MIDRAND = '0a1b2c3d-0000-4000-8000-0000000000e3';
const region = (id: string, name: string) => ({
  id,
  name,
  province: 'Gauteng',
  metro: 'Tshwane',
  coordinates: [],
  dateCreated: '2026-01-01T00:00:00.000Z',
  dateModified: '2026-01-01T00:00:00.000Z',
});

const organisation = (id: string, name: string) => ({
  id,
  name,
  kind: 'fleet',
  branchCount: 1,
  staffCount: 2,
  programmes: [],
  dateCreatedUtc: '2026-01-01T00:00:00.000Z',
});

function api(workshop: AdminWorkshop = WORKSHOP) {
  return mockApi({
    [`GET /api/admin/workshops/${ID}`]: () => ({ status: 200, body: workshop }),
    [`GET /api/admin/workshops/${ID}/users`]: () => ({ status: 200, body: [] }),
    'GET /api/admin/organisations': () => ({
      status: 200,
      body: [
        organisation('0a1b2c3d-0000-4000-8000-0000000000cc', 'Sandton Fleet Services'),
        organisation(ORG, 'Pretoria Insurance Brokers'),
      ],
    }),
    'GET /api/regions': () => ({
      status: 200,
      body: [region(EAST, 'Pretoria East'), region(CENTURION, 'Centurion'), region(MIDRAND, 'Midrand')],
    }),
    [`PUT /api/admin/workshops/${ID}`]: ({ body }) => ({
      status: 200,
      body: { ...workshop, ...(body as object) },
    }),
  });
}

describe('AdminWorkshopDetail: the admin settings', () => {
  it('finds the organisation by name as the admin types, and saves its id', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderWithRouter(<AdminWorkshopDetail id={ID} />);
    const field = await screen.findByRole('combobox', { name: 'Organisation' });
    expect(field).toHaveValue('None: a public workshop');
    await user.click(field);
    await user.clear(field);
    await user.type(field, 'pret');
    expect(
      await screen.findByRole('option', { name: 'Pretoria Insurance Brokers', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('option', { name: 'Sandton Fleet Services', hidden: true }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Pretoria Insurance Brokers', hidden: true }));
    expect(field).toHaveValue('Pretoria Insurance Brokers');
    await user.click(screen.getByRole('button', { name: 'Save the admin settings' }));
    await screen.findByText('Hatfield Auto Care is updated.');
    expect(calls.callsTo(`PUT /api/admin/workshops/${ID}`)[0]?.body).toMatchObject({ organizationId: ORG });
  });

  it('shows the workshop’s organisation by name, and clears it to a public workshop', async () => {
    const user = userEvent.setup();
    const calls = api({ ...WORKSHOP, organizationId: ORG });
    renderWithRouter(<AdminWorkshopDetail id={ID} />);
    const field = await screen.findByRole('combobox', { name: 'Organisation' });
    await screen.findByDisplayValue('Pretoria Insurance Brokers');
    await user.click(field);
    await user.clear(field);
    await user.type(field, 'none');
    await user.click(await screen.findByRole('option', { name: 'None: a public workshop', hidden: true }));
    expect(field).toHaveValue('None: a public workshop');
    await user.click(screen.getByRole('button', { name: 'Save the admin settings' }));
    await screen.findByText('Hatfield Auto Care is updated.');
    expect(calls.callsTo(`PUT /api/admin/workshops/${ID}`)[0]?.body).toMatchObject({ organizationId: null });
  });

  it('keeps every region the workshop serves, and adds one found by name', async () => {
    const user = userEvent.setup();
    const calls = api({ ...WORKSHOP, regionId: EAST, regionIds: [EAST, MIDRAND] });
    renderWithRouter(<AdminWorkshopDetail id={ID} />);
    const field = await screen.findByRole('combobox', { name: 'Regions served' });
    expect(await screen.findByText('Pretoria East')).toBeInTheDocument();
    expect(screen.getByText('Midrand')).toBeInTheDocument();
    await user.click(field);
    await user.type(field, 'cent');
    await user.click(await screen.findByRole('option', { name: 'Centurion', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save the admin settings' }));
    await screen.findByText('Hatfield Auto Care is updated.');
    expect(calls.callsTo(`PUT /api/admin/workshops/${ID}`)[0]?.body).toMatchObject({
      regionIds: [EAST, MIDRAND, CENTURION],
    });
  });
});
