import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { customer, renderWithRouter, storeSession } from '@/test/utils';
import { BrandTermsEditor } from './brand-terms';
import { CatalogueImport } from './catalogue-import';

const badPreview = {
  rows: 3,
  newVehicles: 2,
  changedVehicles: 0,
  unchangedVehicles: 0,
  invalidRows: 1,
  errors: [{ row: 3, column: 'year_to', message: 'Last model year must be a whole number.' }],
  preview: [
    {
      row: 3,
      meadCode: '70000001',
      brand: 'Kwezi',
      range: 'Zola',
      model: 'Zola 1.0',
      years: '2020-20x1',
      status: 'invalid',
    },
    {
      row: 2,
      meadCode: '70000000',
      brand: 'Kwezi',
      range: 'Zola',
      model: 'Zola 1.2',
      years: '2020',
      status: 'new',
    },
  ],
};

describe('the catalogue import page', () => {
  it('previews a file, shows each bad row with its column and why, and applies only a good file', async () => {
    storeSession({ ...customer, isAdmin: true });
    let preview: unknown = badPreview;
    const api = mockApi({
      'POST /api/admin/catalogue/import/preview': () => ({ status: 200, body: preview }),
      'POST /api/admin/catalogue/import': () => ({
        status: 200,
        body: { rows: 3, newVehicles: 3, changedVehicles: 0, unchangedVehicles: 0 },
      }),
    });
    renderWithRouter(<CatalogueImport />);
    const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
    expect(screen.getByText('Catalogue CSV')).toBeInTheDocument();
    const file = new File(['mead_code,brand\n'], 'vehicles.csv', { type: 'text/csv' });
    await userEvent.upload(fileInput(), file);
    const bad = await screen.findByRole('table', { name: 'Bad rows' });
    expect(within(bad).getByText('year_to')).toBeInTheDocument();
    expect(within(bad).getByText('Last model year must be a whole number.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled();

    // The fixed file: no bad row, so it can be applied.
    preview = { ...badPreview, newVehicles: 3, invalidRows: 0, errors: [], preview: [] };
    const fixed = new File(['mead_code,brand\n'], 'fixed.csv', { type: 'text/csv' });
    await userEvent.upload(fileInput(), fixed);
    const apply = await screen.findByRole('button', { name: 'Apply import' });
    await expect.poll(() => (apply as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(apply);
    expect(await screen.findByText(/3 vehicles added, 0 changed/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/catalogue/import')).toHaveLength(1);
  });
});

describe('the brands page', () => {
  it("lists each brand's terms and saves an edit", async () => {
    storeSession({ ...customer, isAdmin: true });
    const kwezi = {
      brand: 'Kwezi',
      brandCode: null,
      serviceIntervalKm: 15000,
      majorServiceIntervalKm: 30000,
      serviceIntervalMonths: 12,
      warrantyKm: 100000,
      warrantyMonths: 36,
      planType: 'Service plan',
      planKm: 60000,
      planMonths: 48,
      maintenanceExclusions: null,
      warrantyNotice: false,
      vehicles: 500,
      edited: false,
    };
    const api = mockApi({
      'GET /api/admin/catalogue/brands': () => ({ status: 200, body: [kwezi] }),
      'PUT /api/admin/catalogue/brands/Kwezi': () => ({
        status: 200,
        body: { ...kwezi, serviceIntervalKm: 10000, majorServiceIntervalKm: 20000, edited: true },
      }),
    });
    renderWithRouter(<BrandTermsEditor />);
    const row = (await screen.findByText('Kwezi')).closest('tr')!;
    expect(within(row).getByText('3 years / 100 000 km')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const interval = await screen.findByRole('textbox', { name: /Service interval \(km\)/ });
    await userEvent.clear(interval);
    await userEvent.type(interval, '10000');
    const major = screen.getByRole('textbox', { name: /Major service every/ });
    await userEvent.clear(major);
    await userEvent.type(major, '20000');
    await userEvent.click(screen.getByRole('button', { name: "Save and apply to the brand's vehicles" }));
    await expect.poll(() => api.callsTo('PUT /api/admin/catalogue/brands/Kwezi').length).toBe(1);
    expect(api.callsTo('PUT /api/admin/catalogue/brands/Kwezi')[0]?.body).toMatchObject({
      serviceIntervalKm: 10000,
      majorServiceIntervalKm: 20000,
      warrantyKm: 100000,
      planType: 'Service plan',
      warrantyNotice: false,
    });
  });
});
