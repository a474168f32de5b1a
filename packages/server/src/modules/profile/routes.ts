import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';
import { notFound } from '../../shared/errors.js';
import { setAutologinFlag, setClientNotices } from '../accounts/index.js';
import { addressesOfClient, clientRecord } from './queries.js';

export const profileRoutes =
  (db: Db): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getAnagrafica, async ({ identity: { clientId } }) => {
      const client = clientId === null ? undefined : await clientRecord(db, clientId);
      if (!client || clientId === null) throw notFound();
      const { nome, cognome, cittaNascita, codiceFiscale, email, cell } = client;
      return {
        anagrafica: { nome, cognome, cittaNascita, codiceFiscale, email, cell },
        indirizzi: await addressesOfClient(db, clientId),
      };
    });

    // The flag single sign-on checks (modules/sso): off, the bank's links stop logging the user in.
    route(app, endpoints.SetUserAutologinFlag, async ({ identity: { userId }, body }) => {
      const autologinFlag = await setAutologinFlag(db, userId, body.ssoFlag);
      if (autologinFlag === undefined) throw notFound();
      return { autologinFlag };
    });

    // Read by queueClientNotices (modules/notices) when the agency's import brings something new.
    route(app, endpoints.setClientNotices, async ({ identity: { userId }, body }) => {
      const clientNotices = await setClientNotices(db, userId, body.enabled);
      if (clientNotices === undefined) throw notFound();
      return { clientNotices };
    });
  };
