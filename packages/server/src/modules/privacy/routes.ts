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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { assertOwnUserId } from '../../http/access.js';
import { AppError, notFound } from '../../http/errors.js';
import type { Clock } from '../../shared/clock.js';
import { askedConsents, matchConsents, templateReply } from './consents.js';
import { findTemplate, insertConsent, latestConsent } from './queries.js';

/** Privacy notices (templates) and the consents each user gave (SPEC §3 "Privacy", §7). */
export const privacyRoutes =
  (db: Db, clock: Clock): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ApiPath.getPrivacyTemplate,
      {
        schema: { body: getPrivacyTemplateRequest, response: { 200: getPrivacyTemplateReply } },
        // Public for the registration page; a userID, when sent, must be the caller's.
        config: { access: 'optional' },
      },
      async (request) => {
        const { userID, type, templateID } = request.body;
        if (userID) {
          if (!request.identity) throw new AppError(401, ErrorCode.TOKEN);
          assertOwnUserId(request, userID);
        }
        const template = await findTemplate(db, type, templateID || undefined);
        if (!template) throw notFound();
        return { status: 'OK' as const, privacyTemplate: templateReply(template) };
      },
    );

    app.post(
      ApiPath.getUserPrivacy,
      {
        schema: { body: getUserPrivacyRequest, response: { 200: getUserPrivacyReply } },
        config: { access: 'user' },
      },
      async (request) => {
        const { userId } = assertOwnUserId(request, request.body.userID);
        const consent = await latestConsent(db, userId, request.body.type);
        if (!consent) return { status: 'OK' as const, privacy: null };
        const template = await findTemplate(db, consent.type, consent.templateId);
        const texts = template ? askedConsents(template) : new Map<string, string>();
        return {
          status: 'OK' as const,
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

    app.post(
      ApiPath.setUserPrivacy,
      {
        schema: { body: setUserPrivacyRequest, response: { 200: plainOkReply } },
        config: { access: 'user' },
      },
      async (request) => {
        const { userID, type, templateID, ...answers } = request.body;
        const { userId } = assertOwnUserId(request, userID);
        const template = await findTemplate(db, type, templateID);
        const values = template?.current ? matchConsents(template, answers) : null;
        if (!values) throw new AppError(400, ErrorCode.PRIVACY_MISMATCH);
        // A new row each time: the history of what the user consented to, and when, is kept.
        await insertConsent(db, { userId, type, templateId: templateID, values, createdAt: clock.now() });
        return { status: 'OK' as const };
      },
    );
  };
