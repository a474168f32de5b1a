import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import type { LoginMessageAdmin } from './admin.js';

/**
 * The agency's login messages through the admin API (Superuser): listed, written as drafts, published,
 * withdrawn; each act in the audit log with who did it (docs/decisions/0047).
 */
export const messageStaffRoutes =
  (messages: LoginMessageAdmin): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getLoginMessages, async () => ({
      messages: await messages.list(),
      ...(await messages.filterChoices()),
    }));

    route(app, endpoints.createLoginMessage, async ({ identity, body: { userID: _caller, ...message } }) => ({
      message: await messages.create(identity.userCode, message),
    }));

    route(app, endpoints.previewLoginMessage, ({ body: { userID: _caller, ...message } }) =>
      messages.preview(message),
    );

    const messageActs = [
      [endpoints.publishLoginMessage, 'publish'],
      [endpoints.withdrawLoginMessage, 'withdraw'],
    ] as const;
    for (const [endpoint, act] of messageActs) {
      route(app, endpoint, async ({ identity, body }) => ({
        message: await messages[act](identity.userCode, body.id),
      }));
    }
  };
