import { z } from 'zod';
import { textFilter } from './text-filter.js';

/**
 * Which of the agency's clients something is for, by the feed: a branch and/or a product. One shape for
 * every audience the console chooses by filter: a bulk invitation (decisions/0101) and a login message
 * (decisions/0116). Each side is optional; a client is chosen when they match every side given.
 */
export const clientFilter = z.object({
  /** The branch's id in the agency's feed. */
  branch: textFilter({ max: 64 }).optional(),
  /** A product name as the policies carry it (any of the client's policies, case-insensitive). */
  product: textFilter({ max: 200 }).optional(),
});
export type ClientFilter = z.infer<typeof clientFilter>;

/** What a filter may choose among: the feed's branches and the products its policies carry. */
export const clientFilterChoices = z.object({
  branches: z.array(z.object({ id: z.string(), name: z.string() })),
  products: z.array(z.string()),
});
export type ClientFilterChoices = z.infer<typeof clientFilterChoices>;
