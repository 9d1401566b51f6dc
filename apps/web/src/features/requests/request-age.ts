const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest unit that fits the age, with the whole number of it. */
const largestUnit = (ms: number): [number, Intl.RelativeTimeFormatUnit] => {
  if (ms < MINUTE) return [0, 'second'];
  if (ms < HOUR) return [Math.floor(ms / MINUTE), 'minute'];
  if (ms < DAY) return [Math.floor(ms / HOUR), 'hour'];
  if (ms < 30 * DAY) return [Math.floor(ms / DAY), 'day'];
  if (ms < 365 * DAY) return [Math.floor(ms / (30 * DAY)), 'month'];
  return [Math.floor(ms / (365 * DAY)), 'year'];
};

/** How old a request is, in words of the locale: 'now', '5 minutes ago', 'yesterday', '3 days ago'. */
export const requestAge = (createdAt: string, now: number, locale: string): string => {
  const [amount, unit] = largestUnit(Math.max(0, now - Date.parse(createdAt)));
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-amount, unit);
};
