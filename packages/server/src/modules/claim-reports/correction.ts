import { ErrorCode } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { SessionIdentity } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { SignedCopies } from './copies.js';
import type { Counterpart } from './counterpart.js';
import type { ClaimReportDrafts } from './drafts.js';
import {
  addEvent,
  type ClaimReportRow,
  lockReportOfUser,
  reportById,
  updateAtVersion,
  updateReport,
} from './queries.js';
import type { ClaimReportSigning } from './signing.js';

/**
 * A's answer to B's corrections (issue 34, docs/decisions/0134). Accepted: B's side replaces the one A wrote,
 * the new document is submitted at once and A signs it with a new code; B then gets a new link and signs
 * that same document (one hash for both). Not accepted: the report goes on as A signed it, by A alone, B's
 * proposal on its evidence page.
 */
export class CorrectionAnswer {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      copies: SignedCopies;
      counterpart: Counterpart;
      signing: ClaimReportSigning;
      drafts: ClaimReportDrafts;
    },
  ) {}

  async accept(identity: SessionIdentity, reportId: string, version: number) {
    const { db, clock } = this.deps;
    const now = clock.now();
    let before: ClaimReportRow | undefined;
    const next = await db.transaction(async (tx) => {
      const row = await lockReportOfUser(tx, identity.userId, reportId);
      if (!row) throw notFound();
      const correction = row.bParty.correction;
      if (row.state !== 'bCorrected' || !correction || row.data.kind !== 'motor') {
        throw new AppError(ErrorCode.CLAIMREPORT_STATE);
      }
      if (row.version !== version) throw new AppError(ErrorCode.CLAIMREPORT_VERSION);
      before = row;
      const saved = await updateAtVersion(tx, row.id, version, {
        state: 'draft',
        data: { ...row.data, vehicleB: correction.after },
        bParty: {
          ...row.bParty,
          correction: { ...correction, answer: { at: now.toISOString(), accepted: true, by: 'A' } },
        },
        updatedAt: now,
      });
      if (!saved) throw new AppError(ErrorCode.CLAIMREPORT_VERSION);
      return saved;
    });
    // The corrected document, and a code to A's mobile to sign it (as a submission). Refused (the hour's
    // codes spent, the SMS gateway down), the report is back as it was, B's corrections still to answer.
    try {
      const submitted = await this.deps.signing.submit(identity, next.id, next.version, {
        afterCorrection: true,
      });
      await addEvent(db, next.id, now, 'correctionAccepted');
      return { ...submitted, report: await this.deps.drafts.view(await this.current(next.id)) };
    } catch (error) {
      const was = before as ClaimReportRow;
      await updateReport(db, next.id, { state: 'bCorrected', data: was.data, bParty: was.bParty });
      throw error;
    }
  }

  private async current(reportId: string) {
    const row = await reportById(this.deps.db, reportId);
    if (!row) throw notFound();
    return row;
  }

  async reject(identity: SessionIdentity, reportId: string) {
    const now = this.deps.clock.now();
    const sent = await this.deps.copies.inTransaction(async (tx, copyOf) => {
      const row = await lockReportOfUser(tx, identity.userId, reportId);
      if (!row) throw notFound();
      if (row.state !== 'bCorrected') throw new AppError(ErrorCode.CLAIMREPORT_STATE);
      return this.deps.counterpart.correctionAnswered(tx, copyOf, row, { at: now, accepted: false, by: 'A' });
    });
    return { report: await this.deps.drafts.view(sent) };
  }
}
