import type { Region } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { customer, renderWithRouter, storeSession } from '@/test/utils';
import { RegionsAdmin } from './regions-admin';

const pretoria: Region = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Pretoria East',
  province: 'Gauteng',
  metro: 'Tshwane',
  shape: 'polygon',
  centre: null,
  radiusKm: null,
  coordinates: [
    { lat: -25.7, lng: 28.1 },
    { lat: -25.7, lng: 28.3 },
    { lat: -25.9, lng: 28.3 },
  ],
  dateCreated: '2026-01-01T00:00:00.000Z',
  dateModified: '2026-01-01T00:00:00.000Z',
};

describe('the regions page', () => {
  it('creates a circle region typed key by key, refusing a radius outside 1-200 km first', async () => {
    storeSession({ ...customer, isAdmin: true });
    const api = mockApi({
      'GET /api/regions': () => ({ status: 200, body: [pretoria] }),
      'POST /api/admin/regions': (call) => ({
        status: 200,
        body: { ...pretoria, ...(call.body as object), id: '22222222-2222-4222-8222-222222222222' },
      }),
    });
    renderWithRouter(<RegionsAdmin />);
    expect(await screen.findByText('Polygon, 3 points')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New region' }));
    const form = await screen.findByRole('form', { name: 'New region' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Sandton');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Province/ }), 'Gauteng');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Metro/ }), 'Johannesburg');
    await userEvent.click(within(form).getByRole('radio', { name: 'Circle' }));
    await userEvent.type(await within(form).findByRole('textbox', { name: 'Centre latitude' }), '-26.1');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Centre longitude' }), '28.05');
    const radius = within(form).getByRole('textbox', { name: 'Radius (km)' });
    await userEvent.type(radius, '250');
    await userEvent.click(within(form).getByRole('button', { name: 'Save region' }));
    expect(await within(form).findByText('The radius must be between 1 and 200 km.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/regions')).toHaveLength(0);

    await userEvent.clear(radius);
    await userEvent.type(radius, '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save region' }));
    await expect.poll(() => api.callsTo('POST /api/admin/regions').length).toBe(1);
    expect(api.callsTo('POST /api/admin/regions')[0]?.body).toEqual({
      name: 'Sandton',
      province: 'Gauteng',
      metro: 'Johannesburg',
      shape: 'circle',
      centre: { lat: -26.1, lng: 28.05 },
      radiusKm: 12,
      coordinates: [],
    });
  });

  it('edits a polygon: a crossing outline is refused before saving, a fixed one keeps the region id', async () => {
    storeSession({ ...customer, isAdmin: true });
    const api = mockApi({
      'GET /api/regions': () => ({ status: 200, body: [pretoria] }),
      [`PUT /api/admin/regions/${pretoria.id}`]: (call) => ({
        status: 200,
        body: { ...pretoria, ...(call.body as object) },
      }),
    });
    renderWithRouter(<RegionsAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Pretoria East' }));
    const form = await screen.findByRole('form', { name: 'Edit Pretoria East' });
    // A fourth point that makes the outline cross itself (a bow tie).
    await userEvent.type(within(form).getByRole('textbox', { name: 'Point latitude' }), '-25.6');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Point longitude' }), '28.2');
    await userEvent.click(within(form).getByRole('button', { name: 'Add point' }));
    expect(
      await within(form).findByText(
        'The polygon’s edges cross each other: move a point so the outline does not cross itself.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save region' }));
    expect(api.callsTo(`PUT /api/admin/regions/${pretoria.id}`)).toHaveLength(0);

    await userEvent.click(within(form).getByRole('button', { name: 'Remove point 4' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Point latitude' }), '-25.9');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Point longitude' }), '28.1');
    await userEvent.click(within(form).getByRole('button', { name: 'Add point' }));
    expect(within(form).queryByText(/cross each other/)).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save region' }));
    await expect.poll(() => api.callsTo(`PUT /api/admin/regions/${pretoria.id}`).length).toBe(1);
    expect(api.callsTo(`PUT /api/admin/regions/${pretoria.id}`)[0]?.body).toMatchObject({
      shape: 'polygon',
      coordinates: [...pretoria.coordinates, { lat: -25.9, lng: 28.1 }],
    });
  });

  it('says why a region in use cannot be deleted', async () => {
    storeSession({ ...customer, isAdmin: true });
    mockApi({
      'GET /api/regions': () => ({ status: 200, body: [pretoria] }),
      [`DELETE /api/admin/regions/${pretoria.id}`]: () => ({
        status: 409,
        body: { message: 'This region is still used by a workshop, so it can’t be deleted.' },
      }),
    });
    renderWithRouter(<RegionsAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Pretoria East' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deleting Pretoria East' }));
    expect(
      await screen.findByText('This region is still used by a workshop, so it can’t be deleted.'),
    ).toBeInTheDocument();
  });
});
