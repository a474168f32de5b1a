/** The client's private calendar subscription (docs/decisions/0060). */
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

/**
 * One live subscription address per account: its secret is kept only as a SHA-256 hash (a 256-bit random
 * secret needs no slow hash), so a copy of the database cannot open anyone's calendar. Revoking deletes
 * the row; making a new address replaces it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull().unique(),
  createdAt: createdAt(),
  /** When a calendar application last read it: the client sees the address is in use. */
  lastReadAt: timestamp('last_read_at', { withTimezone: true }),
});
