import {
  type BulkInvitation,
  type BulkInvitationFilter,
  type BulkInvitationsReply,
  ErrorCode,
  INVITATION_PACE,
} from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries, DeliveryReceipt } from '../../delivery/ports.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import { branchExists, filterChoices } from '../accounts/index.js';
import { type Actor, insertAudit } from '../audit/index.js';
import {
  addClientsToInvite,
  type BulkInvitationRow,
  bulkInvitationById,
  bulkInvitationCounts,
  dueInvitationIds,
  insertBulkInvitation,
  lockBulkInvitation,
  markClientInvited,
  markClientSkipped,
  markInviteDelivered,
  newestBulkInvitations,
  undeliveredInvites,
  updateBulkInvitation,
  waitingClients,
} from './bulk-queries.js';
import { inviteClientAccount, inviteTarget } from './client-invite.js';

/** How often the pacer looks for invites that are due (the server process). */
export const PACER_TICK_MS = 1_000;
/**
 * At most this much of the pace is made up at once: after a restart or a slow tick the run goes on at its
 * pace rather than sending everything it "missed" in one burst.
 */
const CATCH_UP_MS = 2_000;
const SHOWN = 20;

/** Why a client was passed over, by the refusal an invite met. */
const SKIP_REASONS: Partial<Record<string, string>> = {
  [ErrorCode.INVITATION_NO_EMAIL]: 'no-email',
  [ErrorCode.INVITATION_EMAIL_TAKEN]: 'email-taken',
  [ErrorCode.INVITEE_DISABLED]: 'disabled',
  [ErrorCode.NOT_FOUND]: 'removed',
};
class Registered extends Error {}

export interface BulkInvitationDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'APPLICATION_ID'>;
  deliveries: Deliveries & {
    failedReceipts(kind: DeliveryReceipt['kind'], ids: number[]): Promise<Set<number>>;
  };
}

interface Log {
  error(fields: Record<string, unknown>, message: string): void;
}

/**
 * Invitations in bulk (issue 21 item 3, docs/decisions/0101): the clients a filter chooses, invited at the
 * agency's pace through the delivery queue, paused and resumed, with a report. The state is in the
 * database, so a restart goes on where it stopped; each act is in the audit log.
 */
export class BulkInvitations {
  constructor(private readonly deps: BulkInvitationDeps) {}

  async list(): Promise<Omit<BulkInvitationsReply, 'status'>> {
    const rows = await newestBulkInvitations(this.deps.db, SHOWN);
    return { invitations: await this.reports(rows), ...(await filterChoices(this.deps.db)) };
  }

  async start(actor: Actor, filter: BulkInvitationFilter, perMinute: number): Promise<BulkInvitation> {
    const { db, clock } = this.deps;
    if (perMinute < INVITATION_PACE.min || perMinute > INVITATION_PACE.max) {
      throw new AppError(ErrorCode.INVITATION_PACE);
    }
    const branch = filter.branch ?? null;
    const product = filter.product ?? null;
    const id = await db.transaction(async (tx) => {
      if (branch !== null && !(await branchExists(tx, branch))) {
        throw new AppError(ErrorCode.INVITATION_UNKNOWN_BRANCH);
      }
      const now = clock.now();
      const invitationId = await insertBulkInvitation(tx, {
        branch,
        product,
        perMinute,
        startedBy: actor,
        now,
      });
      const count = await addClientsToInvite(tx, invitationId, { branch, product });
      if (count === 0) throw new AppError(ErrorCode.INVITATION_NOBODY);
      const detail: Record<string, string> = { clients: String(count), perMinute: String(perMinute) };
      if (branch) detail.branch = branch;
      if (product) detail.product = product;
      await insertAudit(tx, {
        at: now,
        actor,
        action: 'invitation.start',
        target: targetOf(invitationId),
        detail,
      });
      return invitationId;
    });
    return this.report(id);
  }

  pause(actor: Actor, id: number): Promise<BulkInvitation> {
    return this.turn(actor, id, 'running', 'paused');
  }

  resume(actor: Actor, id: number): Promise<BulkInvitation> {
    return this.turn(actor, id, 'paused', 'running');
  }

  /** The mail server took a bulk invite's e-mail. */
  delivered(clientRowId: number): Promise<void> {
    return markInviteDelivered(this.deps.db, clientRowId, this.deps.clock.now());
  }

  /** Sends what is due of every running bulk invitation; answers how many invites it made. */
  async tick(): Promise<number> {
    const now = this.deps.clock.now();
    let invited = 0;
    for (const id of await dueInvitationIds(this.deps.db, now)) invited += await this.advance(id, now);
    return invited;
  }

  /** Ticks every PACER_TICK_MS until the returned function is called (and the tick running then ends). */
  pace(log: Log): () => Promise<void> {
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = running.then(() =>
        this.tick().catch((error: unknown) =>
          log.error({ err: { message: (error as Error).message } }, 'bulk invitations: tick failed'),
        ),
      );
    }, PACER_TICK_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  }

  /**
   * One bulk invitation's due invites, in one transaction that holds its row (another instance skips it
   * meanwhile). Each client in a savepoint: one that cannot be invited is skipped with the reason, and the
   * run goes on.
   */
  private advance(id: number, now: Date): Promise<number> {
    const { db } = this.deps;
    return db.transaction(async (tx) => {
      const run = await lockBulkInvitation(tx, id);
      if (run?.state !== 'running' || run.nextSendAt > now) return 0;
      const interval = 60_000 / run.perMinute;
      const from = Math.max(run.nextSendAt.getTime(), now.getTime() - CATCH_UP_MS);
      const allowed = Math.floor((now.getTime() - from) / interval) + 1;
      let invited = 0;
      for (;;) {
        const batch = await waitingClients(tx, id, allowed - invited);
        if (batch.length === 0) {
          await updateBulkInvitation(tx, id, { state: 'done', finishedAt: now });
          break;
        }
        for (const row of batch) {
          if (await this.inviteOne(tx, run, row, now)) invited++;
        }
        if (invited >= allowed) {
          await updateBulkInvitation(tx, id, { nextSendAt: new Date(from + invited * interval) });
          break;
        }
      }
      return invited;
    });
  }

  /**
   * One client of the run: invited, and recorded in the audit log with the client's account as target and
   * who started the run as actor (issue 37), so the log searched by a client shows the bulk invite too.
   */
  private async inviteOne(
    tx: Db,
    run: Pick<BulkInvitationRow, 'id' | 'startedBy'>,
    row: { id: number; clientId: number },
    now: Date,
  ): Promise<boolean> {
    try {
      await tx.transaction(async (savepoint) => {
        const target = await inviteTarget(savepoint, { id: row.clientId });
        if (target.account?.hasPassword) throw new Registered();
        const { userId, sent, created } = await inviteClientAccount({ ...this.deps, db: savepoint }, target, {
          kind: 'bulk-invitation',
          id: row.id,
        });
        await markClientInvited(savepoint, row.id, userId, now);
        const detail = { invitation: targetOf(run.id), client: target.client.agencyId };
        const actor = run.startedBy;
        const record = { at: now, actor, target: sent.userID, detail };
        if (created) await insertAudit(savepoint, { ...record, action: 'user.create' });
        await insertAudit(savepoint, { ...record, action: 'user.invite' });
      });
      return true;
    } catch (error) {
      const reason =
        error instanceof Registered
          ? 'registered'
          : error instanceof AppError
            ? SKIP_REASONS[error.code]
            : undefined;
      if (!reason) throw error;
      await markClientSkipped(tx, row.id, reason);
      return false;
    }
  }

  private async turn(
    actor: Actor,
    id: number,
    from: BulkInvitationRow['state'],
    to: BulkInvitationRow['state'],
  ): Promise<BulkInvitation> {
    const { db, clock } = this.deps;
    await db.transaction(async (tx) => {
      // Waits for a tick that is sending this run: a pause holds from the next invite on.
      const run = await lockBulkInvitation(tx, id, { wait: true });
      if (!run) throw notFound();
      if (run.state !== from) throw new AppError(ErrorCode.INVITATION_STATE);
      const now = clock.now();
      // A resumed run goes on at its pace from now, not from before the pause.
      await updateBulkInvitation(tx, id, to === 'running' ? { state: to, nextSendAt: now } : { state: to });
      const action = to === 'paused' ? 'invitation.pause' : 'invitation.resume';
      await insertAudit(tx, { at: now, actor, action, target: targetOf(id) });
    });
    return this.report(id);
  }

  private async report(id: number): Promise<BulkInvitation> {
    const row = await bulkInvitationById(this.deps.db, id);
    if (!row) throw notFound();
    const [report] = await this.reports([row]);
    if (!report) throw notFound();
    return report;
  }

  private async reports(rows: BulkInvitationRow[]): Promise<BulkInvitation[]> {
    const { db, deliveries } = this.deps;
    const counts = new Map(
      (
        await bulkInvitationCounts(
          db,
          rows.map((row) => row.id),
        )
      ).map((c) => [c.invitationId, c]),
    );
    return Promise.all(
      rows.map(async (row) => {
        const count = counts.get(row.id);
        const undelivered = (await undeliveredInvites(db, row.id)).map((invite) => invite.id);
        const failed = await deliveries.failedReceipts('bulk-invitation', undelivered);
        return {
          id: row.id,
          state: row.state,
          filter: {
            ...(row.branch ? { branch: row.branch } : {}),
            ...(row.product ? { product: row.product } : {}),
          },
          perMinute: row.perMinute,
          startedBy: row.startedBy,
          startedAt: row.createdAt.toISOString(),
          finishedAt: row.finishedAt?.toISOString() ?? null,
          total: count?.total ?? 0,
          queued: count?.queued ?? 0,
          sent: count?.sent ?? 0,
          failed: failed.size,
          skipped: count?.skipped ?? 0,
          registered: count?.registered ?? 0,
        };
      }),
    );
  }
}

/** A bulk invitation as the audit log names it. */
const targetOf = (id: number) => `bulk-invitation:${id}`;
