import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from './ics.js';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('iCalendar text (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets, never inside a character, continuing with one space', () => {
    const line = `SUMMARY:${'è'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes a file a calendar parser reads back word for word: all-day events, CRLF, DTSTAMP', () => {
    const summary = 'Rata da pagare - Casa, Vita; e "altro" \\ più';
    const description = `Prima riga\nSeconda riga, con virgola; e punto e virgola. ${'Lunga '.repeat(20)}€`;
    const file = calendarFile({
      name: 'Scadenze',
      stamp: new Date('2026-11-22T10:00:00Z'),
      events: [{ uid: 'abc@area-clienti', date: '2026-12-31', summary, description }],
    });
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(file));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(summary);
    expect(event.description).toBe(description);
    expect(event.uid).toBe('abc@area-clienti');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-31');
    expect(event.endDate.toString()).toBe('2027-01-01');
    expect(vevent?.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-22T10:00:00Z');
  });
});
