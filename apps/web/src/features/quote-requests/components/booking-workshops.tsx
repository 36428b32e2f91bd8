import { Button, Checkbox, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { travelText, UI_MESSAGES, type WorkshopAddress, withinText } from '@motorwise/shared';
import { lazy, Suspense } from 'react';
import type { AddressValue } from '@/features/addresses';
import type { useOrganisationWorkshops, useWorkshopAddresses } from '../api/quote-requests-api';
import { useRegions } from '../api/quote-requests-api';

const WorkshopMap = lazy(() => import('./workshop-map'));

const PLAIN_LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

interface ListProps {
  search: string;
  onSearch: (search: string) => void;
  query: ReturnType<typeof useOrganisationWorkshops>;
  listed: { workshopId: string; name: string; suburb: string | null }[];
  selected: string[];
  /** An inspection goes to one workshop: radios rather than checkboxes. */
  inspection: boolean;
  onToggle: (workshopId: string, single?: boolean) => void;
}

/** spec step 3, organisation users' list view: their organisation's workshops, searched by name or suburb. */
export function OrganisationWorkshopList({
  search,
  onSearch,
  query,
  listed,
  selected,
  inspection,
  onToggle,
}: ListProps) {
  return (
    <Stack gap="xs">
      <TextInput
        label="Search workshops"
        placeholder="Name or suburb"
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        maxLength={100}
      />
      {query.isPending ? (
        <Loader size="sm" />
      ) : query.isError ? (
        <Text c="dimmed" fz="sm">
          We could not load your organisation's workshops. Please try again.
        </Text>
      ) : listed.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No organisation workshops found.
        </Text>
      ) : (
        <Stack component="ul" gap={6} aria-label="Organisation workshops" style={PLAIN_LIST}>
          {listed.map((w) => (
            // The list item wraps the control: on the input itself the role would hide the checkbox.
            <li key={w.workshopId}>
              {inspection ? (
                <Radio
                  label={`${w.name}${w.suburb ? `, ${w.suburb}` : ''}`}
                  checked={selected.includes(w.workshopId)}
                  onChange={() => onToggle(w.workshopId, true)}
                />
              ) : (
                <Checkbox
                  label={`${w.name}${w.suburb ? `, ${w.suburb}` : ''}`}
                  checked={selected.includes(w.workshopId)}
                  onChange={() => onToggle(w.workshopId)}
                />
              )}
            </li>
          ))}
          {query.hasNextPage && (
            <li>
              <Button
                variant="light"
                size="xs"
                w="fit-content"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                Load more
              </Button>
            </li>
          )}
        </Stack>
      )}
    </Stack>
  );
}

interface MapProps {
  address: AddressValue | null;
  radius: number;
  query: ReturnType<typeof useWorkshopAddresses>;
  inRange: WorkshopAddress[];
  selected: string[];
  /** The search answered and found none within the radius. */
  noneAround: boolean;
  onToggle: (workshopId: string) => void;
  onChooseAll: () => void;
  /** The map's height in pixels (a phone's is smaller). */
  mapHeight: number;
}

/** spec step 3, the map view: the workshops within the travel distance, on a map and in a list. */
export function WorkshopsInRange({
  address,
  radius,
  query,
  inRange,
  selected,
  noneAround,
  onToggle,
  onChooseAll,
  mapHeight,
}: MapProps) {
  const regions = useRegions(Boolean(address));
  if (!address)
    return (
      <Text c="dimmed" fz="sm">
        {UI_MESSAGES.searchAddressAbove}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Suspense fallback={<div style={{ height: mapHeight }} />}>
        <WorkshopMap
          centre={address}
          radiusKm={radius}
          workshops={inRange}
          regions={regions.data ?? []}
          selected={selected}
          onToggle={(id) => onToggle(id)}
          height={mapHeight}
        />
      </Suspense>
      {query.isFetching && <Loader size="xs" />}
      {query.isError && (
        <Text c="red" fz="sm" role="alert">
          We could not load the workshops near this address. Please try again.
        </Text>
      )}
      {noneAround && (
        <Text c="dimmed" fz="sm">
          No workshops {withinText(radius)} of this address. Try a longer travel distance.
        </Text>
      )}
      {inRange.length > 0 && (
        <Group justify="space-between">
          <Text fz="sm">
            {inRange.length} {inRange.length === 1 ? 'workshop' : 'workshops'} {withinText(radius)} ·{' '}
            {selected.length} chosen
          </Text>
          <Button size="xs" variant="subtle" onClick={onChooseAll}>
            Choose all
          </Button>
        </Group>
      )}
      <Stack component="ul" gap={6} aria-label="Workshops in range" style={PLAIN_LIST}>
        {inRange.map((w) => (
          <li key={w.workshopId}>
            <Checkbox
              checked={selected.includes(w.workshopId)}
              onChange={() => onToggle(w.workshopId)}
              label={w.name}
              description={[w.suburb, travelText(w), `${w.referenceNumber} jobs in progress`]
                .filter(Boolean)
                .join(' · ')}
            />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
