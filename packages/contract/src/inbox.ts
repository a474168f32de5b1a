import { z } from 'zod';
import { claimDeskStaff, staffUserCode } from './claim-report-desk.js';
import { callbackSlot, contactReason } from './contact.js';
import { entityId } from './data.js';
import { bodyUserId, MAX_SERIAL_ID, okReply } from './envelope.js';

/**
 * The agency's inbox of contact requests (issue 21 item 6, docs/decisions/0104): each request is handled
 * new → taken → answered → closed, by the staff member who took it, with an internal note and an answer
 * e-mailed to the client through the delivery queue.
 */

/** The handling state of a request. */
export const inboxState = z.enum(['new', 'taken', 'answered', 'closed']);
export type InboxState = z.infer<typeof inboxState>;

/** Who took a request: the staff member's user ID. */
const staffCode = z.string();

export const inboxItem = z.object({
  id: z.number().int(),
  source: z.enum(['authenticated', 'public']),
  receivedAt: z.string(),
  /** The promise "entro un giorno lavorativo": when the answer is due (docs/decisions/0104). */
  dueAt: z.string(),
  /** Not yet answered nor closed and past `dueAt`. */
  late: z.boolean(),
  subject: z.string(),
  reason: contactReason.nullable(),
  polizza: z.string().nullable(),
  /** The amount the client's action showed (an instalment), in euro. */
  importo: z.number().nullable(),
  callback: callbackSlot.nullable(),
  from: z.string(),
  branch: z.string().nullable(),
  state: inboxState,
  takenBy: staffCode.nullable(),
  delivery: z.enum(['sent', 'queued', 'failed']),
});
export type InboxItem = z.infer<typeof inboxItem>;

/** The cursor of the next page: the id of the last request of this one (newest first). */
const inboxCursor = z.number().int().min(1).max(MAX_SERIAL_ID);

export const inboxRequest = z.object({
  userID: bodyUserId,
  state: inboxState.optional(),
  branchId: entityId.optional(),
  /** Only the requests the caller holds ("mie"): taken by the caller, whatever their state. */
  mine: z.literal(true).optional(),
  /** Only the late ones ("in ritardo"): new or taken, past `dueAt` (decisions/0144). */
  late: z.literal(true).optional(),
  after: inboxCursor.optional(),
  limit: z.number().int().min(1).max(100).optional(),
});
export type InboxRequest = z.infer<typeof inboxRequest>;

export const inboxReply = okReply({
  requests: z.array(inboxItem),
  next: inboxCursor.nullable(),
  /** The branches to filter by. */
  branches: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type InboxReply = z.infer<typeof inboxReply>;

export const inboxDetail = inboxItem.extend({
  testo: z.string().nullable(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  recipient: z.string(),
  /** The client's user ID, when written from the area. */
  userCode: z.string().nullable(),
  takenAt: z.string().nullable(),
  /** The staff's internal notes, oldest first (decisions/0117); never shown to the client. */
  notes: z.array(z.object({ author: staffCode, at: z.string(), text: z.string() })),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: staffCode.nullable(),
  closedAt: z.string().nullable(),
  closedBy: staffCode.nullable(),
});
export type InboxDetail = z.infer<typeof inboxDetail>;

/** The longest note and answer. */
export const INBOX_TEXT_MAX = 4000;

export const inboxIdRequest = z.object({ userID: bodyUserId, id: entityId });
export const inboxDetailReply = okReply({
  request: inboxDetail,
  /** The agency's enabled staff accounts, to hand the request to (decisions/0144). */
  staff: z.array(claimDeskStaff),
});
/** The request handed to a colleague: an enabled staff account's user code (decisions/0144). */
export const inboxAssignRequest = inboxIdRequest.extend({ assignee: staffUserCode });

/**
 * The inbox's figures on the status page (decisions/0144): the open requests (new or taken), the late ones
 * among them, and the first answers of the last 30 days: how many, how many within the promised working
 * day, and the median time from arrival to the first answer in calendar minutes (null: none answered).
 */
export const inboxFiguresRequest = z.object({ userID: bodyUserId });
export const inboxFiguresReply = okReply({
  open: z.number().int(),
  late: z.number().int(),
  answered: z.number().int(),
  answeredInTime: z.number().int(),
  medianMinutesToAnswer: z.number().nullable(),
  /** The days the answers are counted over (30). */
  days: z.number().int(),
});
export type InboxFigures = z.infer<typeof inboxFiguresReply>;
/** A note added to the request's list (an empty one is refused: nothing to add). */
export const inboxNoteRequest = inboxIdRequest.extend({
  note: z.string().trim().min(1).max(INBOX_TEXT_MAX),
});
export const inboxAnswerRequest = inboxIdRequest.extend({
  text: z.string().trim().min(1).max(INBOX_TEXT_MAX),
});
