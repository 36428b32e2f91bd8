import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { GLOBAL_SEARCH } from '@motorwise/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { actionKey, recentActionPath, useRecentActions } from '../api/organisation-api';

/** spec: the global search starts at 3 characters with an 800 ms debounce. */
export function GlobalSearch({
  ownerId,
  fullWidth = false,
}: {
  ownerId: string | number | null;
  fullWidth?: boolean;
}) {
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), GLOBAL_SEARCH.debounceMs);
  const ready = debounced.length >= GLOBAL_SEARCH.minLength;
  const results = useRecentActions(ownerId, debounced, ready);
  const items = results.data ?? [];

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const action = items[Number(value)];
        combobox.closeDropdown();
        if (action) {
          setTerm('');
          navigate(recentActionPath(action));
        }
      }}
      withinPortal
    >
      <Combobox.Target>
        <TextInput
          type="search"
          aria-label="Search requests, vehicles and workshops"
          placeholder="Search reference, vehicle, workshop"
          value={term}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={results.isFetching ? <Loader size={14} aria-label="Searching" /> : null}
          w={fullWidth ? '100%' : 320}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={term.trim().length === 0}>
        <Combobox.Options>
          {term.trim().length < GLOBAL_SEARCH.minLength ? (
            <Combobox.Empty>Type at least {GLOBAL_SEARCH.minLength} characters to search.</Combobox.Empty>
          ) : !ready || results.isLoading ? (
            <Combobox.Empty>Searching…</Combobox.Empty>
          ) : results.isError ? (
            <Combobox.Empty>Search is unavailable right now.</Combobox.Empty>
          ) : items.length === 0 ? (
            <Combobox.Empty>Nothing matches “{debounced}”.</Combobox.Empty>
          ) : (
            items.map((action, index) => (
              <Combobox.Option value={String(index)} key={actionKey(action)}>
                <Text fz="sm" fw={600}>
                  {action.vehicleName ?? action.actionDescription ?? String(action.navigationId)}
                </Text>
                {action.actionDescription && action.vehicleName && (
                  <Text fz="xs" c="dimmed">
                    {action.actionDescription}
                  </Text>
                )}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
