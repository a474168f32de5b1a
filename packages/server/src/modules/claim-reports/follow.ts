import type { Db } from '../../db/database.js';
import { claimsOfClient } from '../claims/index.js';
import { addEvent, followedReportsOfUser, lastEventOf, markReceived, updateReport } from './queries.js';

/**
 * The timeline after sending (docs/decisions/0110): a claim the agency's feed brought on the report's
 * policy with its event date links the report ("claim opened" with its number), and each change of that
 * claim's status is an event. Read when the client looks at their reports, so no import waits on it.
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
        });
        if (!report.receivedAt) await markReceivedWithEvent(tx, [report.id], now);
        await addEvent(tx, report.id, now, 'claimOpened', sinistro.numeroSinistroNumCompagnia ?? undefined);
      });
    }
    const status = sinistro.statoDescr ?? sinistro.stato;
    const last = await lastEventOf(db, report.id, 'status');
    if (status && last?.text !== status) await addEvent(db, report.id, now, 'status', status);
  }
}

/** Taken in by the agency: the event once per report. */
export async function markReceivedWithEvent(db: Db, reportIds: string[], now: Date) {
  const marked = await markReceived(db, reportIds, now);
  for (const { id } of marked) await addEvent(db, id, now, 'received');
}
