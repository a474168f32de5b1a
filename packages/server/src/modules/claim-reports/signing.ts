import { createHash } from 'node:crypto';
import {
  type CaiData,
  CLAIM_CODE_MINUTES,
  CLAIM_CODE_TRIES,
  type ClaimReportData,
  claimReportMissing,
  ErrorCode,
  e164Mobile,
  maskCodeDestination,
} from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import type { ClientInfo, SessionIdentity } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { FileStorage } from '../../shared/file-storage.js';
import {
  checkTypedCode,
  issueTypedCode,
  newSixDigitCode,
  pendingCode,
  usedTypedCode,
} from '../../shared/one-time-codes.js';
import type { RateLimiter, RateRule } from '../../shared/rate-limit.js';
import { findUserById } from '../accounts/index.js';
import { clientRecord } from '../profile/index.js';
import type { SignedCopies } from './copies.js';
import type { Counterpart } from './counterpart.js';
import type { ClaimReportDrafts } from './drafts.js';
import { signedReportEmail, signingCodeSms } from './emails.js';
import type { FeaTerms } from './fea-terms.js';
import { pdfInputOf, type ReportPdf } from './pdf.js';
import type { ClaimSignatureEvidence } from './queries.js';
import {
  addEvent,
  type ClaimReportRow,
  lockReportOfUser,
  nextFeedSeq,
  reportById,
  reportOfUser,
  updateAtVersion,
} from './queries.js';
import type { ReportFiles } from './staff.js';
import type { AnnounceSent } from './webhook.js';

/** One signing code a minute per user, five an hour (as the other SMS codes). */
const SEND_WAIT: RateRule = { bucket: 'claim-sms-wait', limit: 1, windowSeconds: 60 };
const SEND_HOUR: RateRule = { bucket: 'claim-sms-user', limit: 5, windowSeconds: 3600 };

export const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');

export interface SigningDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'CLAIM_REPORT_B_HOURS'>;
  deliveries: Deliveries;
  files: FileStorage;
  rateLimiter: RateLimiter;
  pdf: ReportPdf;
  /** The report's files, which the document to sign lists with their SHA-256. */
  reportFiles: ReportFiles;
  drafts: ClaimReportDrafts;
  counterpart: Counterpart;
  copies: SignedCopies;
  /** The FEA service terms: a submission needs those in force accepted (issue 34 item 4). */
  terms: FeaTerms;
  /** Queues the webhook's call for a report sent (none without a webhook). */
  announceSent?: AnnounceSent | undefined;
}

const codeTarget = (row: Pick<ClaimReportRow, 'id' | 'sha256'>) => `${row.id}:${row.sha256}`;

/** Submission and the client's signature with a one-time code (FEA, docs/decisions/0111). */
export class ClaimReportSigning {
  constructor(private readonly deps: SigningDeps) {}

  private async ownRow(identity: SessionIdentity, reportId: string) {
    const row = await reportOfUser(this.deps.db, identity.userId, reportId);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Completeness, the document (its policyholder, its files each with its SHA-256) and its SHA-256, and a
   * code by SMS to the verified mobile.
   */
  async submit(
    identity: SessionIdentity,
    reportId: string,
    version: number,
    /**
     * A's acceptance of B's corrections (correction.ts): the code it sends is A's answer, once per B's
     * correction, so the minute between codes does not apply; the hour's five do.
     */
    options: { afterCorrection?: boolean } = {},
  ) {
    const { db, clock, deliveries, files, pdf } = this.deps;
    const row = await this.ownRow(identity, reportId);
    if (row.state !== 'draft' && row.state !== 'signing') throw new AppError(ErrorCode.CLAIMREPORT_STATE);
    if (row.version !== version) throw new AppError(ErrorCode.CLAIMREPORT_VERSION);
    await this.deps.drafts.checkForSubmit(identity, row);
    const [missing] = claimReportMissing(row.data);
    if (missing) throw new AppError(ErrorCode.CLAIMREPORT_INCOMPLETE, { detail: missing.slice(0, 40) });
    const user = await findUserById(db, identity.userId);
    if (row.data.kind === 'motor') assertSignerB(row.data, user?.phoneVerified ? user.phone : null);
    await this.deps.terms.assertAccepted(db, identity.userId);
    if (!user?.phoneVerified || !user.phone) throw new AppError(ErrorCode.CLAIMREPORT_NO_MOBILE);
    const hits: [RateRule, string][] = [
      ...(options.afterCorrection ? [] : [[SEND_WAIT, `user:${identity.userId}`] as [RateRule, string]]),
      [SEND_HOUR, `user:${identity.userId}`],
    ];
    const code = newSixDigitCode();
    const now = clock.now();
    const ttlMs = CLAIM_CODE_MINUTES * 60_000;
    const { saved, sha256 } = await db.transaction(async (tx) => {
      // The report locked before its files are read: claim-report-files adds or deletes a file only under
      // this same lock and only in a draft, so a file completed meanwhile is either in the list (it
      // committed first) or refused (it waited, and found the report signing). The document lists exactly
      // the files the report keeps, and its SHA-256, the one signed, covers them (docs/decisions/0128).
      const locked = await lockReportOfUser(tx, identity.userId, row.id);
      if (locked?.version !== version) throw new AppError(ErrorCode.CLAIMREPORT_VERSION);
      const attachments = await this.deps.reportFiles(row.id, tx);
      assertPoliceReportAttached(row.data, attachments);
      // Counted once the report is known to be sendable: a refused submission costs no code.
      if (!(await this.deps.rateLimiter.send(hits))) throw new AppError(ErrorCode.RESEND_LIMIT);
      const record = await clientRecord(tx, row.clientId);
      const document = await pdf.render({
        ...pdfInputOf(row),
        policyholder: record
          ? { name: `${record.nome} ${record.cognome}`, taxCode: record.codiceFiscale }
          : null,
        attachments,
      });
      const sha256 = sha256Of(document);
      const fileId = await files
        .within(tx)
        .put(`claim-report:${row.id}`, 'denuncia.pdf', 'application/pdf', document);
      const next = await updateAtVersion(tx, row.id, version, {
        state: 'signing',
        pdfFileId: fileId,
        sha256,
        updatedAt: now,
      });
      if (!next) throw new AppError(ErrorCode.CLAIMREPORT_VERSION);
      await issueTypedCode(tx, {
        userId: identity.userId,
        purpose: 'claim-report',
        code,
        now,
        ttlMs,
        target: codeTarget(next),
      });
      await deliveries.sms(user.phone as string, signingCodeSms(code, sha256, CLAIM_CODE_MINUTES), {
        db: tx,
      });
      return { saved: next, sha256 };
    });
    if (row.pdfFileId) await files.delete(row.pdfFileId);
    return {
      report: await this.deps.drafts.view(saved),
      sha256,
      sentTo: maskCodeDestination(user.phone),
      expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
    };
  }

  /** Back to a draft: the code out no longer signs anything. */
  async cancel(identity: SessionIdentity, reportId: string) {
    const row = await this.ownRow(identity, reportId);
    if (row.state !== 'signing') throw new AppError(ErrorCode.CLAIMREPORT_STATE);
    const next = await updateAtVersion(this.deps.db, row.id, row.version, {
      state: 'draft',
      sha256: null,
      pdfFileId: null,
      updatedAt: this.deps.clock.now(),
    });
    if (!next) throw new AppError(ErrorCode.CLAIMREPORT_STATE);
    if (row.pdfFileId) await this.deps.files.delete(row.pdfFileId);
    return { report: await this.deps.drafts.view(next) };
  }

  /** The code signs the document submitted: evidence kept, the signed copy made and e-mailed. */
  async confirm(identity: SessionIdentity, reportId: string, code: string, client: ClientInfo) {
    const { db, clock } = this.deps;
    const row = await this.ownRow(identity, reportId);
    if (row.state === 'awaitingB' || row.state === 'sent' || row.state === 'linked') {
      throw new AppError(ErrorCode.CLAIMREPORT_SIGNED);
    }
    if (row.state !== 'signing') throw new AppError(ErrorCode.CLAIMREPORT_STATE);
    const now = clock.now();
    const pending = await pendingCode(db, identity.userId, 'claim-report');
    // No code out, one for another report or document (a new submission replaced it), or one past its time.
    if (!pending || pending.target !== codeTarget(row) || pending.expiresAt <= now) {
      if (!pending && (await this.signedWith(identity.userId, row, code))) return this.viewOf(row.id);
      throw new AppError(ErrorCode.CLAIMREPORT_CODE_EXPIRED);
    }
    const user = await findUserById(db, identity.userId);
    const record = await clientRecord(db, row.clientId);
    const name = record ? `${record.nome} ${record.cognome}` : (user?.userCode ?? '');
    const evidence: ClaimSignatureEvidence = {
      signer: 'A',
      userCode: user?.userCode ?? null,
      taxCode: record?.codiceFiscale ?? null,
      name,
      at: now.toISOString(),
      sha256: row.sha256 as string,
      channel: 'sms',
      sentTo: maskCodeDestination(user?.phone ?? ''),
      ipAddress: client.ipAddress,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    };
    const waitsForB = row.data.kind === 'motor' && Boolean(row.data.signerB?.mobile?.trim());
    const outcome = await this.deps.copies.inTransaction(async (tx, copyOf) => {
      const check = await checkTypedCode(tx, {
        userId: identity.userId,
        purpose: 'claim-report',
        code,
        now,
        maxFailures: CLAIM_CODE_TRIES,
      });
      if (check.result !== 'valid') return check.result;
      if (check.target !== codeTarget(row)) return 'wrong';
      const next = await updateAtVersion(tx, row.id, row.version, {
        state: waitsForB ? 'awaitingB' : 'sent',
        signedAAt: now,
        signatures: [evidence],
        ...(waitsForB ? {} : { sentAt: now, feedSeq: await nextFeedSeq(tx) }),
      });
      if (!next) return 'wrong';
      if (!waitsForB) {
        await addEvent(tx, row.id, now, 'sent');
        await this.deps.announceSent?.(row.id, tx);
      }
      // The copy, B's link and the e-mail commit with the signature (docs/decisions/0111).
      const signed = await copyOf(next);
      if (waitsForB) await this.deps.counterpart.invite(next, name, tx);
      if (user?.email) {
        await this.deps.deliveries.email(
          signedReportEmail({
            to: user.email,
            reportId: row.id,
            sha256: signed.sha256,
            pdf: signed.pdf,
            awaitingB: waitsForB,
          }),
          { db: tx },
        );
      }
      return next;
    });
    if (outcome === 'wrong' && (await this.signedWith(identity.userId, row, code))) {
      return this.viewOf(row.id);
    }
    if (outcome === 'locked') throw new AppError(ErrorCode.CLAIMREPORT_CODE_LOCKED);
    if (outcome === 'wrong') throw new AppError(ErrorCode.CLAIMREPORT_CODE_WRONG);
    return this.viewOf(outcome.id);
  }

  private async viewOf(reportId: string) {
    return { report: await this.deps.drafts.view(await this.fresh(reportId)) };
  }

  /**
   * The same right code twice at once (a double tap, a request retried): the one that came second finds
   * the code used and the report, read as `signing`, now signed by A with that very code, the code sent
   * for that document. It answers the same success (docs/decisions/0111). A code typed once the report
   * reads as signed still meets CLAIMREPORT_SIGNED.
   */
  private async signedWith(userId: number, row: ClaimReportRow, code: string) {
    const current = await this.fresh(row.id);
    const signedA = current.signatures.some((s) => s.signer === 'A' && s.sha256 === row.sha256);
    return (
      signedA &&
      (await usedTypedCode(this.deps.db, { userId, purpose: 'claim-report', code, target: codeTarget(row) }))
    );
  }

  private async fresh(reportId: string) {
    const row = await reportById(this.deps.db, reportId);
    if (!row) throw notFound();
    return row;
  }

  /** The document of a report: the one to sign while `signing`, the signed copy once signed. */
  async document(identity: SessionIdentity, reportId: string) {
    return this.deps.copies.documentOf(await this.ownRow(identity, reportId));
  }
}

/**
 * A theft's police report must be one of the report's files: the document says it is attached, and a file
 * deleted after it was chosen would make that false (CLAIMREPORT_INCOMPLETE, on the photos' step).
 */
function assertPoliceReportAttached(data: ClaimReportData, files: readonly { fileId: string }[]) {
  if (data.kind !== 'damage' || data.coverage !== 'theft' || !data.policeReportFileId) return;
  if (!files.some((file) => file.fileId === data.policeReportFileId)) {
    throw new AppError(ErrorCode.CLAIMREPORT_INCOMPLETE, { detail: 'policeReportFileId' });
  }
}

/**
 * B's mobile, when B is to sign: an Italian mobile or a foreign one in E.164 (`+44…`), the code goes there
 * (CLAIMREPORT_017).
 */
function assertSignerB(data: CaiData, mobileOfA: string | null | undefined) {
  const signer = data.signerB;
  if (!signer?.mobile?.trim() && !signer?.email?.trim()) return;
  const mobile = signer.mobile ? e164Mobile(signer.mobile) : null;
  if (!mobile) throw new AppError(ErrorCode.CLAIMREPORT_NO_MOBILE_B);
  // B's code to A's own phone would let A sign for both drivers (docs/decisions/0134).
  if (mobileOfA && mobile === (e164Mobile(mobileOfA) ?? mobileOfA)) {
    throw new AppError(ErrorCode.CLAIMB_SAME_AS_A, { detail: 'signerB.mobile' });
  }
}
