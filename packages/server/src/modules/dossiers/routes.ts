import {
  ApiPath,
  datiTecniciReply,
  dossierListReply,
  dossierListRequest,
  dossierReply,
  dossierRequest,
  ErrorCode,
  garanzieReply,
  movimentiReply,
  riserveReply,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { sessionRoute } from '../../http/route.js';
import { ownDossier } from './access.js';
import { toDatoTecnico, toDossier } from './mapping.js';
import {
  datiTecniciOfDossier,
  garanzieOfDossier,
  listDossiersOfClient,
  movimentiOfDossier,
  nucleoOfDossier,
  riserveOfDossier,
} from './queries.js';

const user = 'user' as const;
/** A dossier or section call: another client's dossier answers like a missing one; a refresh locks it. */
const dossierErrors = [ErrorCode.NOT_FOUND, ErrorCode.DATA_LOCKED];

export const dossierRoutes =
  (db: Db): FastifyPluginAsync =>
  async (app) => {
    sessionRoute(
      app,
      ApiPath.getDossierList,
      {
        access: user,
        body: dossierListRequest,
        reply: dossierListReply,
        notes: 'A dossier being refreshed is listed with `locked: true` and opens as unavailable.',
      },
      async ({ identity: { clientId } }) => {
        const rows = clientId === null ? [] : await listDossiersOfClient(db, clientId);
        // A dossier being refreshed is listed (the client knows it exists) but marked, and opens as unavailable.
        return { dossiers: rows.map((row) => ({ ...toDossier(row), locked: row.locked })) };
      },
    );

    sessionRoute(
      app,
      ApiPath.getDossier,
      { access: user, body: dossierRequest, reply: dossierReply, errors: dossierErrors },
      async ({ identity: { clientId }, body }) => {
        const row = await ownDossier(db, clientId, body.dossierId);
        return { dossier: toDossier(row) };
      },
    );

    sessionRoute(
      app,
      ApiPath.getGaranzie,
      { access: user, body: dossierRequest, reply: garanzieReply, errors: dossierErrors },
      async ({ identity: { clientId }, body }) => {
        const row = await ownDossier(db, clientId, body.dossierId, 'garanzie');
        const [beni, nucleo] = await Promise.all([
          garanzieOfDossier(db, row.id),
          nucleoOfDossier(db, row.id),
        ]);
        return { beni, nucleo };
      },
    );

    sessionRoute(
      app,
      ApiPath.getDatiTecnici,
      { access: user, body: dossierRequest, reply: datiTecniciReply, errors: dossierErrors },
      async ({ identity: { clientId }, body }) => {
        const row = await ownDossier(db, clientId, body.dossierId, 'datiTecnici');
        const rows = await datiTecniciOfDossier(db, row.id);
        return { datiTecnici: rows.map(toDatoTecnico) };
      },
    );

    sessionRoute(
      app,
      ApiPath.getMovimenti,
      { access: user, body: dossierRequest, reply: movimentiReply, errors: dossierErrors },
      async ({ identity: { clientId }, body }) => {
        const row = await ownDossier(db, clientId, body.dossierId, 'movimenti');
        return {
          layoutType: row.movimentiLayout,
          movimenti: await movimentiOfDossier(db, row.id),
        };
      },
    );

    sessionRoute(
      app,
      ApiPath.getRiserve,
      { access: user, body: dossierRequest, reply: riserveReply, errors: dossierErrors },
      async ({ identity: { clientId }, body }) => {
        const row = await ownDossier(db, clientId, body.dossierId, 'riserve');
        return { riserve: await riserveOfDossier(db, row.id) };
      },
    );
  };
