import type { QuoteEstimate, RepairItemNode } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { makeVehicle } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { renderRoutes } from '@/test/utils';
import { QuoteEstimatePanel } from './quote-estimate';

const vehicle = makeVehicle({ id: 4686, brand: 'Volkswagen', range: 'Polo Vivo', model: 'Polo Vivo 1.4' });

const leaf = (id: string, name: string, patch: Partial<RepairItemNode> = {}): RepairItemNode => ({
  id,
  name,
  displayName: null,
  leaf: true,
  trunk: false,
  icon: null,
  hasQuery: false,
  query: null,
  keywords: [],
  repairItemTemplateItems: [],
  children: [],
  ...patch,
});

const tree: RepairItemNode[] = [
  {
    ...leaf('root', 'Services'),
    leaf: false,
    trunk: true,
    children: [
      leaf('ri-minor', 'Minor service'),
      leaf('ri-noise', 'Strange noise', { hasQuery: true, query: 'Where?' }),
    ],
  },
];

const estimates: QuoteEstimate[] = [
  {
    quoteRequestItemName: 'Minor service',
    estimateFromPriceIncl: 1899.02,
    estimateToPriceIncl: 3007.68,
    estimateAveragePriceIncl: 2356.23,
    level: 'model',
    levelText: 'Quotes for the same model',
    quotesUsed: 24,
    tooFew: false,
    message: null,
  },
  {
    quoteRequestItemName: 'Strange noise',
    estimateFromPriceIncl: null,
    estimateToPriceIncl: null,
    estimateAveragePriceIncl: null,
    level: 'all',
    levelText: 'Quotes for all vehicles',
    quotesUsed: 0,
    tooFew: true,
    message: 'We have no quotes for this item yet, so we cannot estimate its price.',
  },
];

afterEach(() => localStorage.clear());

function setup() {
  const api = mockApi({
    'POST /api/vehicles': () => ({ status: 200, body: [vehicle] }),
    'GET /api/repairItems': () => ({ status: 200, body: tree }),
    'POST /api/QuoteRequests/GetQuoteEstimate': () => ({ status: 200, body: estimates }),
  });
  renderRoutes(
    [
      { path: '/quote-estimate', Component: QuoteEstimatePanel },
      { path: '/new-quote', element: <h1>New quote</h1> },
    ],
    '/quote-estimate',
  );
  return { api, user: userEvent.setup() };
}

describe('/quote-estimate', () => {
  it('estimates the chosen items for a catalogue vehicle, says how and when there is too little', async () => {
    const { api, user } = setup();
    const see = screen.getByRole('button', { name: 'See the estimate' });
    expect(see).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Click to start' }));
    await user.type(screen.getByRole('combobox', { name: /Add a new vehicle/ }), 'polo vivo');
    await user.click(await screen.findByRole('option', { name: /Polo Vivo 1\.4/, hidden: true }));
    expect(see).toBeDisabled();

    await user.click(await screen.findByRole('checkbox', { name: 'Minor service' }));
    await user.click(screen.getByRole('checkbox', { name: 'Strange noise' }));
    await user.click(see);

    const table = await screen.findByRole('table', { name: 'Price estimate' });
    const minor = within(table).getByRole('row', { name: /Minor service/ });
    expect(minor).toHaveTextContent('R 1 899.02');
    expect(minor).toHaveTextContent('R 3 007.68');
    expect(minor).toHaveTextContent('R 2 356.23');
    expect(minor).toHaveTextContent('24 quotes: quotes for the same model');
    expect(within(table).getByRole('row', { name: /Strange noise/ })).toHaveTextContent('0 quotes');
    expect(
      screen.getByText('We have no quotes for this item yet, so we cannot estimate its price.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/until at least 5 quotes are found/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/QuoteRequests/GetQuoteEstimate')[0]?.body).toEqual({
      vehicleId: '4686',
      items: ['ri-minor', 'ri-noise'],
    });
    expect(api.callsTo('GET /api/repairItems')[0]?.url).toContain('quoteType=SMC_Service');
  });

  it('starts a quote request for exactly these items', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Click to start' }));
    await user.type(screen.getByRole('combobox', { name: /Add a new vehicle/ }), 'polo vivo');
    await user.click(await screen.findByRole('option', { name: /Polo Vivo 1\.4/, hidden: true }));
    await user.click(await screen.findByRole('checkbox', { name: 'Strange noise' }));
    await user.click(screen.getByRole('button', { name: 'See the estimate' }));
    await user.click(await screen.findByRole('button', { name: 'Request quotes for these items' }));

    expect(await screen.findByRole('heading', { name: 'New quote' })).toBeInTheDocument();
    const draft = JSON.parse(localStorage.getItem(STORAGE_KEYS.quoteDraft) ?? '{}');
    expect(draft.selection).toMatchObject({ kind: 'catalogue', vehicle: { id: 4686 } });
    expect(draft.quoteType).toBe('SMC_Service');
    expect(draft.steps.step2.items).toEqual([
      { id: 'ri-noise', name: 'Strange noise', hasQuery: true, query: 'Where?', queryAnswer: '' },
    ]);
  });
});
