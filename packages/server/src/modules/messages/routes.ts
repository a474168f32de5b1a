import {
  ApiPath,
  getMessageReply,
  getMessageRequest,
  updateMessageReply,
  updateMessageRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { assertOwnUserId } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import type { Clock } from '../../shared/clock.js';
import { markMessageRead, nextLoginMessage } from './queries.js';

/** Messages the agency publishes to be read after login (SPEC §4 "Login messages"). */
export const messageRoutes =
  (db: Db, clock: Clock): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ApiPath.getMessage,
      { schema: { body: getMessageRequest, response: { 200: getMessageReply } }, config: { access: 'user' } },
      async (request) => {
        const { userId } = assertOwnUserId(request, request.body.userid);
        const row = await nextLoginMessage(db, userId, clock.now());
        return {
          status: 'OK' as const,
          message: row
            ? { messaggioID: row.id, titolo: row.titolo, testo: row.testo, mostraSempre: row.mostraSempre }
            : null,
        };
      },
    );

    app.post(
      ApiPath.updateMessage,
      {
        schema: { body: updateMessageRequest, response: { 200: updateMessageReply } },
        config: { access: 'user' },
      },
      async (request) => {
        const { userId } = assertOwnUserId(request, request.body.userid);
        if (!(await markMessageRead(db, userId, request.body.messageID, clock.now()))) throw notFound();
        return { status: 'OK' as const, result: true as const };
      },
    );
  };
