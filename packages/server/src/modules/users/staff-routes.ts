import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { maskRecipient } from '../../delivery/outbox.js';
import { route } from '../../http/route.js';
import { scopeOf } from '../../shared/staff-scope.js';
import type { SentInvite } from '../invites/index.js';
import type { UserAdmin } from './admin.js';
import { actingRoleOf } from './permissions.js';

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
      [endpoints.disableUser, 'disable'],
      [endpoints.enableUser, 'enable'],
      [endpoints.unlockUser, 'unlock'],
      [endpoints.endUserSessions, 'endSessions'],
      [endpoints.resetSecondFactor, 'resetSecondFactor'],
    ] as const;
    for (const [endpoint, act] of acts) {
      route(app, endpoint, async ({ identity, body }) => {
        await users[act](identity.userCode, body.userCode, actingRoleOf(identity.roles));
        return { result: true as const };
      });
    }

    route(app, endpoints.createStaffUser, async ({ identity, body: { email, phone, role, branch } }) =>
      invited(await users.createStaff(identity.userCode, { email, phone, role, branch })),
    );

    route(app, endpoints.getStaffAccounts, () => users.staff.list());

    // The caller's own scope, from its session (decisions/0158): what the console may offer it.
    route(app, endpoints.getStaffScope, async ({ identity }) => ({ branch: scopeOf(identity).branch }));

    route(app, endpoints.changeStaffAccount, async ({ identity, body: { userCode, act } }) => ({
      account: await users.staff.change(identity.userCode, userCode, act),
    }));

    route(app, endpoints.sendInvite, async ({ identity, body }) =>
      invited(
        await users.invite(identity.userCode, body.userCode, actingRoleOf(identity.roles), scopeOf(identity)),
      ),
    );

    route(app, endpoints.previewClientInvite, ({ identity, body }) =>
      users.previewClientInvite(body.clientId, actingRoleOf(identity.roles), scopeOf(identity)),
    );

    route(app, endpoints.inviteClient, async ({ identity, body }) =>
      invited(
        await users.inviteClient(
          identity.userCode,
          body.clientId,
          actingRoleOf(identity.roles),
          scopeOf(identity),
        ),
      ),
    );

    route(app, endpoints.getAuditLog, ({ body: { filter, after, limit } }) =>
      users.log(filter, { ...(after ? { after } : {}), limit }),
    );

    route(app, endpoints.getAuditLogCsv, async ({ body: { filter } }) => ({
      name: 'registro-attivita.csv',
      content: users.logCsv(filter),
    }));

    route(app, endpoints.searchClients, ({ identity, body: { query, after, limit } }) =>
      users.search(identity.userId, { query, after, limit }, scopeOf(identity)),
    );
  };
