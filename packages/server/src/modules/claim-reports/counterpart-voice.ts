import {
  type CaiData,
  type CaiSide,
  type CounterpartIdentity,
  caiBadTaxCodes,
  caiMissing,
  DECLINE_REASON_MAX,
  DECLINE_REASON_MIN,
  ErrorCode,
  identityProblem,
  sideChanges,
} from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import type { ClientInfo } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import { findUserById } from '../accounts/index.js';
import { clientRecord } from '../profile/index.js';
import type { SignedCopies } from './copies.js';
import { type Counterpart, DECLINED_NOTE } from './counterpart.js';
import { counterpartAnswerEmail } from './emails.js';
import { reportLink } from './news.js';
import { addEvent, type ClaimReportRow, nextFeedSeq, updateReport } from './queries.js';
import type { AnnounceSent } from './webhook.js';

export interface CounterpartVoiceDeps {
  db: Db;
  clock: Clock;
  today: () => string;
  config: Pick<Config, 'CLAIM_REPORT_B_HOURS' | 'PUBLIC_URL' | 'PORT'>;
  deliveries: Deliveries;
  copies: SignedCopies;
  counterpart: Counterpart;
  announceSent?: AnnounceSent | undefined;
}

const IDENTITY_CODES = {
  checkCharacter: ErrorCode.CLAIMB_TAX_CODE_CHECK,
  mismatch: ErrorCode.CLAIMB_TAX_CODE_MISMATCH,
} as const;

/**
 * Driver B's voice on B's link (issue 34, docs/decisions/0134): who B is, confirmed before any code; B's
 * "Non concordo" with a reason; B's corrections of B's own sections, for A to accept or not.
 */
export class CounterpartVoice {
  constructor(private readonly deps: CounterpartVoiceDeps) {}

  /**
   * B's identity checked (a field's code and `detail`) and kept with the report, never in its data: merged
   * into B's record under the report's lock, so a refusal or a correction committed meanwhile stays, and
   * tied to this link (a new link asks again). B's tax code A's own: CLAIMB_SAME_AS_A.
   */
  async confirmIdentity(token: string, identity: CounterpartIdentity, client: ClientInfo) {
    await this.deps.counterpart.live(token);
    const problem = identityProblem(identity, this.deps.today());
    if (problem) {
      const code =
        problem.kind === 'checkCharacter' || problem.kind === 'mismatch'
          ? IDENTITY_CODES[problem.kind]
          : ErrorCode.CLAIMB_IDENTITY;
      throw new AppError(code, { detail: problem.field });
    }
    const taxCode = identity.taxCode?.trim().toUpperCase() || null;
    await this.deps.db.transaction(async (tx) => {
      const row = await this.deps.counterpart.lockLive(tx, token);
      const holder = taxCode ? await clientRecord(tx, row.clientId) : undefined;
      if (taxCode && holder?.codiceFiscale?.trim().toUpperCase() === taxCode) {
        throw new AppError(ErrorCode.CLAIMB_SAME_AS_A, { detail: 'taxCode' });
      }
      await updateReport(tx, row.id, {
        bParty: {
          ...row.bParty,
          identity: {
            name: identity.name.trim(),
            surname: identity.surname.trim(),
            birthDate: identity.birthDate,
            taxCode,
            italian: identity.italian,
            licenceNumber: identity.licenceNumber.trim().toUpperCase(),
            confirmedAt: this.deps.clock.now().toISOString(),
            ipAddress: client.ipAddress,
            userAgent: client.userAgent?.slice(0, 300) ?? null,
            ...(row.bTokenHash ? { linkHash: row.bTokenHash } : {}),
          },
        },
      });
    });
    return { identityConfirmed: true as const };
  }

  /** A told by e-mail (no data of B's in it), queued in `tx`. */
  private async tellA(tx: Db, row: ClaimReportRow, answer: 'declined' | 'corrected') {
    const user = await findUserById(tx, row.userId);
    if (!user?.email) return;
    const link = reportLink(this.deps.config, row.id);
    await this.deps.deliveries.email(
      counterpartAnswerEmail({ to: user.email, reportId: row.id, answer, link }),
      { db: tx },
    );
  }

  /**
   * "Non concordo": the report goes on at once signed by A alone, B's reason on its evidence page and in
   * A's timeline; A is e-mailed, the agency gets it in the feed (and the webhook).
   */
  async decline(token: string, reason: string) {
    await this.deps.counterpart.identified(token);
    const text = reason.trim().replace(/\s+/g, ' ');
    if (text.length < DECLINE_REASON_MIN || text.length > DECLINE_REASON_MAX) {
      throw new AppError(ErrorCode.CLAIMB_REASON);
    }
    const now = this.deps.clock.now();
    await this.deps.copies.inTransaction(async (tx, copyOf) => {
      const row = await this.deps.counterpart.lockLive(tx, token);
      const next = await updateReport(tx, row.id, {
        state: 'sent',
        counterpart: 'declined',
        bCodeHash: null,
        bTokenHash: null,
        bParty: { ...row.bParty, declined: { at: now.toISOString(), reason: text } },
        sentAt: now,
        feedSeq: await nextFeedSeq(tx),
      });
      await addEvent(tx, row.id, now, 'declinedB', text);
      await addEvent(tx, row.id, now, 'sent');
      await this.deps.announceSent?.(row.id, tx);
      await this.deps.counterpart.sendCopies(tx, copyOf, next, next.bEmail, DECLINED_NOTE);
      await this.tellA(tx, row, 'declined');
    });
    return { declined: true as const };
  }

  /**
   * B's corrections of B's own sections (vehicle B's side): kept beside the report with the side as it was,
   * the link spent, A told; A has CLAIM_REPORT_B_HOURS to accept them (and sign again) or not.
   */
  async correct(token: string, vehicleB: CaiSide) {
    const live = await this.deps.counterpart.identified(token);
    if (live.bParty.correction) throw new AppError(ErrorCode.CLAIMB_CORRECTED_ONCE);
    const before = live.data.kind === 'motor' ? (live.data.vehicleB ?? {}) : {};
    if (sideChanges(before, vehicleB).length === 0) throw new AppError(ErrorCode.CLAIMB_NO_CHANGE);
    if (live.data.kind === 'motor') assertSideSubmittable(live.data, vehicleB);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const row = await this.deps.counterpart.lockLive(tx, token);
      // One round only (docs/decisions/0134): a second request met the first's correction under the lock.
      if (row.bParty.correction) throw new AppError(ErrorCode.CLAIMB_CORRECTED_ONCE);
      const was = row.data.kind === 'motor' ? (row.data.vehicleB ?? {}) : {};
      await updateReport(tx, row.id, {
        state: 'bCorrected',
        counterpart: 'corrected',
        bCodeHash: null,
        bTokenHash: null,
        bDeadline: new Date(now.getTime() + this.deps.config.CLAIM_REPORT_B_HOURS * 3_600_000),
        bParty: { ...row.bParty, correction: { at: now.toISOString(), before: was, after: vehicleB } },
      });
      await addEvent(tx, row.id, now, 'correctedB');
      await this.tellA(tx, row, 'corrected');
    });
    return { corrected: true as const };
  }
}

/**
 * B's side as A's submission will check it (CLAIMREPORT_INCOMPLETE, CLAIMREPORT_TAX_CODE with the field's
 * path in `detail`): a side B emptied would make A's acceptance fail on a field A cannot edit.
 */
function assertSideSubmittable(data: CaiData, vehicleB: CaiSide) {
  const whole: CaiData = { ...data, vehicleB };
  const ofB = (path: string) => path.startsWith('vehicleB.');
  const [missing] = caiMissing(whole).filter(ofB);
  if (missing) throw new AppError(ErrorCode.CLAIMREPORT_INCOMPLETE, { detail: missing });
  const [badTaxCode] = caiBadTaxCodes(whole).filter(ofB);
  if (badTaxCode) throw new AppError(ErrorCode.CLAIMREPORT_TAX_CODE, { detail: badTaxCode });
}
