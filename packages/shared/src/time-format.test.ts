import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelativeTime, toInstant } from './time-format';

describe('formatDate and formatDateTime (DD/MM/YYYY [HH:mm], Johannesburg)', () => {
  it.each([
    ['2025-01-06T10:00:00Z', '06/01/2025', '06/01/2025 12:00'],
    ['2025-01-06T10:00:00', '06/01/2025', '06/01/2025 12:00'],
    ['2025-01-06T10:00:00.123', '06/01/2025', '06/01/2025 12:00'],
    ['2025-01-05T22:30:00Z', '06/01/2025', '06/01/2025 00:30'],
    ['2024-12-31T21:59:00Z', '31/12/2024', '31/12/2024 23:59'],
    ['2025-03-09T13:05:00+02:00', '09/03/2025', '09/03/2025 13:05'],
  ])('%s -> %s / %s', (iso, date, dateTime) => {
    expect(formatDate(iso)).toBe(date);
    expect(formatDateTime(iso)).toBe(dateTime);
  });

  it('shows a plain calendar date as that date', () => {
    expect(formatDate('2025-01-06')).toBe('06/01/2025');
  });

  it('takes a Date', () => {
    expect(formatDateTime(new Date(Date.UTC(2025, 6, 1, 6, 7)))).toBe('01/07/2025 08:07');
  });

  it.each([null, undefined, '', 'not a date', '2025-13-45'])('gives "" for %j', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatDateTime(value)).toBe('');
  });

  it('reads an ISO string without an offset as UTC', () => {
    expect(toInstant('2025-01-06T10:00:00')?.toISOString()).toBe('2025-01-06T10:00:00.000Z');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-01-06T10:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const s = 1000;
  const m = 60 * s;
  const h = 60 * m;
  const d = 24 * h;

  it.each([
    [0, '0 seconds ago'],
    [1 * s, '1 second ago'],
    [59 * s, '59 seconds ago'],
    [60 * s, '1 minute ago'],
    [119 * s, '1 minute ago'],
    [2 * m, '2 minutes ago'],
    [59 * m + 59 * s, '59 minutes ago'],
    [1 * h, '1 hour ago'],
    [23 * h + 59 * m, '23 hours ago'],
    [1 * d, '1 day ago'],
    [45 * d, '45 days ago'],
    [-5 * s, '0 seconds ago'],
  ])('%i ms ago -> %j', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(text);
  });

  it('takes the server ISO string', () => {
    expect(formatRelativeTime('2025-01-06T07:00:00', now)).toBe('3 hours ago');
  });
});
