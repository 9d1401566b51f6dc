/**
 * A calendar file (RFC 5545, iCalendar) of events: what calendar apps import from a convocation's attachment or a
 * download. Times in UTC; texts escaped and long lines folded as the RFC asks.
 */
export interface CalendarEvent {
  /** Unique and stable for the event, so that a calendar updates it instead of adding it twice. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
}

const PRODUCT_ID = '-//VvE app//Members meetings//EN';

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

/** The calendar file of the events, stamped `at`. */
export const calendarFile = (events: readonly CalendarEvent[], at: Date): string => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utc(at)}`,
      `DTSTART:${utc(event.start)}`,
      `DTEND:${utc(event.end)}`,
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
