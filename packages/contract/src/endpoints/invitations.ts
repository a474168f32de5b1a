import { invitedReply } from '../admin.js';
import type { JsonEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';
import {
  bulkInvitationActionRequest,
  bulkInvitationReply,
  bulkInvitationsReply,
  bulkInvitationsRequest,
  clientInviteRequest,
  invitePreviewReply,
  startBulkInvitationRequest,
} from '../invitations.js';
import { ApiPath } from '../paths.js';

/** The rows of the endpoint table (see ../endpoint.ts) whose schemas are in ../invitations.ts. */

/** Why one client cannot be invited (the same for the preview and the invite). */
const CLIENT_INVITE_ERRORS = [
  ErrorCode.NOT_FOUND,
  ErrorCode.INVITATION_NO_EMAIL,
  ErrorCode.INVITATION_EMAIL_TAKEN,
  ErrorCode.INVITEE_DISABLED,
] as const;

export const previewClientInvite = {
  method: 'POST',
  path: ApiPath.previewClientInvite,
  access: 'staff',
  body: clientInviteRequest,
  reply: invitePreviewReply,
  errors: CLIENT_INVITE_ERRORS,
} as const satisfies JsonEndpoint;

export const inviteClient = {
  method: 'POST',
  path: ApiPath.inviteClient,
  access: 'staff',
  body: clientInviteRequest,
  reply: invitedReply,
  errors: CLIENT_INVITE_ERRORS,
} as const satisfies JsonEndpoint;

export const getBulkInvitations = {
  method: 'POST',
  path: ApiPath.getBulkInvitations,
  access: 'superuser',
  body: bulkInvitationsRequest,
  reply: bulkInvitationsReply,
  errors: [],
} as const satisfies JsonEndpoint;

export const startBulkInvitation = {
  method: 'POST',
  path: ApiPath.startBulkInvitation,
  access: 'superuser',
  body: startBulkInvitationRequest,
  reply: bulkInvitationReply,
  errors: [ErrorCode.INVITATION_UNKNOWN_BRANCH, ErrorCode.INVITATION_NOBODY, ErrorCode.INVITATION_PACE],
} as const satisfies JsonEndpoint;

export const pauseBulkInvitation = {
  method: 'POST',
  path: ApiPath.pauseBulkInvitation,
  access: 'superuser',
  body: bulkInvitationActionRequest,
  reply: bulkInvitationReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.INVITATION_STATE],
} as const satisfies JsonEndpoint;

export const resumeBulkInvitation = {
  method: 'POST',
  path: ApiPath.resumeBulkInvitation,
  access: 'superuser',
  body: bulkInvitationActionRequest,
  reply: bulkInvitationReply,
  errors: [ErrorCode.NOT_FOUND, ErrorCode.INVITATION_STATE],
} as const satisfies JsonEndpoint;
