/** The demo history's measures: time on the Johannesburg clock, demand by day, distance (history.ts). */

// ---------------------------------------------------------------- time (Africa/Johannesburg is UTC+2 all year)

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const SAST = 2 * HOUR;

/** The instant of a local wall-clock hour (fractional) on the local day that starts at dayStartUtc. */
export const localTime = (day: number, hour: number) => day * DAY - SAST + hour * HOUR;
/** The local day number (days since 1970-01-01 in SAST) of an instant. */
export const localDay = (t: number) => Math.floor((t + SAST) / DAY);
export const localHour = (t: number) => ((t + SAST) % DAY) / HOUR;
export const isoDate = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
export const weekday = (day: number) => new Date(day * DAY).getUTCDay(); // 0 Sunday
export const isWeekdayNumber = (day: number) => weekday(day) !== 0 && weekday(day) !== 6;
export const iso = (t: number) => new Date(Math.round(t)).toISOString();

/** The next moment the workshop is open (weekdays 07:30–17:30, Saturdays 08:00–12:00). */
export function nextOpen(t: number): number {
  let day = localDay(t);
  let hour = localHour(t);
  for (;;) {
    const wd = weekday(day);
    const [open, close] = wd === 0 ? [99, 0] : wd === 6 ? [8, 12] : [7.5, 17.5];
    if (hour < open) return localTime(day, open);
    if (hour < close) return localTime(day, hour);
    day += 1;
    hour = 0;
  }
}

// ---------------------------------------------------------------- demand

/**
 * How many requests a day expects: a marketplace growing from under one a day in 2020 to several a day,
 * busier on weekdays, quiet over the December holidays and a little quieter at Easter.
 */
export function expectedRequests(day: number, firstDay: number, lastDay: number): number {
  const t = (day - firstDay) / Math.max(1, lastDay - firstDay);
  const base = 0.85 + 3.6 * t ** 1.25;
  const wd = weekday(day);
  const week = wd === 0 ? 0.3 : wd === 6 ? 0.55 : 1.21;
  const date = new Date(day * DAY);
  const month = date.getUTCMonth() + 1;
  const dom = date.getUTCDate();
  const season =
    month === 12 ? (dom >= 15 ? 0.4 : 0.8) : month === 1 ? (dom <= 10 ? 0.55 : 0.95) : month === 4 ? 0.92 : 1;
  return base * week * season;
}

export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
