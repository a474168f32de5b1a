import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/database.js';
import { bulkInvitationClients, bulkInvitations, clients, users } from '../../db/schema.js';
import { chosenByFilter } from '../accounts/index.js';

export type BulkInvitationRow = typeof bulkInvitations.$inferSelect;

/** An imported client as an invite needs them: not removed by the agency. */
export async function clientToInvite(db: Db, where: { agencyId: string } | { id: number }) {
  const [row] = await db
    .select({
      id: clients.id,
      agencyId: clients.agencyId,
      nome: clients.nome,
      email: clients.email,
      cell: clients.cell,
    })
    .from(clients)
    .where(
      and(
        'agencyId' in where ? eq(clients.agencyId, where.agencyId) : eq(clients.id, where.id),
        isNull(clients.removedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function insertBulkInvitation(
  db: Db,
  values: { branch: string | null; product: string | null; perMinute: number; startedBy: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(bulkInvitations)
    .values({
      branch: values.branch,
      product: values.product,
      perMinute: values.perMinute,
      state: 'running',
      startedBy: values.startedBy,
      createdAt: values.now,
      nextSendAt: values.now,
    })
    .returning({ id: bulkInvitations.id });
  if (!row) throw new Error('bulk invitation not written');
  return row.id;
}

/**
 * Adds to a bulk invitation every client the shared filter chooses (accounts' `chosenByFilter`) who is still to be invited: not removed, with no
 * account that has a password, is disabled or was ever invited, and not waiting in another unfinished bulk
 * invitation. Answers how many.
 */
export async function addClientsToInvite(
  db: Db,
  invitationId: number,
  filter: { branch: string | null; product: string | null },
): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`with added as (
      insert into bulk_invitation_clients (invitation_id, client_id)
      select ${invitationId}, c.id from clients c
      where ${chosenByFilter(sql`c.id`, filter)}
        and not exists (
          select 1 from users u
          where u.client_id = c.id
            and (u.password_hash is not null or u.disabled_at is not null
                 or exists (select 1 from invites i where i.user_id = u.id)))
        and not exists (
          select 1 from bulk_invitation_clients w
          join bulk_invitations r on r.id = w.invitation_id
          where w.client_id = c.id and w.state = 'pending' and r.state <> 'done')
      order by c.id
      returning 1)
    select count(*)::int as count from added`,
  );
  return row?.count ?? 0;
}

/** The running bulk invitations whose next invite is due. */
export async function dueInvitationIds(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: bulkInvitations.id })
    .from(bulkInvitations)
    .where(and(eq(bulkInvitations.state, 'running'), lte(bulkInvitations.nextSendAt, now)))
    .orderBy(asc(bulkInvitations.id));
  return rows.map((row) => row.id);
}

/**
 * The bulk invitation, locked for this transaction. Without `wait`, none when another transaction holds it
 * (another instance's pacer is sending it now); with it, once that transaction ends.
 */
export async function lockBulkInvitation(
  db: Db,
  id: number,
  { wait = false } = {},
): Promise<BulkInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(bulkInvitations)
    .where(eq(bulkInvitations.id, id))
    .for('update', wait ? {} : { skipLocked: true });
  return row;
}

export async function updateBulkInvitation(
  db: Db,
  id: number,
  set: Partial<Pick<BulkInvitationRow, 'state' | 'nextSendAt' | 'finishedAt'>>,
): Promise<void> {
  await db.update(bulkInvitations).set(set).where(eq(bulkInvitations.id, id));
}

/** The next clients waiting in a bulk invitation, in the order they were added. */
export function waitingClients(db: Db, invitationId: number, limit: number) {
  return db
    .select({ id: bulkInvitationClients.id, clientId: bulkInvitationClients.clientId })
    .from(bulkInvitationClients)
    .where(
      and(eq(bulkInvitationClients.invitationId, invitationId), eq(bulkInvitationClients.state, 'pending')),
    )
    .orderBy(asc(bulkInvitationClients.id))
    .limit(limit);
}

export async function markClientInvited(db: Db, id: number, userId: number, now: Date): Promise<void> {
  await db
    .update(bulkInvitationClients)
    .set({ state: 'invited', userId, invitedAt: now })
    .where(eq(bulkInvitationClients.id, id));
}

export async function markClientSkipped(db: Db, id: number, reason: string): Promise<void> {
  await db
    .update(bulkInvitationClients)
    .set({ state: 'skipped', reason })
    .where(eq(bulkInvitationClients.id, id));
}

/** The mail server took a bulk invite's e-mail (the delivery queue's receipt). */
export async function markInviteDelivered(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(bulkInvitationClients)
    .set({ deliveredAt: now })
    .where(and(eq(bulkInvitationClients.id, id), isNull(bulkInvitationClients.deliveredAt)));
}

export function newestBulkInvitations(db: Db, limit: number) {
  return db.select().from(bulkInvitations).orderBy(desc(bulkInvitations.id)).limit(limit);
}

export async function bulkInvitationById(db: Db, id: number): Promise<BulkInvitationRow | undefined> {
  const [row] = await db.select().from(bulkInvitations).where(eq(bulkInvitations.id, id));
  return row;
}

/** Each bulk invitation's counts: its clients, invited, delivered, skipped, registered since. */
export async function bulkInvitationCounts(db: Db, ids: number[], now: Date) {
  if (ids.length === 0) return [];
  const invited = sql`${bulkInvitationClients.state} = 'invited'`;
  const minuteAgo = new Date(now.getTime() - 60_000);
  return db
    .select({
      invitationId: bulkInvitationClients.invitationId,
      total: sql<number>`count(*)::int`,
      queued: sql<number>`(count(*) filter (where ${invited}))::int`,
      sent: sql<number>`(count(*) filter (where ${bulkInvitationClients.deliveredAt} is not null))::int`,
      skipped: sql<number>`(count(*) filter (where ${bulkInvitationClients.state} = 'skipped'))::int`,
      sentLastMinute: sql<number>`(count(*) filter (where ${bulkInvitationClients.deliveredAt} > ${minuteAgo}))::int`,
      registered: sql<number>`(count(*) filter (where ${invited} and ${users.passwordHash} is not null))::int`,
    })
    .from(bulkInvitationClients)
    .leftJoin(users, eq(users.id, bulkInvitationClients.userId))
    .where(inArray(bulkInvitationClients.invitationId, ids))
    .groupBy(bulkInvitationClients.invitationId);
}

/** The invited clients whose e-mail the mail server has not taken (yet): where a failed delivery may be. */
export function undeliveredInvites(db: Db, invitationId: number) {
  return db
    .select({ id: bulkInvitationClients.id })
    .from(bulkInvitationClients)
    .where(
      and(
        eq(bulkInvitationClients.invitationId, invitationId),
        eq(bulkInvitationClients.state, 'invited'),
        isNull(bulkInvitationClients.deliveredAt),
        isNotNull(bulkInvitationClients.invitedAt),
      ),
    );
}
