import { isItalianWorkingDay } from '@area-clienti/contract';
import { addDays, type IsoDay } from '../../shared/clock.js';

/**
 * The promise "entro un giorno lavorativo" (docs/decisions/0104): working days are Monday to Friday in
 * Rome, except Italy's national holidays (local patron saints' days are not counted: branches differ).
 */

/** Easter Monday and the working days are the contract's, shared with the claim report's inspection days. */
export { easterMonday } from '@area-clienti/contract';
export const isWorkingDay = (day: IsoDay): boolean => isItalianWorkingDay(day);

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
