import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CLAIM_CODE_MINUTES,
  CLAIM_CODE_TRIES,
  ErrorCode,
  e164Mobile,
  FEA_TERMS_VERSION,
  maskCodeDestination,
  maskEmail,
} from '@area-clienti/contract';
import { type Config, publicUrl } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import type { ClientInfo } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import { newSixDigitCode } from '../../shared/one-time-codes.js';
import type { RateLimiter, RateRule } from '../../shared/rate-limit.js';
import { findUserById } from '../accounts/index.js';
import type { SignedCopies, SignedCopy } from './copies.js';
import {
  counterpartCodeSms,
  counterpartCopyEmail,
  counterpartEmail,
  counterpartLinkSms,
  signedReportEmail,
} from './emails.js';
import type { ClaimSignatureEvidence } from './queries.js';
import {
  addEvent,
  type ClaimReportRow,
  lockReport,
  lockReportByTokenHash,
  nextFeedSeq,
  overdueCounterparts,
  reportByTokenHash,
  updateReport,
} from './queries.js';
import type { AnnounceSent } from './webhook.js';

const B_SEND_WAIT: RateRule = { bucket: 'claim-b-sms-wait', limit: 1, windowSeconds: 60 };
const B_SEND_HOUR: RateRule = { bucket: 'claim-b-sms', limit: 5, windowSeconds: 3600 };
/** B's mobile in E.164: `+39` and its digits for an Italian one, as the accounts' are stored; a foreign one whole. */
const storedMobile = (raw: string) => e164Mobile(raw) ?? raw;
const digest = (value: string) => createHash('sha256').update(value).digest('hex');
const codeHash = (reportId: string, code: string) => digest(`claim-b:${reportId}:${code}`);
/** `code` is the one last sent to B for the report (compared in constant time). */
function isCodeOf(row: Pick<ClaimReportRow, 'id' | 'bCodeHash'>, code: string) {
  if (!row.bCodeHash) return false;
  const expected = Buffer.from(row.bCodeHash);
  const given = Buffer.from(codeHash(row.id, code));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const ALONE_NOTE =
  'Il conducente B non ha firmato entro il termine stabilito: la denuncia prosegue firmata dal solo conducente A.';

export interface CounterpartDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'CLAIM_REPORT_B_HOURS' | 'PUBLIC_URL' | 'PORT'>;
  deliveries: Deliveries;
  rateLimiter: RateLimiter;
  copies: SignedCopies;
  announceSent?: AnnounceSent | undefined;
}

/** Whether B confirmed who B is on the link the report has now (a new link after A's acceptance asks again). */
function identityOnLink(row: ClaimReportRow) {
  const identity = row.bParty.identity;
  if (!identity) return false;
  // Confirmed before the link's hash was kept: good for the first link only (no correction was made).
  return identity.linkHash ? identity.linkHash === row.bTokenHash : !row.bParty.correction;
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'unknown');

/**
 * B's acceptance of the FEA service terms in force, before B's code, as every FEA signer's (DPCM 22/02/2013
 * art. 57 c.1 lett. a, docs/decisions/0134): the one kept on the report, or the version B accepts now.
 */
function feaTermsOf(row: ClaimReportRow, version: string | undefined, now: Date) {
  if (row.bParty.feaTerms?.version === FEA_TERMS_VERSION) return row.bParty.feaTerms;
  return version === FEA_TERMS_VERSION ? { version, acceptedAt: now.toISOString() } : undefined;
}

function identifiedRow(row: ClaimReportRow) {
  if (!identityOnLink(row)) throw new AppError(ErrorCode.CLAIMB_IDENTITY_FIRST);
  return row;
}

/**
 * Driver B signs the same CAI from a link, without an account (docs/decisions/0111): the link (a token kept
 * hashed, single use) goes by SMS (and e-mail), the code to B's mobile; past the agency's time, A's report
 * goes on signed by A alone and says so.
 */
export class Counterpart {
  constructor(private readonly deps: CounterpartDeps) {}

  /**
   * After A signed: the link to B, by SMS to B's mobile and by e-mail when B gave one, queued in A's
   * signature's transaction (`db`).
   */
  async invite(row: ClaimReportRow, nameA: string, db: Db) {
    if (row.data.kind !== 'motor' || !row.data.signerB?.mobile) return;
    const { clock, config, deliveries } = this.deps;
    const token = randomBytes(32).toString('base64url');
    const mobile = storedMobile(row.data.signerB.mobile);
    const email = row.data.signerB.email?.trim() || null;
    const deadline = new Date(clock.now().getTime() + config.CLAIM_REPORT_B_HOURS * 3_600_000);
    await updateReport(db, row.id, {
      counterpart: 'waiting',
      bMobile: mobile,
      bEmail: email,
      bTokenHash: digest(token),
      bDeadline: deadline,
    });
    const link = `${publicUrl(config)}/firma-constatazione/${token}`;
    await deliveries.sms(mobile, counterpartLinkSms(nameA, link), { db });
    if (email) await deliveries.email(counterpartEmail({ to: email, name: nameA, link }), { db });
  }

  /** The report behind a live link: unknown or past its time CLAIMREPORT_014, signed CLAIMREPORT_015. */
  async live(token: string) {
    return this.liveRow(await reportByTokenHash(this.deps.db, digest(token)));
  }

  /** The live link's report, locked in `tx` (B's refusal and corrections). */
  async lockLive(tx: Db, token: string) {
    return this.liveRow(await lockReportByTokenHash(tx, digest(token)));
  }

  /** The live link's report, once B confirmed who B is on this link (CLAIMB_IDENTITY_FIRST before). */
  async identified(token: string) {
    return identifiedRow(await this.live(token));
  }

  liveRow(row: ClaimReportRow | undefined) {
    if (!row) throw new AppError(ErrorCode.CLAIMREPORT_LINK_INVALID);
    if (row.counterpart === 'signed') throw new AppError(ErrorCode.CLAIMREPORT_LINK_USED);
    if (row.state !== 'awaitingB' || !row.bDeadline || row.bDeadline <= this.deps.clock.now()) {
      throw new AppError(ErrorCode.CLAIMREPORT_LINK_INVALID);
    }
    return row;
  }

  async link(token: string) {
    const row = await this.live(token);
    const data = row.data.kind === 'motor' ? row.data : undefined;
    const place = [data?.place?.street, data?.place?.town].filter(Boolean).join(', ');
    return {
      eventDate: row.eventDate,
      place: place || null,
      plateA: data?.vehicleA?.vehicle?.plate ?? null,
      plateB: data?.vehicleB?.vehicle?.plate ?? null,
      sha256: row.sha256 as string,
      deadline: (row.bDeadline as Date).toISOString(),
      identityConfirmed: identityOnLink(row),
      vehicleB: data?.vehicleB ?? null,
    };
  }

  async document(token: string) {
    return this.deps.copies.documentOf(await this.live(token), true);
  }

  /**
   * A code to B's mobile (one a minute, five an hour per report), written under the report's lock: a
   * refusal or a correction committed meanwhile stays, and a report no longer waiting for B gets no code.
   */
  async sendCode(token: string, feaTermsVersion?: string) {
    const read = await this.identified(token);
    // Refused before the rate limits: a request without the terms costs B no code.
    if (!feaTermsOf(read, feaTermsVersion, this.deps.clock.now())) {
      throw new AppError(ErrorCode.FEA_TERMS_NOT_ACCEPTED);
    }
    const hits: [RateRule, string][] = [
      [B_SEND_WAIT, `report:${read.id}`],
      [B_SEND_HOUR, `report:${read.id}`],
    ];
    if (!(await this.deps.rateLimiter.send(hits))) throw new AppError(ErrorCode.RESEND_LIMIT);
    const code = newSixDigitCode();
    const expiresAt = new Date(this.deps.clock.now().getTime() + CLAIM_CODE_MINUTES * 60_000);
    const mobile = read.bMobile as string;
    await this.deps.db.transaction(async (tx) => {
      const row = identifiedRow(await this.lockLive(tx, token));
      const accepted = feaTermsOf(row, feaTermsVersion, this.deps.clock.now());
      if (!accepted) throw new AppError(ErrorCode.FEA_TERMS_NOT_ACCEPTED);
      await updateReport(tx, row.id, {
        bCodeHash: codeHash(row.id, code),
        bCodeExpiresAt: expiresAt,
        bCodeFailures: 0,
        bParty: { ...row.bParty, feaTerms: accepted, codeSentAt: this.deps.clock.now().toISOString() },
      });
      await this.deps.deliveries.sms(mobile, counterpartCodeSms(code, CLAIM_CODE_MINUTES), { db: tx });
    });
    return { sentTo: maskCodeDestination(mobile), expiresAt: expiresAt.toISOString() };
  }

  /** B's signature: the link used, the report sent signed by both, the copy e-mailed. */
  async sign(token: string, code: string, client: ClientInfo) {
    const { clock } = this.deps;
    // Read before the transaction: a link already used answers CLAIMREPORT_LINK_USED, as it does when opened.
    await this.identified(token);
    const now = clock.now();
    const outcome = await this.deps.copies.inTransaction(async (tx, copyOf) => {
      const row = await lockReportByTokenHash(tx, digest(token));
      // Signed between the read above and this lock: by this very code (the same code twice at once, a
      // double tap, a request retried), this request answers as that one did (docs/decisions/0111).
      if (row?.counterpart === 'signed' && isCodeOf(row, code)) return 'signed' as const;
      this.liveRow(row);
      if (row?.bParty.feaTerms?.version !== FEA_TERMS_VERSION) return 'terms' as const;
      if (!row?.bCodeHash || !row.bCodeExpiresAt || row.bCodeExpiresAt <= now) return 'expired' as const;
      if (row.bCodeFailures >= CLAIM_CODE_TRIES) return 'locked' as const;
      if (!isCodeOf(row, code)) {
        await updateReport(tx, row.id, { bCodeFailures: row.bCodeFailures + 1 });
        return row.bCodeFailures + 1 >= CLAIM_CODE_TRIES ? ('locked' as const) : ('wrong' as const);
      }
      const identity = row.bParty.identity;
      const evidence: ClaimSignatureEvidence = {
        signer: 'B',
        userCode: null,
        taxCode: identity?.taxCode ?? null,
        name: identity ? `${identity.name} ${identity.surname}` : 'Conducente B',
        codeSentAt: row.bParty.codeSentAt ?? null,
        emailTo: row.bEmail ? maskEmail(row.bEmail) : null,
        at: now.toISOString(),
        sha256: row.sha256 as string,
        channel: 'sms',
        sentTo: maskCodeDestination(row.bMobile as string),
        ipAddress: client.ipAddress,
        userAgent: client.userAgent?.slice(0, 300) ?? null,
      };
      // The code's hash stays: the link, used, signs nothing more, and a request with the same code that
      // met it used is told it signed.
      const next = await updateReport(tx, row.id, {
        state: 'sent',
        counterpart: 'signed',
        bSignedAt: now,
        signatures: [...row.signatures, evidence],
        sentAt: now,
        feedSeq: await nextFeedSeq(tx),
      });
      await addEvent(tx, row.id, now, 'signedB');
      await addEvent(tx, row.id, now, 'sent');
      await this.deps.announceSent?.(row.id, tx);
      const copy = await this.sendCopies(tx, copyOf, next, next.bEmail);
      return { reportId: row.id, sha256: copy.sha256, pdf: copy.pdf };
    });
    if (outcome === 'terms') throw new AppError(ErrorCode.FEA_TERMS_NOT_ACCEPTED);
    if (outcome === 'expired') throw new AppError(ErrorCode.CLAIMREPORT_CODE_EXPIRED);
    if (outcome === 'locked') throw new AppError(ErrorCode.CLAIMREPORT_CODE_LOCKED);
    if (outcome === 'wrong') throw new AppError(ErrorCode.CLAIMREPORT_CODE_WRONG);
    const copy =
      outcome === 'signed'
        ? // The same code twice at once: the copy the first request made and stored.
          await this.storedCopy(token)
        : outcome;
    return {
      signed: true as const,
      copy: {
        name: `constatazione-${copy.reportId.slice(0, 8)}-firmata.pdf`,
        sha256: copy.sha256,
        pdfBase64: copy.pdf.toString('base64'),
      },
    };
  }

  /** The signed copy kept, of the report whose link this is (already signed by B with it). */
  private async storedCopy(token: string) {
    const row = await reportByTokenHash(this.deps.db, digest(token));
    const stored = row ? await this.deps.copies.stored(row) : undefined;
    if (!row || !stored) throw new AppError(ErrorCode.CLAIMREPORT_LINK_USED);
    return { reportId: row.id, ...stored };
  }

  /**
   * The signed copy to A (and to B when B gave an e-mail), made and queued in the transaction `tx` that
   * sends the report: committed with it, never lost after it (docs/decisions/0111). The copy made, for B's
   * reply.
   */
  async sendCopies(
    tx: Db,
    copyOf: (row: ClaimReportRow, note?: string) => Promise<SignedCopy>,
    row: ClaimReportRow,
    toB: string | null,
    note?: string,
  ) {
    const copy = await copyOf(row, note);
    const user = await findUserById(tx, row.userId);
    if (user?.email) {
      await this.deps.deliveries.email(
        signedReportEmail({
          to: user.email,
          reportId: row.id,
          sha256: copy.sha256,
          pdf: copy.pdf,
          awaitingB: false,
          ...(note ? { aloneNote: note } : {}),
        }),
        { db: tx },
      );
    }
    // B is not the agency's client: B's copy speaks to B, and tells B to send it to B's own insurer.
    if (toB) {
      const copyToB = { to: toB, reportId: row.id, sha256: copy.sha256, pdf: copy.pdf };
      await this.deps.deliveries.email(counterpartCopyEmail(copyToB), { db: tx });
    }
    return copy;
  }

  /** The job (jobs/): reports whose B did not sign in time go on signed by A alone, and say so. */
  async expireOverdue(): Promise<{ done: number; failed: { reportId: string; error: string }[] }> {
    const { db, clock } = this.deps;
    const now = clock.now();
    let done = 0;
    const failed: { reportId: string; error: string }[] = [];
    for (const { id } of await overdueCounterparts(db, now)) {
      // One report that cannot go on (its seal unavailable, its data) does not hold up the others: it is
      // named in the job's log (its id and the error's code or class, no personal data) and tried next hour.
      const sent = await this.expireOne(id, now).catch((error: unknown) => {
        failed.push({ reportId: id, error: error instanceof AppError ? error.code : errorName(error) });
        return false;
      });
      if (sent) done++;
    }
    return { done, failed };
  }

  /** One overdue report sent on, its deadline read again under its lock (A may have answered meanwhile). */
  private expireOne(id: string, now: Date) {
    return this.deps.copies.inTransaction(async (tx, copyOf) => {
      const locked = await lockReport(tx, id);
      if (!locked?.bDeadline || locked.bDeadline > now) return false;
      if (locked.state === 'bCorrected') {
        await this.correctionAnswered(tx, copyOf, locked, { at: now, accepted: false, by: 'deadline' });
        return true;
      }
      if (locked?.state !== 'awaitingB') return false;
      const next = await updateReport(tx, id, {
        state: 'sent',
        counterpart: 'expired',
        bCodeHash: null,
        sentAt: now,
        feedSeq: await nextFeedSeq(tx),
      });
      await addEvent(tx, id, now, 'signedAOnly');
      await addEvent(tx, id, now, 'sent');
      await this.deps.announceSent?.(id, tx);
      await this.sendCopies(tx, copyOf, next, null, ALONE_NOTE);
      return true;
    });
  }

  /**
   * B's corrections not accepted, by A or by A's time running out: the report goes on as A signed it, by A
   * alone, B's proposal and A's answer on its evidence page (docs/decisions/0134), in `tx`.
   */
  async correctionAnswered(
    tx: Db,
    copyOf: (row: ClaimReportRow, note?: string) => Promise<SignedCopy>,
    row: ClaimReportRow,
    answer: { at: Date; accepted: false; by: 'A' | 'deadline' },
  ) {
    const correction = row.bParty.correction;
    if (!correction) throw new AppError(ErrorCode.CLAIMREPORT_STATE);
    const next = await updateReport(tx, row.id, {
      state: 'sent',
      bParty: {
        ...row.bParty,
        correction: { ...correction, answer: { ...answer, at: answer.at.toISOString() } },
      },
      sentAt: answer.at,
      feedSeq: await nextFeedSeq(tx),
    });
    await addEvent(tx, row.id, answer.at, 'correctionRejected');
    await addEvent(tx, row.id, answer.at, 'sent');
    await this.deps.announceSent?.(row.id, tx);
    await this.sendCopies(tx, copyOf, next, next.bEmail, REJECTED_NOTE);
    return next;
  }
}

export const REJECTED_NOTE =
  'Il conducente B ha proposto correzioni che il conducente A non ha accettato: la denuncia prosegue firmata dal solo conducente A, con le correzioni proposte da B nella pagina delle evidenze.';
export const DECLINED_NOTE =
  'Il conducente B non concorda con la constatazione e non l’ha firmata: la denuncia prosegue firmata dal solo conducente A, con il motivo indicato da B nella pagina delle evidenze.';
