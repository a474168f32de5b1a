/** Privacy templates, the consents given, and the agency's login messages. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

/**
 * A privacy template: the consents (privacy01..privacy19) a notice of a given type asks for. A version is a
 * draft until published (`published_at` null); publishing makes it the `current` one of its type, withdrawing
 * it hands that back to the latest published version not withdrawn (docs/decisions/0047). Rows written
 * without these columns (the demo seed) are published and current, as before.
 */
export const privacyTemplates = pgTable(
  'privacy_templates',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    templateId: text('template_id').notNull(),
    /** Keys privacy01value..privacy19value → the consent's text; absent or empty means not asked. */
    items: jsonb('items').$type<Record<string, string>>().notNull(),
    current: boolean('current').notNull().default(true),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('privacy_templates_type_template_idx').on(t.type, t.templateId),
    // One version in force per type: two publications at once cannot both win.
    uniqueIndex('privacy_templates_current_idx').on(t.type).where(sql`${t.current}`),
  ],
);

/** Every consent the user gave, kept with its time for audit; the latest per type is in force. */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    templateId: text('template_id').notNull(),
    /** privacy01..privacy19 → 'S' or 'N'. */
    values: jsonb('values').$type<Record<string, 'S' | 'N'>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_consents_user_type_idx').on(t.userId, t.type)],
);

/**
 * Messages the agency publishes to be shown after login. A draft (`published_at` null) is shown to nobody,
 * a published one from `published_at` until it expires or is withdrawn (docs/decisions/0047). Rows written
 * without `published_at` (the demo seed) are published at once, as before.
 */
export const loginMessages = pgTable(
  'login_messages',
  {
    id: serial('id').primaryKey(),
    /** The agency's own id for the message, when it has one (those written through the admin API have none). */
    agencyId: text('agency_id').unique(),
    titolo: text('titolo').notNull(),
    /** HTML, sanitized when written through the admin API (modules/messages/html.ts). */
    testo: text('testo').notNull(),
    mostraSempre: boolean('mostra_sempre').notNull().default(false),
    /**
     * true: every user; false: the users listed in login_message_recipients, or, when a filter side is
     * set, the clients the filter chooses at each login (decisions/0116).
     */
    forEveryone: boolean('for_everyone').notNull().default(true),
    /** A filtered message's branch (its id in the feed) and product; both null for the others. */
    filterBranch: text('filter_branch'),
    filterProduct: text('filter_product'),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    // The status call reads the messages for everyone through this, never the personal ones.
    index('login_messages_everyone_idx').on(t.id).where(sql`${t.forEveryone}`),
    // …and the filtered ones through this: few rows, each checked against the client's own record.
    index('login_messages_filtered_idx')
      .on(t.id)
      .where(sql`${t.filterBranch} is not null or ${t.filterProduct} is not null`),
  ],
);

/** A message and a user, gone with either. */
const messageAndUser = () => ({
  messageId: integer('message_id')
    .notNull()
    .references(() => loginMessages.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** Who a message for listed users is for; looked up by user, so that each login reads only its own. */
export const loginMessageRecipients = pgTable('login_message_recipients', messageAndUser(), (t) => [
  primaryKey({ columns: [t.messageId, t.userId] }),
  index('login_message_recipients_user_idx').on(t.userId),
]);

export const loginMessageReads = pgTable(
  'login_message_reads',
  {
    ...messageAndUser(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By user too: an account deleted (an abandoned registration replaced) takes its rows along without a
  // scan of every user's (db/foreign-key-indexes.test.ts).
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('login_message_reads_user_idx').on(t.userId),
  ],
);

/**
 * Who a message was shown to, once per user (the first time): the console's figure "shown" beside the
 * confirmations in login_message_reads (docs/decisions/0106).
 */
export const loginMessageShows = pgTable(
  'login_message_shows',
  {
    ...messageAndUser(),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('login_message_shows_user_idx').on(t.userId),
  ],
);
