/** How often a planned inspection task comes back: every `every` months or years (1 to 120). */
export interface TaskRepeat {
  every: number;
  unit: 'months' | 'years';
}

const DATE = /^(\d{4,})-(\d{2})-(\d{2})$/;

/** The number of days of a month (1 to 12) of a year of the Gregorian calendar. */
const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * The date of the task that follows a performed one (`YYYY-MM-DD`): its scheduled date plus the repeat, in
 * calendar months. A day that the target month lacks becomes that month's last day (31 January plus 1 month is
 * 28 or 29 February; 29 February plus 1 year is 28 February). Counted from the scheduled date, not the day it
 * was performed, so that a yearly inspection stays in its month.
 */
export const nextTaskDate = (scheduledDate: string, repeat: TaskRepeat): string => {
  const match = DATE.exec(scheduledDate);
  if (!match) throw new Error(`Not a calendar date: '${scheduledDate}'`);
  const [, year = '', month = '', day = ''] = match;
  const months = Number(year) * 12 + Number(month) - 1 + repeat.every * (repeat.unit === 'years' ? 12 : 1);
  const nextYear = Math.floor(months / 12);
  const nextMonth = (months % 12) + 1;
  const nextDay = Math.min(Number(day), daysInMonth(nextYear, nextMonth));
  return `${String(nextYear).padStart(4, '0')}-${twoDigits(nextMonth)}-${twoDigits(nextDay)}`;
};
