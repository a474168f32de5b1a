import { z } from 'zod';
import { clientFilter, clientFilterChoices } from './client-filter.js';
import { bodyUserId, MAX_SERIAL_ID, okReply } from './envelope.js';

/**
 * Bringing imported clients in (issue 21 item 3, docs/decisions/0100): a first-access invite for one
 * client, previewed first, and invitations in bulk by filter, paced, paused and resumed.
 */

/** The pace the agency may set for a bulk invitation, in invites a minute. */
export const INVITATION_PACE = { min: 1, max: 6_000 } as const;

/** A client by their id in the agency's feed, as the search and the client's page name them. */
export const clientInviteRequest = z.object({
  userID: bodyUserId,
  clientId: z.string().trim().min(1).max(64),
});

/**
 * The e-mail as it will go: the recipient, the subject and the text part, from the template the server
 * sends. The personal link is shown as a placeholder: it is made (and only ever e-mailed) when sending.
 */
export const invitePreviewReply = okReply({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type InvitePreviewReply = z.infer<typeof invitePreviewReply>;

/** Which clients a bulk invitation is for: always those not yet invited, narrowed by the shared client filter. */
export const bulkInvitationFilter = clientFilter;
export type BulkInvitationFilter = z.infer<typeof bulkInvitationFilter>;

export const startBulkInvitationRequest = z.object({
  userID: bodyUserId,
  filter: bulkInvitationFilter,
  /** Invites a minute: INVITATION_PACE (out of it: INVITATION_005). */
  perMinute: z.number().int(),
});

export const bulkInvitationState = z.enum(['running', 'paused', 'done']);
export type BulkInvitationState = z.infer<typeof bulkInvitationState>;

export const bulkInvitation = z.object({
  id: z.number().int(),
  state: bulkInvitationState,
  filter: bulkInvitationFilter,
  perMinute: z.number().int(),
  startedBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Clients it is for. */
  total: z.number().int(),
  /** Invites made and queued for sending. */
  queued: z.number().int(),
  /** Of those, e-mails the mail server took. */
  sent: z.number().int(),
  /** Of those, e-mails whose every try failed (refused, bounced at once, unreachable). */
  failed: z.number().int(),
  /** Clients passed over: no e-mail in the feed, an e-mail of another account, registered or disabled since. */
  skipped: z.number().int(),
  /** Clients who have chosen their password since. */
  registered: z.number().int(),
  /**
   * The rate achieved, in e-mails a minute: those of this run the mail server took in the last minute (or
   * since the start, of a run younger than that), decisions/0155.
   */
  ratePerMinute: z.number().int(),
  /**
   * Seconds until every client's e-mail is with the mail server at the rate achieved (the pace while none
   * has gone yet); null when the run is not running.
   */
  secondsLeft: z.number().int().nullable(),
});
export type BulkInvitation = z.infer<typeof bulkInvitation>;

export const bulkInvitationsRequest = z.object({ userID: bodyUserId });
/** The newest bulk invitations, and what the filter may choose among (the feed's branches and products). */
export const bulkInvitationsReply = okReply({
  invitations: z.array(bulkInvitation),
  ...clientFilterChoices.shape,
});
export type BulkInvitationsReply = z.infer<typeof bulkInvitationsReply>;

export const bulkInvitationActionRequest = z.object({
  userID: bodyUserId,
  id: z.number().int().positive().max(MAX_SERIAL_ID),
});
export const bulkInvitationReply = okReply({ invitation: bulkInvitation });
