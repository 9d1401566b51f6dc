/**
 * A calendar file (RFC 5545, iCalendar) of events: what calendar apps import from a convocation's attachment or a
 * download. Times in UTC; texts escaped and long lines folded as the RFC asks.
 */
/** When an event takes place: from one moment to another, or a whole day (`YYYY-MM-DD`). */
export type EventTime = { start: Date; end: Date } | { day: string };

export type CalendarEvent = EventTime & {
  /** Unique and stable for the event, so that a calendar updates it instead of adding it twice. */
  uid: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
};

/** What a subscribed feed tells calendar apps besides its events: its name, and how often to fetch it again. */
export interface FeedFacts {
  name: string;
  refreshHours: number;
}

const PRODUCT_ID = '-//VvE app//Calendar//EN';

/** A moment as iCalendar's UTC form: 20270115T183000Z. */
const utc = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A text value: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
const escapeText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n');

const encoder = new TextEncoder();

/** A content line folded at 75 octets, never inside a character (RFC 5545 3.1). */
const fold = (line: string): string => {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line starts with a space, which counts.
    if (octets + size > 75) {
      parts.push(part);
      part = ' ';
      octets = 1;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n');
};

/** A day as iCalendar's DATE form: 20270115. */
const dateValue = (day: string) => day.replace(/-/g, '');

/** The day after a `YYYY-MM-DD` day: a whole day's event ends there (RFC 5545 3.6.1). */
const nextDay = (day: string) => new Date(Date.parse(day) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const eventTimes = (time: EventTime): string[] =>
  'day' in time
    ? [`DTSTART;VALUE=DATE:${dateValue(time.day)}`, `DTEND;VALUE=DATE:${dateValue(nextDay(time.day))}`]
    : [`DTSTART:${utc(time.start)}`, `DTEND:${utc(time.end)}`];

/** The calendar file of the events, stamped `at`; a feed's also says its name and how often to fetch it. */
export const calendarFile = (events: readonly CalendarEvent[], at: Date, feed?: FeedFacts): string => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(feed
      ? [
          `X-WR-CALNAME:${escapeText(feed.name)}`,
          `REFRESH-INTERVAL;VALUE=DURATION:PT${String(feed.refreshHours)}H`,
          `X-PUBLISHED-TTL:PT${String(feed.refreshHours)}H`,
        ]
      : []),
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utc(at)}`,
      ...eventTimes(event),
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
};
