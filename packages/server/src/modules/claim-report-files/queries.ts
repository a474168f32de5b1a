import { and, asc, count, eq, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  claimReportFiles,
  claimReports,
  claimReportUploadChunks,
  claimReportUploads,
} from '../../db/schema.js';

export type ClaimReportFileRow = typeof claimReportFiles.$inferSelect;
export type NewClaimReportFile = typeof claimReportFiles.$inferInsert;
export type ClaimReportUploadRow = typeof claimReportUploads.$inferSelect;

export async function insertUpload(db: Db, row: typeof claimReportUploads.$inferInsert) {
  const [inserted] = await db.insert(claimReportUploads).values(row).returning();
  if (!inserted) throw new Error('upload not inserted');
  return inserted;
}

/** An upload of the user's (another's and a missing one alike: undefined); `lock` for its transaction. */
export async function uploadOfUser(db: Db, userId: number, uploadId: string, lock = false) {
  const query = db
    .select()
    .from(claimReportUploads)
    .where(and(eq(claimReportUploads.id, uploadId), eq(claimReportUploads.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Adds a chunk at the upload's offset and moves the offset past it. */
export async function appendChunk(db: Db, upload: ClaimReportUploadRow, content: Buffer, now: Date) {
  await db.insert(claimReportUploadChunks).values({ uploadId: upload.id, offset: upload.received, content });
  const [row] = await db
    .update(claimReportUploads)
    .set({ received: upload.received + content.length, updatedAt: now })
    .where(eq(claimReportUploads.id, upload.id))
    .returning();
  if (!row) throw new Error('upload vanished');
  return row;
}

/** The chunks of an upload, in order. */
export async function chunksOf(db: Db, uploadId: string): Promise<Buffer[]> {
  const rows = await db
    .select({ content: claimReportUploadChunks.content })
    .from(claimReportUploadChunks)
    .where(eq(claimReportUploadChunks.uploadId, uploadId))
    .orderBy(asc(claimReportUploadChunks.offset));
  return rows.map((row) => row.content);
}

/** Forgets an upload and its chunks (they go with it: on delete cascade). */
export async function deleteUpload(db: Db, uploadId: string) {
  await db.delete(claimReportUploads).where(eq(claimReportUploads.id, uploadId));
}

/** How many uploads of a report are still under way. */
export async function openUploadCount(db: Db, reportId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(claimReportUploads)
    .where(eq(claimReportUploads.reportId, reportId));
  return row?.n ?? 0;
}

/** Uploads not touched since `before`: their chunks are swept with them. */
export async function deleteUploadsIdleSince(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(claimReportUploads)
    .where(lt(claimReportUploads.updatedAt, before))
    .returning({ id: claimReportUploads.id });
  return rows.length;
}

export async function insertFile(db: Db, row: NewClaimReportFile) {
  const [inserted] = await db.insert(claimReportFiles).values(row).returning();
  if (!inserted) throw new Error('file not inserted');
  return inserted;
}

/** The files of a report, oldest first. */
export function filesOfReport(db: Db, reportId: string) {
  return db
    .select()
    .from(claimReportFiles)
    .where(eq(claimReportFiles.reportId, reportId))
    .orderBy(asc(claimReportFiles.createdAt), asc(claimReportFiles.id));
}

/** The files a report was signed with (`later` false), or those added after it was sent (decisions/0140). */
export async function fileCountOfReport(db: Db, reportId: string, later = false): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(claimReportFiles)
    .where(
      and(
        eq(claimReportFiles.reportId, reportId),
        later ? isNotNull(claimReportFiles.laterKind) : isNull(claimReportFiles.laterKind),
      ),
    );
  return row?.n ?? 0;
}

/** A file of the user's (another's and a missing one alike: undefined). */
export async function fileById(db: Db, fileId: string) {
  const [row] = await db.select().from(claimReportFiles).where(eq(claimReportFiles.id, fileId)).limit(1);
  return row;
}

export async function fileOfUser(db: Db, userId: number, fileId: string) {
  const [row] = await db
    .select()
    .from(claimReportFiles)
    .where(and(eq(claimReportFiles.id, fileId), eq(claimReportFiles.userId, userId)))
    .limit(1);
  return row;
}

export async function deleteFileRow(db: Db, fileId: string) {
  await db.delete(claimReportFiles).where(eq(claimReportFiles.id, fileId));
}

/**
 * Files whose report is gone (a draft purged after 30 days, an account removed): their rows, so that the
 * sweep deletes their stored bytes with them. Reads `claim_reports` in the join only.
 */
export function filesOfGoneReports(db: Db, limit: number) {
  return db
    .select()
    .from(claimReportFiles)
    .where(
      notExists(
        db.select({ one: sql`1` }).from(claimReports).where(eq(claimReports.id, claimReportFiles.reportId)),
      ),
    )
    .limit(limit);
}
