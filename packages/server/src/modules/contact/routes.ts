import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import type { ContactService } from './service.js';
import type { ClientRequests } from './thread.js';

/** The two contact forms (SPEC §7), and the client's requests with their thread. */
export const contactRoutes =
  (contact: ContactService, requests: ClientRequests): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.formContatti, async ({ identity, body, client }) => ({
      result: true as const,
      numero: await contact.submit(identity, body, client),
    }));

    route(app, endpoints.getFiliale, async ({ identity }) => ({ filiale: await contact.branchOf(identity) }));

    route(app, endpoints.publicFormContatti, async ({ body, client }) => ({
      result: true as const,
      numero: await contact.submitPublic(body, client),
    }));

    // "Le tue richieste" (issue 35, docs/decisions/0143): the user is the token's.
    route(app, endpoints.getMyRequests, async ({ identity }) => ({
      requests: await requests.list(identity.userId),
    }));
    route(app, endpoints.getMyRequest, async ({ identity, body }) => ({
      request: await requests.detail(identity.userId, body.numero),
    }));
    route(app, endpoints.replyMyRequest, ({ identity, body, client }) =>
      requests.reply(identity.userId, body.numero, body.testo, client),
    );
    route(app, endpoints.getUnreadRequests, async ({ identity }) => ({
      unread: await requests.unread(identity.userId),
    }));
  };
