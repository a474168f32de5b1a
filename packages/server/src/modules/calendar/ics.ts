/**
 * An iCalendar file (RFC 5545) of all-day events: CRLF line ends, content lines folded at 75 octets
 * (never inside a UTF-8 character), text escaped (`\` `;` `,` and newlines). All-day events are DATE
 * values, which need no time zone.
 */

export interface AllDayEvent {
  /** Stable across downloads, so that a calendar updates the event instead of adding it twice. */
  uid: string;
  /** `YYYY-MM-DD`. */
  date: string;
  summary: string;
  description: string;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const LIMIT_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 §3.1: a line longer than 75 octets goes on in lines that start with one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines spend one octet on their leading space.
    const limit = parts.length === 0 ? LIMIT_OCTETS : LIMIT_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (isoDay: string) => isoDay.replace(/-/g, '');
const nextDay = (isoDay: string) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** `20261122T100000Z`: a UTC date-time (DTSTAMP). */
const utcStamp = (time: Date) => `${time.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export function calendarFile(options: { name: string; stamp: Date; events: readonly AllDayEvent[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Area Clienti//Scadenze//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  for (const event of options.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(options.stamp)}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      // A due date is a reminder, not time the client is busy.
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
