import {
  ApiPath,
  ErrorCode,
  getPrivacyTemplateReply,
  getPrivacyTemplateRequest,
  getUserPrivacyReply,
  getUserPrivacyRequest,
  plainOkReply,
  setUserPrivacyRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { publicRoute, sessionRoute } from '../../http/route.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import { askedConsents, matchConsents, templateReply } from './consents.js';
import { findTemplate, insertConsent, latestConsent } from './queries.js';

/** Privacy notices (templates) and the consents each user gave (SPEC §3 "Privacy", §7). */
export const privacyRoutes =
  (db: Db, clock: Clock): FastifyPluginAsync =>
  async (app) => {
    // Public for the registration page; a userID, when sent, needs that user's session ('optional').
    publicRoute(
      app,
      ApiPath.getPrivacyTemplate,
      {
        access: 'optional',
        body: getPrivacyTemplateRequest,
        reply: getPrivacyTemplateReply,
        notes:
          "Without `userID` (or with an empty one) it is public; with one it needs that user's session (`TOKEN_1001`). Without `templateID`, the template in force. Only the consents the template asks are in the reply.",
        errors: [ErrorCode.NOT_FOUND],
      },
      async ({ body: { type, templateID } }) => {
        const template = await findTemplate(db, type, templateID || undefined);
        if (!template) throw notFound();
        return { privacyTemplate: templateReply(template) };
      },
    );

    sessionRoute(
      app,
      ApiPath.getUserPrivacy,
      { access: 'user', servesPendingSteps: true, body: getUserPrivacyRequest, reply: getUserPrivacyReply },
      async ({ identity: { userId }, body }) => {
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
      },
    );

    sessionRoute(
      app,
      ApiPath.setUserPrivacy,
      {
        access: 'user',
        servesPendingSteps: true,
        body: setUserPrivacyRequest,
        reply: plainOkReply,
        notes:
          "`templateID` must be the one in force and the answers exactly the consents it asks, each `'S'` or `'N'` (`PRIVACY_001` otherwise); a key sent `''` or `null` counts as not sent, so a body may carry all nineteen keys with those the template does not ask empty. `type` may be a number (`775`). A new row each time: the history is kept.",
        errors: [ErrorCode.PRIVACY_MISMATCH],
      },
      async ({ identity: { userId }, body }) => {
        const { userID: _caller, type, templateID, ...answers } = body;
        const template = await findTemplate(db, type, templateID);
        const values = template?.current ? matchConsents(template, answers) : null;
        if (!values) throw new AppError(ErrorCode.PRIVACY_MISMATCH);
        // A new row each time: the history of what the user consented to, and when, is kept.
        await insertConsent(db, { userId, type, templateId: templateID, values, createdAt: clock.now() });
        return {};
      },
    );
  };
