import {
  ApiPath,
  auditLogReply,
  auditLogRequest,
  ErrorCode,
  userActionReply,
  userActionRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sessionRoute } from '../../http/route.js';
import type { UserAdmin } from '../users/admin.js';

/** The staff's acts on accounts through the admin API (Superuser), each recorded with who did it. */
export const userAdminRoutes =
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
      ApiPath.getAuditLog,
      {
        access: 'superuser',
        body: auditLogRequest,
        reply: auditLogReply,
        notes:
          'The newest 200 acts of the staff on accounts: when, who (a user code or cli:<system user>), what, to whom.',
      },
      async () => ({ entries: await users.log() }),
    );
  };
