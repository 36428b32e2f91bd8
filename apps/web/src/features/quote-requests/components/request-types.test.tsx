import { type GarageVehicle, policyEffect } from '@motorwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeVehicle } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { customer, organisationUser, renderRoutes, storeSession } from '@/test/utils';
import { NewQuoteWizard } from './new-quote-wizard';

const vehicle = makeVehicle({ brand: 'Volkswagen', range: 'Polo Vivo', model: 'Polo Vivo 1.4' });

function garageVehicle(patch: Partial<GarageVehicle> = {}): GarageVehicle {
  return {
    id: '6f1c8a1e-0000-4000-8000-000000000009',
    name: 'Stock 1182',
    status: 'Finance Recon',
    vehicleId: vehicle.id,
    vehicle,
    vehicleMileage: 81000,
    vehicleVinNumber: null,
    vehicleEngineNumber: null,
    vehicleLicensePlate: null,
    vehicleColour: null,
    licenceDiskExpiresOn: null,
    roadworthyDueOn: null,
    organizationBranchId: '11',
    innovationPolicy: null,
    customerVehicleMappingMileageHistories: [],
    vehicleAttachments: [],
    vehicleReportAttachment: null,
    needsWarrantyDisclaimer: false,
    dateCreatedUtc: '2025-01-01T00:00:00Z',
    ...patch,
  };
}

function render(entry: string | { pathname: string; state: unknown }) {
  renderRoutes([{ path: '/new-quote/:vehicleMappingIdProp?', Component: NewQuoteWizard }], entry);
  return userEvent.setup();
}

const cardNames = () => {
  const group = screen.queryByRole('radiogroup', { name: 'Request type' });
  return group
    ? within(group)
        .queryAllByRole('radio')
        .map((r) => r.textContent ?? '')
    : [];
};

afterEach(() => localStorage.clear());

describe('request types for organisation users', () => {
  it('offers the types of the chosen category; choosing one shows only that card with Cancel', async () => {
    storeSession(organisationUser);
    mockApi({});
    const user = render({ pathname: '/new-quote', state: { vehicle } });
    await screen.findByText('Request category');
    expect(cardNames()).toHaveLength(0);
    await user.click(screen.getByText('Finance Recon 2'));
    const names = cardNames();
    expect(names.some((n) => n.includes('Get Multiple Repair Quotes'))).toBe(true);
    expect(names.some((n) => n.includes('Wheels and Tyre Quotes'))).toBe(true);
    expect(names.some((n) => n.includes('Windscreen Quotes'))).toBe(true);
    expect(names.some((n) => n.includes('Body & Exterior Quotes'))).toBe(true);
    expect(names.some((n) => n.includes('Service'))).toBe(false);
    await user.click(screen.getByRole('radio', { name: /Windscreen Quotes/ }));
    expect(cardNames()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cardNames()).toHaveLength(4);
    await user.click(screen.getByRole('radio', { name: /Windscreen Quotes/ }));
    // spec: changing category clears the quote type.
    await user.click(screen.getByText('Finance Recon 1'));
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(cardNames().some((n) => n.includes('Quote After Inspection'))).toBe(true);
  });

  it('a Finance Recon vehicle loads its history, hides the category cards and turns the override on', async () => {
    storeSession(organisationUser);
    const gv = garageVehicle();
    const api = mockApi({
      [`GET /api/user/getVehicle/${gv.id}`]: () => ({ status: 200, body: gv }),
      'POST /api/user/queryVehicleHistory': () => ({
        status: 200,
        body: {
          items: [
            {
              id: 'h1',
              reference: 'MW-0100',
              quoteType: 'Repair - WBC_Repair',
              dateCreated: '2026-10-01T10:00:00+02:00',
              quoteRequestStatus: 0,
              quoteStatusText: null,
              progress: { stage: 'waiting', label: 'Waiting for quotes', workshopName: null },
            },
          ],
          totalDisplayItems: 1,
          page: 1,
          itemsPerPage: 50,
        },
      }),
    });
    const user = render(`/new-quote/${gv.id}`);
    const override = await screen.findByRole('switch', { name: /Finance recon override/ });
    await waitFor(() => expect(override).toBeChecked());
    expect(screen.queryByText('Request category')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/user/queryVehicleHistory').length).toBeGreaterThan(0);
    // Finance Recon 1: service, repair, inspection.
    expect(cardNames().some((n) => n.includes('Quote After Inspection'))).toBe(true);
    await user.click(override);
    // Off: Finance Recon 2.
    expect(cardNames().some((n) => n.includes('Windscreen Quotes'))).toBe(true);
    expect(cardNames().some((n) => n.includes('Quote After Inspection'))).toBe(false);
  });
});

describe('policy-quote mode', () => {
  it.each([
    ['ACTIVE POLICY', null],
    ['SUSPEND POLICY', 'Policy suspended'],
    ['INACTIVE POLICY', 'Policy inactive'],
  ])('%s offers the policy claim, chosen, with service and repair disabled', async (status, dialog) => {
    storeSession(customer);
    const gv = garageVehicle({
      status: 'Active',
      innovationPolicy: {
        policyCode: 'INV-2024-004512',
        vinNumber: 'AHTKB3CD302645123',
        policyStatus: status,
        startDate: '2025-09-28',
        endDate: '2028-09-27',
        endDistance: 200000,
        ...policyEffect(status),
      },
    });
    mockApi({ [`GET /api/user/getVehicle/${gv.id}`]: () => ({ status: 200, body: gv }) });
    render(`/new-quote/${gv.id}`);
    const claim = await screen.findByRole('radio', { name: /Policy Claim/ });
    expect(claim).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /Get Multiple Service Quotes/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Get Multiple Repair Quotes/ })).toBeDisabled();
    if (dialog) expect(await screen.findByText(dialog)).toBeInTheDocument();
  });

  it('an expired policy turns policy mode off: the standard types only', async () => {
    storeSession(customer);
    const gv = garageVehicle({
      status: 'Active',
      innovationPolicy: {
        policyCode: null,
        vinNumber: null,
        policyStatus: 'EXPIRED POLICY',
        startDate: null,
        endDate: null,
        endDistance: null,
        ...policyEffect('EXPIRED POLICY'),
      },
    });
    mockApi({ [`GET /api/user/getVehicle/${gv.id}`]: () => ({ status: 200, body: gv }) });
    render(`/new-quote/${gv.id}`);
    expect(await screen.findByRole('radio', { name: /Get Multiple Service Quotes/ })).toBeEnabled();
    expect(screen.queryByRole('radio', { name: /Policy Claim/ })).not.toBeInTheDocument();
  });
});
