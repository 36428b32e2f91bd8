import type { AdminMenuPrice, AdminMenuPrices as Prices } from '@motorwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { AdminMenuPrices } from './admin-menu-prices';

const RANDBURG = '11111111-1111-4111-8111-111111111111';
const SANDTON = '22222222-2222-4222-8222-222222222222';
const MINOR = '33333333-3333-4333-8333-333333333333';
const MAJOR = '44444444-4444-4444-8444-444444444444';

const price = (over: Partial<AdminMenuPrice>): AdminMenuPrice => ({
  id: 'p-1',
  workshopId: RANDBURG,
  workshopName: 'Randburg Auto Clinic',
  repairItemTemplateId: MINOR,
  jobName: 'Minor service',
  vehicleClass: 'small',
  priceIncl: 1479,
  included: ['Engine oil to specification', 'Oil filter'],
  partsPreference: 'Original parts',
  validUntil: '2099-05-31',
  isActive: true,
  withdrawnReason: null,
  dateUpdatedUtc: '2026-11-20T08:00:00Z',
  ...over,
});

const menus = (items: AdminMenuPrice[]): Prices => ({
  items,
  total: items.length,
  workshops: [
    { id: RANDBURG, name: 'Randburg Auto Clinic' },
    { id: SANDTON, name: 'Sandton Service Centre' },
  ],
  jobs: [
    { id: MINOR, name: 'Minor service', included: [] },
    { id: MAJOR, name: 'Major service', included: [] },
  ],
});

const cheap = price({ id: 'p-1', priceIncl: 147.9 });
const sandton = price({
  id: 'p-2',
  workshopId: SANDTON,
  workshopName: 'Sandton Service Centre',
  repairItemTemplateId: MAJOR,
  jobName: 'Major service',
  vehicleClass: 'premium',
  priceIncl: 4500,
  partsPreference: 'Generic parts',
  validUntil: '2020-01-31',
  isActive: false,
});

const searchOf = (url: string | undefined) => new URL(url ?? 'http://x/').searchParams;

describe('the workshops’ fixed prices', () => {
  it('shows 25 prices a page; the next page shows the rest and is kept in the address', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      price({ id: `p-${i}`, workshopName: `Workshop ${String(i + 1).padStart(2, '0')}` }),
    );
    mockApi({ 'GET /api/admin/menu-prices': () => ({ status: 200, body: menus(many) }) });
    const user = userEvent.setup();
    const { router } = renderWithRouter(<AdminMenuPrices />, '/admin/menu-prices');
    const table = await screen.findByRole('table', { name: 'Fixed prices' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getByText('Workshop 25')).toBeInTheDocument();
    expect(within(table).queryByText('Workshop 26')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(within(table).getByText('Workshop 30')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('lists every workshop’s prices with what each includes, and filters by workshop and job typed key by key', async () => {
    const api = mockApi({
      'GET /api/admin/menu-prices': (call) => {
        const workshopId = searchOf(call.url).get('workshopId');
        return { status: 200, body: menus(workshopId === SANDTON ? [sandton] : [cheap, sandton]) };
      },
    });
    const { router } = renderWithRouter(<AdminMenuPrices />, '/admin/menu-prices');
    const table = await screen.findByRole('table', { name: 'Fixed prices' });
    const first = within(within(table).getByText('Randburg Auto Clinic').closest('tr')!);
    expect(first.getByText('Minor service')).toBeInTheDocument();
    expect(first.getByText('Small car')).toBeInTheDocument();
    expect(first.getByText('R 147.90')).toBeInTheDocument();
    expect(first.getByText('Engine oil to specification · Oil filter')).toBeInTheDocument();
    expect(first.getByText('Original parts')).toBeInTheDocument();
    expect(first.getByText('31/05/2099')).toBeInTheDocument();
    expect(first.getByText('Offered')).toBeInTheDocument();
    const second = within(within(table).getByText('Sandton Service Centre').closest('tr')!);
    expect(second.getByText('Not offered')).toBeInTheDocument();
    expect(second.getByText('Past')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 prices')).toBeInTheDocument();

    const user = userEvent.setup();
    const workshop = screen.getByRole('combobox', { name: 'Workshop' });
    await user.click(workshop);
    await user.type(workshop, 'sandt');
    expect(
      screen.queryByRole('option', { name: 'Randburg Auto Clinic', hidden: true }),
    ).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Sandton Service Centre', hidden: true }));
    expect(workshop).toHaveValue('Sandton Service Centre');
    await waitFor(() =>
      expect(searchOf(api.callsTo('GET /api/admin/menu-prices').at(-1)?.url).get('workshopId')).toBe(SANDTON),
    );
    await waitFor(() => expect(screen.queryByText('Randburg Auto Clinic', { selector: 'td' })).toBeNull());
    expect(router.state.location.search).toBe(`?workshopId=${SANDTON}`);

    const job = screen.getByRole('combobox', { name: 'Job' });
    await user.click(job);
    await user.type(job, 'maj');
    await user.click(await screen.findByRole('option', { name: 'Major service', hidden: true }));
    await waitFor(() => {
      const asked = searchOf(api.callsTo('GET /api/admin/menu-prices').at(-1)?.url);
      expect([asked.get('workshopId'), asked.get('jobId')]).toEqual([SANDTON, MAJOR]);
    });
  });

  it('withdraws a wrong price with a reason, which is asked for, and shows it no longer offered', async () => {
    let withdrawn = false;
    const api = mockApi({
      'GET /api/admin/menu-prices': () => ({
        status: 200,
        body: menus([{ ...cheap, isActive: !withdrawn }]),
      }),
      'POST /api/admin/menu-prices/p-1/withdraw': () => {
        withdrawn = true;
        return { status: 200, body: { ...cheap, isActive: false } };
      },
    });
    renderWithRouter(<AdminMenuPrices />, '/admin/menu-prices');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Withdraw Randburg Auto Clinic: Minor service, Small car' }),
    );
    const form = await screen.findByRole('form', {
      name: 'Withdraw Randburg Auto Clinic: Minor service, Small car',
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw price' }));
    expect(await within(form).findByText(/Please say why the price is withdrawn/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/menu-prices/p-1/withdraw')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/Why withdraw it/), 'R 147.90 is a typing error.');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw price' }));
    expect(await screen.findByText('Randburg Auto Clinic has been told by mail.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/menu-prices/p-1/withdraw')[0]?.body).toEqual({
      reason: 'R 147.90 is a typing error.',
    });
    expect(await screen.findByText('Not offered')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Withdraw/ })).not.toBeInTheDocument();
  });

  it('says so when no workshop has a fixed price, and when the filters match none', async () => {
    mockApi({
      'GET /api/admin/menu-prices': (call) => ({
        status: 200,
        body: { ...menus([]), workshops: searchOf(call.url).get('jobId') ? menus([]).workshops : [] },
      }),
    });
    renderWithRouter(<AdminMenuPrices />, '/admin/menu-prices');
    expect(await screen.findByText('No workshop has published a fixed price yet.')).toBeInTheDocument();
    renderWithRouter(<AdminMenuPrices />, `/admin/menu-prices?jobId=${MAJOR}`);
    expect(await screen.findByText('No fixed prices with these filters.')).toBeInTheDocument();
  });

  it('shows that it is loading, then the API’s refusal', async () => {
    let answer: () => void = () => {};
    mockApi({
      'GET /api/admin/menu-prices': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 500, body: { message: 'Something went wrong on our side.' } });
        }),
    });
    renderWithRouter(<AdminMenuPrices />, '/admin/menu-prices');
    expect(await screen.findByLabelText('Loading the fixed prices')).toBeInTheDocument();
    answer();
    const refusal = await screen.findByText('Something went wrong on our side.');
    expect(refusal.closest('[role="alert"]')).toHaveTextContent('Fixed prices not loaded');
  });
});
