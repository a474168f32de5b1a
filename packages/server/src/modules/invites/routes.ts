import {
  ApiPath,
  checkInviteCodeReply,
  checkInviteCodeRequest,
  ErrorCode,
  validateInviteCodeReply,
  validateInviteCodeRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicRoute } from '../../http/route.js';
import { sessionOpened } from '../auth/index.js';
import type { InviteService } from './service.js';

export const inviteRoutes =
  (invites: InviteService): FastifyPluginAsync =>
  async (app) => {
    publicRoute(
      app,
      ApiPath.checkInviteCode,
      {
        body: checkInviteCodeRequest,
        reply: checkInviteCodeReply,
        notes:
          '`userID` (8 digits) and `hash` (128 of `[a-z0-9]`) are the two halves of `/first?code=`. `inviteCodeValid` is true only for an unused, unexpired invite of that user; a wrong one is `false`, not an error. `ONBOARDING_AU_013`: 30 checks per address in 15 minutes.',
        errors: [ErrorCode.PHONE_CODE_LOCKED],
      },
      async ({ body, client }) => ({ inviteCodeValid: await invites.check(body.userID, body.hash, client) }),
    );

    // The spec's optional `otp` is accepted and ignored: our invites need no SMS code (decisions/0013).
    publicRoute(
      app,
      ApiPath.validateInviteCode,
      {
        body: validateInviteCodeRequest,
        reply: validateInviteCodeReply,
        notes:
          "`otp` is accepted and ignored. The password is set, the invite used up, the e-mail verified, earlier sessions ended. Checked in this order: `CHANGEPASSWORD_002` (the rule of 8 characters, a lowercase, an uppercase, a digit: costs no attempt), `ONBOARDING_AU_013` (5 uses per user, or 30 per address, in 15 minutes, each counted before it is checked), `ONBOARDING_AU_014` (unknown or used), `ONBOARDING_AU_015` (expired), `CHANGEPASSWORD_002` (a common password, or one with the user's ID, names or e-mail), `USERDISABLED_001`.",
        errors: [
          ErrorCode.INVITE_INVALID,
          ErrorCode.INVITE_EXPIRED,
          ErrorCode.CHANGEPASSWORD_RULES,
          ErrorCode.PHONE_CODE_LOCKED,
          ErrorCode.USER_DISABLED,
          ErrorCode.LOGIN_GROUP,
        ],
      },
      (call) => sessionOpened(call, invites.accept(call.body, call.client)),
    );
  };
