import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { claimReports } from '../../db/schema.js';

/**
 * The client's sent reports as entries of "Le tue richieste" (issue 35, docs/decisions/0143): each with its
 * desk status, whether the branch has written in its thread, and when it last moved. Drafts and reports
 * waiting for driver B are not requests to the agency yet.
 */
export function sentReportsOfUser(db: Db, userId: number) {
  return db
    .select({
      reportId: claimReports.id,
      kind: claimReports.kind,
      deskStatus: claimReports.deskStatus,
      clientWroteAt: claimReports.clientWroteAt,
      numeroPolizza: claimReports.numeroPolizza,
      sentAt: claimReports.sentAt,
      updatedAt: claimReports.updatedAt,
      // Spelled out: a column inside a select list is written unqualified, and both tables have an id.
      branchWrote: sql<boolean>`exists (select 1 from claim_report_messages m where m.report_id = claim_reports.id and m.author = 'branch')`,
    })
    .from(claimReports)
    .where(and(eq(claimReports.userId, userId), inArray(claimReports.state, ['sent', 'linked'])))
    .orderBy(desc(claimReports.sentAt))
    .limit(200);
}
