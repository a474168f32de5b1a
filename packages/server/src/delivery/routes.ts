import { okReply } from '@area-clienti/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { listOutbox } from './outbox.js';

export const DEV_OUTBOX_PATH = '/dev/outbox';

const outboxQuery = z.object({
  /** Only the messages to this recipient (an e-mail in any case, or a +39 number). */
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
const outboxReply = okReply({
  messages: z.array(
    z.object({
      channel: z.enum(['email', 'sms']),
      to: z.string(),
      subject: z.string().nullable(),
      text: z.string(),
      time: z.string(),
    }),
  ),
});

/**
 * GET /dev/outbox: the messages kept instead of sent, newest first. A development tool, registered only
 * outside production (where the path answers like any unknown endpoint); public, as the codes it shows
 * are what a developer trying registration needs.
 */
export const outboxRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      DEV_OUTBOX_PATH,
      { schema: { querystring: outboxQuery, response: { 200: outboxReply } }, config: { access: 'public' } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { status: 'OK' as const, messages: await listOutbox(db, request.query) };
      },
    );
  };
