import {
  Alert,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  PUBLIC_WORKSHOPS_MAX_PAGE_SIZE,
  type PublicWorkshopsQuery,
  QUOTE_KINDS,
  type QuoteKind,
  REQUEST_TYPE_OF_KIND,
} from '@motorwise/shared';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Segmented } from '@/components/segmented';
import { useAreas, useWorkshopPage } from '../api/workshops-directory-api';
import { WorkshopCard } from './workshop-card';
import classes from './workshops-directory.module.css';

const DirectoryMap = lazy(() => import('./directory-map'));

const RATINGS = [
  { value: '', label: 'Any rating' },
  { value: '3', label: '3 stars and up' },
  { value: '4', label: '4 stars and up' },
  { value: '4.5', label: '4.5 stars and up' },
];
const SERVICES = [
  { value: '', label: 'All services' },
  ...QUOTE_KINDS.map((k) => ({ value: k, label: REQUEST_TYPE_OF_KIND[k] })),
];

function groupAreas(areas: { value: string; label: string; group: string }[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const { group, ...item } of areas) groups.set(group, [...(groups.get(group) ?? []), item]);
  return [...groups].map(([group, items]) => ({ group, items }));
}

/**
 * The filters' lists are drawn when opened. Mantine's Combobox keeps a closed list mounted (hidden, in a
 * portal, every option drawn) and places it with floating-ui in a layout effect, whose style read forces
 * the whole new page's style and layout inside the first commit (decision 082, round five).
 */
const DROPDOWN = { keepMounted: false } as const;

const isKind = (v: string | null): v is QuoteKind => QUOTE_KINDS.includes(v as QuoteKind);

/** The filters live in the address (?q=&area=&service=&rating=&page=&view=), so a search can be shared. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const service = params.get('service');
  const rating = Number(params.get('rating'));
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const filters = {
    search: params.get('q') ?? '',
    regionId: params.get('area') ?? '',
    service: (isKind(service) ? service : '') as QuoteKind | '',
    minRating: Number.isFinite(rating) && rating > 0 && rating <= 5 ? String(rating) : '',
    page,
    view: params.get('view') === 'map' ? ('map' as const) : ('list' as const),
  };
  const set = (patch: Record<string, string>, resetPage = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (resetPage) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { filters, set };
}

const VIEWS = [
  { value: 'list', label: 'List' },
  { value: 'map', label: 'Map' },
] as const;

/**
 * The public workshop directory (/workshops): search by name, filter by area, service and rating, as a
 * list of cards in pages or as pins on a map; every card opens the workshop's page.
 */
export function WorkshopDirectory() {
  const { filters, set } = useFilters();
  const [search, setSearch] = useState(filters.search);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  useEffect(() => {
    if (debounced !== filters.search) set({ q: debounced });
  }, [debounced, filters.search, set]);

  const areas = useAreas();
  const query: PublicWorkshopsQuery = {
    search: filters.search || undefined,
    regionId: filters.regionId || undefined,
    service: filters.service || undefined,
    minRating: filters.minRating ? Number(filters.minRating) : undefined,
    ...(filters.view === 'map'
      ? { page: 1, pageSize: PUBLIC_WORKSHOPS_MAX_PAGE_SIZE }
      : { page: filters.page }),
  };
  const result = useWorkshopPage(query);
  // The answer arrives through react-query's store, whose updates React renders in one blocking task; the
  // cards (a page of them, with Mantine's machinery) are drawn from the deferred copy instead, in short
  // slices that leave the main thread free between them (total blocking time, decision 082).
  const data = useDeferredValue(result.data);
  const pages = data ? Math.max(1, Math.ceil(data.totalDisplayItems / data.itemsPerPage)) : 1;

  return (
    <Container size="lg" className={classes.page}>
      <Stack gap="lg">
        <search className={classes.filters} aria-label="Find a workshop">
          <TextInput
            label="Workshop name"
            placeholder="e.g. Autohaus"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maxLength={100}
          />
          <Select
            label="Area"
            placeholder="All areas"
            data={groupAreas(areas.data ?? [])}
            value={filters.regionId || null}
            onChange={(v) => set({ area: v ?? '' })}
            searchable
            clearable
            nothingFoundMessage="No area by that name"
            comboboxProps={DROPDOWN}
          />
          <Select
            label="Service"
            data={SERVICES}
            value={filters.service}
            onChange={(v) => set({ service: v ?? '' })}
            allowDeselect={false}
            comboboxProps={DROPDOWN}
          />
          <Select
            label="Rating"
            data={RATINGS}
            value={filters.minRating}
            onChange={(v) => set({ rating: v ?? '' })}
            allowDeselect={false}
            comboboxProps={DROPDOWN}
          />
        </search>

        <Group justify="space-between" align="center">
          <Text fw={600} aria-live="polite">
            {data
              ? `${data.totalDisplayItems} ${data.totalDisplayItems === 1 ? 'workshop' : 'workshops'}`
              : 'Finding workshops…'}
          </Text>
          <Segmented
            aria-label="Show workshops as"
            value={filters.view}
            onChange={(v) => set({ view: v === 'map' ? 'map' : '' }, false)}
            data={VIEWS}
          />
        </Group>

        {result.isError ? (
          <Alert color="red" title="We could not load the workshops">
            Please check your connection and try again.
          </Alert>
        ) : !data ? (
          <Center mih="100vh">
            <Loader aria-label="Loading workshops" />
          </Center>
        ) : data.items.length === 0 ? (
          <Alert color="gray" title="No workshops match">
            Try another area or service, or a lower rating.
          </Alert>
        ) : filters.view === 'map' ? (
          <Suspense fallback={<div style={{ height: 520 }} />}>
            <DirectoryMap workshops={data.items} height={520} />
            {data.totalDisplayItems > data.items.length && (
              <Text fz="sm" c="gray.7" mt="xs">
                The map shows the {data.items.length} best rated of {data.totalDisplayItems}; narrow the
                search to see others.
              </Text>
            )}
          </Suspense>
        ) : (
          <>
            <ul className={classes.list}>
              {data.items.map((w) => (
                <li key={w.id}>
                  <WorkshopCard workshop={w} />
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <Center>
                <Pagination
                  total={pages}
                  value={Math.min(filters.page, pages)}
                  onChange={(p) => {
                    set({ page: p > 1 ? String(p) : '' }, false);
                    window.scrollTo({ top: 0 });
                  }}
                  getControlProps={(control) => ({
                    'aria-label': control === 'next' ? 'Next page' : 'Previous page',
                  })}
                  getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                />
              </Center>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
