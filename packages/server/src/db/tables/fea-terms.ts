/** The FEA service terms each client accepted (issue 34 item 4): one row per version, with its time. */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const feaTermsAcceptances = pgTable(
  'fea_terms_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The terms' version accepted (FEA_TERMS_VERSION at the time). */
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    /** Where from: the evidence of the acceptance, as a signature's. */
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.version] }),
    index('fea_terms_acceptances_user_idx').on(t.userId, t.acceptedAt),
  ],
);
