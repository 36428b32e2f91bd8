import { Autocomplete, Button, Grid, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  ADDRESS_SUGGESTIONS_MIN_LENGTH,
  formatPostalCodeInput,
  MAP,
  messages,
  type PlaceDetails,
  UI_LABELS,
  UI_MESSAGES,
} from '@motorwise/shared';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { formatAddress } from '../address-values';
import { getPlaceDetails, usePlaceSuggestions } from '../api/addresses-api';

const AddressMap = lazy(() => import('./address-map'));

/** A captured address: the place the search chose, its fields and its point. */
export type AddressValue = PlaceDetails;

type FieldKey = 'streetNumber' | 'streetName' | 'suburb' | 'city' | 'province' | 'country' | 'postalCode';
const FIELDS: { key: FieldKey; label: string; maxLength: number }[] = [
  { key: 'streetNumber', label: 'Street number', maxLength: 20 },
  { key: 'streetName', label: 'Street name', maxLength: 100 },
  { key: 'suburb', label: 'Suburb', maxLength: 100 },
  { key: 'city', label: 'City', maxLength: 100 },
  { key: 'province', label: 'Province', maxLength: 100 },
  { key: 'country', label: 'Country', maxLength: 100 },
  { key: 'postalCode', label: 'Postal code', maxLength: 4 },
];
/** Typed by the person once a place is found: the address search knows suburbs and towns, not streets. */
const STREET_FIELDS: ReadonlySet<FieldKey> = new Set(['streetNumber', 'streetName']);

/** Said under the search when a search found nothing (issue 20 item 6). */
export function nothingMatchedMessage(searched: string): string {
  return `No address matched "${searched}". Search for the suburb or town, then type the street number and name.`;
}

interface AddressCaptureProps {
  value: AddressValue | null;
  onChange: (value: AddressValue | null) => void;
  /** Shown under the search box (e.g. the step's "Please search for an address above"). */
  error?: string | null;
  /** Manual capture: the fields can be typed into before a search (off by default, spec). */
  manualCapture?: boolean;
  /**
   * spec: street number, street name, suburb, city, province, country and postal code are required only
   * when the complete-address-required option is on. The fields are marked, and with an `error` from the
   * form each empty one says so.
   */
  completeAddressRequired?: boolean;
  /** Hides the map (e.g. where another map shows the same point). */
  withMap?: boolean;
  id?: string;
}

/** The debounced search text is a start of what is in the box now (the person typed on from it). */
function leadsTo(debounced: string, text: string): boolean {
  const typed = debounced.trim().toLowerCase();
  return typed !== '' && text.trim().toLowerCase().startsWith(typed);
}

function newSessionToken(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * spec: the reusable address capture. 'Search address' with its hint; suggestions only for text longer
 * than 3 characters; the chosen place fills the fields (read-only) and the map zooms to 18 with a marker;
 * the search box narrows to 8 of 12 columns once found and 'Reset address' restores full width after 500 ms.
 * The search finds suburbs and towns (the gazetteer has no streets; decision 054): once a place is found
 * the person types the street number and name, and any field the place left empty (a town without a
 * postal code); what the place filled in stays read-only. A search that matches nothing says so.
 */
export function AddressCapture({
  value,
  onChange,
  error,
  manualCapture = false,
  completeAddressRequired = false,
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
  // Suggestions are for what the person is typing: the debounced text while it leads to the text in the box.
  // After Reset (or any text put in the box rather than typed) the debounce still holds the old address for
  // a moment; searching it would offer places for the address just reset, to be chosen by mistake.
  const suggestions = usePlaceSuggestions(
    !value && leadsTo(debounced, text) ? debounced : '',
    sessionToken.current,
  );
  /** The place as found (chosen, or handed in): its filled fields stay read-only. */
  const [found, setFound] = useState<AddressValue | null>(value);
  const focusStreet = useRef(false);

  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);

  // A place handed in (a saved or remembered address) or taken away from outside shows as found or empty.
  const place = value ? `${value.placeId}|${value.lat}|${value.lng}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the place, not each typed street key
  useEffect(() => {
    if (!value) {
      setFound(null);
      return;
    }
    setFound((before) =>
      before && `${before.placeId}|${before.lat}|${before.lng}` === place ? before : value,
    );
    setText(value.formattedAddress);
    setNarrow(true);
    if (timer.current) clearTimeout(timer.current);
  }, [place]);

  // After a place without a street is chosen, the street number is next.
  useEffect(() => {
    if (!value || !focusStreet.current) return;
    focusStreet.current = false;
    document.getElementById(`${id}-streetNumber`)?.focus();
  }, [value, id]);

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
      setFound(details);
      focusStreet.current = !details.streetNumber;
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

  // With manual capture an address typed by hand (no place behind it) stays typable throughout.
  const editable = (key: FieldKey) =>
    value
      ? (manualCapture && !found?.placeId) || STREET_FIELDS.has(key) || !found?.[key]?.trim()
      : manualCapture;
  const setField = (key: FieldKey, next: string) => {
    if (!editable(key)) return;
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
    const typed = { ...base, [key]: key === 'postalCode' ? formatPostalCodeInput(next) : next || null };
    const formattedAddress = formatAddress(typed);
    if (value) setText(formattedAddress);
    onChange({ ...typed, formattedAddress });
  };

  // spec: suggestions only past 3 characters. Nothing matched: say so, and what to do instead.
  const searched = debounced.trim();
  const nothingMatched =
    !value &&
    searched.length >= ADDRESS_SUGGESTIONS_MIN_LENGTH &&
    text.trim() === searched &&
    suggestions.isSuccess &&
    !suggestions.isFetching &&
    suggestions.data?.length === 0;

  // A found place missing fields the form needs: each empty field says so instead of the search box.
  const missing = new Set(
    completeAddressRequired && value ? FIELDS.filter((f) => !value[f.key]?.trim()).map((f) => f.key) : [],
  );
  const fieldErrors = Boolean(error) && missing.size > 0;

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
            error={pickError ?? (fieldErrors ? undefined : error) ?? undefined}
            readOnly={Boolean(value)}
            maxLength={200}
            comboboxProps={{ withinPortal: true }}
          />
          {/* Always in the page, so a screen reader hears the message when it appears. */}
          <div role="status" id={`${id}-search-status`}>
            {nothingMatched && (
              <Text fz="sm" c="red.8" mt={4}>
                {nothingMatchedMessage(searched)}
              </Text>
            )}
          </div>
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
        {FIELDS.map((field) => {
          const readOnly = !editable(field.key);
          return (
            <TextInput
              key={field.key}
              id={`${id}-${field.key}`}
              label={field.label}
              withAsterisk={completeAddressRequired}
              aria-required={completeAddressRequired || undefined}
              value={value?.[field.key] ?? ''}
              placeholder={value || manualCapture ? undefined : UI_MESSAGES.searchAddressAbove}
              readOnly={readOnly}
              variant={readOnly ? 'filled' : 'default'}
              maxLength={field.maxLength}
              inputMode={field.key === 'postalCode' ? 'numeric' : undefined}
              error={fieldErrors && missing.has(field.key) ? messages.required() : undefined}
              onChange={(event) => setField(field.key, event.currentTarget.value)}
            />
          );
        })}
      </SimpleGrid>
      {withMap && (
        <Suspense fallback={<div style={{ height: phone ? MAP.phoneHeightPx : MAP.heightPx }} />}>
          <AddressMap point={value} height={phone ? MAP.phoneHeightPx : MAP.heightPx} />
        </Suspense>
      )}
    </Stack>
  );
}
