import {
  AUTHENTICATED_SUBJECTS,
  CALLBACK_SLOTS,
  type CallbackSlot,
  type CentroConvenzionato,
  CONTACT_REASONS,
  type ContactReason,
  ErrorCode,
  type FormContattiRequest,
  isContactEmail,
  isContactPhone,
  PUBLIC_SUBJECTS,
  type PublicFormContattiRequest,
  requestNumberOf,
} from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { bodyText, headerText } from '../../delivery/headers.js';
import type { Deliveries } from '../../delivery/ports.js';
import { contactRequestEmail } from '../../delivery/templates.js';
import type { ClientInfo, SessionIdentity } from '../../http/identity.js';
import { type Clock, todayOf } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { RateHit, RateLimiter, RateRule } from '../../shared/rate-limit.js';
import { branchOfUser, senderOf } from '../accounts/index.js';
import { ownPolicy } from '../dossiers/index.js';
import { findRepairCentre } from '../repair-centres/index.js';
import { requestCopyEmail, requestLink } from './emails.js';
import { insertContactRequest, nextRequestSequence } from './queries.js';
import { answerDueAt } from './working-days.js';

const HOUR = 3600;
/** Authenticated form: five requests an hour per user, twenty per client address (docs/decisions/0030). */
export const CONTACT_USER_RULE: RateRule = { bucket: 'contact-user', limit: 5, windowSeconds: HOUR };
export const CONTACT_ADDRESS_RULE: RateRule = { bucket: 'contact-address', limit: 20, windowSeconds: HOUR };
/** Public form: five an hour per client address, three per e-mail and three per phone number. */
export const PUBLIC_CONTACT_ADDRESS_RULE: RateRule = {
  bucket: 'public-contact-address',
  limit: 5,
  windowSeconds: HOUR,
};
export const PUBLIC_CONTACT_EMAIL_RULE: RateRule = {
  bucket: 'public-contact-email',
  limit: 3,
  windowSeconds: HOUR,
};
export const PUBLIC_CONTACT_PHONE_RULE: RateRule = {
  bucket: 'public-contact-phone',
  limit: 3,
  windowSeconds: HOUR,
};

const missingData = () => new AppError(ErrorCode.CONTACT_MISSING_DATA);
const badContact = () => new AppError(ErrorCode.CONTACT_BAD_CONTACT);

/** A one-line field as typed (it may end up in a header): null when absent or blank. */
const oneLine = (value: string | undefined, max = 80) =>
  value === undefined ? null : headerText(value, max) || null;

function subjectOf(subjects: Record<string, string>, oggetto: string | number | undefined) {
  const code = oggetto === undefined ? '' : String(oggetto).trim();
  const text = Object.hasOwn(subjects, code) ? subjects[code] : undefined;
  return text ? { code, text } : null;
}

/** The e-mail and phone number typed: each, when given, must be usable (FORMCONTATTI_003). */
function typedContact(body: { email?: string; telefono?: string }) {
  const email = body.email?.trim() || null;
  const telefono = oneLine(body.telefono, 30);
  if (email !== null && !isContactEmail(email)) throw badContact();
  if (telefono !== null && !isContactPhone(telefono)) throw badContact();
  return { email, telefono };
}

const firstValid = (values: (string | null | undefined)[], valid: (value: string) => boolean) =>
  values.map((value) => value?.trim()).find((value): value is string => Boolean(value && valid(value))) ??
  null;

/** One number however it is written: digits only, without the Italian prefix. */
const phoneKey = (telefono: string) => telefono.replace(/[^\d+]/g, '').replace(/^(?:\+|00)39/, '');

export interface ContactDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'CONTACT_EMAIL' | 'PUBLIC_URL' | 'PORT'>;
  rateLimiter: RateLimiter;
  deliveries: Deliveries;
}

/** A request that passed every check: what is stored and e-mailed. */
interface ContactRequest {
  source: 'authenticated' | 'public';
  nome: string;
  cognome: string;
  email: string | null;
  telefono: string | null;
  subject: { code: string; text: string };
  testo: string | null;
  /** For the branch's e-mail only, after the text (the client's page shows `testo`). */
  note?: string;
  recipient: string;
  /** From an action of the area (docs/decisions/0105). */
  reason?: { motivo: ContactReason; importo: number | null; richiamata: CallbackSlot | null };
  /** The caller of the authenticated form, as the agency knows them. */
  sender?: {
    userId: number;
    clientId: number | null;
    branchId: number | null;
    codiceFiscale: string | null;
    codiceCliente: string | null;
    userCode: string;
    filiale: string | null;
  };
  policy?: { id: number; numeroPolizza: string; prodotto: string; targa: string | null } | null;
  centre?: CentroConvenzionato | null;
}

/** The contact forms (SPEC §2 /contatti): each request is checked, stored, and e-mailed to the branch. */
export class ContactService {
  constructor(private readonly deps: ContactDeps) {}

  /** Where the caller's requests go: their branch, with its phone and opening hours. */
  branchOf(identity: SessionIdentity) {
    return branchOfUser(this.deps.db, identity.userId);
  }

  /** The authenticated form: the client is the caller; their records fill what the form left out. */
  async submit(identity: SessionIdentity, body: FormContattiRequest, client: ClientInfo): Promise<string> {
    const { db, config } = this.deps;
    const sender = await senderOf(db, identity.userId);
    if (!sender) throw new AppError(ErrorCode.TOKEN);
    const nome = oneLine(body.nome) ?? sender.nome;
    const cognome = oneLine(body.cognome) ?? sender.cognome;
    // A request from an action of the area has its reason for subject, about a policy, and may say no more.
    const { motivo } = body;
    const subject = motivo
      ? { code: motivo, text: CONTACT_REASONS[motivo] }
      : subjectOf(AUTHENTICATED_SUBJECTS, body.oggetto);
    const testo = body.testo === undefined ? '' : bodyText(body.testo);
    if (!nome || !cognome || !subject || !(testo || motivo)) throw missingData();
    if (motivo && !body.polizza?.trim()) throw missingData();

    const typed = typedContact(body);
    // The account's e-mail, verified, first: the client may have changed it in the area (own-data) and the
    // agency's record follows only at its next feed (docs/decisions/0143).
    const email =
      typed.email ??
      firstValid(
        [sender.accountEmailVerified ? sender.accountEmail : null, sender.clientEmail, sender.accountEmail],
        isContactEmail,
      );
    const telefono =
      typed.telefono ??
      firstValid(
        [sender.clientCell, sender.accountPhoneVerified ? sender.accountPhone : null],
        isContactPhone,
      );
    if (!email && !telefono) throw badContact();

    const numeroPolizza = body.polizza?.trim();
    const policy = numeroPolizza
      ? sender.clientId === null
        ? undefined
        : await ownPolicy(db, sender.clientId, numeroPolizza)
      : null;
    if (policy === undefined) throw notFound();
    const centre =
      body.centroConvenzionatoId === undefined
        ? null
        : await findRepairCentre(db, body.centroConvenzionatoId);
    if (centre === undefined) throw notFound();

    await this.count([
      [CONTACT_USER_RULE, `user:${identity.userId}`],
      [CONTACT_ADDRESS_RULE, client.ipAddress],
    ]);
    const branchEmail = sender.branchEmail?.trim();
    const recipient = branchEmail && isContactEmail(branchEmail) ? branchEmail : config.CONTACT_EMAIL;
    return this.storeAndSend({
      source: 'authenticated',
      nome,
      cognome,
      email,
      telefono,
      subject,
      testo,
      recipient,
      sender: {
        userId: identity.userId,
        clientId: sender.clientId,
        branchId: sender.branchId,
        codiceFiscale: sender.codiceFiscale,
        codiceCliente: sender.codiceCliente,
        userCode: sender.userCode,
        filiale: sender.branchName ? `${sender.branchName} (${sender.branchBank})` : null,
      },
      policy,
      centre,
      reason: motivo
        ? { motivo, importo: body.importo ?? null, richiamata: body.richiamata ?? null }
        : undefined,
    });
  }

  /** The public form: anyone, no account; the request goes to the agency's address (CONTACT_EMAIL). */
  async submitPublic(body: PublicFormContattiRequest, client: ClientInfo): Promise<string> {
    const nome = oneLine(body.nome);
    const cognome = oneLine(body.cognome);
    const subject = subjectOf(PUBLIC_SUBJECTS, body.oggetto);
    if (!nome || !cognome || !subject || body.privacy !== true) throw missingData();
    const { email, telefono } = typedContact(body);
    if (!email && !telefono) throw badContact();

    const hits: RateHit[] = [[PUBLIC_CONTACT_ADDRESS_RULE, client.ipAddress]];
    if (email) hits.push([PUBLIC_CONTACT_EMAIL_RULE, email.toLowerCase()]);
    if (telefono) hits.push([PUBLIC_CONTACT_PHONE_RULE, phoneKey(telefono)]);
    await this.count(hits);
    return this.storeAndSend({
      source: 'public',
      nome,
      cognome,
      email,
      telefono,
      subject,
      testo: null,
      recipient: this.deps.config.CONTACT_EMAIL,
    });
  }

  private async count(hits: RateHit[]): Promise<void> {
    if (!(await this.deps.rateLimiter.send(hits))) throw new AppError(ErrorCode.CONTACT_TOO_MANY);
  }

  /**
   * Stores the request and queues its e-mail in one transaction: a request the client was told is received
   * always reaches the branch; `sentAt` records when the SMTP server took it (docs/decisions/0044). Every
   * request gets its number in the same transaction, and the client a copy when an e-mail is known: the
   * number, the subject and the link to its page, no other personal data (docs/decisions/0143). Given the
   * caller's transaction, in it (as a savepoint): own-data records its change with the request.
   */
  private async storeAndSend(request: ContactRequest, outer?: Db): Promise<string> {
    const { db, clock, deliveries, config } = this.deps;
    const receivedAt = clock.now();
    const {
      source,
      nome,
      cognome,
      email,
      telefono,
      subject,
      testo,
      note,
      recipient,
      sender,
      policy,
      centre,
      reason,
    } = request;
    return (outer ?? db).transaction(async (tx) => {
      const year = Number(todayOf({ now: () => receivedAt }).slice(0, 4));
      const numero = requestNumberOf(year, await nextRequestSequence(tx, year));
      const id = await insertContactRequest(tx, {
        numero,
        source,
        userId: sender?.userId ?? null,
        clientId: sender?.clientId ?? null,
        branchId: sender?.branchId ?? null,
        nome,
        cognome,
        telefono,
        email,
        oggetto: subject.code,
        oggettoTesto: subject.text,
        testo: testo || null,
        polizza: policy?.numeroPolizza ?? null,
        motivo: reason?.motivo ?? null,
        importo: reason?.importo ?? null,
        richiamata: reason?.richiamata ?? null,
        dossierId: policy?.id ?? null,
        repairCentreId: centre?.id ?? null,
        recipient,
        createdAt: receivedAt,
        dueAt: answerDueAt(receivedAt),
      });
      // The client's copy first, then the branch's message: each is its own job of the queue.
      if (email) {
        const link = source === 'authenticated' ? requestLink(config, numero) : null;
        await deliveries.email(
          { to: email, ...requestCopyEmail({ numero, oggetto: subject.text, link }) },
          { db: tx },
        );
      }
      const rendered = contactRequestEmail({
        source,
        reference: numero,
        receivedAt,
        oggetto: subject.text,
        testo: note ? [testo, note].filter(Boolean).join('\n\n') : testo,
        importo: reason?.importo,
        richiamata: reason?.richiamata ? CALLBACK_SLOTS[reason.richiamata] : null,
        client: {
          nome,
          cognome,
          email,
          telefono,
          codiceFiscale: sender?.codiceFiscale,
          codiceCliente: sender?.codiceCliente,
          userCode: sender?.userCode,
          filiale: sender?.filiale,
        },
        policy,
        centre,
        replyTo: email,
      });
      const replyTo = email ? { replyTo: { name: `${nome} ${cognome}`, address: email } } : {};
      await deliveries.email(
        { to: recipient, ...rendered, ...replyTo },
        { db: tx, receipt: { kind: 'contact-request', id } },
      );
      return numero;
    });
  }

  /**
   * A change of the client's own data kept as a request the agency confirms (issue 35 item 2,
   * docs/decisions/0145): new bank details (reason `coordinateBancarie`) or an e-mail or address the agency
   * confirms. The area writes the text the client sees as theirs and a note for the branch's e-mail only
   * (an IBAN masked: the whole one is in the console behind the staff's step-up); the client's records give
   * the rest, as the authenticated form's. own-data counts its requests and gives its transaction, so that
   * the request and the change it is about are recorded together or not at all.
   */
  async ownDataRequest(
    userId: number,
    request: {
      subject: { code: string; text: string };
      motivo: ContactReason | null;
      testo: string;
      note: string;
    },
    tx?: Db,
  ) {
    const { db, config } = this.deps;
    const sender = await senderOf(tx ?? db, userId);
    if (!sender?.nome || !sender.cognome) throw new AppError(ErrorCode.TOKEN);
    const branchEmail = sender.branchEmail?.trim();
    return this.storeAndSend(
      {
        source: 'authenticated',
        nome: sender.nome,
        cognome: sender.cognome,
        email: firstValid([sender.accountEmail, sender.clientEmail], isContactEmail),
        telefono: firstValid(
          [sender.accountPhoneVerified ? sender.accountPhone : null, sender.clientCell],
          isContactPhone,
        ),
        subject: request.subject,
        testo: request.testo,
        note: request.note,
        recipient: branchEmail && isContactEmail(branchEmail) ? branchEmail : config.CONTACT_EMAIL,
        sender: {
          userId,
          clientId: sender.clientId,
          branchId: sender.branchId,
          codiceFiscale: sender.codiceFiscale,
          codiceCliente: sender.codiceCliente,
          userCode: sender.userCode,
          filiale: sender.branchName ? `${sender.branchName} (${sender.branchBank})` : null,
        },
        policy: null,
        centre: null,
        reason: request.motivo ? { motivo: request.motivo, importo: null, richiamata: null } : undefined,
      },
      tx,
    );
  }
}
