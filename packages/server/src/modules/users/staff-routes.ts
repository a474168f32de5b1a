import {
  ApiPath,
  auditLogReply,
  auditLogRequest,
  createStaffUserReply,
  createStaffUserRequest,
  ErrorCode,
  sendInviteReply,
  sendInviteRequest,
  userActionReply,
  userActionRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { maskRecipient } from '../../delivery/outbox.js';
import { sessionRoute } from '../../http/route.js';
import type { SentInvite } from '../invites/index.js';
import type { UserAdmin } from './admin.js';

/**
 * What the API tells of an invite: never its link, which would let whoever asked for it choose the
 * password of the account (a Staff member that of a Superuser); the address only masked.
 */
const invited = (sent: SentInvite) => ({
  userCode: sent.userID,
  email: maskRecipient(sent.email),
  expiresAt: sent.expiresAt,
});

/**
 * The staff's acts on accounts through the admin API, each recorded with who did it: a Superuser
 * administers accounts, a Staff member may invite and read the log (docs/decisions/0049).
 */
export const userStaffRoutes =
  (users: UserAdmin): FastifyPluginAsync =>
  async (app) => {
    const acts = [
      [
        ApiPath.disableUser,
        'disable',
        'Disables the account: no login, and every session of it ends at once.',
      ],
      [
        ApiPath.enableUser,
        'enable',
        'Enables the account again; the sessions ended when it was disabled stay ended.',
      ],
      [ApiPath.unlockUser, 'unlock', 'Lifts the login limits of the account, from every address.'],
    ] as const;
    for (const [path, act, notes] of acts) {
      sessionRoute(
        app,
        path,
        {
          access: 'superuser',
          body: userActionRequest,
          reply: userActionReply,
          errors: [ErrorCode.NOT_FOUND],
          notes,
        },
        async ({ identity, body }) => {
          await users[act](identity.userCode, body.userCode);
          return { result: true as const };
        },
      );
    }

    sessionRoute(
      app,
      ApiPath.createStaffUser,
      {
        access: 'superuser',
        body: createStaffUserRequest,
        reply: createStaffUserReply,
        errors: [ErrorCode.ONBOARDING_EMAIL_TAKEN, ErrorCode.PHONE_INVALID],
        notes:
          'An account of the agency with the role `Staff` or `Superuser` (and `User`), no client behind it and no ' +
          'password: a first-access invite (7 days) is e-mailed to it, and the person chooses the password. The ' +
          'reply never carries the link. `ONBOARDING_001`: the e-mail has an account; `PHONE_001`: not an ' +
          'Italian mobile number.',
      },
      async ({ identity, body: { email, phone, role } }) =>
        invited(await users.createStaff(identity.userCode, { email, phone, role })),
    );

    sessionRoute(
      app,
      ApiPath.sendInvite,
      {
        access: 'staff',
        body: sendInviteRequest,
        reply: sendInviteReply,
        errors: [ErrorCode.NOT_FOUND, ErrorCode.INVITEE_DISABLED],
        notes:
          'E-mails the account a first-access invite (7 days), or a new one: the older unused links stop ' +
          'working. The reply never carries the link. `NOTFOUND_001`: no such account; `INVITE_001`: the account ' +
          'is disabled (enable it first).',
      },
      async ({ identity, body }) => invited(await users.invite(identity.userCode, body.userCode)),
    );

    sessionRoute(
      app,
      ApiPath.getAuditLog,
      {
        access: 'staff',
        body: auditLogRequest,
        reply: auditLogReply,
        notes:
          'The newest 200 acts of the staff: on accounts (`user.*`), login messages and privacy templates ' +
          '(`message.*`, `template.*`) and imports (`data.import`, with the counts per type): when, who (a user ' +
          'code or cli:<system user>), what, to whom.',
      },
      async () => ({ entries: await users.log() }),
    );
  };
