import { z } from 'zod';

/** Bounds of the texts a report holds. */
export const CLAIM_TEXT = { name: 80, short: 40, line: 160, long: 1000 } as const;

/** An optional text of at most `max` characters. */
export const claimText = (max: number) => z.string().max(max).optional();
/**
 * `YYYY-MM-DD` names a day that exists (no 31 February): a database's date column takes it. Zod runs a
 * refinement even after the pattern failed, so any string reaches it (an empty one is no date: no throw).
 */
function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}
/**
 * A calendar date `YYYY-MM-DD` from 1900 to 2999 that exists (its days checked by the server where it
 * matters): year 0000 or 31 February reached PostgreSQL's date type as a 500 (the console's filter, issue 34).
 */
export const claimDate = z
  .string()
  .regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
  .refine(isCalendarDay, { error: 'no such day' });
/** A time of day `HH:MM`, 24 hours. */
export const claimTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** A tax code as typed: checked (codice fiscale, or a company's partita IVA) by `claimTaxCodeProblem`. */
export const claimTaxCode = z.string().max(16).optional();
