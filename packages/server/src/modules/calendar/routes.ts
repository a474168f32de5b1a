import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { CALENDAR_FEED_PATH_PREFIX, ErrorCode, endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { type Config, publicUrl } from '../../config.js';
import type { Db } from '../../db/database.js';
import { sendError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import type { Clock, IsoDay } from '../../shared/clock.js';
import { glanceInputOf } from '../glance/index.js';
import { CALENDAR_NAME, calendarEventsOf } from './events.js';
import { calendarFile } from './ics.js';
import { deleteFeed, feedByHash, feedOfUser, markFeedRead, replaceFeed } from './queries.js';

/** 32 random bytes as base64url: 256 bits no one guesses, so the address needs no rate limit of its own. */
const SECRET_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

interface CalendarDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
  today: () => IsoDay;
}

export const calendarRoutes =
  ({ db, clock, config, today }: CalendarDeps): FastifyPluginAsync =>
  async (app) => {
    const icsOf = async (clientId: number | null) =>
      calendarFile({
        name: CALENDAR_NAME,
        stamp: clock.now(),
        events: calendarEventsOf(await glanceInputOf(db, clientId, today())),
      });

    route(app, endpoints.getCalendarFile, async ({ identity: { clientId } }) => ({
      name: 'scadenze-area-clienti.ics',
      content: Readable.from([Buffer.from(await icsOf(clientId), 'utf8')]),
    }));

    route(app, endpoints.getCalendarFeed, async ({ identity: { userId } }) => {
      const feed = await feedOfUser(db, userId);
      return {
        feed: feed
          ? { createdAt: feed.createdAt.toISOString(), lastReadAt: feed.lastReadAt?.toISOString() ?? null }
          : null,
      };
    });

    route(app, endpoints.createCalendarFeed, async ({ identity: { userId } }) => {
      const secret = randomBytes(32).toString('base64url');
      const { createdAt } = await replaceFeed(db, userId, hashOf(secret), clock.now());
      const url = `${publicUrl(config)}${CALENDAR_FEED_PATH_PREFIX}${secret}.ics`;
      return {
        feed: { createdAt: createdAt.toISOString(), url, webcalUrl: url.replace(/^https?:/, 'webcal:') },
      };
    });

    route(app, endpoints.revokeCalendarFeed, async ({ identity: { userId } }) => ({
      revoked: await deleteFeed(db, userId),
    }));

    // The address a calendar application reads, with no session: the secret in the path is the key. Outside
    // /v1 (a calendar asks with GET); a revoked, replaced or malformed secret answers like a missing file.
    app.get<{ Params: { file: string } }>(
      `${CALENDAR_FEED_PATH_PREFIX}:file`,
      { config: { access: 'public' } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const secret = SECRET_FILE.exec(request.params.file)?.[1];
        const feed = secret ? await feedByHash(db, hashOf(secret)) : undefined;
        if (!feed) return sendError(reply, ErrorCode.NOT_FOUND);
        const ics = await icsOf(feed.clientId);
        await markFeedRead(db, feed.id, clock.now());
        return reply.type('text/calendar; charset=utf-8').send(ics);
      },
    );
  };
