import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import type { Clock } from '../../shared/clock.js';
import type { FileStorage } from '../../shared/file-storage.js';
import type { RateLimiter } from '../../shared/rate-limit.js';
import { SignedCopies } from './copies.js';
import { CorrectionAnswer } from './correction.js';
import { Counterpart } from './counterpart.js';
import { CounterpartVoice } from './counterpart-voice.js';
import { ClaimReportDesk } from './desk.js';
import { ClaimReportDrafts } from './drafts.js';
import { FeaTerms } from './fea-terms.js';
import { followEveryone } from './follow.js';
import { tellNewsOf } from './news.js';
import type { ReportPdf } from './pdf.js';
import { purgeDrafts, purgeSentReports } from './retention.js';
import { ClaimReportSigning } from './signing.js';
import { ClaimReportsDesk, type ReportFiles } from './staff.js';
import { ClaimReportThread } from './thread.js';
import { type AnnounceSent, ClaimReportWebhook } from './webhook.js';

export interface ClaimReportParts {
  db: Db;
  clock: Clock;
  config: Config;
  today: () => string;
  deliveries: Deliveries;
  files: FileStorage;
  rateLimiter: RateLimiter;
  /** The report's PDF: the paper form's layout, the evidence page and the seal (signing/, wired by app.ts). */
  reportPdf: ReportPdf;
  /**
   * A report's photos and documents, for the document to sign (each named with its SHA-256) and the feed
   * line: claim-report-files owns them and sits above this module, so app.ts hands its lister in.
   */
  reportFiles: ReportFiles;
  /** Queues the webhook's call for each report sent (app.ts, when CLAIM_REPORT_WEBHOOK_URL is set). */
  announceSent?: AnnounceSent;
}

/** The module's parts, built once from what the app hands every module. */
export function claimReportsOf(parts: ClaimReportParts) {
  const { db, clock, config, today, deliveries, files, rateLimiter, reportFiles } = parts;
  const pdf = parts.reportPdf;
  const copies = new SignedCopies({ db, files, pdf });
  const drafts = new ClaimReportDrafts({ db, clock, config, today, files });
  const { announceSent } = parts;
  const terms = new FeaTerms({ db, clock, deliveries });
  const counterpart = new Counterpart({ db, clock, config, deliveries, rateLimiter, copies, announceSent });
  const signing = new ClaimReportSigning({
    db,
    clock,
    config,
    deliveries,
    files,
    rateLimiter,
    pdf,
    reportFiles,
    drafts,
    counterpart,
    copies,
    terms,
    announceSent,
  });
  const voice = new CounterpartVoice({
    db,
    clock,
    today,
    config,
    deliveries,
    copies,
    counterpart,
    announceSent,
  });
  const correction = new CorrectionAnswer({ db, clock, copies, counterpart, signing, drafts });
  const tellNews = tellNewsOf({ deliveries, config });
  const handling = new ClaimReportDesk({
    db,
    clock,
    applicationId: config.APPLICATION_ID,
    reportFiles,
    tellNews,
  });
  const desk = new ClaimReportsDesk({ db, clock, copies, reportFiles, desk: handling });
  const webhook = new ClaimReportWebhook({ db, clock, config, desk });
  const thread = new ClaimReportThread({ db, clock, rateLimiter, tellNews });
  /**
   * The hourly job: B's time run out, drafts told of and purged, sent reports past their retention, and the
   * claims of sent reports followed (the client e-mailed of news, decisions/0140).
   */
  const hourly = async () => {
    const { done: expired, failed: expireFailed } = await counterpart.expireOverdue();
    const drafted = await purgeDrafts({ db, deliveries, files, config }, clock.now());
    const retired = await purgeSentReports({ db, files }, clock.now());
    const followed = await followEveryone(db, clock.now(), tellNews);
    return { expired, ...(expireFailed.length ? { expireFailed } : {}), ...drafted, retired, followed };
  };
  return {
    drafts,
    signing,
    counterpart,
    voice,
    correction,
    desk,
    handling,
    webhook,
    hourly,
    thread,
    tellNews,
    terms,
  };
}

export type ClaimReports = ReturnType<typeof claimReportsOf>;
