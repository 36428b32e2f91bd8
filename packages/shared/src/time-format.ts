import { isIsoDate, zonedParts } from './dates';

/**
 * Dates and times shown to people (spec section 9: DD/MM/YYYY and DD/MM/YYYY HH:mm; relative time in
 * seconds, minutes, hours or days ago), always on the Africa/Johannesburg clock.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO date-time without an offset ('2025-01-06T10:00:00'): the server's UTC columns are sent like this. */
const NO_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** Reads a Date or an ISO string as an instant; a string without an offset is UTC. Null when unreadable. */
export function toInstant(value: Date | string | number): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const text = value.trim();
  const date = new Date(NO_OFFSET.test(text) ? `${text}Z` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 'DD/MM/YYYY' in Johannesburg. A plain calendar date ('2025-01-06', e.g. a requested date) is shown as
 * that date, with no time zone shift. Empty string when the value cannot be read.
 */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value.trim());
    if (m) return isIsoDate(m[0]) ? `${m[3]}/${m[2]}/${m[1]}` : '';
  }
  const instant = toInstant(value);
  if (!instant) return '';
  const p = zonedParts(instant);
  return `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}`;
}

/** 'DD/MM/YYYY HH:mm' (24-hour) in Johannesburg. Empty string when the value cannot be read. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = toInstant(value);
  if (!instant) return '';
  const p = zonedParts(instant);
  return `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)} ${pad(p.hour)}:${pad(p.minute)}`;
}

const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'} ago`;

/**
 * '1 second ago', '5 seconds ago', '1 minute ago', '3 hours ago', '2 days ago' (spec: seconds, minutes,
 * hours or days ago). Whole units, rounded down; a moment in the future (clock skew) reads '0 seconds ago'.
 */
export function formatRelativeTime(value: Date | string | number, now: Date): string {
  const instant = toInstant(value);
  if (!instant) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - instant.getTime()) / 1000));
  if (seconds < 60) return unit(seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return unit(hours, 'hour');
  return unit(Math.floor(hours / 24), 'day');
}
