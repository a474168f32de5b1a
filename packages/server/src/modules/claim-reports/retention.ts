import { DRAFT_NOTICE_DAYS, DRAFT_RETENTION_DAYS, SENT_REPORT_RETENTION_YEARS } from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import type { FileStorage } from '../../shared/file-storage.js';
import { findUserById } from '../accounts/index.js';
import { draftNoticeEmail } from './emails.js';
import { reportLink } from './news.js';
import {
  deleteDraftsChangedBefore,
  deleteReport,
  draftsChangedBefore,
  reportsSentBefore,
  updateReport,
} from './queries.js';
import { purgeOnOf } from './view.js';

const DAY_MS = 86_400_000;

/**
 * Drafts never sent are deleted DRAFT_RETENTION_DAYS after their last change; DRAFT_NOTICE_DAYS before,
 * their owner is told once by e-mail (docs/decisions/0110). A save starts the count again.
 */
export async function purgeDrafts(
  deps: { db: Db; deliveries: Deliveries; files: FileStorage; config: Pick<Config, 'PUBLIC_URL' | 'PORT'> },
  now: Date,
) {
  const { db, deliveries, files } = deps;
  const noticeBefore = new Date(now.getTime() - (DRAFT_RETENTION_DAYS - DRAFT_NOTICE_DAYS) * DAY_MS);
  let noticed = 0;
  for (const row of await draftsChangedBefore(db, noticeBefore, true)) {
    const user = await findUserById(db, row.userId);
    await db.transaction(async (tx) => {
      await updateReport(tx, row.id, { purgeNoticeAt: now });
      if (user?.email) {
        const link = reportLink(deps.config, row.id);
        await deliveries.email(draftNoticeEmail({ to: user.email, purgeOn: purgeOnOf(row) ?? '', link }), {
          db: tx,
        });
      }
    });
    noticed++;
  }
  const purgeBefore = new Date(now.getTime() - DRAFT_RETENTION_DAYS * DAY_MS);
  for (const row of await draftsChangedBefore(db, purgeBefore, false)) {
    if (row.pdfFileId) await files.delete(row.pdfFileId);
  }
  const deleted = await deleteDraftsChangedBefore(db, purgeBefore);
  return { noticed, deleted };
}

/** Reports deleted by one run at most: the hourly job takes the rest at its next run. */
const SENT_PURGED_PER_RUN = 500;

/**
 * Sent reports are deleted SENT_REPORT_RETENTION_YEARS after sending (docs/decisions/0122): the document
 * submitted and the signed copy here, the report with its timeline (cascade), and its photos and
 * attachments, which the files' hourly sweep deletes once their report is gone. The agency's core system,
 * which received each report through the feed, keeps the claim's file for the terms the law sets.
 */
export async function purgeSentReports(deps: { db: Db; files: FileStorage }, now: Date): Promise<number> {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - SENT_REPORT_RETENTION_YEARS);
  const rows = await reportsSentBefore(deps.db, before, SENT_PURGED_PER_RUN);
  for (const row of rows) {
    // The row last: a run stopped half-way finds the report again, and a file already gone is no error.
    if (row.pdfFileId) await deps.files.delete(row.pdfFileId);
    if (row.signedPdfFileId) await deps.files.delete(row.signedPdfFileId);
    await deleteReport(deps.db, row.id);
  }
  return rows.length;
}
