import { z } from 'zod';
import { CONTACT_TEXT_MAX } from './contact.js';
import { bodyUserId, okReply } from './envelope.js';
import { paymentState } from './payments.js';

/**
 * "Le tue richieste" (issue 35 item 1, docs/decisions/0143): every request a client writes to the agency is
 * a case with a number (`R-2026-000123`), a state, and a thread of messages with the branch.
 */

/** A request's number: `R-`, its year, `-`, six digits (more past the millionth request of a year). */
export const REQUEST_NUMBER_PATTERN = /^R-\d{4}-\d{6,9}$/;
export const requestNumber = z.string().max(20).regex(REQUEST_NUMBER_PATTERN);

/** The number of the `sequence`th request of `year`: `R-2026-000123`. */
export const requestNumberOf = (year: number, sequence: number) =>
  `R-${year}-${String(sequence).padStart(6, '0')}`;

/** The states the client sees: inviata, presa in carico, risposta, chiusa. */
export const clientRequestState = z.enum(['inviata', 'presaInCarico', 'risposta', 'chiusa']);
export type ClientRequestState = z.infer<typeof clientRequestState>;

/**
 * A contact request (`contatto`, its page `/richieste/<numero>`), a sent claim report (`denuncia`), or an
 * instalment paid online (`pagamento`, issue 36: its page `/pagamento/<numero>`, the payment's id).
 */
export const myRequestKind = z.enum(['contatto', 'denuncia', 'pagamento']);
export type MyRequestKind = z.infer<typeof myRequestKind>;

export const myRequestItem = z.object({
  kind: myRequestKind,
  /** The request's number; for a claim report, the report's id (its page is `/denuncia-sinistro/<id>`). */
  numero: z.string(),
  /** The subject as the form showed it; null for a claim report (the web names it). */
  subject: z.string().nullable(),
  state: clientRequestState,
  createdAt: z.string(),
  /** The time of its last message (or its own, until one is written). */
  updatedAt: z.string(),
  polizza: z.string().nullable(),
  /** The branch's replies the client has not opened yet (0 for a claim report: its page tells its news). */
  unread: z.number().int(),
  /** A payment's own state and amount in cents (`pagamento` only): `state` is `chiusa` once it settled. */
  payment: z.object({ state: paymentState, amountCents: z.number().int().nonnegative() }).optional(),
});
export type MyRequestItem = z.infer<typeof myRequestItem>;

export const myRequestsReply = okReply({ requests: z.array(myRequestItem) });
export type MyRequestsReply = z.infer<typeof myRequestsReply>;

export const requestMessage = z.object({
  id: z.number().int(),
  author: z.enum(['client', 'branch']),
  text: z.string(),
  at: z.string(),
});
export type RequestMessage = z.infer<typeof requestMessage>;

export const myRequestDetail = myRequestItem.extend({
  /** What the client wrote with the request (null: a request from an action with nothing added). */
  testo: z.string().nullable(),
  /** The thread, oldest first: the branch's replies and the client's. */
  messages: z.array(requestMessage),
  /** False once the request is closed: a new question is a new request. */
  canReply: z.boolean(),
});
export type MyRequestDetail = z.infer<typeof myRequestDetail>;

export const myRequestRequest = z.object({ userID: bodyUserId, numero: requestNumber });
export const myRequestReply = okReply({ request: myRequestDetail });
export type MyRequestReply = z.infer<typeof myRequestReply>;

export const replyMyRequestRequest = myRequestRequest.extend({
  testo: z.string().trim().min(1).max(CONTACT_TEXT_MAX),
});
export const replyMyRequestReply = okReply({ message: requestMessage });

/** The frame's badge: the branch's replies not yet opened, over all the client's requests. */
export const unreadRequestsReply = okReply({ unread: z.number().int() });

/** The console's thread of a request (staff), beside its detail. */
export const inboxThreadReply = okReply({ numero: requestNumber, messages: z.array(requestMessage) });
export type InboxThreadReply = z.infer<typeof inboxThreadReply>;
