import type { MenuPrice, MenuPriceList } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { MenuPricesPanel } from './menu-prices';

const MINOR_ID = '00000000-0000-4000-8000-00000000000a';
const BRAKES_ID = '00000000-0000-4000-8000-00000000000b';
const MINOR = { id: MINOR_ID, name: 'Minor service', included: ['Engine oil', 'Oil filter'] };
const BRAKES = { id: BRAKES_ID, name: 'Front brake pads', included: ['Brake pads (front axle set)'] };
const EMPTY: MenuPriceList = { items: [], jobs: [MINOR, BRAKES] };

const published = (body: Record<string, unknown>): MenuPrice => ({
  id: 'p1',
  dateUpdatedUtc: '2026-11-27T10:00:00.000Z',
  withdrawnReason: null,
  ...(body as Omit<MenuPrice, 'id' | 'dateUpdatedUtc' | 'withdrawnReason'>),
});

/** A minor service for small cars, as published: each test adds its price and whether it is offered. */
const MINOR_SMALL = {
  jobName: 'Minor service',
  repairItemTemplateId: MINOR_ID,
  vehicleClass: 'small',
  included: ['Engine oil', 'Oil filter'],
  partsPreference: 'Original parts',
  validUntil: '2027-01-31',
};

describe('MenuPricesPanel', () => {
  it('publishes a price typed key by key: the money keeps every keystroke, the lines come from the job', async () => {
    let list = EMPTY;
    const api = mockApi({
      'GET /api/workshop/menu-prices': () => ({ status: 200, body: list }),
      'POST /api/workshop/menu-prices': (req) => {
        const price = published({ jobName: 'Front brake pads', ...(req.body as object) });
        list = { ...EMPTY, items: [price] };
        return { status: 201, body: price };
      },
    });
    renderWithRouter(<MenuPricesPanel />, '/workshop/menu-prices');
    const form = await screen.findByRole('form', { name: 'Publish a price' });
    expect(screen.getByText(/No fixed prices yet/)).toBeInTheDocument();
    // The first job's lines start the form; another job brings its own.
    expect(within(form).getByLabelText(/What the price includes/)).toHaveValue('Engine oil\nOil filter');
    await userEvent.selectOptions(within(form).getByLabelText('Job'), 'Front brake pads');
    expect(within(form).getByLabelText(/What the price includes/)).toHaveValue('Brake pads (front axle set)');
    await userEvent.type(within(form).getByLabelText(/What the price includes/), '{Enter}Labour');
    await userEvent.selectOptions(within(form).getByLabelText('Vehicle class'), 'Small car');

    // Nothing typed as a price: said under the field, nothing sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Publish the price' }));
    expect(await within(form).findByText('Please enter an amount in rand.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workshop/menu-prices')).toHaveLength(0);

    const price = within(form).getByLabelText('Price incl. VAT');
    await userEvent.type(price, '1 249,5');
    expect(price).toHaveValue('1 249,5');
    await userEvent.selectOptions(within(form).getByLabelText('Parts'), 'Generic parts');
    const until = within(form).getByLabelText('Price holds until');
    await userEvent.clear(until);
    await userEvent.type(until, '2027-02-28');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish the price' }));

    expect(await screen.findByText('Price published')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workshop/menu-prices')[0]?.body).toEqual({
      repairItemTemplateId: BRAKES_ID,
      vehicleClass: 'small',
      priceIncl: 1249.5,
      included: ['Brake pads (front axle set)', 'Labour'],
      partsPreference: 'Generic parts',
      validUntil: '2027-02-28',
      isActive: true,
    });
    const table = await screen.findByRole('table', { name: 'Your fixed prices' });
    expect(within(table).getByRole('cell', { name: 'R 1 249.50' })).toBeInTheDocument();
  }, 60_000);

  it('changes a price and shows the refusal of a second price for the same job and class', async () => {
    const existing = published({ ...MINOR_SMALL, priceIncl: 1849, isActive: true });
    const api = mockApi({
      'GET /api/workshop/menu-prices': () => ({ status: 200, body: { ...EMPTY, items: [existing] } }),
      'PUT /api/workshop/menu-prices/:id': (req) => ({
        status: 200,
        body: { ...existing, ...(req.body as object) },
      }),
      'POST /api/workshop/menu-prices': () => ({
        status: 409,
        body: { status: 409, message: 'You already have a price for this job and vehicle class.' },
      }),
    });
    renderWithRouter(<MenuPricesPanel />, '/workshop/menu-prices');
    await userEvent.click(await screen.findByRole('button', { name: 'Change Minor service, Small car' }));
    const form = await screen.findByRole('form', { name: 'Change the price' });
    const price = within(form).getByLabelText('Price incl. VAT');
    expect(price).toHaveValue('1 849.00');
    await userEvent.clear(price);
    await userEvent.type(price, '1899.99');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the price' }));
    expect(await screen.findByText('Price changed')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ priceIncl: 1899.99 });

    const add = await screen.findByRole('form', { name: 'Publish a price' });
    await userEvent.type(within(add).getByLabelText('Price incl. VAT'), '1500');
    await userEvent.click(within(add).getByRole('button', { name: 'Publish the price' }));
    expect(await within(add).findByText(/already have a price/)).toBeInTheDocument();
  }, 60_000);

  it('shows a price Motorwise withdrew with the reason, and says why an unchanged one cannot be offered again', async () => {
    const withdrawn = published({
      ...MINOR_SMALL,
      priceIncl: 149,
      isActive: false,
      withdrawnReason: 'R 149 is far below the cost of the oil alone.',
    });
    const refusal =
      'Motorwise withdrew this price. Change the price, what it includes or the parts before you offer it again.';
    mockApi({
      'GET /api/workshop/menu-prices': () => ({ status: 200, body: { ...EMPTY, items: [withdrawn] } }),
      'PUT /api/workshop/menu-prices/:id': () => ({
        status: 400,
        body: { status: 400, message: 'One or more fields are not valid.', errors: { isActive: [refusal] } },
      }),
    });
    renderWithRouter(<MenuPricesPanel />, '/workshop/menu-prices');
    const table = await screen.findByRole('table', { name: 'Your fixed prices' });
    expect(within(table).getByText('Withdrawn by Motorwise')).toBeInTheDocument();
    expect(within(table).getByText('R 149 is far below the cost of the oil alone.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change Minor service, Small car' }));
    const form = await screen.findByRole('form', { name: 'Change the price' });
    expect(within(form).getByText(/Why: R 149 is far below the cost of the oil alone\./)).toBeInTheDocument();
    const toggle = within(form).getByLabelText('Offered to customers');
    await userEvent.click(toggle);
    await userEvent.click(within(form).getByRole('button', { name: 'Save the price' }));
    // The refusal stands under the switch it is about, not as a second alert above the form.
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(toggle).toHaveAccessibleDescription(refusal);
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
  }, 60_000);
});
