import { z } from 'zod';
import { AMOUNT_CEILINGS, agencyId, euro, feedDate } from './import-rules.js';

/**
 * An instalment (a premium's title). It stays the same instalment across feeds — what a payment made online
 * points at (docs/decisions/0152) — known by `id` when the agency gives one, else by its `titolo` (and its
 * `dataScadenza` when the policy lists that titolo more than once).
 */
export const importMovimento = z.strictObject({
  /** The agency's id of the instalment (its title's number in the agency's system), unique within the policy. */
  id: agencyId.optional(),
  titolo: z.string().trim().min(1).max(200),
  dataScadenza: feedDate.optional(),
  stato: z.string().trim().min(1).max(200),
  premio: euro(AMOUNT_CEILINGS.premio).optional(),
  dataFoglioCassa: feedDate.optional(),
});

/**
 * A policy's instalments, each one the import can tell from the others: no id twice, and no two without an
 * id with the same titolo and the same dataScadenza (nothing would say which of them a payment is for).
 */
export const importMovimenti = z
  .array(importMovimento)
  .max(1000)
  .superRefine((list, ctx) => {
    const seen = new Map<string, number>();
    list.forEach((item, index) => {
      const key =
        item.id !== undefined
          ? `id\u0000${item.id}`
          : `titolo\u0000${item.titolo}\u0000${item.dataScadenza ?? ''}`;
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, index);
        return;
      }
      ctx.addIssue({
        code: 'custom',
        path: [index, item.id !== undefined ? 'id' : 'titolo'],
        message:
          item.id !== undefined
            ? `lo stesso id di rata di movimenti.${first}`
            : `lo stesso titolo e la stessa dataScadenza di movimenti.${first}: dai a ogni rata un id suo`,
      });
    });
  });
