import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The keys the console's search compares (docs/decisions/0096), written once: the indexes of the tables
 * and the search's query use the same expressions, which is what lets PostgreSQL use the indexes.
 */

/** A code as typed in any form: letters and digits only, upper case ('ab 123 cd' → 'AB123CD'). */
export const compactKey = (column: AnyPgColumn): SQL =>
  sql`upper(regexp_replace(${column}, '[^A-Za-z0-9]', '', 'g'))`;

/** A mobile number's last 10 digits, whatever its prefix and spacing ('+39 333 123 4567' → '3331234567'). */
export const mobileKey = (column: AnyPgColumn): SQL =>
  sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`;

/** Surname then name, lower case: the text a name is matched against by trigrams (pg_trgm). */
export const nameKey = (surname: AnyPgColumn, name: AnyPgColumn): SQL =>
  sql`lower(${surname} || ' ' || ${name})`;

/** An e-mail as typed in any case: the exact match of an address. */
export const emailKey = (column: AnyPgColumn): SQL => sql`lower(${column})`;

/**
 * The part of an e-mail before the @, lower case: what a typo is looked for in by trigrams. Not the whole
 * address: the domain is the same for most clients (a handful of providers), so its trigrams would make
 * every address look alike and each search read them all (decisions/0160).
 */
export const emailLocalKey = (column: AnyPgColumn): SQL => sql`split_part(lower(${column}), '@', 1)`;
