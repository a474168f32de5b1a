import { type ClaimReportMessage, ErrorCode } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { RateLimiter, RateRule } from '../../shared/rate-limit.js';
import { type StaffScope, scopeOf } from '../../shared/staff-scope.js';
import { findUserById } from '../accounts/index.js';
import { insertAudit } from '../audit/index.js';
import type { DeskActor } from './desk.js';
import type { TellNews } from './news.js';
import { addEvent, lockReport, reportById, reportOfUser, updateReport } from './queries.js';
import { type ClaimReportMessageRow, insertMessage, messagesOf } from './thread-queries.js';

/** A client writes at most 20 messages an hour on their reports; a staff account 60 (docs/decisions/0140). */
export const CLIENT_MESSAGES: RateRule = { bucket: 'claim-thread-client', limit: 20, windowSeconds: 3600 };
export const BRANCH_MESSAGES: RateRule = { bucket: 'claim-thread-staff', limit: 60, windowSeconds: 3600 };

const isSent = (state: string | undefined) => state === 'sent' || state === 'linked';

export const messageOf = (row: ClaimReportMessageRow): ClaimReportMessage => ({
  messageId: row.id,
  author: row.author,
  kind: row.kind,
  text: row.text,
  at: row.at.toISOString(),
  fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
  fulfilledFileId: row.fulfilledFileId,
});

/**
 * The thread of a sent report between its client and the branch (docs/decisions/0140): messages both ways,
 * and the branch's requests for documents, which a file the client uploads for them answers. What the
 * branch writes is an event of the timeline and an e-mail to the client saying only that there is news, and
 * a desk act audited in the same transaction (decisions/0142; reading the thread is not audited).
 */
export class ClaimReportThread {
  constructor(
    private readonly deps: { db: Db; clock: Clock; rateLimiter: RateLimiter; tellNews: TellNews },
  ) {}

  /** The client's: another client's report answers like a missing one. */
  async list(userId: number, reportId: string) {
    if (!(await reportOfUser(this.deps.db, userId, reportId))) throw notFound();
    return { messages: (await messagesOf(this.deps.db, reportId)).map(messageOf) };
  }

  async post(userId: number, reportId: string, text: string) {
    const { db, clock, rateLimiter } = this.deps;
    const report = await reportOfUser(db, userId, reportId);
    if (!report) throw notFound();
    if (!isSent(report.state)) throw new AppError(ErrorCode.CLAIMREPORT_STATE);
    await rateLimiter.useOrRefuse(CLIENT_MESSAGES, `user:${userId}`);
    const row = await db.transaction(async (tx) => {
      const locked = await lockReport(tx, reportId);
      const now = clock.now();
      const message = await insertMessage(tx, { reportId, author: 'client', kind: 'message', text, at: now });
      // The desk's marker: the client wrote, the branch has to answer (the first unanswered message's time).
      if (!locked?.clientWroteAt) await updateReport(tx, reportId, { clientWroteAt: now });
      return message;
    });
    return { message: messageOf(row) };
  }

  /** The branch's view: a draft is nobody's business but its client's, so it answers like a missing one. */
  async staffList(reportId: string, scope: StaffScope) {
    const report = await reportById(this.deps.db, reportId, scope);
    if (!isSent(report?.state)) throw notFound();
    return { messages: (await messagesOf(this.deps.db, reportId)).map(messageOf) };
  }

  /** A message of the branch, or its request for documents: an event, and the client told by e-mail. */
  async staffPost(actor: DeskActor, reportId: string, text: string, kind: 'message' | 'documentRequest') {
    const { db, clock, rateLimiter, tellNews } = this.deps;
    const report = await reportById(db, reportId, scopeOf(actor));
    if (!report || !isSent(report.state)) throw notFound();
    await rateLimiter.useOrRefuse(BRANCH_MESSAGES, `user:${actor.userId}`);
    const clientCode = (await findUserById(db, report.userId))?.userCode ?? '';
    const row = await db.transaction(async (tx) => {
      // Under the report's lock: its events and messages keep one order with the files the client adds.
      await lockReport(tx, reportId);
      const now = clock.now();
      const message = await insertMessage(tx, {
        reportId,
        author: 'branch',
        staffUserId: actor.userId,
        kind,
        text,
        at: now,
      });
      // The branch answered: nothing of the client's waits any more.
      await updateReport(tx, reportId, { clientWroteAt: null });
      if (kind === 'message') await addEvent(tx, reportId, now, 'branchMessage');
      else await addEvent(tx, reportId, now, 'documentsRequested', text);
      await tellNews(tx, reportId);
      // The text stays in the thread: the record says who wrote which message of which report.
      await insertAudit(tx, {
        at: now,
        actor: actor.userCode,
        action: kind === 'message' ? 'claim-report.message' : 'claim-report.request-documents',
        target: clientCode || `claim-report:${reportId}`,
        detail: { report: reportId, message: String(message.id) },
      });
      return message;
    });
    return { message: messageOf(row) };
  }
}
