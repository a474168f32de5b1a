import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import type { ContactService } from './service.js';

/** The two contact forms (SPEC §7). */
export const contactRoutes =
  (contact: ContactService): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.formContatti, async ({ identity, body, client }) => {
      await contact.submit(identity, body, client);
      return { result: true as const };
    });

    route(app, endpoints.getFiliale, async ({ identity }) => ({ filiale: await contact.branchOf(identity) }));

    route(app, endpoints.publicFormContatti, async ({ body, client }) => {
      await contact.submitPublic(body, client);
      return { result: true as const };
    });
  };
