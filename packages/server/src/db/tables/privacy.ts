/** Privacy templates, the consents given, and the agency's login messages. */
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

/** A privacy template: the consents (privacy01..privacy19) a notice of a given type asks for. */
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
  },
  (t) => [uniqueIndex('privacy_templates_type_template_idx').on(t.type, t.templateId)],
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

/** Messages the agency publishes to be shown after login. */
export const loginMessages = pgTable('login_messages', {
  id: serial('id').primaryKey(),
  agencyId: text('agency_id').notNull().unique(),
  titolo: text('titolo').notNull(),
  testo: text('testo').notNull(),
  mostraSempre: boolean('mostra_sempre').notNull().default(false),
  /** null: every user; otherwise only this user. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

export const loginMessageReads = pgTable(
  'login_message_reads',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => loginMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);
