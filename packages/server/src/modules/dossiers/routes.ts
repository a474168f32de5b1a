import {
  ApiPath,
  datiTecniciReply,
  dossierListReply,
  dossierListRequest,
  dossierReply,
  dossierRequest,
  garanzieReply,
  movimentiReply,
  riserveReply,
} from '@area-clienti/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { assertOwnUserId } from '../../http/access.js';
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

const user = { access: 'user' } as const;

export const dossierRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ApiPath.getDossierList,
      { schema: { body: dossierListRequest, response: { 200: dossierListReply } }, config: user },
      async (request) => {
        const { clientId } = assertOwnUserId(request, request.body.userID);
        const rows = clientId === null ? [] : await listDossiersOfClient(db, clientId);
        // A dossier being refreshed is listed (the client knows it exists) but marked, and opens as unavailable.
        return {
          status: 'OK' as const,
          dossiers: rows.map((row) => ({ ...toDossier(row), locked: row.locked })),
        };
      },
    );

    app.post(
      ApiPath.getDossier,
      { schema: { body: dossierRequest, response: { 200: dossierReply } }, config: user },
      async (request) => {
        const { clientId } = assertOwnUserId(request, request.body.userID);
        const row = await ownDossier(db, clientId, request.body.dossierId);
        return { status: 'OK' as const, dossier: toDossier(row) };
      },
    );

    app.post(
      ApiPath.getGaranzie,
      { schema: { body: dossierRequest, response: { 200: garanzieReply } }, config: user },
      async (request) => {
        const { clientId } = assertOwnUserId(request, request.body.userID);
        const row = await ownDossier(db, clientId, request.body.dossierId, 'garanzie');
        const [beni, nucleo] = await Promise.all([
          garanzieOfDossier(db, row.id),
          nucleoOfDossier(db, row.id),
        ]);
        return { status: 'OK' as const, beni, nucleo };
      },
    );

    app.post(
      ApiPath.getDatiTecnici,
      { schema: { body: dossierRequest, response: { 200: datiTecniciReply } }, config: user },
      async (request) => {
        const { clientId } = assertOwnUserId(request, request.body.userID);
        const row = await ownDossier(db, clientId, request.body.dossierId, 'datiTecnici');
        const rows = await datiTecniciOfDossier(db, row.id);
        return { status: 'OK' as const, datiTecnici: rows.map(toDatoTecnico) };
      },
    );

    app.post(
      ApiPath.getMovimenti,
      { schema: { body: dossierRequest, response: { 200: movimentiReply } }, config: user },
      async (request) => {
        const { clientId } = assertOwnUserId(request, request.body.userID);
        const row = await ownDossier(db, clientId, request.body.dossierId, 'movimenti');
        return {
          status: 'OK' as const,
          layoutType: row.movimentiLayout,
          movimenti: await movimentiOfDossier(db, row.id),
        };
      },
    );

    app.post(
      ApiPath.getRiserve,
      { schema: { body: dossierRequest, response: { 200: riserveReply } }, config: user },
      async (request) => {
        const { clientId } = assertOwnUserId(request, request.body.userID);
        const row = await ownDossier(db, clientId, request.body.dossierId, 'riserve');
        return { status: 'OK' as const, riserve: await riserveOfDossier(db, row.id) };
      },
    );
  };
