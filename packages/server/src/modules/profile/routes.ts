import {
  ApiPath,
  anagraficaReply,
  anagraficaRequest,
  autologinFlagReply,
  autologinFlagRequest,
  clientNoticesReply,
  clientNoticesRequest,
  ErrorCode,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { sessionRoute } from '../../http/route.js';
import { notFound } from '../../shared/errors.js';
import { setAutologinFlag, setClientNotices } from '../accounts/index.js';
import { addressesOfClient, clientRecord } from './queries.js';

export const profileRoutes =
  (db: Db): FastifyPluginAsync =>
  async (app) => {
    sessionRoute(
      app,
      ApiPath.getAnagrafica,
      {
        access: 'user',
        // The frame shows the client's name on every page, the post-login steps' too.
        servesPendingSteps: true,
        body: anagraficaRequest,
        reply: anagraficaReply,
        errors: [ErrorCode.NOT_FOUND],
      },
      async ({ identity: { clientId } }) => {
        const client = clientId === null ? undefined : await clientRecord(db, clientId);
        if (!client || clientId === null) throw notFound();
        const { nome, cognome, cittaNascita, codiceFiscale, email, cell } = client;
        return {
          anagrafica: { nome, cognome, cittaNascita, codiceFiscale, email, cell },
          indirizzi: await addressesOfClient(db, clientId),
        };
      },
    );

    // The flag single sign-on checks (modules/sso): off, the bank's links stop logging the user in.
    sessionRoute(
      app,
      ApiPath.SetUserAutologinFlag,
      {
        access: 'user',
        body: autologinFlagRequest,
        reply: autologinFlagReply,
        notes:
          "Off, single sign-on refuses the user's tokens (`SSO_004`); on, it accepts them again ([decisions/0032](decisions/0032-autologin-flag-and-admin.md)). The mobile number changes through `SendSMS` and `validatePhone`.",
        errors: [ErrorCode.NOT_FOUND],
      },
      async ({ identity: { userId }, body }) => {
        const autologinFlag = await setAutologinFlag(db, userId, body.ssoFlag);
        if (autologinFlag === undefined) throw notFound();
        return { autologinFlag };
      },
    );

    // Read by queueClientNotices (modules/notices) when the agency's import brings something new.
    sessionRoute(
      app,
      ApiPath.setClientNotices,
      {
        access: 'user',
        body: clientNoticesRequest,
        reply: clientNoticesReply,
        notes:
          "On (the default), an import that adds a document or changes a claim's status sends the user one e-mail saying only that something new is in the area; off, none ([decisions/0051](decisions/0051-client-notices.md)). The choice is also in `getUserStatus`' `user.clientNotices`.",
        errors: [ErrorCode.NOT_FOUND],
      },
      async ({ identity: { userId }, body }) => {
        const clientNotices = await setClientNotices(db, userId, body.enabled);
        if (clientNotices === undefined) throw notFound();
        return { clientNotices };
      },
    );
  };
