import { describe, expect, it } from 'vitest';
import { calendarFile } from './ics';

const event = {
  uid: 'meeting-7@vve-app',
  start: new Date('2027-01-15T18:30:00Z'),
  end: new Date('2027-01-15T20:30:00Z'),
  summary: 'Ledenvergadering VvE Het Anker',
};

describe('calendarFile', () => {
  it('writes an event in UTC with CRLF line ends (RFC 5545)', () => {
    const file = calendarFile([event], new Date('2026-12-01T09:00:00.123Z'));
    expect(file.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//VvE app//Calendar//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:meeting-7@vve-app',
      'DTSTAMP:20261201T090000Z',
      'DTSTART:20270115T183000Z',
      'DTEND:20270115T203000Z',
      'SUMMARY:Ledenvergadering VvE Het Anker',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('escapes commas, semicolons, backslashes and line breaks in texts', () => {
    const file = calendarFile(
      [{ ...event, location: 'Buurthuis; zaal 2, Kadijksplein', description: 'Agenda:\n1. Opening\\slot' }],
      new Date(),
    );
    expect(file).toContain('LOCATION:Buurthuis\\; zaal 2\\, Kadijksplein\r\n');
    expect(file).toContain('DESCRIPTION:Agenda:\\n1. Opening\\\\slot\r\n');
  });

  it('folds lines longer than 75 octets, never inside a character', () => {
    const summary = `Eigentümerversammlung ${'ä'.repeat(60)}`;
    const file = calendarFile([{ ...event, summary }], new Date());
    const lines = file.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${summary}\r\n`);
  });

  it("writes a whole day's event as a DATE that ends the next day, and a feed's name and refresh interval", () => {
    const file = calendarFile(
      [{ uid: 'workOrder-3@vve-app', day: '2026-12-31', summary: 'Werkbon: dakgoot' }],
      new Date('2026-12-01T09:00:00Z'),
      { name: 'VvE Portaal', refreshHours: 4 },
    );
    expect(file).toContain('X-WR-CALNAME:VvE Portaal\r\nREFRESH-INTERVAL;VALUE=DURATION:PT4H\r\n');
    expect(file).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
  });
});
