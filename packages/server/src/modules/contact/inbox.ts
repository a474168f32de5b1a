import {
  type AuditAction,
  ErrorCode,
  type InboxDetail,
  type InboxItem,
  type InboxState,
} from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { bodyText } from '../../delivery/headers.js';
import type { Deliveries } from '../../delivery/ports.js';
import type { DeliveryQueue } from '../../delivery/queue.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import { AGENCY_WIDE, type StaffScope } from '../../shared/staff-scope.js';
import { staffAccounts, staffChoices } from '../accounts/index.js';
import { insertAudit } from '../audit/index.js';
import { branchList } from '../profile/index.js';
import {
  firstAnswers,
  type InboxFilter,
  type InboxRow,
  inboxPage,
  inboxRequest,
  insertNote,
  notesOf,
  openAndLate,
  updateInboxRequest,
} from './inbox-queries.js';
import { writeBranchReply } from './thread.js';
import { answerDueAt } from './working-days.js';

export interface InboxDeps {
  db: Db;
  clock: Clock;
  /** For the link to the request's page in the client's e-mail (docs/decisions/0143). */
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
  deliveries: Deliveries & Pick<DeliveryQueue, 'failedReceipts'>;
  /** The application whose Staff and Superusers a request is handed to. */
  applicationId: string;
}

const PAGE = 50;
/** The days the status page counts the first answers over. */
const FIGURES_DAYS = 30;
const badState = () => new AppError(ErrorCode.INBOX_STATE);
const takenByAnother = () => new AppError(ErrorCode.INBOX_TAKEN);
type Listed = Awaited<ReturnType<typeof inboxPage>>[number];

/**
 * The agency's inbox of contact requests (issue 21 item 6, docs/decisions/0104): a request is taken by one
 * staff member, who answers it (an e-mail through the queue) and closes it; anyone may close a new one
 * (spam, a duplicate) and add internal notes; who took it, or a Superuser, gives it back. Every act is
 * audited in the same transaction.
 */
export class Inbox {
  constructor(private readonly deps: InboxDeps) {}

  /** A page of the list; `mine` names the caller ("mie"), `late` asks for the late ones now ("in ritardo"). */
  async list(filter: {
    state?: InboxState | undefined;
    branchId?: number | undefined;
    mine?: string | undefined;
    late?: boolean | undefined;
    after?: number | undefined;
    limit?: number | undefined;
    scope?: StaffScope;
  }) {
    const { db, deliveries } = this.deps;
    const limit = filter.limit ?? PAGE;
    const where: InboxFilter = {
      state: filter.state,
      branchId: filter.branchId,
      takenBy: filter.mine,
      lateAt: filter.late ? this.deps.clock.now() : undefined,
      scope: filter.scope,
    };
    const rows = await inboxPage(db, { ...where, before: filter.after, limit: limit + 1 });
    const page = rows.slice(0, limit);
    const failed = await deliveries.failedReceipts(
      'contact-request',
      page.filter((row) => !row.sentAt).map((row) => row.id),
    );
    return {
      requests: page.map((row) => this.item(row, failed.has(row.id))),
      next: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      branches: await branchList(db, filter.scope),
    };
  }

  /** The agency's enabled staff accounts, to hand a request to. */
  staff() {
    return staffChoices(this.deps.db, this.deps.applicationId);
  }

  /**
   * The status page's figures (decisions/0144): open and late now, and the first answers of the last 30
   * days (how many, how many in time, the median time to answer in calendar minutes).
   */
  async figures(scope: StaffScope = AGENCY_WIDE) {
    const { db, clock } = this.deps;
    const now = clock.now();
    const since = new Date(now.getTime() - FIGURES_DAYS * 86_400_000);
    const [{ open, late }, answers] = await Promise.all([
      openAndLate(db, now, scope),
      firstAnswers(db, since, now, scope),
    ]);
    return {
      open,
      late,
      answered: answers.answered,
      answeredInTime: answers.answeredInTime,
      medianMinutesToAnswer: answers.medianMinutes,
      days: FIGURES_DAYS,
    };
  }

  async detail(id: number, scope: StaffScope): Promise<InboxDetail> {
    const row = await inboxRequest(this.deps.db, id, false, scope);
    if (!row) throw notFound();
    const failed = row.sentAt
      ? new Set<number>()
      : await this.deps.deliveries.failedReceipts('contact-request', [id]);
    return {
      ...this.item(row, failed.has(id)),
      testo: row.testo,
      email: row.email,
      telefono: row.telefono,
      recipient: row.recipient,
      userCode: row.userCode,
      takenAt: row.takenAt?.toISOString() ?? null,
      notes: (await notesOf(this.deps.db, id)).map((n) => ({ ...n, at: n.at.toISOString() })),
      answer: row.answer,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      answeredBy: row.answeredBy,
      closedAt: row.closedAt?.toISOString() ?? null,
      closedBy: row.closedBy,
    };
  }

  /** Takes a new request in hand; taking again one's own changes nothing. */
  take(actor: string, id: number, scope: StaffScope): Promise<void> {
    return this.act(actor, id, scope, 'inbox.take', async (row, tx, now) => {
      if (row.stato === 'taken' && row.takenBy === actor) return false;
      if (row.stato === 'taken') throw takenByAnother();
      if (row.stato !== 'new') throw badState();
      await updateInboxRequest(tx, id, { stato: 'taken', takenBy: actor, takenAt: now });
      return true;
    });
  }

  /** Adds an internal note, with its author and time, to the request's list (decisions/0117). */
  note(actor: string, id: number, note: string, scope: StaffScope): Promise<void> {
    return this.act(actor, id, scope, 'inbox.note', async (row, tx, now) => {
      if (row.stato === 'closed') throw badState();
      const text = bodyText(note);
      if (!text) throw new AppError(ErrorCode.VALIDATION);
      await insertNote(tx, { requestId: id, author: actor, writtenAt: now, text });
      return true;
    });
  }

  /**
   * Gives a taken request back to the inbox (new, nobody holding it): by who took it, or by a Superuser
   * for a colleague away or gone (decisions/0117). The audit line names who held it.
   */
  release(actor: string, id: number, superuser: boolean, scope: StaffScope): Promise<void> {
    return this.act(actor, id, scope, 'inbox.release', async (row, tx) => {
      if (row.stato !== 'taken') throw badState();
      if (row.takenBy !== actor && !superuser) throw takenByAnother();
      await updateInboxRequest(tx, id, { stato: 'new', takenBy: null, takenAt: null });
      return { heldBy: row.takenBy ?? '' };
    });
  }

  /**
   * Hands the request to a colleague, an enabled staff account who may see it (decisions/0144, 0158): it
   * becomes taken by them.
   * A new request by anyone; a taken or answered one by who holds it, or a Superuser (a colleague away).
   * The audit line names who held it and who holds it now.
   */
  assign(actor: string, id: number, assignee: string, superuser: boolean, scope: StaffScope): Promise<void> {
    return this.act(actor, id, scope, 'inbox.assign', async (row, tx, now) => {
      if (row.stato === 'closed') throw badState();
      if (row.stato !== 'new' && row.takenBy !== actor && !superuser) throw takenByAnother();
      // A colleague of another branch would not see it (decisions/0158): not one to hand it to.
      const [account] = await staffAccounts(tx, this.deps.applicationId, {
        userCode: assignee,
        seeing: { branchId: row.branchId },
      });
      if (!account) throw new AppError(ErrorCode.INBOX_ASSIGNEE);
      if (row.stato !== 'new' && row.takenBy === assignee) return false;
      const stato = row.stato === 'new' ? 'taken' : row.stato;
      await updateInboxRequest(tx, id, { stato, takenBy: assignee, takenAt: now });
      return { heldBy: row.takenBy ?? '', assignee };
    });
  }

  /**
   * The branch's reply, a message of the request's thread (again after the client's reply), told to the
   * client in the transaction that marks the request answered (docs/decisions/0143).
   */
  answer(actor: string, id: number, text: string, scope: StaffScope): Promise<void> {
    return this.act(actor, id, scope, 'inbox.answer', async (row, tx, now) => {
      this.mustHold(row, actor);
      const answer = bodyText(text);
      if (!answer) throw new AppError(ErrorCode.VALIDATION);
      await writeBranchReply(this.deps, tx, row, actor, answer, now);
      await updateInboxRequest(tx, id, { stato: 'answered', answer, answeredBy: actor, answeredAt: now });
      if (!row.firstAnsweredAt) await updateInboxRequest(tx, id, { firstAnsweredAt: now });
      return true;
    });
  }

  /** Closes a request: a new one by anyone, a taken or answered one by who took it. */
  close(actor: string, id: number, scope: StaffScope): Promise<void> {
    return this.act(actor, id, scope, 'inbox.close', async (row, tx, now) => {
      if (row.stato !== 'new') this.mustHold(row, actor);
      await updateInboxRequest(tx, id, { stato: 'closed', closedBy: actor, closedAt: now });
      return true;
    });
  }

  /** Answering and closing belong to who took the request, while it is open. */
  private mustHold(row: InboxRow, actor: string) {
    if (row.stato === 'new' || row.stato === 'closed') throw badState();
    if (row.takenBy !== actor) throw takenByAnother();
  }

  /** One act on one request, the request held for it, recorded in the audit log when it changed it. */
  private async act(
    actor: string,
    id: number,
    scope: StaffScope,
    action: AuditAction,
    work: (row: InboxRow, tx: Db, now: Date) => Promise<boolean | Record<string, string>>,
  ): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      // Another branch's request is not found, as a missing one (decisions/0158).
      const row = await inboxRequest(tx, id, true, scope);
      if (!row) throw notFound();
      const changed = await work(row, tx, now);
      if (!changed) return;
      await insertAudit(tx, {
        at: now,
        actor,
        action,
        target: row.userCode ?? `contact-request:${id}`,
        detail: { request: String(id), ...(changed === true ? {} : changed) },
      });
    });
  }

  private item(row: Listed, failed: boolean): InboxItem {
    const dueAt = row.dueAt ?? answerDueAt(row.receivedAt);
    return {
      id: row.id,
      source: row.source,
      receivedAt: row.receivedAt.toISOString(),
      dueAt: dueAt.toISOString(),
      late: (row.stato === 'new' || row.stato === 'taken') && this.deps.clock.now() > dueAt,
      subject: row.subject,
      reason: row.motivo,
      polizza: row.polizza,
      importo: row.importo,
      callback: row.richiamata,
      from: `${row.nome} ${row.cognome}`,
      branch: row.branch,
      state: row.stato,
      takenBy: row.takenBy,
      delivery: row.sentAt ? 'sent' : failed ? 'failed' : 'queued',
    };
  }
}
