import { NativeSelect } from '@mantine/core';
import { type DropOffDay, formatDate, isoWeekday, WEEKDAYS } from '@motorwise/shared';
import { firstErrorMessageOf } from '@/lib/api-client';

/** A booking is for a day from tomorrow up to this many days ahead (the API's rule). */
export const BOOKING_MAX_DAYS_AHEAD = 60;

/** 'Saturday 05/12/2026 (3 places left)': a day with room in a list of days. */
export function dayLabel(day: DropOffDay): string {
  const name = WEEKDAYS[isoWeekday(day.date) - 1]?.name ?? '';
  return `${name} ${formatDate(`${day.date}T12:00:00Z`)} (${day.left} ${day.left === 1 ? 'place' : 'places'} left)`;
}

/** What a refused booking or move says: the first field's message (a 409 names the next day with room). */
export function problemOf(error: unknown): string {
  return firstErrorMessageOf(error);
}

/** A list of the workshop's days with room, 'Choose a day' first. */
export function DaySelect({
  label,
  days,
  value,
  onChange,
}: {
  label: string;
  days: DropOffDay[];
  value: string;
  onChange: (date: string) => void;
}) {
  return (
    <NativeSelect
      label={label}
      description="The days this workshop has room."
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[
        { value: '', label: 'Choose a day' },
        ...days.map((d) => ({ value: d.date, label: dayLabel(d) })),
      ]}
    />
  );
}

/** The drop-off times of the chosen day (decision 075); nothing when the day has none to offer. */
export function DropOffTimeSelect({
  times,
  value,
  onChange,
}: {
  times: string[];
  value: string | undefined;
  onChange: (time: string) => void;
}) {
  if (times.length === 0) return null;
  return (
    <NativeSelect
      label="Drop-off time"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={times}
    />
  );
}
