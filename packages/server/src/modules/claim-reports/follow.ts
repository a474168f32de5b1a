import type { Db } from '../../db/database.js';
import { claimsOfClient } from '../claims/index.js';
import { documentsOfClaim } from '../documents/index.js';
import { isReadable } from '../dossiers/index.js';
import {
  addEvent,
  documentsToldOf,
  followedReportsOfUser,
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
export async function followReports(db: Db, userId: number, clientId: number | null, now: Date) {
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
    if (report.sinistroId === null) {
      await db.transaction(async (tx) => {
        await updateReport(tx, report.id, {
          state: 'linked',
          sinistroId: sinistro.sinistroID,
          numeroSinistro: sinistro.numeroSinistroNumCompagnia,
          // A proposal: staff confirm it or link another claim by hand, which this never replaces (0142).
          linkSource: 'auto',
        });
        if (!report.receivedAt) await markReceivedWithEvent(tx, [report.id], now);
        await addEvent(tx, report.id, now, 'claimOpened', sinistro.numeroSinistroNumCompagnia ?? undefined);
      });
    }
    const status = sinistro.statoDescr ?? sinistro.stato;
    const last = await lastEventOf(db, report.id, 'status');
    if (status && last?.text !== status) await addEvent(db, report.id, now, 'status', status);
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

/** Taken in by the agency: the event once per report. */
export async function markReceivedWithEvent(db: Db, reportIds: string[], now: Date) {
  const marked = await markReceived(db, reportIds, now);
  for (const { id } of marked) await addEvent(db, id, now, 'received');
}
