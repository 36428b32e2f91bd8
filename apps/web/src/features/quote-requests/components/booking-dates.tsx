import { Chip, Group, Stack, Text } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import type { Step3Values } from './booking-values';

/** 'Mon 24/11': a requested date on its chip. */
function dateChipLabel(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const day = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-ZA', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  return `${day} ${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}`;
}

/** spec step 3: the days in the window on which the vehicle can go in (`dates`, ISO), with a hint of whose. */
export function BookingDates({
  control,
  dates,
  hint,
  loading = false,
}: {
  control: Control<Step3Values>;
  dates: string[];
  hint?: string;
  /** The chosen workshops' days are on their way: the chips wait, so no pick is made on a list about to change. */
  loading?: boolean;
}) {
  return (
    <Controller
      control={control}
      name="datesRequested"
      render={({ field, fieldState }) => (
        <Stack gap={6}>
          <Text fw={500} fz="sm">
            When can the vehicle go in?
          </Text>
          {(loading || hint) && (
            <Text c="dimmed" fz="xs">
              {loading ? 'Finding the days the workshops you chose have room…' : hint}
            </Text>
          )}
          <Chip.Group multiple value={field.value} onChange={field.onChange}>
            <Group
              gap={6}
              role="group"
              aria-label="Dates"
              aria-busy={loading || undefined}
              aria-disabled={loading || undefined}
            >
              {dates.map((d) => (
                <Chip key={d} value={d} size="sm" disabled={loading}>
                  {dateChipLabel(d)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {fieldState.error?.message && (
            <Text c="red" fz="sm" role="alert">
              {fieldState.error.message}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}
