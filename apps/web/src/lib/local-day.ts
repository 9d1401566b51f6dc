/** A moment's day in the browser's time zone, as yyyy-mm-dd (today by default): the value of a date field. */
export const localDay = (moment: Date = new Date()): string =>
  [moment.getFullYear(), moment.getMonth() + 1, moment.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');

/** A moment in the browser's time zone to the minute, as yyyy-mm-ddThh:mm: the value of a date-and-time field. */
export const localMinute = (moment: Date): string =>
  `${localDay(moment)}T${[moment.getHours(), moment.getMinutes()].map((part) => String(part).padStart(2, '0')).join(':')}`;
