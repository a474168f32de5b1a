import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';
import { notFound } from '../../shared/errors.js';
import { assertReadable, isReadable, ownDossier } from '../dossiers/index.js';
import { claimOfClient, claimsOfClient, claimsOfDossier } from './queries.js';

export const claimRoutes =
  (db: Db): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getSinistri, async ({ identity: { clientId }, body: { dossierId } }) => {
      if (clientId === null) return { sinistri: [] };
      if (dossierId !== undefined) {
        await ownDossier(db, clientId, dossierId, 'sinistri');
        const rows = await claimsOfDossier(db, clientId, dossierId);
        return { sinistri: rows.map((row) => row.sinistro) };
      }
      // The full list leaves out claims whose data the agency is refreshing right now.
      const rows = await claimsOfClient(db, clientId);
      return {
        sinistri: rows.filter((row) => isReadable(row.locks, 'sinistri')).map((row) => row.sinistro),
      };
    });

    route(app, endpoints.getSinistro, async ({ identity: { clientId }, body }) => {
      const row = clientId === null ? undefined : await claimOfClient(db, clientId, body.sinistroID);
      if (!row) throw notFound();
      assertReadable(row.locks, 'sinistri');
      return { sinistro: row.sinistro };
    });
  };
