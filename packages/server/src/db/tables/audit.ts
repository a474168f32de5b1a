/** What the agency's staff did to accounts: who, when, to whom (issue 9; listed by the admin API). */
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** A staff user's code (admin API), or `cli:<system user>` (the command line). */
    actor: text('actor').notNull(),
    /** `user.disable`, `user.enable`, `user.unlock`, `user.invite`, `user.create`. */
    action: text('action').notNull(),
    /** The user code acted upon. */
    target: text('target').notNull(),
    detail: jsonb('detail').$type<Record<string, string>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
