import {
  ApiPath,
  formContattiReply,
  formContattiRequest,
  publicFormContattiRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertOwnUserId } from '../../http/access.js';
import { clientOf } from '../auth/routes.js';
import type { ContactService } from './service.js';

/** The two contact forms (SPEC §7): `{ result: true }` or a FORMCONTATTI code (docs/decisions/0030). */
export const contactRoutes =
  (contact: ContactService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ApiPath.formContatti,
      {
        schema: { body: formContattiRequest, response: { 200: formContattiReply } },
        config: { access: 'user' },
      },
      async (request) => {
        const identity = assertOwnUserId(request, request.body.userID);
        await contact.submit(identity, request.body, clientOf(request));
        return { status: 'OK' as const, result: true as const };
      },
    );

    app.post(
      ApiPath.publicFormContatti,
      {
        schema: { body: publicFormContattiRequest, response: { 200: formContattiReply } },
        config: { access: 'public' },
      },
      async (request) => {
        await contact.submitPublic(request.body, clientOf(request));
        return { status: 'OK' as const, result: true as const };
      },
    );
  };
