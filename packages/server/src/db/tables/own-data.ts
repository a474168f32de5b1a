/** One's own data changed in one's area (issue 35 item 2, docs/decisions/0145): each change a client makes. */
import type { OwnDataKind, OwnDataState } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { clients } from './agency.js';

/** The order in which the changes reach the agency's outbound feed (its cursor, `feedSeq`). */
export const ownDataFeedSequence = pgSequence('own_data_feed_seq', { startWith: 1 });

/**
 * A change of the client's e-mail, residential or postal address, IBAN or paperless choice: its value (an
 * address as JSON), the value before it, where it stands, and what the agency's last import says
 * (`feedValue`) while they disagree: the client's change is not overwritten by the next import, it settles
 * when the feed carries it.
 */
export const ownDataChanges = pgTable(
  'own_data_changes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<OwnDataKind>().notNull(),
    value: text('value').notNull(),
    previousValue: text('previous_value'),
    feedValue: text('feed_value'),
    state: text('state').$type<OwnDataState>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    feedSeq: integer('feed_seq').notNull().unique().default(sql`nextval('own_data_feed_seq')`),
    /** The agency's request number, when the change went to it as a contact request. */
    requestId: text('request_id'),
  },
  (t) => [
    index('own_data_changes_client_idx').on(t.clientId, t.kind, t.id),
    // An account's removal unlinks its changes (ON DELETE SET NULL) by this index, not by a scan.
    index('own_data_changes_user_idx').on(t.userId),
    index('own_data_changes_open_idx').on(t.state).where(sql`state in ('applied', 'requested')`),
    // One open change of a kind per client: a new one replaces the open one (own-data's insertChange).
    uniqueIndex('own_data_changes_one_open_idx')
      .on(t.clientId, t.kind)
      .where(sql`state in ('applied', 'requested')`),
  ],
);
