import { z } from 'zod';
import { Role } from './auth.js';
import { bodyUserId, MAX_SERIAL_ID, okReply } from './envelope.js';
import { textFilter } from './text-filter.js';

/**
 * A message of the delivery queue as the agency sees it (docs/decisions/0044, 0108): what it needs to act,
 * no text. Listed from its first failed try, with the cause and the time of the next one.
 */
export const deliveryState = z.enum(['queued', 'retrying', 'failed', 'sent']);
export type DeliveryState = z.infer<typeof deliveryState>;

export const failedDelivery = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  /** queued: not tried yet; retrying: a try failed, another will come; failed: every try failed; sent. */
  state: deliveryState,
  /** The recipient, masked: `m***@example.it`, `+39*******567`. */
  to: z.string(),
  /** The e-mail's subject; null for an SMS. */
  subject: z.string().nullable(),
  /** refused, timeout, authentication, unreachable, or error; null while no try failed. */
  cause: z.string().nullable(),
  /** Tries made so far. */
  tries: z.number().int(),
  queuedAt: z.string(),
  /** When every try had failed (failed), or the message left (sent); null otherwise. */
  failedAt: z.string().nullable(),
  /** When the next try is due (queued, retrying); null otherwise. */
  nextTryAt: z.string().nullable(),
});
export type FailedDelivery = z.infer<typeof failedDelivery>;

/** The cursor of a delivery list's next page: opaque to the caller. */
/**
 * A page's `next` as the server wrote it: the last row's time (toISOString) and id (a UUID). A time the
 * pattern lets through but the calendar has not (30 February) is refused here, not by the database.
 */
const deliveryCursor = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  )
  .refine((cursor) => {
    const at = cursor.slice(0, cursor.indexOf('|'));
    return !Number.isNaN(Date.parse(at)) && new Date(at).toISOString() === at;
  });
export const pageLimit = z.number().int().min(1).max(100).default(50);

/** The failed and the still-retrying messages, newest first, a page at a time (keyset). */
export const failedDeliveriesRequest = z.object({
  userID: bodyUserId,
  after: deliveryCursor.optional(),
  limit: pageLimit,
});
export const failedDeliveriesReply = okReply({
  deliveries: z.array(failedDelivery),
  /** The cursor of the next page, or null on the last. */
  next: deliveryCursor.nullable(),
});

export const resendDeliveryRequest = z.object({ userID: bodyUserId, id: z.uuid() });
export const resendDeliveryReply = okReply({ result: z.literal(true) });

/** A contact request as the agency lists it: who, about what, to which branch, delivered or not. */
export const contactRequestSummary = z.object({
  id: z.number().int(),
  source: z.enum(['authenticated', 'public']),
  receivedAt: z.string(),
  subject: z.string(),
  /** The writer's name as given. */
  from: z.string(),
  polizza: z.string().nullable(),
  /** The client's branch; null for a public request or a client with none (they went to CONTACT_EMAIL). */
  branch: z.string().nullable(),
  recipient: z.string(),
  /** sent: the SMTP server took it; queued: still being tried; failed: every try failed. */
  delivery: z.enum(['sent', 'queued', 'failed']),
  sentAt: z.string().nullable(),
});
export type ContactRequestSummary = z.infer<typeof contactRequestSummary>;

export const contactRequestsRequest = z.object({ userID: bodyUserId });
export const contactRequestsReply = okReply({ requests: z.array(contactRequestSummary) });

/** One act on an account: of the agency's staff, or of the client on their own (decisions/0061). */
export const auditEntry = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.string()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** A body naming the account acted upon (the caller's own user ID, if sent, is checked as everywhere). */
export const userActionRequest = z.object({ userID: bodyUserId, userCode: z.string().regex(/^\d{8}$/) });
export const userActionReply = okReply({ result: z.literal(true) });

/**
 * Every act the audit log records (the filter's choices; an unknown one is VALIDATION_001). A module that
 * records a new act adds it here, so the console can offer it.
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.invite',
  'user.disable',
  'user.enable',
  'user.unlock',
  'user.end-sessions',
  'user.second-factor-reset',
  'user.end-other-sessions',
  'user.export-data',
  'user.second-factor-enable',
  'user.second-factor-disable',
  'user.second-factor-locked',
  'user.second-factor-recovery-code',
  'user.second-factor-new-recovery-codes',
  'user.passkey-add',
  'user.passkey-remove',
  'client.view',
  'client.view-iban',
  'client.change-email',
  'client.change-address',
  'client.change-iban',
  'client.change-paperless',
  'delivery.resend',
  'agency.test-email',
  'agency.test-sms',
  'data.import',
  'data.import.refused',
  'message.create',
  'message.publish',
  'message.withdraw',
  'template.create',
  'template.publish',
  'template.withdraw',
  'invitation.start',
  'invitation.pause',
  'invitation.resume',
  'inbox.take',
  'inbox.note',
  'inbox.answer',
  'inbox.close',
  'inbox.release',
  'inbox.assign',
  'claim-report.view',
  'claim-report.assign',
  'claim-report.take',
  'claim-report.close',
  'claim-report.link',
  'claim-report.message',
  'claim-report.request-documents',
  'payment.start',
  'payment.paid',
  'payment.cancel',
  'payment.expire',
  'payment.fail',
  'payment.refund',
  'payment.mismatch',
  'payment.duplicate',
  /** A payment's receipt issued, and e-mailed to the account (decisions/0153). */
  'payment.receipt',
] as const;
export const auditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditAction>;

const isoDate = z.iso.date();
/** The audit log's filters, each optional: who acted, on whom, which act, from and to a day (Italy's). */
export const auditFilter = z
  .object({
    actor: textFilter({ max: 64 }).optional(),
    target: textFilter({ max: 128 }).optional(),
    action: auditAction.optional(),
    /** The first day, `yyyy-mm-dd`, inclusive. */
    from: isoDate.optional(),
    /** The last day, `yyyy-mm-dd`, inclusive. */
    to: isoDate.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'from is after to',
    path: ['to'],
  });
export type AuditFilter = z.infer<typeof auditFilter>;

/** The cursor of the log's next page (the last entry's id): opaque to the caller. */
const auditCursor = z
  .string()
  .regex(/^\d{1,10}$/)
  .refine((id) => Number(id) <= MAX_SERIAL_ID);
export const auditLogRequest = z.object({
  userID: bodyUserId,
  filter: auditFilter.default({}),
  after: auditCursor.optional(),
  limit: pageLimit,
});
export const auditLogReply = okReply({ entries: z.array(auditEntry), next: auditCursor.nullable() });
/** The same filters, every entry as CSV (the file streamed a page at a time). */
export const auditLogCsvRequest = z.object({ userID: bodyUserId, filter: auditFilter.default({}) });

/** The roles an account of the agency's staff is made with (docs/decisions/0049); User is added to both. */
export const staffRole = z.enum([Role.STAFF, Role.SUPERUSER]);
export type StaffRole = z.infer<typeof staffRole>;

/** A staff account: no password, the person chooses it through the first-access invite e-mailed to them. */
export const createStaffUserRequest = z.object({
  userID: bodyUserId,
  email: z.string().trim().max(254).pipe(z.email()),
  /** An Italian mobile number, as typed: anything else is PHONE_001. */
  phone: z.string().trim().min(1).max(20),
  role: staffRole,
  /** Its scope: the feed's id of the one branch it sees (STAFF_001 when the feed has none), null agency-wide. */
  branch: z.string().trim().min(1).max(64).nullable().default(null),
});

/** A first-access invite queued: to whom (the e-mail masked), valid until when; never the link. */
export const invitedReply = okReply({ userCode: z.string(), email: z.string(), expiresAt: z.string() });
export const createStaffUserReply = invitedReply;
export const sendInviteRequest = userActionRequest;
export const sendInviteReply = invitedReply;
