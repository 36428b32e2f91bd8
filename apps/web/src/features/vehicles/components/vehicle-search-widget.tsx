import {
  Anchor,
  Button,
  Combobox,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  useCombobox,
  VisuallyHidden,
} from '@mantine/core';
import { shouldSearchVehicles, type Vehicle } from '@motorwise/shared';
import { IconArrowRight, IconPencil, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { preloadVehicleSearch, useVehicleSearch } from '../api/vehicle-search-api';
import { useRotatingPlaceholder } from './use-rotating-placeholder';
import { VEHICLE_PLACEHOLDER_URL, vehiclePictureUrl } from './vehicle-card';
import { vehicleFacts, vehicleTitle } from './vehicle-title';

export const SEARCH_LABEL = 'Add a new vehicle';
export const MANUAL_ENTRY_LABEL = 'Enter your vehicle manually';

export interface VehicleSearchWidgetProps {
  onSelectVehicle: (vehicle: Vehicle) => void;
  onManualEntry: () => void;
  /** The My Garage dropdown (signed-in users); composed by the page. */
  garage?: ReactNode;
  /** Skip the 'Click to start' step (the page was opened to start a quote). */
  defaultStarted?: boolean;
  /** Move the focus into the search box when it first shows (it was opened by 'Click to start'). */
  autoFocus?: boolean;
  debounceMs?: number;
}

/**
 * spec: the vehicle search widget: 'Click to start', the My Garage dropdown, and the 'Add a new vehicle'
 * search box with autocomplete from 2 characters, rotating example placeholders, and the manual-entry
 * prompt when the term finds nothing.
 */
export function VehicleSearchWidget({
  onSelectVehicle,
  onManualEntry,
  garage,
  defaultStarted = false,
  autoFocus = false,
  debounceMs,
}: VehicleSearchWidgetProps) {
  const [started, setStarted] = useState(defaultStarted);
  const [term, setTerm] = useState('');
  const search = useVehicleSearch(term, debounceMs);
  const placeholder = useRotatingPlaceholder(undefined, term.length > 0);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const byKey = new Map(search.results.map((v) => [String(v.id), v]));
  const input = useRef<HTMLInputElement>(null);
  const [focusOnStart, setFocusOnStart] = useState(autoFocus);
  // After 'Click to start' the focus moves into the search box, not back to the page (issue 13, item 6).
  useEffect(() => {
    if (started && focusOnStart) input.current?.focus();
  }, [started, focusOnStart]);

  if (!started) {
    return (
      <Button
        size="lg"
        color="ember.4"
        c="navy.9"
        fullWidth
        rightSection={<IconArrowRight size={20} aria-hidden="true" />}
        onClick={() => {
          void preloadVehicleSearch();
          setFocusOnStart(true);
          setStarted(true);
        }}
      >
        Click to start
      </Button>
    );
  }

  const searching = shouldSearchVehicles(term);
  const showDropdown = searching && (search.results.length > 0 || search.loading || search.error);

  return (
    <Stack gap="md">
      {garage}
      <Combobox
        store={combobox}
        onOptionSubmit={(value) => {
          const vehicle = byKey.get(value);
          combobox.closeDropdown();
          if (vehicle) {
            setTerm('');
            onSelectVehicle(vehicle);
          }
        }}
        withinPortal
        zIndex={300}
        position="bottom-start"
        // Always under the box: flipping above would cover the garage dropdown and the heading.
        middlewares={{ flip: false, shift: false }}
      >
        {/* A combobox to assistive technology: role, aria-expanded, aria-controls (Mantine). */}
        <Combobox.Target withExpandedAttribute>
          <TextInput
            ref={input}
            aria-autocomplete="list"
            label={SEARCH_LABEL}
            description="Make, model, engine or year"
            placeholder={placeholder}
            value={term}
            size="md"
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            rightSection={search.loading ? <Loader size="xs" aria-label="Searching" /> : null}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTerm(value);
              // Open (and say so) only when there will be a list to show.
              if (shouldSearchVehicles(value)) combobox.openDropdown();
              else combobox.closeDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onClick={() => showDropdown && combobox.openDropdown()}
            onFocus={() => showDropdown && combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            autoComplete="off"
            maxLength={100}
            data-autofocus
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!showDropdown}>
          <Combobox.Options mah={360} style={{ overflowY: 'auto' }} aria-label="Matching vehicles">
            {search.results.map((vehicle) => (
              <Combobox.Option value={String(vehicle.id)} key={vehicle.id}>
                <Group gap="sm" wrap="nowrap">
                  <Image
                    src={vehiclePictureUrl(vehicle)}
                    fallbackSrc={VEHICLE_PLACEHOLDER_URL}
                    alt=""
                    w={56}
                    h={36}
                    fit="contain"
                    style={{ flex: '0 0 auto' }}
                  />
                  <div style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {vehicleTitle(vehicle)}
                    </Text>
                    {vehicleFacts(vehicle) && (
                      <Text fz="xs" c="dimmed" lineClamp={1}>
                        {vehicleFacts(vehicle)}
                      </Text>
                    )}
                  </div>
                </Group>
              </Combobox.Option>
            ))}
            {search.results.length === 0 && search.loading && <Combobox.Empty>Searching…</Combobox.Empty>}
            {search.results.length === 0 && search.error && (
              <Combobox.Empty>The search is not available right now. Please try again.</Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {/* How many matches the term found, read out as the list changes. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {searching && !search.loading
          ? search.error
            ? 'The search is not available right now.'
            : `${search.results.length} ${search.results.length === 1 ? 'vehicle' : 'vehicles'} found`
          : ''}
      </VisuallyHidden>
      {search.showManualPrompt ? (
        <Paper withBorder p="sm" radius="md" bg="ember.0" role="status">
          <Text fz="sm" mb={6}>
            We could not find “{term.trim()}” in our catalogue. You can still get quotes: tell us about your
            vehicle.
          </Text>
          <Button
            variant="filled"
            color="navy"
            size="sm"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={onManualEntry}
          >
            {MANUAL_ENTRY_LABEL}
          </Button>
        </Paper>
      ) : (
        <Text fz="sm" c="dimmed">
          Can’t find your vehicle?{' '}
          <Anchor component="button" type="button" fz="sm" onClick={onManualEntry}>
            {MANUAL_ENTRY_LABEL}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
