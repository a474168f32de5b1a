import type { ClaimEventType } from '@area-clienti/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { claimReportEvents, claimReportFeedSequence, claimReports } from '../../db/schema.js';
import { AGENCY_WIDE, type StaffScope } from '../../shared/staff-scope.js';
import { clientInScope } from '../profile/index.js';

export type { ClaimSignatureEvidence } from '../../db/tables/claim-reports.js';
export type ClaimReportRow = typeof claimReports.$inferSelect;
export type NewClaimReport = typeof claimReports.$inferInsert;

export async function insertReport(db: Db, row: NewClaimReport): Promise<ClaimReportRow> {
  const [inserted] = await db.insert(claimReports).values(row).returning();
  if (!inserted) throw new Error('claim report not inserted');
  return inserted;
}

/** A report of the user's: another's and a missing one are alike (undefined). */
export async function reportOfUser(db: Db, userId: number, reportId: string) {
  const [row] = await db
    .select()
    .from(claimReports)
    .where(and(eq(claimReports.id, reportId), eq(claimReports.userId, userId)))
    .limit(1);
  return row;
}

/** A report, locked for the transaction's change (FOR UPDATE), when it is the user's. */
export async function lockReportOfUser(db: Db, userId: number, reportId: string) {
  const [row] = await db
    .select()
    .from(claimReports)
    .where(and(eq(claimReports.id, reportId), eq(claimReports.userId, userId)))
    .for('update')
    .limit(1);
  return row;
}

/** A report by its id; with a staff member's scope, only one of a client of theirs (decisions/0158). */
export async function reportById(db: Db, reportId: string, scope: StaffScope = AGENCY_WIDE) {
  const [row] = await db
    .select()
    .from(claimReports)
    .where(and(eq(claimReports.id, reportId), clientInScope(scope, claimReports.clientId)))
    .limit(1);
  return row;
}

export function reportsOfUser(db: Db, userId: number) {
  return db
    .select()
    .from(claimReports)
    .where(eq(claimReports.userId, userId))
    .orderBy(desc(claimReports.updatedAt))
    .limit(200);
}

export async function draftCountOfUser(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(claimReports)
    .where(and(eq(claimReports.userId, userId), inArray(claimReports.state, ['draft', 'signing'])));
  return row?.count ?? 0;
}

/**
 * Writes a change when the row is still at `version` (optimistic: a save from a stale copy changes
 * nothing); the row after, or undefined when another save came first.
 */
export async function updateAtVersion(
  db: Db,
  reportId: string,
  version: number,
  change: Partial<NewClaimReport>,
): Promise<ClaimReportRow | undefined> {
  const [row] = await db
    .update(claimReports)
    .set({ ...change, version: sql`${claimReports.version} + 1` })
    .where(and(eq(claimReports.id, reportId), eq(claimReports.version, version)))
    .returning();
  return row;
}

export async function updateReport(db: Db, reportId: string, change: Partial<NewClaimReport>) {
  const [row] = await db.update(claimReports).set(change).where(eq(claimReports.id, reportId)).returning();
  if (!row) throw new Error('claim report vanished');
  return row;
}

export async function deleteReport(db: Db, reportId: string) {
  await db.delete(claimReports).where(eq(claimReports.id, reportId));
}

export async function nextFeedSeq(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select nextval(${claimReportFeedSequence.seqName}::regclass)::int as seq`,
  );
  const rows = (result as unknown as { rows: { seq: number }[] }).rows;
  const seq = rows[0]?.seq;
  if (typeof seq !== 'number') throw new Error('no feed sequence');
  return seq;
}

export async function addEvent(db: Db, reportId: string, at: Date, type: ClaimEventType, text?: string) {
  await db.insert(claimReportEvents).values({ reportId, at, type, text: text ?? null });
}

export function eventsOf(db: Db, reportIds: string[]) {
  if (reportIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(claimReportEvents)
    .where(inArray(claimReportEvents.reportId, reportIds))
    .orderBy(asc(claimReportEvents.at), asc(claimReportEvents.id));
}

export async function reportByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(claimReports).where(eq(claimReports.bTokenHash, tokenHash)).limit(1);
  return row;
}

/** The outbound feed: reports sent after `since`, in feed order. */
export function feedAfter(db: Db, since: number, limit: number) {
  return db
    .select()
    .from(claimReports)
    .where(and(inArray(claimReports.state, ['sent', 'linked']), gt(claimReports.feedSeq, since)))
    .orderBy(asc(claimReports.feedSeq))
    .limit(limit);
}

/** Reports waiting for driver B, or for A's answer to B's corrections, past their deadline. */
export function overdueCounterparts(db: Db, now: Date) {
  return db
    .select({ id: claimReports.id })
    .from(claimReports)
    .where(and(inArray(claimReports.state, ['awaitingB', 'bCorrected']), lt(claimReports.bDeadline, now)))
    .limit(500);
}

/** Drafts (never signed) last changed before `before`. */
export function draftsChangedBefore(db: Db, before: Date, notNoticed: boolean) {
  return db
    .select()
    .from(claimReports)
    .where(
      and(
        inArray(claimReports.state, ['draft', 'signing']),
        lt(claimReports.updatedAt, before),
        notNoticed ? isNull(claimReports.purgeNoticeAt) : undefined,
      ),
    )
    .limit(1000);
}

export async function deleteDraftsChangedBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(claimReports)
    .where(and(inArray(claimReports.state, ['draft', 'signing']), lt(claimReports.updatedAt, before)))
    .returning({ id: claimReports.id });
  return rows.length;
}

/** Reports sent before `before` (their retention is over): the stored files each one names. */
export function reportsSentBefore(db: Db, before: Date, limit: number) {
  return db
    .select({
      id: claimReports.id,
      pdfFileId: claimReports.pdfFileId,
      signedPdfFileId: claimReports.signedPdfFileId,
    })
    .from(claimReports)
    .where(lt(claimReports.sentAt, before))
    .limit(limit);
}

/** Sent reports on a policy with that event date, not yet linked: a feed's claim links them. */
export function unlinkedReportsOn(db: Db, dossierId: number, eventDate: string) {
  return db
    .select()
    .from(claimReports)
    .where(
      and(
        eq(claimReports.dossierId, dossierId),
        eq(claimReports.eventDate, eventDate),
        eq(claimReports.state, 'sent'),
      ),
    );
}

export async function lockReportByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(claimReports)
    .where(eq(claimReports.bTokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

export async function lockReport(db: Db, reportId: string, scope: StaffScope = AGENCY_WIDE) {
  const [row] = await db
    .select()
    .from(claimReports)
    .where(and(eq(claimReports.id, reportId), clientInScope(scope, claimReports.clientId)))
    .for('update')
    .limit(1);
  return row;
}

/** The user's reports sent or linked, for the timeline's sync with the agency's claims. */
export function followedReportsOfUser(db: Db, userId: number) {
  return db
    .select()
    .from(claimReports)
    .where(and(eq(claimReports.userId, userId), inArray(claimReports.state, ['sent', 'linked'])));
}

/** The newest event of a type of each report. */
export async function lastEventOf(db: Db, reportId: string, type: ClaimEventType) {
  const [row] = await db
    .select()
    .from(claimReportEvents)
    .where(and(eq(claimReportEvents.reportId, reportId), eq(claimReportEvents.type, type)))
    .orderBy(desc(claimReportEvents.at), desc(claimReportEvents.id))
    .limit(1);
  return row;
}

/** How many documents the report's timeline has told of (the counts of its `documentsAdded` events). */
export async function documentsToldOf(db: Db, reportId: string): Promise<number> {
  const [row] = await db
    .select({ told: sql<number>`coalesce(sum(${claimReportEvents.text}::int), 0)::int` })
    .from(claimReportEvents)
    .where(and(eq(claimReportEvents.reportId, reportId), eq(claimReportEvents.type, 'documentsAdded')));
  return row?.told ?? 0;
}

/** Marks reports taken in by the agency (once): the ids newly marked. */
export async function markReceived(db: Db, reportIds: string[], now: Date) {
  if (reportIds.length === 0) return [];
  return db
    .update(claimReports)
    .set({ receivedAt: now })
    .where(and(inArray(claimReports.id, reportIds), isNull(claimReports.receivedAt)))
    .returning({ id: claimReports.id });
}

/**
 * The accounts with reports sent (or linked) since `since`: the hourly job follows their claims, so that a
 * change of status reaches the client by e-mail without waiting for the client to look (decisions/0140).
 */
export function followedUsersSince(db: Db, since: Date, limit: number) {
  return db
    .selectDistinct({ userId: claimReports.userId, clientId: claimReports.clientId })
    .from(claimReports)
    .where(and(inArray(claimReports.state, ['sent', 'linked']), gt(claimReports.sentAt, since)))
    .limit(limit);
}

/** The reports a client sent to the agency (sent or linked), newest first: the console's page of a client. */
export function sentReportsOfClient(db: Db, clientId: number) {
  return db
    .select()
    .from(claimReports)
    .where(and(eq(claimReports.clientId, clientId), inArray(claimReports.state, ['sent', 'linked'])))
    .orderBy(desc(claimReports.sentAt))
    .limit(200);
}
