import {
  type ClientRequestState,
  ErrorCode,
  type MyRequestDetail,
  type MyRequestItem,
  type RequestMessage,
} from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { bodyText } from '../../delivery/headers.js';
import type { Deliveries } from '../../delivery/ports.js';
import { contactAnswerEmail } from '../../delivery/templates.js';
import type { ClientInfo } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { RateHit, RateLimiter } from '../../shared/rate-limit.js';
import type { StaffScope } from '../../shared/staff-scope.js';
import { findUserById } from '../accounts/index.js';
import { reportsAsRequests } from '../claim-reports/index.js';
import { paymentsAsRequests } from '../payments/index.js';
import { requestLink, requestReplyEmail } from './emails.js';
import type { InboxRow } from './inbox-queries.js';
import { CONTACT_ADDRESS_RULE, CONTACT_USER_RULE } from './service.js';
import {
  insertMessage,
  markRead,
  messagesOf,
  numeroOf,
  reopenAnswered,
  requestOfUser,
  requestsOfUser,
  unreadOfUser,
} from './thread-queries.js';
import { answerDueAt } from './working-days.js';

type LinkConfig = Pick<Config, 'PUBLIC_URL' | 'PORT'>;

/** The inbox's states as the client reads them. */
const CLIENT_STATE = {
  new: 'inviata',
  taken: 'presaInCarico',
  answered: 'risposta',
  closed: 'chiusa',
} as const satisfies Record<string, ClientRequestState>;

const REPORT_STATE = {
  sent: 'inviata',
  taken: 'presaInCarico',
  answered: 'risposta',
  closed: 'chiusa',
} as const satisfies Record<string, ClientRequestState>;

const messageOf = (row: {
  id: number;
  author: 'client' | 'branch';
  text: string;
  at: Date;
}): RequestMessage => ({
  id: row.id,
  author: row.author,
  text: row.text,
  at: row.at.toISOString(),
});

/**
 * Where a client of the area is told of a reply: the account's e-mail as it is now, verified (they may have
 * changed it in the area since the request), else the one the request was written with.
 */
async function clientAddressNow(tx: Db, row: InboxRow): Promise<string | null> {
  const account = row.userId === null ? undefined : await findUserById(tx, row.userId);
  return account?.emailVerified ? account.email : row.email;
}

/**
 * The branch's reply in the request's thread (Inbox.answer, in its transaction). The client with an account
 * is told by an e-mail with the number, the subject and the link, never the text: the text is read in the
 * area. A visitor of the public form has no area: the reply goes to their e-mail whole, as before.
 */
export async function writeBranchReply(
  deps: { deliveries: Deliveries; config: LinkConfig },
  tx: Db,
  row: InboxRow,
  actor: string,
  text: string,
  now: Date,
): Promise<void> {
  const inArea = row.userCode !== null;
  if (!inArea && !row.email) throw new AppError(ErrorCode.INBOX_NO_EMAIL);
  await insertMessage(tx, { requestId: row.id, author: 'branch', staffCode: actor, text, at: now });
  const to = inArea ? await clientAddressNow(tx, row) : row.email;
  if (!to) return;
  const replyTo = { replyTo: { name: row.branch ?? 'Filiale', address: row.recipient } };
  const rendered = inArea
    ? requestReplyEmail({
        numero: row.numero,
        oggetto: row.subject,
        link: requestLink(deps.config, row.numero),
      })
    : contactAnswerEmail({
        nome: row.nome,
        reference: row.numero,
        oggetto: row.subject,
        receivedAt: row.receivedAt,
        answer: text,
      });
  await deps.deliveries.email({ to, ...rendered, ...(inArea ? {} : replyTo) }, { db: tx });
}

/** The console's view of a request's thread. */
export async function staffThread(db: Db, requestId: number, scope: StaffScope) {
  const numero = await numeroOf(db, requestId, scope);
  if (!numero) throw notFound();
  return { numero, messages: (await messagesOf(db, requestId)).map(messageOf) };
}

/**
 * "Le tue richieste" (issue 35, docs/decisions/0143): the client's requests, one with its thread, and their
 * reply. Another client's number answers exactly like a missing one.
 */
export class ClientRequests {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      /** The contact form's own limits: a reply counts as a request (CONTACT_USER_RULE, CONTACT_ADDRESS_RULE). */
      rateLimiter: RateLimiter;
    },
  ) {}

  async list(userId: number): Promise<MyRequestItem[]> {
    const { db } = this.deps;
    const [requests, reports, paid] = await Promise.all([
      requestsOfUser(db, userId),
      reportsAsRequests(db, userId),
      paymentsAsRequests(db, userId),
    ]);
    const items: MyRequestItem[] = [
      ...requests.map((row) => this.item(row)),
      ...reports.map((report) => ({
        kind: 'denuncia' as const,
        numero: report.reportId,
        subject: null,
        state: REPORT_STATE[report.state],
        createdAt: report.sentAt.toISOString(),
        updatedAt: report.updatedAt.toISOString(),
        polizza: report.numeroPolizza,
        unread: 0,
      })),
      // Instalments paid online (issue 36): settled, so closed; their page is the payment's own.
      ...paid.map((payment) => ({
        kind: 'pagamento' as const,
        numero: String(payment.paymentId),
        subject: payment.titolo,
        state: 'chiusa' as const,
        createdAt: payment.createdAt.toISOString(),
        updatedAt: payment.updatedAt.toISOString(),
        polizza: payment.numeroPolizza,
        unread: 0,
        payment: { state: payment.state, amountCents: payment.amountCents },
      })),
    ];
    return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** One request with its thread; opening it reads the branch's replies. */
  async detail(userId: number, numero: string): Promise<MyRequestDetail> {
    const { db } = this.deps;
    const row = await requestOfUser(db, userId, numero);
    if (!row) throw notFound();
    const messages = await messagesOf(db, row.id);
    const last = messages.at(-1);
    if (row.unread > 0 && last) await markRead(db, row.id, last.id);
    return {
      ...this.item({ ...row, unread: 0 }),
      testo: row.testo,
      messages: messages.map(messageOf),
      canReply: row.stato !== 'closed',
    };
  }

  /** The client's reply: an answered request goes back to who holds it, or to the inbox. */
  async reply(userId: number, numero: string, testo: string, client: ClientInfo) {
    const { db, clock } = this.deps;
    const text = bodyText(testo);
    if (!text) throw new AppError(ErrorCode.VALIDATION);
    const found = await requestOfUser(db, userId, numero);
    if (!found) throw notFound();
    if (found.stato === 'closed') throw new AppError(ErrorCode.REQUEST_CLOSED);
    const hits: RateHit[] = [
      [CONTACT_USER_RULE, `user:${userId}`],
      [CONTACT_ADDRESS_RULE, client.ipAddress],
    ];
    if (!(await this.deps.rateLimiter.send(hits))) throw new AppError(ErrorCode.CONTACT_TOO_MANY);
    const message = await db.transaction(async (tx) => {
      const row = await requestOfUser(tx, userId, numero, true);
      if (!row) throw notFound();
      if (row.stato === 'closed') throw new AppError(ErrorCode.REQUEST_CLOSED);
      const at = clock.now();
      const written = await insertMessage(tx, {
        requestId: row.id,
        author: 'client',
        staffCode: null,
        text,
        at,
      });
      await reopenAnswered(tx, row.id, row.takenBy !== null, answerDueAt(at));
      return written;
    });
    return { message: messageOf(message) };
  }

  unread(userId: number) {
    return unreadOfUser(this.deps.db, userId);
  }

  private item(row: Awaited<ReturnType<typeof requestsOfUser>>[number]): MyRequestItem {
    return {
      kind: 'contatto',
      numero: row.numero,
      subject: row.subject,
      state: CLIENT_STATE[row.stato],
      createdAt: row.createdAt.toISOString(),
      updatedAt: (row.lastMessageAt ?? row.createdAt).toISOString(),
      polizza: row.polizza,
      unread: row.unread,
    };
  }
}
