import { Slider, Stack, Text } from '@mantine/core';
import { TRAVEL_DISTANCE } from '@motorwise/shared';

interface Props {
  /** Null for the first second, until the default is set (spec). */
  value: number | null;
  onChange: (km: number) => void;
  error: string | undefined;
}

/** spec step 3: the travel distance, 5 to 50 km in steps of 5. */
export function BookingTravelDistance({ value, onChange, error }: Props) {
  return (
    <Stack gap={4}>
      <Text fw={500} fz="sm" id="travel-distance-label">
        Travel distance: {value === null ? '…' : `${value} km`}
      </Text>
      <Slider
        aria-labelledby="travel-distance-label"
        // The thumb is the slider to assistive technology: it needs the name itself.
        thumbLabel="Travel distance"
        min={TRAVEL_DISTANCE.minKm}
        max={TRAVEL_DISTANCE.maxKm}
        step={TRAVEL_DISTANCE.stepKm}
        value={value ?? TRAVEL_DISTANCE.minKm}
        onChange={onChange}
        marks={[5, 20, 30, 50].map((km) => ({ value: km, label: `${km} km` }))}
        // The end marks' labels are centred on the track's ends: a margin keeps them inside the panel.
        mx="md"
        mb="lg"
      />
      {error && (
        <Text c="red" fz="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
