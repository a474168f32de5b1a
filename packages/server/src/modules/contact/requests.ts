import type { ContactRequestSummary } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { DeliveryQueue } from '../../delivery/queue.js';
import { AGENCY_WIDE, type StaffScope } from '../../shared/staff-scope.js';
import { contactRequestsOfUser, inboxRequestsOfUser, latestContactRequests } from './queries.js';
import { messagesOfUserRequests } from './thread-queries.js';

/** The user's requests, newest first, each with its thread (the export of one's data, decisions/0143). */
export async function contactRequestsWithThreads(db: Db, userId: number) {
  const [requests, messages] = await Promise.all([
    contactRequestsOfUser(db, userId),
    messagesOfUserRequests(db, userId),
  ]);
  return requests.map((request) => ({
    ...request,
    messages: messages.filter((message) => message.requestId === request.id),
  }));
}

/**
 * The newest contact requests as the agency follows them up (issue 9: CLI and admin API): who wrote, about
 * what, to which branch, and whether the e-mail reached it — sent, still being tried, or failed after every
 * try (then `npm run deliveries` lists it and `resend-delivery` sends it again).
 */
export async function listContactRequests(
  db: Db,
  deliveries: Pick<DeliveryQueue, 'failedReceipts'>,
  scope: StaffScope = AGENCY_WIDE,
  limit = 100,
): Promise<ContactRequestSummary[]> {
  const rows = await latestContactRequests(db, limit, scope);
  const failed = await deliveries.failedReceipts(
    'contact-request',
    rows.filter((row) => !row.sentAt).map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    receivedAt: row.receivedAt.toISOString(),
    subject: row.subject,
    from: `${row.nome} ${row.cognome}`,
    polizza: row.polizza,
    branch: row.branch,
    recipient: row.recipient,
    delivery: row.sentAt ? 'sent' : failed.has(row.id) ? 'failed' : 'queued',
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

/** The client's requests as the console's page of a client lists them, each a link to the inbox (issue 37). */
export async function requestsOfClientAccount(db: Db, userId: number) {
  return (await inboxRequestsOfUser(db, userId)).map((row) => ({
    id: row.id,
    numero: row.numero,
    data: row.createdAt.toISOString(),
    oggetto: row.oggettoTesto,
    stato: row.stato,
  }));
}
