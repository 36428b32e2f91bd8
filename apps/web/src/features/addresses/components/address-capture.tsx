import { Autocomplete, Button, Grid, Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { MAP, type PlaceDetails, UI_LABELS, UI_MESSAGES } from '@motorwise/shared';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { getPlaceDetails, usePlaceSuggestions } from '../api/addresses-api';

const AddressMap = lazy(() => import('./address-map'));

/** A captured address: the place the search chose, its fields and its point. */
export type AddressValue = PlaceDetails;

type FieldKey = 'streetNumber' | 'streetName' | 'suburb' | 'city' | 'province' | 'country' | 'postalCode';
const FIELDS: { key: FieldKey; label: string }[] = [
  { key: 'streetNumber', label: 'Street number' },
  { key: 'streetName', label: 'Street name' },
  { key: 'suburb', label: 'Suburb' },
  { key: 'city', label: 'City' },
  { key: 'province', label: 'Province' },
  { key: 'country', label: 'Country' },
  { key: 'postalCode', label: 'Postal code' },
];

interface AddressCaptureProps {
  value: AddressValue | null;
  onChange: (value: AddressValue | null) => void;
  /** Shown under the search box (e.g. the step's "Please search for an address above"). */
  error?: string | null;
  /** Manual capture: the fields can be typed into before a search (off by default, spec). */
  manualCapture?: boolean;
  /** Hides the map (e.g. where another map shows the same point). */
  withMap?: boolean;
  id?: string;
}

function newSessionToken(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * spec: the reusable address capture. 'Search address' with its hint; suggestions only for text longer
 * than 3 characters; the chosen place fills the fields (read-only) and the map zooms to 18 with a marker;
 * the search box narrows to 8 of 12 columns once found and 'Reset address' restores full width after 500 ms.
 */
export function AddressCapture({
  value,
  onChange,
  error,
  manualCapture = false,
  withMap = true,
  id = 'address',
}: AddressCaptureProps) {
  const [text, setText] = useState(value?.formattedAddress ?? '');
  const [debounced] = useDebouncedValue(text, 300);
  const [narrow, setNarrow] = useState(Boolean(value));
  const [picking, setPicking] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);
  const sessionToken = useRef(newSessionToken());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  const suggestions = usePlaceSuggestions(value ? '' : debounced, sessionToken.current);

  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);

  const options = useMemo(
    () => (suggestions.data ?? []).map((s) => ({ value: s.placeId, label: s.description })),
    [suggestions.data],
  );

  const pick = async (placeId: string) => {
    const chosen = options.find((o) => o.value === placeId);
    setText(chosen?.label ?? '');
    setPicking(true);
    setPickError(null);
    try {
      const details = await getPlaceDetails(placeId, sessionToken.current);
      setText(details.formattedAddress);
      setNarrow(true);
      onChange(details);
      // A session ends with the details call (the maps services' billing unit).
      sessionToken.current = newSessionToken();
    } catch {
      setPickError('We could not load that address. Please try again.');
    } finally {
      setPicking(false);
    }
  };

  const reset = () => {
    setText('');
    onChange(null);
    setPickError(null);
    if (timer.current) clearTimeout(timer.current);
    // spec: Reset restores full width after 500 ms.
    timer.current = setTimeout(() => setNarrow(false), MAP.searchBoxResetDelayMs);
  };

  const readOnly = Boolean(value) || !manualCapture;
  const setField = (key: FieldKey, next: string) => {
    if (!manualCapture || value?.placeId) return;
    const base: AddressValue = value ?? {
      placeId: '',
      formattedAddress: '',
      streetNumber: null,
      streetName: null,
      suburb: null,
      town: null,
      city: null,
      province: null,
      country: 'South Africa',
      postalCode: null,
      lat: MAP.defaultCentre.lat,
      lng: MAP.defaultCentre.lng,
    };
    onChange({ ...base, [key]: key === 'postalCode' ? next.replace(/\D/g, '').slice(0, 4) : next });
  };

  return (
    <Stack gap="sm">
      <Grid gap="sm" align="flex-end">
        <Grid.Col
          span={{ base: 12, sm: narrow ? MAP.searchBoxNarrowColumns : MAP.searchBoxColumns }}
          data-testid={`${id}-search-col`}
          data-narrow={narrow || undefined}
        >
          <Autocomplete
            id={`${id}-search`}
            label={UI_LABELS.searchAddress}
            placeholder={UI_LABELS.searchAddressHint}
            value={text}
            onChange={(next) => {
              setText(next);
              if (value) onChange(null);
            }}
            data={options}
            filter={({ options: all }) => all}
            onOptionSubmit={(placeId) => void pick(placeId)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            rightSection={picking || suggestions.isFetching ? <Loader size="xs" /> : null}
            error={pickError ?? error ?? undefined}
            readOnly={Boolean(value)}
            maxLength={200}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        {value && (
          <Grid.Col span={{ base: 12, sm: 12 - MAP.searchBoxNarrowColumns }}>
            <Button variant="default" fullWidth leftSection={<IconRefresh size={16} />} onClick={reset}>
              {UI_LABELS.resetAddress}
            </Button>
          </Grid.Col>
        )}
      </Grid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {FIELDS.map((field) => (
          <TextInput
            key={field.key}
            id={`${id}-${field.key}`}
            label={field.label}
            value={value?.[field.key] ?? ''}
            placeholder={value || manualCapture ? undefined : UI_MESSAGES.searchAddressAbove}
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            onChange={(event) => setField(field.key, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      {withMap && (
        <Suspense fallback={<div style={{ height: phone ? MAP.phoneHeightPx : MAP.heightPx }} />}>
          <AddressMap point={value} height={phone ? MAP.phoneHeightPx : MAP.heightPx} />
        </Suspense>
      )}
    </Stack>
  );
}
