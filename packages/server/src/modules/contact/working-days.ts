import { addDays, type IsoDay } from '../../shared/clock.js';

/**
 * The promise "entro un giorno lavorativo" (docs/decisions/0104): working days are Monday to Friday in
 * Rome, except Italy's national holidays (local patron saints' days are not counted: branches differ).
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

/** Easter Monday of a year (the Gregorian computus, Meeus/Jones/Butcher). */
export function easterMonday(year: number): IsoDay {
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
  const easter = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return addDays(easter, 1);
}

export function isWorkingDay(day: IsoDay): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (FIXED_HOLIDAYS.has(day.slice(5))) return false;
  return day !== easterMonday(Number(day.slice(0, 4)));
}

const nextWorkingDay = (day: IsoDay): IsoDay => {
  let next = addDays(day, 1);
  while (!isWorkingDay(next)) next = addDays(next, 1);
  return next;
};

const romeParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Rome's wall clock at an instant, read as if it were UTC: its distance from the instant is Rome's offset. */
function romeWallClock(at: number): number {
  const parts = romeParts.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}
const romeOffset = (at: number) => romeWallClock(at) - Math.floor(at / 1000) * 1000;
const romeDayOf = (at: number): IsoDay => new Date(romeWallClock(at)).toISOString().slice(0, 10);

/** The instant Rome's wall clock reads `wall` (a UTC-read wall-clock time). */
const instantOfRomeWall = (wall: number) => {
  const guess = wall - romeOffset(wall);
  return wall - romeOffset(guess);
};

/**
 * When a request that arrived at `receivedAt` is due: the same time on the next working day; one that
 * arrived on a day off is due by the end of the first working day after it.
 */
export function answerDueAt(receivedAt: Date): Date {
  const at = receivedAt.getTime();
  const day = romeDayOf(at);
  const wall = romeWallClock(at) + (at % 1000);
  if (isWorkingDay(day)) {
    const target = nextWorkingDay(day);
    const shift = Date.parse(`${target}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`);
    return new Date(instantOfRomeWall(wall + shift));
  }
  return new Date(instantOfRomeWall(Date.parse(`${addDays(nextWorkingDay(day), 1)}T00:00:00Z`)));
}
