import {
  ApiPath,
  changePasswordReply,
  changePasswordRequest,
  ErrorCode,
  emptyRequest,
  loginReply,
  loginRequest,
  plainOkReply,
  userStatusReply,
  userStatusRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicRoute, sessionRoute } from '../../http/route.js';
import { sessionOpened } from './opened.js';
import type { AuthService } from './service.js';
import type { SessionStore } from './sessions.js';

export const authRoutes =
  (auth: AuthService, sessions: SessionStore): FastifyPluginAsync =>
  async (app) => {
    publicRoute(
      app,
      ApiPath.login,
      {
        body: loginRequest,
        reply: loginReply,
        notes:
          '`loginId` is a user ID or an e-mail. An unknown user and a wrong password answer alike (`LOGIN_001`).',
        errors: [
          ErrorCode.LOGIN_INVALID,
          ErrorCode.LOGIN_LOCKED,
          ErrorCode.USER_DISABLED,
          ErrorCode.LOGIN_GROUP,
        ],
      },
      (call) => sessionOpened(call, auth.login(call.body, call.client)),
    );

    sessionRoute(
      app,
      ApiPath.getUserStatus,
      {
        access: 'session',
        body: userStatusRequest,
        reply: userStatusReply,
        notes:
          '`loginWarning` is true when the calling session was opened from a browser and network not seen for the user in 90 days ([decisions/0016](decisions/0016-new-access-warning.md)); `privacyUpdates` lists the types whose current template the user has not answered; `messageToShow` is true when `getMessage` has a message.',
      },
      ({ identity }) => auth.status(identity.userId, identity.sessionId),
    );

    sessionRoute(
      app,
      ApiPath.changePassword,
      {
        access: 'user',
        servesPendingSteps: true,
        body: changePasswordRequest,
        reply: changePasswordReply,
        notes:
          "The caller's session stays, every other session of the user ends, `passwordUpdate` becomes false. `CHANGEPASSWORD_002` (the rule, or the same as the current password) is checked first, then `CHANGEPASSWORD_001` (wrong current password); after 5 wrong in 15 minutes `LOGIN_002`. See [decisions/0017](decisions/0017-password-change.md).",
        errors: [ErrorCode.CHANGEPASSWORD_WRONG, ErrorCode.CHANGEPASSWORD_RULES, ErrorCode.LOGIN_LOCKED],
      },
      ({ identity, body }) => auth.changePassword(identity, body),
    );

    sessionRoute(
      app,
      ApiPath.logout,
      {
        access: 'session',
        body: emptyRequest.optional(),
        reply: plainOkReply,
        notes: 'The token is revoked.',
      },
      async ({ identity }) => {
        await sessions.revoke(identity.sessionId);
        return {};
      },
    );
  };
