import type { PublicWorkshop } from '@motorwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { publicWorkshopDetail } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { renderRoutes } from '@/test/utils';
import { WorkshopDirectory } from './workshop-directory';
import { WorkshopProfile } from './workshop-profile';

function workshop(overrides: Partial<PublicWorkshop> = {}): PublicWorkshop {
  const { id, slug, name, isPosh, rating, logoUrl } = publicWorkshopDetail();
  return {
    id,
    slug,
    name,
    isPosh,
    rating,
    reviewCount: 12,
    logoUrl,
    services: ['service', 'repair', 'wheelsTyres', 'inspection'],
    regionId: 'r-1',
    lat: -26.14,
    lng: 28.04,
    address: { suburb: 'Rosebank', city: 'Johannesburg', province: 'Gauteng' },
    guaranteeSummary: null,
    ...overrides,
  };
}

const region = (id: string, name: string) => ({
  id,
  name,
  province: 'Gauteng',
  metro: 'City of Johannesburg',
  coordinates: [],
  dateCreated: '2024-01-01T00:00:00Z',
  dateModified: '2024-01-01T00:00:00Z',
});

function renderDirectory(path = '/workshops') {
  const api = mockApi({
    'GET /api/regions': () => ({ status: 200, body: [region('r-1', 'Johannesburg North')] }),
    'GET /api/PublicWorkshop/GetWorkshops': (call) => {
      const q = new URL(call.url).searchParams;
      const page = Number(q.get('page') ?? 1);
      const items = q.get('regionId')
        ? [workshop()]
        : [
            workshop({ guaranteeSummary: 'Parts and labour 12 months / 20 000 km' }),
            workshop({ id: 'w2', slug: 'b', name: 'Brakes R Us', rating: null, reviewCount: 0 }),
          ];
      return {
        status: 200,
        body: { items: page === 1 ? items : [], totalDisplayItems: 30, page, itemsPerPage: 12 },
      };
    },
  });
  const view = renderRoutes(
    [
      { path: '/workshops', Component: WorkshopDirectory },
      { path: '/workshops/:slug', element: <p>workshop page</p> },
    ],
    path,
  );
  return { api, ...view, user: userEvent.setup() };
}

const lastQuery = (api: ReturnType<typeof mockApi>) => {
  const calls = api.callsTo('GET /api/PublicWorkshop/GetWorkshops');
  return new URL(calls.at(-1)!.url).searchParams;
};

describe('the workshop directory', () => {
  it('lists workshops as cards linking to their readable pages, with rating, place and services', async () => {
    const { router, user } = renderDirectory();
    const list = await screen.findByRole('list');
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/workshops/rosebank-auto-clinic');
    expect(cards[0]).toHaveTextContent('4.7 out of 5 · 12 reviews');
    expect(cards[0]).toHaveTextContent('Rosebank, Johannesburg');
    expect(cards[0]).toHaveTextContent('Service');
    expect(cards[0]).toHaveTextContent('+1 more');
    expect(cards[1]).toHaveTextContent('Not rated yet');
    // The guarantee's one line (decision 076); a workshop that states none shows no line.
    expect(cards[0]).toHaveTextContent('Guarantee: Parts and labour 12 months / 20 000 km');
    expect(cards[1]).not.toHaveTextContent('Guarantee');
    expect(screen.getByText('30 workshops')).toBeInTheDocument();
    await user.click(cards[0]!);
    expect(router.state.location.pathname).toBe('/workshops/rosebank-auto-clinic');
  });

  it('switches between the list and the map from a radio group, kept in the address', async () => {
    const { user, router } = renderDirectory();
    await screen.findByRole('list');
    const views = screen.getByRole('radiogroup', { name: 'Show workshops as' });
    expect(within(views).getByRole('radio', { name: 'List' })).toBeChecked();
    await user.click(within(views).getByText('Map'));
    expect(within(views).getByRole('radio', { name: 'Map' })).toBeChecked();
    expect(router.state.location.search).toBe('?view=map');
    await user.click(within(views).getByText('List'));
    expect(router.state.location.search).toBe('');
  });

  it('asks the API for one bounded page and pages through the results', async () => {
    const { api, user, router } = renderDirectory();
    await screen.findByRole('list');
    expect(lastQuery(api).get('pageSize')).toBe('12');
    expect(lastQuery(api).get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(api).get('page')).toBe('2'));
    expect(router.state.location.search).toContain('page=2');
  });

  it('filters by name, area, service and rating, and keeps the filters in the address', async () => {
    const { api, user, router } = renderDirectory();
    await screen.findByRole('list');
    await user.type(screen.getByRole('textbox', { name: 'Workshop name' }), 'rose');
    await waitFor(() => expect(lastQuery(api).get('search')).toBe('rose'));
    await user.click(screen.getByRole('combobox', { name: 'Area' }));
    await user.click(await screen.findByRole('option', { name: 'Johannesburg North', hidden: true }));
    await waitFor(() => expect(lastQuery(api).get('regionId')).toBe('r-1'));
    await user.click(screen.getByRole('combobox', { name: 'Service' }));
    await user.click(await screen.findByRole('option', { name: 'Wheels and Tyres', hidden: true }));
    await waitFor(() => expect(lastQuery(api).get('service')).toBe('wheelsTyres'));
    await user.click(screen.getByRole('combobox', { name: 'Rating' }));
    await user.click(await screen.findByRole('option', { name: '4 stars and up', hidden: true }));
    await waitFor(() => expect(lastQuery(api).get('minRating')).toBe('4'));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      q: 'rose',
      area: 'r-1',
      service: 'wheelsTyres',
      rating: '4',
    });
  });

  it('reads the filters from a shared address', async () => {
    const { api } = renderDirectory('/workshops?service=repair&rating=4.5&page=3');
    await waitFor(() => expect(lastQuery(api).get('page')).toBe('3'));
    expect(lastQuery(api).get('service')).toBe('repair');
    expect(lastQuery(api).get('minRating')).toBe('4.5');
  });
});

function renderProfile(answer: { status: number; body?: unknown }) {
  const api = mockApi({ 'GET /api/PublicWorkshop/GetWorkshop/:id': () => answer });
  const view = renderRoutes(
    [
      { path: '/workshops/:workshopName', element: <WorkshopProfile workshopKey="rosebank-auto-clinic" /> },
      { path: '/workshops', element: <p>directory</p> },
      { path: '/new-quote', element: <p>new quote</p> },
    ],
    '/workshops/rosebank-auto-clinic',
  );
  return { api, ...view, user: userEvent.setup() };
}

describe('a workshop page', () => {
  it('shows the workshop by its slug: address, rating, services, certifications and reviews', async () => {
    const { api } = renderProfile({ status: 200, body: publicWorkshopDetail() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rosebank Auto Clinic' }),
    ).toBeInTheDocument();
    expect(api.calls[0]?.url).toMatch(/\/api\/PublicWorkshop\/GetWorkshop\/rosebank-auto-clinic$/);
    expect(screen.getByText('12 Oxford Road, Rosebank, Johannesburg, 2196')).toBeInTheDocument();
    expect(screen.getByText('RMI member')).toBeInTheDocument();
    expect(screen.getByText('Quick and fair.')).toBeInTheDocument();
    expect(screen.getByText('01/10/2026')).toBeInTheDocument();
    expect(document.title).toBe('Rosebank Auto Clinic | Motorwise');
    expect(document.querySelector('meta[property="og:description"]')?.getAttribute('content')).toMatch(
      /Rosebank Auto Clinic in Rosebank, Johannesburg/,
    );
  });

  it("shows the workshop's guarantee: its summary, whichever comes first, and its terms", async () => {
    renderProfile({
      status: 200,
      body: publicWorkshopDetail({
        guarantee: {
          partsMonths: 24,
          partsKm: 40_000,
          labourMonths: 12,
          labourKm: null,
          terms: 'Genuine parts only.',
        },
      }),
    });
    const section = await screen.findByRole('region', { name: 'Workmanship guarantee' });
    expect(section).toHaveTextContent(
      'Parts 24 months / 40 000 km · Labour 12 months, whichever comes first, from the day the job is completed.',
    );
    expect(section).toHaveTextContent('Genuine parts only.');
  });

  it('says when a workshop states no guarantee', async () => {
    renderProfile({ status: 200, body: publicWorkshopDetail() });
    const section = await screen.findByRole('region', { name: 'Workmanship guarantee' });
    expect(section).toHaveTextContent('None stated.');
  });

  it('starts a quote request with this workshop chosen', async () => {
    const { user, router } = renderProfile({ status: 200, body: publicWorkshopDetail() });
    await user.click(await screen.findByRole('button', { name: 'Request a quote from this workshop' }));
    expect(router.state.location.pathname).toBe('/new-quote');
    expect(router.state.location.state).toEqual({ workshopId: 'a1b2c3d4-0000-4000-8000-000000000001' });
  });

  it('says a workshop that is not a partner is not found, with a way back to the directory', async () => {
    renderProfile({ status: 404, body: { message: 'The workshop was not found.' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Workshop not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All workshops' })).toHaveAttribute('href', '/workshops');
    expect(localStorage.getItem(STORAGE_KEYS.quoteDraft)).toBeNull();
  });
});
