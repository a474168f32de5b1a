import { COMUNI_SUGGESTIONS_PER_MINUTE, endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import type { RateLimiter, RateRule } from '../../shared/rate-limit.js';
import { suggestComuni } from './suggest.js';

/** A client's suggestions of comuni in a minute (docs/decisions/0147): every call counts. */
export const suggestionRule: RateRule = {
  bucket: 'comuni-suggestions',
  limit: COMUNI_SUGGESTIONS_PER_MINUTE,
  windowSeconds: 60,
};

export const placeRoutes =
  (rateLimiter: RateLimiter): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.suggestComuni, async ({ identity, body }) => {
      await rateLimiter.useOrRefuse(suggestionRule, `user:${identity.userId}`);
      return { comuni: suggestComuni(body.query) };
    });
  };
