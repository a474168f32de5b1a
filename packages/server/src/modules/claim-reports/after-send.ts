import type { Db } from '../../db/database.js';
import { notFound } from '../../shared/errors.js';
import { addEvent, nextFeedSeq, updateReport } from './queries.js';
import { lockOpenRequest, markFulfilled } from './thread-queries.js';
import type { AnnounceSent } from './webhook.js';

/**
 * A file the client added to a report already sent (docs/decisions/0140), recorded in the transaction that
 * keeps it, which holds the report's lock (claim-report-files' `ownReportState(…, lock)`): an event of the
 * timeline, the branch's request it answers marked fulfilled, and the report back in the agency's feed
 * with a new `feedSeq` (its line now lists the file with its SHA-256; the webhook pushes it again). The
 * signed document is not touched: it binds the files it was signed with, and no other.
 */
export async function recordLaterFile(
  db: Db,
  input: { reportId: string; fileId: string; text: string; requestId: number | null; at: Date },
  announce?: AnnounceSent,
) {
  if (input.requestId !== null) {
    if (!(await lockOpenRequest(db, input.reportId, input.requestId))) throw notFound();
    await markFulfilled(db, input.requestId, input.at, input.fileId);
  }
  await addEvent(db, input.reportId, input.at, 'fileAdded', input.text);
  await updateReport(db, input.reportId, { feedSeq: await nextFeedSeq(db) });
  await announce?.(input.reportId, db);
}

/** The branch's request is open on that report (checked when an upload starts, again when it completes). */
export async function isOpenRequest(db: Db, reportId: string, requestId: number) {
  return (await lockOpenRequest(db, reportId, requestId)) !== undefined;
}
