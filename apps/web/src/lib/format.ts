import { formatKm } from '@motorwise/shared';

/** What the tables show for a value the catalogue does not know. */
export const UNKNOWN = '—';

/** A distance ('55 150 km', the shared formatKm), or UNKNOWN. */
export function kmOrUnknown(km: number | null | undefined): string {
  return km === null || km === undefined ? UNKNOWN : formatKm(km);
}

export function formatMonths(months: number | null | undefined): string {
  if (months === null || months === undefined) return UNKNOWN;
  return `${months} month${months === 1 ? '' : 's'}`;
}

export function textOrUnknown(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return UNKNOWN;
  const text = String(value).trim();
  return text === '' ? UNKNOWN : text;
}

export function yesNo(value: boolean | null | undefined): string {
  return value === null || value === undefined ? UNKNOWN : value ? 'Yes' : 'No';
}
