import { Readable } from 'node:stream';
import { ErrorCode, endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import type { RateLimiter, RateRule } from '../../shared/rate-limit.js';
import type { SessionLimits } from '../accesses/index.js';
import { insertAudit } from '../audit/index.js';
import { collectMyData } from './collect.js';
import { myDataPdf } from './render-pdf.js';

/**
 * Each export reads every table of the client's and writes a file: a client needs a few (the JSON and the
 * PDF, again after a change); a stolen session or a script asking in a loop is stopped (decisions/0061).
 */
export const MY_DATA_RULE: RateRule = { bucket: 'my-data-export', limit: 10, windowSeconds: 3600 };

/** Ours, not in the spec: "Scarica i miei dati" (GDPR art. 15 and 20; docs/decisions/0061). */
export const myDataRoutes =
  (deps: { db: Db; clock: Clock; rateLimiter: RateLimiter; limits: SessionLimits }): FastifyPluginAsync =>
  async (app) => {
    const { db, clock, rateLimiter, limits } = deps;
    route(app, endpoints.getMieiDati, async ({ identity, body }) => {
      if (!(await rateLimiter.send([[MY_DATA_RULE, `user:${identity.userId}`]]))) {
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
      }
      const now = clock.now();
      const data = await collectMyData(db, identity, now, limits);
      await insertAudit(db, {
        at: now,
        actor: identity.userCode,
        action: 'user.export-data',
        target: identity.userCode,
        detail: { formato: body.formato },
      });
      const name = `miei-dati-${identity.userCode}-${now.toISOString().slice(0, 10)}.${body.formato}`;
      const file =
        body.formato === 'json'
          ? { type: 'application/json', content: Buffer.from(`${JSON.stringify(data, null, 2)}\n`) }
          : { type: 'application/pdf', content: myDataPdf(data) };
      return { name, type: file.type, content: Readable.from([file.content]) };
    });
  };
