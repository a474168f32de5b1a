import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { claimReportMessages } from '../../db/schema.js';

/** The thread of a report (docs/decisions/0140): its messages and the branch's requests for documents. */

export type ClaimReportMessageRow = typeof claimReportMessages.$inferSelect;

export async function insertMessage(
  db: Db,
  row: typeof claimReportMessages.$inferInsert,
): Promise<ClaimReportMessageRow> {
  const [inserted] = await db.insert(claimReportMessages).values(row).returning();
  if (!inserted) throw new Error('claim report message not inserted');
  return inserted;
}

/** A report's thread, in the order it was written (the id breaks a tie of the same instant). */
export function messagesOf(db: Db, reportId: string) {
  return db
    .select()
    .from(claimReportMessages)
    .where(eq(claimReportMessages.reportId, reportId))
    .orderBy(asc(claimReportMessages.at), asc(claimReportMessages.id))
    .limit(1000);
}

/** A request for documents of the report still open, locked for the transaction that answers it. */
export async function lockOpenRequest(db: Db, reportId: string, requestId: number) {
  const [row] = await db
    .select()
    .from(claimReportMessages)
    .where(
      and(
        eq(claimReportMessages.id, requestId),
        eq(claimReportMessages.reportId, reportId),
        eq(claimReportMessages.kind, 'documentRequest'),
        isNull(claimReportMessages.fulfilledAt),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function markFulfilled(db: Db, requestId: number, at: Date, fileId: string) {
  await db
    .update(claimReportMessages)
    .set({ fulfilledAt: at, fulfilledFileId: fileId })
    .where(eq(claimReportMessages.id, requestId));
}
