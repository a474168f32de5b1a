import { z } from 'zod';

/** Bounds of the texts a report holds. */
export const CLAIM_TEXT = { name: 80, short: 40, line: 160, long: 1000 } as const;

/** An optional text of at most `max` characters. */
export const claimText = (max: number) => z.string().max(max).optional();
/** A calendar date `YYYY-MM-DD` (its days checked by the server where it matters). */
export const claimDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
/** A time of day `HH:MM`, 24 hours. */
export const claimTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** A tax code as typed: checked (codice fiscale, or a company's partita IVA) by `claimTaxCodeProblem`. */
export const claimTaxCode = z.string().max(16).optional();
