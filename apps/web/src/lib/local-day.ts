/** A moment's day in the browser's time zone, as yyyy-mm-dd (today by default): the value of a date field. */
export const localDay = (moment: Date = new Date()): string =>
  [moment.getFullYear(), moment.getMonth() + 1, moment.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
