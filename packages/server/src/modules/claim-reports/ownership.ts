import type { ClaimReportState } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { StaffScope } from '../../shared/staff-scope.js';
import { deskStatusOf } from './desk.js';
import { lockReportOfUser, reportById, reportOfUser, sentReportsOfClient } from './queries.js';

/**
 * The state of a report of the user's, or undefined when it is missing or another user's (answered alike).
 * `lock`: the report is locked for the caller's transaction (FOR UPDATE), so that what the caller adds to
 * a draft cannot cross its submission. For claim-report-files, which adds files only to drafts.
 */
export async function ownReportState(
  db: Db,
  userId: number,
  reportId: string,
  lock = false,
): Promise<ClaimReportState | undefined> {
  const row = lock ? await lockReportOfUser(db, userId, reportId) : await reportOfUser(db, userId, reportId);
  return row?.state;
}

/**
 * The state of a report as the staff member of `scope` sees it (decisions/0158): undefined when there is no
 * such report or it is another branch's client's, alike.
 */
export async function staffReportState(
  db: Db,
  reportId: string,
  scope: StaffScope,
): Promise<ClaimReportState | undefined> {
  return (await reportById(db, reportId, scope))?.state;
}

/** The client's reports at the desk, each a link to it (the console's page of a client, issue 37 item 6). */
export async function deskReportsOfClient(db: Db, clientId: number) {
  return (await sentReportsOfClient(db, clientId)).map((row) => ({
    reportId: row.id,
    kind: row.kind,
    eventDate: row.eventDate,
    sentAt: row.sentAt?.toISOString() ?? null,
    deskStatus: deskStatusOf(row),
  }));
}
