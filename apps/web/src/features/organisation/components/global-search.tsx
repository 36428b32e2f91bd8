import { Combobox, Loader, Stack, Text, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { GLOBAL_SEARCH, type GlobalSearch as SearchAnswer } from '@motorwise/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useGlobalSearch } from '../api/organisation-api';

interface Hit {
  path: string;
  label: string;
  detail: string | null;
}

/** The answer's groups as options with where each leads; empty groups are left out. */
function groupsOf(answer: SearchAnswer | undefined): { title: string; hits: Hit[] }[] {
  if (!answer) return [];
  return [
    {
      title: 'Requests',
      hits: answer.requests.map((r) => ({
        path: `/quotes/${encodeURIComponent(r.uniqueId)}`,
        label: r.reference,
        detail: r.vehicleName,
      })),
    },
    {
      title: 'Vehicles',
      hits: answer.vehicles.map((v) => ({
        path: `/my-garage/${encodeURIComponent(v.id)}`,
        label: v.name,
        detail: [v.licensePlate, v.vinNumber].filter(Boolean).join(' · ') || null,
      })),
    },
    {
      title: 'Workshops',
      hits: answer.workshops.map((w) => ({
        path: `/workshops/${encodeURIComponent(w.name)}`,
        label: w.name,
        detail: null,
      })),
    },
  ].filter((g) => g.hits.length > 0);
}

/**
 * spec: the global search starts at 3 characters with an 800 ms debounce. It finds the current branch's
 * requests (by reference), vehicles (name, registration, VIN) and workshops, grouped; arrow keys move
 * through the results and Enter opens one. To assistive technology it is a combobox (role, aria-expanded,
 * aria-controls, the highlighted result as aria-activedescendant) over a named listbox, and how many
 * results came is said politely (issue 20, item 11; as the vehicle search, decision 043).
 */
export function GlobalSearch({ fullWidth = false }: { fullWidth?: boolean }) {
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), GLOBAL_SEARCH.debounceMs);
  const ready = debounced.length >= GLOBAL_SEARCH.minLength;
  const results = useGlobalSearch(debounced, ready);
  const groups = groupsOf(results.data);
  const found = groups.reduce((n, g) => n + g.hits.length, 0);
  const answered = ready && term.trim().length >= GLOBAL_SEARCH.minLength && !results.isLoading;

  return (
    <>
      <Combobox
        store={combobox}
        onOptionSubmit={(path) => {
          combobox.closeDropdown();
          setTerm('');
          navigate(path);
        }}
        withinPortal
      >
        <Combobox.Target withExpandedAttribute>
          <TextInput
            type="search"
            aria-label="Search requests, vehicles and workshops"
            aria-autocomplete="list"
            autoComplete="off"
            placeholder="Search reference, vehicle, workshop"
            value={term}
            onChange={(event) => {
              setTerm(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={(event) => {
              if (event.key === 'Escape') combobox.closeDropdown();
            }}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            rightSection={results.isFetching ? <Loader size={14} aria-label="Searching" /> : null}
            w={fullWidth ? '100%' : 320}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={term.trim().length === 0}>
          <Combobox.Options mah={420} style={{ overflowY: 'auto' }} aria-label="Search results">
            {term.trim().length < GLOBAL_SEARCH.minLength ? (
              <Combobox.Empty>Type at least {GLOBAL_SEARCH.minLength} characters to search.</Combobox.Empty>
            ) : !ready || results.isLoading ? (
              <Combobox.Empty>Searching…</Combobox.Empty>
            ) : results.isError ? (
              <Combobox.Empty>Search is unavailable right now.</Combobox.Empty>
            ) : groups.length === 0 ? (
              <Combobox.Empty>Nothing matches “{debounced}”.</Combobox.Empty>
            ) : (
              groups.map((group) => (
                <Combobox.Group label={group.title} key={group.title}>
                  {group.hits.map((hit) => (
                    <Combobox.Option value={hit.path} key={hit.path}>
                      {/* Two lines: a reference beside a long vehicle name was cut to "MW-26…". */}
                      <Stack gap={0}>
                        <Text fz="sm" fw={600} truncate>
                          {hit.label}
                        </Text>
                        {hit.detail && (
                          <Text fz="xs" c="dimmed" truncate>
                            {hit.detail}
                          </Text>
                        )}
                      </Stack>
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              ))
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {answered
          ? results.isError
            ? 'Search is unavailable right now.'
            : `${found} ${found === 1 ? 'result' : 'results'} found`
          : ''}
      </VisuallyHidden>
    </>
  );
}
