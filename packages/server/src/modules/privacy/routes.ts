import { ErrorCode, endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import { askedConsents, matchConsents, refusesNecessary, templateReply } from './consents.js';
import { findTemplate, insertConsent, latestConsent } from './queries.js';

/** Privacy notices (templates) and the consents each user gave (SPEC §3 "Privacy", §7). */
export const privacyRoutes =
  (db: Db, clock: Clock): FastifyPluginAsync =>
  async (app) => {
    // Public for the registration page; a userID, when sent, needs that user's session ('optional').
    route(app, endpoints.getPrivacyTemplate, async ({ body: { type, templateID } }) => {
      const template = await findTemplate(db, type, templateID || undefined);
      if (!template) throw notFound();
      return { privacyTemplate: templateReply(template) };
    });

    route(app, endpoints.getUserPrivacy, async ({ identity: { userId }, body }) => {
      const consent = await latestConsent(db, userId, body.type);
      if (!consent) return { privacy: null };
      const template = await findTemplate(db, consent.type, consent.templateId);
      const texts = template ? askedConsents(template) : new Map<string, string>();
      return {
        privacy: {
          type: consent.type,
          templateID: consent.templateId,
          updatedAt: consent.createdAt.toISOString(),
          ...Object.fromEntries(
            Object.entries(consent.values).map(([key, value]) => [
              key,
              { descr: texts.get(key) ?? '', value },
            ]),
          ),
        },
      };
    });

    route(app, endpoints.setUserPrivacy, async ({ identity: { userId }, body }) => {
      const { userID: _caller, type, templateID, ...answers } = body;
      const template = await findTemplate(db, type, templateID);
      const values = template?.current ? matchConsents(template, answers) : null;
      if (!values) throw new AppError(ErrorCode.PRIVACY_MISMATCH);
      if (template && refusesNecessary(template, values)) throw new AppError(ErrorCode.NECESSARY_CONSENT);
      // A new row each time: the history of what the user consented to, and when, is kept.
      await insertConsent(db, { userId, type, templateId: templateID, values, createdAt: clock.now() });
      return {};
    });
  };
