/**
 * What was done to accounts: who, when, to whom (issue 9; listed by the admin API). By the agency's staff,
 * and by clients on their own account (ending their other sessions, exporting their data: decisions/0061).
 */
import type { AuditAction } from '@area-clienti/contract';
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** A staff user's code (admin API), `cli:<system user>` (the command line), or the client's own code. */
    actor: text('actor').notNull(),
    /** One of the contract's AUDIT_ACTIONS (the console's filter offers them): a new act is added there first. */
    action: text('action').$type<AuditAction>().notNull(),
    /** The user code acted upon. */
    target: text('target').notNull(),
    detail: jsonb('detail').$type<Record<string, string>>(),
  },
  (t) => [
    // The log newest first, a page at a time after an entry (keyset on the time, then the id), and each
    // of the console's filters (who, on whom, which act) walked the same way by its own index, a range of
    // days within it (decisions/0118).
    index('audit_log_at_id_idx').on(t.at, t.id),
    index('audit_log_actor_idx').on(t.actor, t.at, t.id),
    index('audit_log_target_idx').on(t.target, t.at, t.id),
    index('audit_log_action_idx').on(t.action, t.at, t.id),
  ],
);
