import { Readable } from 'node:stream';
import {
  type ClaimReportDeskListRequest,
  type ClaimReportFeedLine,
  type ClaimReportFile,
  type FeedEvidence,
  healthDataWithheld,
} from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/errors.js';
import type { StaffScope } from '../../shared/staff-scope.js';
import { findUserById } from '../accounts/index.js';
import type { SignedCopies } from './copies.js';
import { type ClaimReportDesk, type DeskActor, deskStatusOf } from './desk.js';
import { markReceivedWithEvent } from './follow.js';
import { type ClaimReportRow, feedAfter, reportById } from './queries.js';
import { toSummary } from './view.js';

const userCodeOf = async (db: Db, userId: number) => (await findUserById(db, userId))?.userCode ?? '';

/**
 * A report's photos and documents (module claim-report-files, wired by app.ts), read on `db` when given (the
 * submission's transaction, which holds the report's lock).
 */
export type ReportFiles = (reportId: string, db?: Db) => Promise<ClaimReportFile[]>;

/** The agency's side: the console's list, a report's signed PDF, and the outbound feed (JSON Lines). */
export class ClaimReportsDesk {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      copies: SignedCopies;
      reportFiles: ReportFiles;
      desk: ClaimReportDesk;
    },
  ) {}

  /** The console's list, filtered at the desk (decisions/0142), newest first. */
  async inbox(actor: DeskActor, input: ClaimReportDeskListRequest) {
    const limit = input.limit ?? 50;
    const filter = await this.deps.desk.filterOf(actor, input);
    const { rows, assignees } = await this.deps.desk.page(filter, {
      ...(input.after ? { after: input.after } : {}),
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const reports = page.map(({ report: row, userCode, nome, cognome, agencyId, removedAt }) => ({
      ...toSummary(row),
      feedSeq: row.feedSeq ?? 0,
      clientName: `${nome} ${cognome}`,
      userId: userCode,
      clientId: removedAt ? null : agencyId,
      counterpart: row.counterpart,
      receivedAt: row.receivedAt?.toISOString() ?? null,
      deskStatus: deskStatusOf(row),
      assignee: row.assigneeId === null ? null : (assignees.get(row.assigneeId) ?? null),
      clientWroteAt: row.clientWroteAt?.toISOString() ?? null,
    }));
    const last = page.at(-1);
    return {
      reports,
      next: rows.length > limit && last?.report.feedSeq ? last.report.feedSeq : null,
      staff: await this.deps.desk.staffList(),
    };
  }

  /** A sent report's signed PDF; opening it takes the report in. */
  async document(reportId: string, scope: StaffScope) {
    const row = await reportById(this.deps.db, reportId, scope);
    if (!row || (row.state !== 'sent' && row.state !== 'linked')) throw notFound();
    await markReceivedWithEvent(this.deps.db, [row.id], this.deps.clock.now());
    return this.deps.copies.documentOf(row, false);
  }

  /** The feed after `since`, one JSON object a line; what it hands over is taken in. */
  async feed(input: { since?: number | undefined; limit?: number | undefined }) {
    const { db } = this.deps;
    const rows = await feedAfter(db, input.since ?? 0, input.limit ?? 1000);
    const lines: string[] = [];
    for (const row of rows) lines.push(`${JSON.stringify(await this.line(row))}\n`);
    await markReceivedWithEvent(
      db,
      rows.map((row) => row.id),
      this.deps.clock.now(),
    );
    return { name: `denunce-${input.since ?? 0}.jsonl`, content: Readable.from(lines.join('')) };
  }

  async line(row: ClaimReportRow): Promise<ClaimReportFeedLine> {
    return {
      feedSeq: row.feedSeq ?? 0,
      reportId: row.id,
      kind: row.kind,
      userId: await userCodeOf(this.deps.db, row.userId),
      clientId: row.clientId,
      numeroPolizza: row.numeroPolizza,
      eventDate: row.eventDate,
      sentAt: (row.sentAt ?? row.updatedAt).toISOString(),
      signedBy: row.counterpart === 'signed' ? 'A+B' : 'A',
      sha256: row.signedSha256 ?? row.sha256 ?? '',
      data: row.data,
      // Someone was hurt and the client gave no consent to health data: the branch is to call.
      ...(healthDataWithheld(row.data) ? { healthDataWithheld: true } : {}),
      files: await this.deps.reportFiles(row.id),
      evidence: feedEvidenceOf(row),
    };
  }
}

/**
 * The signatures' evidence as the feed gives it (issue 34 item 8): each signature's time and channel, B's
 * identity as B confirmed it, and B's outcome: `corrected` when B corrected B's sections and A did not accept
 * them (signed by A alone); accepted, B's answer on the new document (`signed`, `declined`, `expired`), with
 * `correctionAccepted` true.
 */
export function feedEvidenceOf(row: ClaimReportRow): FeedEvidence {
  const { identity, declined, correction } = row.bParty;
  return {
    signatures: row.signatures.map((signature) => ({
      signer: signature.signer,
      at: signature.at,
      sha256: signature.sha256,
      channel: signature.channel,
      sentTo: signature.sentTo,
      emailTo: signature.emailTo ?? null,
    })),
    // `corrected` is the outcome only when B's correction was not accepted (by A, or by A's time running
    // out); accepted, B then signed, declined or let the new link expire, and that is the outcome.
    counterpart: correction && correction.answer?.accepted !== true ? 'corrected' : row.counterpart,
    identityB: identity
      ? {
          name: identity.name,
          surname: identity.surname,
          birthDate: identity.birthDate,
          taxCode: identity.taxCode,
          licenceNumber: identity.licenceNumber,
          confirmedAt: identity.confirmedAt,
        }
      : null,
    declinedAt: declined?.at ?? null,
    declineReason: declined?.reason ?? null,
    correctedAt: correction?.at ?? null,
    correctionAccepted: correction?.answer ? correction.answer.accepted : null,
    feaTermsB: row.bParty.feaTerms ?? null,
  };
}
