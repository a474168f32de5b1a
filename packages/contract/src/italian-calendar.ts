/**
 * Italy's working days: Monday to Friday, except the national holidays (local patron saints' days are not
 * counted: places differ). Used by the contact module's answer times (docs/decisions/0104) and by the days a
 * damaged vehicle can be inspected (art. 148 CAP, docs/decisions/0136).
 */

const FIXED_HOLIDAYS = new Set([
  '01-01',
  '01-06',
  '04-25',
  '05-01',
  '06-02',
  '08-15',
  '11-01',
  '12-08',
  '12-25',
  '12-26',
]);

/** St Francis of Assisi, 4 October: a national holiday again from 2026 (L. 3 ottobre 2025, n. 151). */
const SAINT_FRANCIS_FROM = 2026;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar day `days` after `day` (`YYYY-MM-DD`). */
export const addIsoDays = (day: string, days: number): string =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** Easter Monday of a year (the Gregorian computus, Meeus/Jones/Butcher). */
export function easterMonday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return addIsoDays(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, 1);
}

/** A real calendar day `YYYY-MM-DD` (not 30 February). */
export const isCalendarDay = (day: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) &&
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
  isoDay(new Date(`${day}T00:00:00Z`)) === day;

export function isItalianWorkingDay(day: string): boolean {
  if (!isCalendarDay(day)) return false;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = Number(day.slice(0, 4));
  const monthDay = day.slice(5);
  if (FIXED_HOLIDAYS.has(monthDay)) return false;
  if (monthDay === '10-04' && year >= SAINT_FRANCIS_FROM) return false;
  return day !== easterMonday(year);
}

/** The next `count` working days after `day` (not `day` itself). */
export function workingDaysAfter(day: string, count: number): string[] {
  const days: string[] = [];
  let next = day;
  while (days.length < count) {
    next = addIsoDays(next, 1);
    if (isItalianWorkingDay(next)) days.push(next);
  }
  return days;
}
