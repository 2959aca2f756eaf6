/** UTC calendar arithmetic for partitions, retention and analytics days. */

const DAY_MS = 86_400_000;

/** Bits of a sender-day bitmap: one per day of the longest year. */
export const YEAR_BITS = 366;

/** 0-based day of the UTC year of d. */
export function dayOfYear(d: Date): number {
  const start = new Date(Date.UTC(2000, 0, 1));
  start.setUTCFullYear(d.getUTCFullYear());
  return Math.floor((d.getTime() - start.getTime()) / DAY_MS);
}

/** The UTC day of an instant, YYYY-MM-DD. */
export function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Midnight UTC starting the month that holds d. */
export function monthStart(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}

/**
 * d moved by n calendar months in UTC, the day of month clamped to the target month's length
 * (March 31 minus one month is February 28 or 29), the time of day kept.
 */
export function addUtcMonths(d: Date, n: number): Date {
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const daysInMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      first.getUTCFullYear(),
      first.getUTCMonth(),
      Math.min(d.getUTCDate(), daysInMonth),
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
}

/** Parses a real calendar day YYYY-MM-DD (year 0001..9999) to its UTC midnight; undefined otherwise. */
export function parseUtcDay(s: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return undefined;
  const date = new Date(Date.UTC(y, mo - 1, d));
  date.setUTCFullYear(y); // years below 100 would otherwise map to 19xx
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return date;
}

/** Number of days from a to b counting both (b >= a gives at least 1). */
export function daysInclusive(a: Date, b: Date): number {
  return Math.round((b.getTime() - a.getTime()) / DAY_MS) + 1;
}

export function addUtcDays(d: Date, n: number): Date {
  return new Date(d.getTime() + n * DAY_MS);
}
