/** Time as the services see it; tests pass a clock they can move. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A calendar day, `YYYY-MM-DD`. */
export type IsoDay = string;

/** The agency's days are Italy's: a payment due "today" is due on Rome's date, whatever the server's zone. */
const romeDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The day the rules that count days (due, overdue, expiring within 30 days) count from: Rome's date on
 * the clock, or `fixedDay` (the CLOCK_TODAY setting) so that the demo and the tests read the feed's
 * fixed dates always the same way. Production refuses a fixed day (config.ts).
 */
export function todayOf(clock: Clock, fixedDay?: IsoDay): IsoDay {
  return fixedDay ?? romeDay.format(clock.now());
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier); both ISO days. */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The ISO day `days` after `day` (before it when negative). */
export function addDays(day: IsoDay, days: number): IsoDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
