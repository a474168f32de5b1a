import {
  type AddressKind,
  CONTACT_REASONS,
  compactIban,
  ErrorCode,
  ibanProblem,
  maskEmail,
  maskIban,
  type OwnAddress,
  type OwnDataChange,
  type OwnDataKind,
  type OwnDataReply,
  type OwnDataState,
} from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { emailChangeCodeEmail, emailChangedNotice } from '../../delivery/own-data-templates.js';
import type { Deliveries } from '../../delivery/ports.js';
import type { SessionIdentity } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import { checkTypedCode, issueTypedCode, newSixDigitCode, pendingCode } from '../../shared/one-time-codes.js';
import type { RateHit, RateLimiter, RateRule } from '../../shared/rate-limit.js';
import { findUserById, isEmailTaken, setVerifiedEmail } from '../accounts/index.js';
import { insertAudit } from '../audit/index.js';
import type { ContactService } from '../contact/index.js';
import { MAX_CODE_FAILURES, violates } from '../onboarding/index.js';
import { checkClientAddress } from '../places/index.js';
import { addressesOfClient, clientNameOf, clientRecord } from '../profile/index.js';
import { insertChange, latestChange, openChangesOfClient } from './queries.js';
import { addressValue, agencyAddress, parseAddress, sameAddress, sameEmail, toChange } from './values.js';

/** The code to a new e-mail: 15 minutes, as registration's; one a minute and five an hour per account. */
export const EMAIL_CHANGE_CODE_MINUTES = 15;
export const EMAIL_CHANGE_WAIT_RULE: RateRule = { bucket: 'email-change-wait', limit: 1, windowSeconds: 60 };
export const EMAIL_CHANGE_USER_RULE: RateRule = {
  bucket: 'email-change-user',
  limit: 5,
  windowSeconds: 3600,
};
/** The changes that go to the agency as requests: five an hour per account, as the contact form's. */
export const OWN_DATA_REQUEST_RULE: RateRule = { bucket: 'own-data-request', limit: 5, windowSeconds: 3600 };
/** Every write of one's own data (a code asked for a new e-mail, an address, an IBAN, paperless): ten an hour. */
export const OWN_DATA_WRITE_RULE: RateRule = { bucket: 'own-data-write', limit: 10, windowSeconds: 3600 };

/** How a change is queued for the agency's webhook, in the transaction that records it. */
export type AnnounceChange = (changeId: number, db: Db) => Promise<void>;

export interface OwnDataDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'OWN_DATA_EMAIL_MODE' | 'OWN_DATA_ADDRESS_MODE'>;
  rateLimiter: RateLimiter;
  deliveries: Deliveries;
  contact: Pick<ContactService, 'ownDataRequest'>;
  announceChange?: AnnounceChange;
}

const AUDIT_ACTION = {
  email: 'client.change-email',
  residenza: 'client.change-address',
  recapito: 'client.change-address',
  iban: 'client.change-iban',
  paperless: 'client.change-paperless',
} as const;

const ADDRESS_LABEL: Record<AddressKind, string> = {
  residenza: 'indirizzo di residenza',
  recapito: 'indirizzo di recapito (posta)',
};

/** A change kept as a request: the text the client sees as theirs, and the note for the branch's e-mail. */
type AgencyRequest = Parameters<ContactService['ownDataRequest']>[1];
const personalData = (testo: string): AgencyRequest => ({
  subject: { code: 'datiPersonali', text: 'Cambio dei dati personali' },
  motivo: null,
  testo,
  note: "Il cambio è nell'Area Clienti, in attesa che il flusso dell'agenzia lo riporti.",
});

const onOneLine = (a: OwnAddress) =>
  [
    a.indirizzo,
    `${a.cap} ${a.comune}${a.provincia ? ` (${a.provincia})` : ''}`,
    a.country === 'IT' ? '' : a.country,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * One's own data changed in one's area (issue 35 item 2, docs/decisions/0145 and 0146). Each change is
 * recorded (own_data_changes), audited and announced to the agency in one transaction; the client's value
 * wins on their page while it is pending, and the agency's import settles it when its feed carries it.
 */
export class OwnDataService {
  constructor(private readonly deps: OwnDataDeps) {}

  /** The page "I tuoi dati e recapiti". */
  async view(identity: SessionIdentity): Promise<Omit<OwnDataReply, 'status'>> {
    const { db, clock, config } = this.deps;
    const { clientId } = await this.clientOf(identity);
    const [user, addresses, open, iban, paperless, code] = await Promise.all([
      findUserById(db, identity.userId),
      addressesOfClient(db, clientId),
      openChangesOfClient(db, clientId),
      latestChange(db, clientId, 'iban'),
      latestChange(db, clientId, 'paperless'),
      pendingCode(db, identity.userId, 'email-change'),
    ]);
    if (!user) throw new AppError(ErrorCode.TOKEN);
    // The client's own change wins while it is pending; one kept as a request waits for the agency.
    const applied = (kind: OwnDataKind) => open.find((row) => row.kind === kind && row.state === 'applied');
    const addressOf = (kind: AddressKind, agency: OwnAddress | null) => {
      const change = applied(kind);
      return change ? parseAddress(change.value) : agency;
    };
    return {
      email: user.email,
      emailPending: code && code.expiresAt > clock.now() ? code.target : null,
      cellulare: user.phoneVerified ? user.phone : null,
      residenza: addressOf('residenza', agencyAddress(addresses[0])),
      recapito: addressOf('recapito', agencyAddress(addresses[1])),
      iban: iban ? maskIban(compactIban(iban.value)) : null,
      paperless: paperless?.value === 'online',
      modes: { email: config.OWN_DATA_EMAIL_MODE, indirizzo: config.OWN_DATA_ADDRESS_MODE },
      pending: open.map(toChange),
    };
  }

  /** A code to the new address; the account keeps its e-mail until the code is confirmed. */
  async startEmailChange(identity: SessionIdentity, rawEmail: string): Promise<void> {
    const { db, clock, rateLimiter, deliveries } = this.deps;
    await this.clientOf(identity);
    const email = rawEmail.trim();
    // Each attempt counted before any lookup: which addresses have an account is not to be probed freely.
    const key = `user:${identity.userId}`;
    const counted = await rateLimiter.send([
      [EMAIL_CHANGE_USER_RULE, key],
      [OWN_DATA_WRITE_RULE, key],
    ]);
    if (!counted) throw new AppError(ErrorCode.RESEND_LIMIT);
    const user = await findUserById(db, identity.userId);
    if (!user) throw new AppError(ErrorCode.TOKEN);
    if (sameEmail(user.email, email)) throw new AppError(ErrorCode.OWNDATA_SAME);
    if (await isEmailTaken(db, email)) throw new AppError(ErrorCode.OWNDATA_EMAIL_TAKEN);
    if (!(await rateLimiter.send([[EMAIL_CHANGE_WAIT_RULE, key]])))
      throw new AppError(ErrorCode.RESEND_LIMIT);
    const code = newSixDigitCode();
    const now = clock.now();
    await db.transaction(async (tx) => {
      await issueTypedCode(tx, {
        userId: identity.userId,
        purpose: 'email-change',
        code,
        now,
        ttlMs: EMAIL_CHANGE_CODE_MINUTES * 60_000,
        target: email,
      });
      // The address is not yet verified: the message does not name the client.
      const rendered = emailChangeCodeEmail({ code, minutes: EMAIL_CHANGE_CODE_MINUTES });
      await deliveries.email({ to: email, ...rendered }, { db: tx });
    });
  }

  /**
   * The code right: the account's e-mail becomes the new one (login and messages), the old address is
   * told, and the change reaches the agency. Wrong attempts are counted in a transaction that commits.
   */
  async confirmEmailChange(identity: SessionIdentity, code: string): Promise<OwnDataChange> {
    const { db, clock } = this.deps;
    const { clientId, email: recordEmail } = await this.clientOf(identity);
    const nome = await clientNameOf(db, clientId);
    const now = clock.now();
    const outcome = await db
      .transaction(async (tx) => {
        const check = await checkTypedCode(tx, {
          userId: identity.userId,
          purpose: 'email-change',
          code,
          now,
          maxFailures: MAX_CODE_FAILURES,
        });
        if (check.result !== 'valid' || !check.target) return { check: check.result } as const;
        const user = await findUserById(tx, identity.userId);
        if (!user) throw new AppError(ErrorCode.TOKEN);
        const email = check.target;
        await setVerifiedEmail(tx, identity.userId, email);
        const told = emailChangedNotice({ nome, newEmail: maskEmail(email), at: now });
        await this.deps.deliveries.email({ to: user.email, ...told }, { db: tx });
        const state = sameEmail(recordEmail, email) ? 'settled' : this.stateOf('email');
        const change = await this.record(
          tx,
          identity,
          { kind: 'email', value: email, previousValue: user.email, state },
          state === 'requested' ? personalData(`Nuova e-mail: ${email}`) : undefined,
        );
        return { check: 'valid', change } as const;
      })
      .catch((error: unknown) => {
        // Another account took the address between the code's send and its confirmation.
        if (violates(error, 'users_email_idx')) throw new AppError(ErrorCode.OWNDATA_EMAIL_TAKEN);
        throw error;
      });
    if (outcome.check === 'locked') throw new AppError(ErrorCode.EMAIL_CODE_LOCKED);
    const change = 'change' in outcome ? outcome.change : undefined;
    if (!change) throw new AppError(ErrorCode.EMAIL_CODE_WRONG);
    return toChange(change);
  }

  /** The residential or postal address: an Italian one checked against the ISTAT list, a foreign one as written. */
  async changeAddress(
    identity: SessionIdentity,
    tipo: AddressKind,
    given: OwnAddress,
  ): Promise<OwnDataChange> {
    const { db } = this.deps;
    const address = checkClientAddress(given);
    const shown = await this.view(identity);
    if (sameAddress(shown[tipo], address)) throw new AppError(ErrorCode.OWNDATA_SAME);
    const state = this.stateOf(tipo);
    await this.count(identity, state === 'requested');
    const change = await db.transaction((tx) =>
      this.record(
        tx,
        identity,
        {
          kind: tipo,
          value: addressValue(address),
          previousValue: shown[tipo] ? addressValue(shown[tipo]) : null,
          state,
        },
        state === 'requested'
          ? personalData(`Nuovo ${ADDRESS_LABEL[tipo]}: ${onOneLine(address)}`)
          : undefined,
      ),
    );
    return toChange(change);
  }

  /**
   * New bank details: always a request the agency confirms (a mandate is the agency's to sign), a contact
   * request of reason `coordinateBancarie` whose e-mail carries the IBAN masked (docs/decisions/0145).
   */
  async changeIban(identity: SessionIdentity, raw: string): Promise<OwnDataChange> {
    const problem = ibanProblem(raw);
    if (problem === 'length') throw new AppError(ErrorCode.OWNDATA_IBAN_LENGTH);
    if (problem === 'check') throw new AppError(ErrorCode.OWNDATA_IBAN_CHECK);
    const iban = compactIban(raw);
    const { clientId } = await this.clientOf(identity);
    const last = await latestChange(this.deps.db, clientId, 'iban');
    if (last && last.value === iban) throw new AppError(ErrorCode.OWNDATA_SAME);
    await this.count(identity, true);
    const change = await this.deps.db.transaction((tx) =>
      this.record(
        tx,
        identity,
        { kind: 'iban', value: iban, previousValue: last?.value ?? null, state: 'requested' },
        {
          subject: { code: 'coordinateBancarie', text: CONTACT_REASONS.coordinateBancarie },
          motivo: 'coordinateBancarie',
          testo: `Nuovo IBAN per i rimborsi e gli addebiti diretti: ${maskIban(iban)}`,
          note: "L'IBAN completo è nella console, nella pagina del cliente (con la verifica in due passaggi). Il mandato di addebito è da far firmare al cliente.",
        },
      ),
    );
    return toChange(change);
  }

  /** Documents online only, or by post too: the area's own choice, nothing to wait for. */
  async setPaperless(identity: SessionIdentity, online: boolean): Promise<OwnDataChange> {
    const { clientId } = await this.clientOf(identity);
    const last = await latestChange(this.deps.db, clientId, 'paperless');
    if ((last?.value === 'online') === online) throw new AppError(ErrorCode.OWNDATA_SAME);
    await this.count(identity, false);
    const change = await this.deps.db.transaction((tx) =>
      this.record(tx, identity, {
        kind: 'paperless',
        value: online ? 'online' : 'posta',
        previousValue: last?.value ?? 'posta',
        state: 'settled',
      }),
    );
    return toChange(change);
  }

  /** A write of one's own data, and one that goes to the agency as a request, each counted per account. */
  private async count(identity: SessionIdentity, requested: boolean): Promise<void> {
    const key = `user:${identity.userId}`;
    const hits: RateHit[] = [[OWN_DATA_WRITE_RULE, key]];
    if (requested) hits.push([OWN_DATA_REQUEST_RULE, key]);
    if (!(await this.deps.rateLimiter.send(hits))) throw new AppError(ErrorCode.CONTACT_TOO_MANY);
  }

  private stateOf(kind: 'email' | AddressKind): OwnDataState {
    const mode =
      kind === 'email' ? this.deps.config.OWN_DATA_EMAIL_MODE : this.deps.config.OWN_DATA_ADDRESS_MODE;
    return mode === 'apply' ? 'applied' : 'requested';
  }

  /** The client behind the session: a staff account with no client has no such data (NOTFOUND_001). */
  private async clientOf(identity: SessionIdentity) {
    const record =
      identity.clientId === null ? undefined : await clientRecord(this.deps.db, identity.clientId);
    if (!record) throw notFound();
    return { clientId: record.id, email: record.email };
  }

  /**
   * The change, its audit record, its announcement to the agency and, for a change kept as a request, the
   * contact request to the branch with its number: all in the caller's transaction, or none of them.
   */
  private async record(
    tx: Db,
    identity: SessionIdentity,
    change: { kind: OwnDataKind; value: string; previousValue: string | null; state: OwnDataState },
    request?: AgencyRequest,
  ) {
    const { clientId } = await this.clientOf(identity);
    const now = this.deps.clock.now();
    const number = request ? await this.deps.contact.ownDataRequest(identity.userId, request, tx) : null;
    const row = await insertChange(tx, {
      clientId,
      userId: identity.userId,
      ...change,
      requestId: typeof number === 'string' ? number : null,
      createdAt: now,
      settledAt: change.state === 'settled' ? now : null,
    });
    await insertAudit(tx, {
      at: now,
      actor: identity.userCode,
      action: AUDIT_ACTION[change.kind],
      target: identity.userCode,
      detail: { kind: change.kind, change: String(row.id), state: change.state },
    });
    await this.deps.announceChange?.(row.id, tx);
    return row;
  }
}
