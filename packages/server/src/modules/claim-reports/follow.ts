import type { Db } from '../../db/database.js';
import { claimsOfClient } from '../claims/index.js';
import { documentsOfClaim } from '../documents/index.js';
import { isReadable } from '../dossiers/index.js';
import type { TellNews } from './news.js';
import {
  addEvent,
  documentsToldOf,
  followedReportsOfUser,
  followedUsersSince,
  lastEventOf,
  lockReport,
  markReceived,
  updateReport,
} from './queries.js';

/**
 * The timeline after sending (docs/decisions/0110): a claim the agency's feed brought on the report's
 * policy with its event date links the report ("claim opened" with its number), and each change of that
 * claim's status is an event, and so is each batch of documents the feed adds to it ("Documenti aggiunti"
 * with how many). Read when the client looks at their reports, so no import waits on it. A link staff made
 * or confirmed by hand (the console's desk, decisions/0142) holds: the report has its claim, so the match by
 * policy and date is never tried again.
 */
export async function followReports(
  db: Db,
  userId: number,
  clientId: number | null,
  now: Date,
  tellNews?: TellNews,
) {
  if (clientId === null) return;
  const reports = await followedReportsOfUser(db, userId);
  if (reports.length === 0) return;
  const claims = await claimsOfClient(db, clientId);
  for (const report of reports) {
    const claim =
      claims.find((c) => c.sinistro.sinistroID === report.sinistroId) ??
      (report.sinistroId === null
        ? claims.find(
            (c) => c.sinistro.dossierID === report.dossierId && c.sinistro.dataSinistro === report.eventDate,
          )
        : undefined);
    if (!claim) continue;
    const { sinistro } = claim;
    // Under the report's lock, checked again there: the client's visit and the hourly job may meet, and
    // each link and each status is told (and e-mailed) once.
    if (report.sinistroId === null) {
      await db.transaction(async (tx) => {
        if ((await lockReport(tx, report.id))?.sinistroId !== null) return;
        await updateReport(tx, report.id, {
          state: 'linked',
          sinistroId: sinistro.sinistroID,
          numeroSinistro: sinistro.numeroSinistroNumCompagnia,
          // A proposal: staff confirm it or link another claim by hand, which this never replaces (0142).
          linkSource: 'auto',
        });
        if (!report.receivedAt) await markReceivedWithEvent(tx, [report.id], now);
        await addEvent(tx, report.id, now, 'claimOpened', sinistro.numeroSinistroNumCompagnia ?? undefined);
        await tellNews?.(tx, report.id);
      });
    }
    const status = sinistro.statoDescr ?? sinistro.stato;
    if (status && (await lastEventOf(db, report.id, 'status'))?.text !== status) {
      // A change of status: the event and the client's e-mail (no personal data, decisions/0140) at once.
      await db.transaction(async (tx) => {
        await lockReport(tx, report.id);
        if ((await lastEventOf(tx, report.id, 'status'))?.text === status) return;
        await addEvent(tx, report.id, now, 'status', status);
        await tellNews?.(tx, report.id);
      });
    }
    // Counted when the client can read them: not while the agency refreshes the policy's documents.
    if (!isReadable(claim.locks, 'documenti')) continue;
    const documents = (await documentsOfClaim(db, clientId, sinistro.sinistroID)).length;
    if (documents > (await documentsToldOf(db, report.id))) {
      await tellDocuments(db, report.id, documents, now);
    }
  }
}

/**
 * The documents the claim holds beyond those the timeline told of, as one event with their count. Under
 * the report's lock: the list and a report read at once (the web asks both) tell of a batch once. Counted,
 * not named: the feed may replace a claim's documents, and a count told is never taken back.
 */
async function tellDocuments(db: Db, reportId: string, documents: number, now: Date) {
  await db.transaction(async (tx) => {
    await lockReport(tx, reportId);
    const told = await documentsToldOf(tx, reportId);
    if (documents > told) await addEvent(tx, reportId, now, 'documentsAdded', String(documents - told));
  });
}

/** How long after sending the hourly job follows a report's claim for the client (decisions/0140). */
export const FOLLOW_DAYS = 365;
/** At most this many accounts an hour: the rest wait for the next run or for their client's visit. */
const FOLLOW_USERS_AN_HOUR = 10_000;

/**
 * The hourly follow of the claims of reports sent in the last FOLLOW_DAYS: what the client's visit does
 * (followReports), so that the claim opened and each change of its status are e-mailed when they come, not
 * when the client happens to look. The accounts followed.
 */
export async function followEveryone(db: Db, now: Date, tellNews: TellNews): Promise<number> {
  const since = new Date(now.getTime() - FOLLOW_DAYS * 86_400_000);
  const users = await followedUsersSince(db, since, FOLLOW_USERS_AN_HOUR);
  for (const user of users) await followReports(db, user.userId, user.clientId, now, tellNews);
  return users.length;
}

/** Taken in by the agency: the event once per report. */
export async function markReceivedWithEvent(db: Db, reportIds: string[], now: Date) {
  const marked = await markReceived(db, reportIds, now);
  for (const { id } of marked) await addEvent(db, id, now, 'received');
}
