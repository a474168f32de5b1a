import { z } from 'zod';

/**
 * A control character (Unicode's general category Cc): C0, U+0000 to U+001F, tab, line feed and carriage
 * return among them; DEL, U+007F; C1, U+0080 to U+009F.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);

/**
 * What a one-line field sends of what was typed or pasted: each run of control characters a space (a
 * spreadsheet's cells pasted come with tabs between them), trimmed. The console's searches and filters send
 * this, so that a paste finds what it shows instead of being refused.
 */
export const toOneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

/** The schemas `textFilter` made: the tests find every call's filters among its body by them. */
const TEXT_FILTERS = new WeakSet<z.ZodType>();

export const isTextFilter = (schema: z.ZodType) => TEXT_FILTERS.has(schema);

/**
 * A one-line text a call finds rows by (a search, a list's filter; docs/decisions/0133): no control
 * character anywhere, tab, line feed and carriage return included (a one-line field cannot hold them: they
 * come only from a paste or a crafted request, and a NUL is text PostgreSQL cannot even compare), checked
 * before the blanks around it are trimmed; then `min` (1 unless told) to `max` characters. Any of them is
 * VALIDATION_001, before the call reads a row or sends a byte of a file.
 */
export function textFilter({ min = 1, max }: { min?: number; max: number }) {
  const schema = z
    .string()
    .refine((text) => !hasControlCharacter(text), 'a control character')
    .trim()
    .min(min)
    .max(max);
  TEXT_FILTERS.add(schema);
  return schema;
}
