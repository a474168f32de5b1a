import { z } from 'zod';
import { Role } from './auth.js';
import { bodyUserId, okReply } from './envelope.js';

/** A message whose every try failed (docs/decisions/0044): what the agency needs to act, no text. */
export const failedDelivery = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  /** The recipient, masked: `m***@example.it`, `+39*******567`. */
  to: z.string(),
  /** The e-mail's subject; null for an SMS. */
  subject: z.string().nullable(),
  /** refused, timeout, authentication, unreachable, or error. */
  cause: z.string(),
  tries: z.number().int(),
  queuedAt: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedDelivery = z.infer<typeof failedDelivery>;

export const failedDeliveriesRequest = z.object({ userID: bodyUserId });
export const failedDeliveriesReply = okReply({ deliveries: z.array(failedDelivery) });

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
export const auditLogRequest = z.object({ userID: bodyUserId });
export const auditLogReply = okReply({ entries: z.array(auditEntry) });

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
});

/** A first-access invite queued: to whom (the e-mail masked), valid until when; never the link. */
export const invitedReply = okReply({ userCode: z.string(), email: z.string(), expiresAt: z.string() });
export const createStaffUserReply = invitedReply;
export const sendInviteRequest = userActionRequest;
export const sendInviteReply = invitedReply;
