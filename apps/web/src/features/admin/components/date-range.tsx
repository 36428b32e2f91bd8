import { TextInput } from '@mantine/core';

/** A Johannesburg day as the address bar and the API carry it. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The admin figures' range of days: two date fields, From and To (a date field's value is set whole, as
 * a picker does; an emptied one is undefined). Placed in the page's filter grid.
 */
export function DateRangeFields({
  value,
  onChange,
}: {
  value: { from: string; to: string };
  onChange: (field: 'from' | 'to', day: string | undefined) => void;
}) {
  return (
    <>
      <TextInput
        type="date"
        label="From"
        value={value.from}
        onChange={(e) => onChange('from', e.currentTarget.value || undefined)}
      />
      <TextInput
        type="date"
        label="To"
        value={value.to}
        onChange={(e) => onChange('to', e.currentTarget.value || undefined)}
      />
    </>
  );
}
