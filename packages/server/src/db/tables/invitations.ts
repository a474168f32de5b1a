/** Invitations in bulk (docs/decisions/0101): each run with its filter and pace, and the clients it is for. */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { clients } from './agency.js';
import { createdAt } from './columns.js';

/**
 * A bulk invitation: who started it, its filter, its pace and its state. `nextSendAt` is when the next
 * invite is due: the pacer (modules/invites/bulk.ts) reads it, so a restart goes on where it stopped.
 */
export const bulkInvitations = pgTable('bulk_invitations', {
  id: serial('id').primaryKey(),
  /** The filter as given: the feed's branch id and a product name, each optional. */
  branch: text('branch'),
  product: text('product'),
  perMinute: integer('per_minute').notNull(),
  state: text('state').$type<'running' | 'paused' | 'done'>().notNull(),
  startedBy: text('started_by').notNull(),
  createdAt: createdAt(),
  nextSendAt: timestamp('next_send_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * One client of a bulk invitation: waiting, invited (the e-mail queued; `deliveredAt` once the mail server
 * took it), or skipped with the reason.
 */
export const bulkInvitationClients = pgTable(
  'bulk_invitation_clients',
  {
    id: serial('id').primaryKey(),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => bulkInvitations.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').$type<'pending' | 'invited' | 'skipped'>().notNull().default('pending'),
    /** Why a client was skipped: 'no-email', 'email-taken', 'disabled', 'registered'. */
    reason: text('reason'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('bulk_invitation_clients_run_idx').on(t.invitationId, t.state, t.id),
    index('bulk_invitation_clients_client_idx').on(t.clientId),
    // An account deleted (an abandoned registration replaced) is unlinked from every run that invited it.
    index('bulk_invitation_clients_user_idx').on(t.userId),
  ],
);
