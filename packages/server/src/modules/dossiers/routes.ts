import { type Documento, type DossierSection, endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { type HandlerOf, type ReplyFields, route, type SessionCall } from '../../http/route.js';
import { ownDossier } from './access.js';
import { toDatoTecnico, toDossier } from './mapping.js';
import {
  type DossierRow,
  datiTecniciOfDossier,
  garanzieOfDossier,
  listDossiersOfClient,
  movimentiOfDossier,
  nucleoOfDossier,
  riserveOfDossier,
  tabContentsOfDossier,
} from './queries.js';
import { tabsOfDossier } from './tabs.js';

/** The calls on one dossier: its body is `dossierRequest`, its reply JSON. */
type DossierEndpoint = (typeof endpoints)[
  | 'getDossier'
  | 'getGaranzie'
  | 'getDatiTecnici'
  | 'getMovimenti'
  | 'getRiserve'];

/**
 * The dossier's newest risk certificate, a document: the app wires in the documents module's query, since
 * documents (and claims) check their dossier through this module and an import back would close a loop.
 */
export type RiskCertificateOf = (db: Db, clientId: number, dossierId: number) => Promise<Documento | null>;

export const dossierRoutes =
  (db: Db, riskCertificateOf: RiskCertificateOf): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getDossierList, async ({ identity: { clientId } }) => {
      const rows = clientId === null ? [] : await listDossiersOfClient(db, clientId);
      // A dossier being refreshed is listed (the client knows it exists) but marked, and opens as unavailable.
      return { dossiers: rows.map((row) => ({ ...toDossier(row), locked: row.locked })) };
    });

    /** A call on one of the client's dossiers (or one section of it): checked first, then read. */
    const dossierRoute = <E extends DossierEndpoint>(
      endpoint: E,
      section: DossierSection | undefined,
      read: (row: DossierRow) => Promise<ReplyFields<E['reply']>>,
    ) =>
      route(app, endpoint, (async ({
        identity: { clientId },
        body,
      }: SessionCall<z.output<DossierEndpoint['body']>>) =>
        read(await ownDossier(db, clientId, body.dossierId, section))) as HandlerOf<E>);

    dossierRoute(endpoints.getDossier, undefined, async (row) => ({ dossier: toDossier(row) }));
    // The whole IBAN behind a step-up (the row's `stepUp`); another client's policy answers like a missing one.
    route(app, endpoints.getIbanCompleto, async ({ identity: { clientId }, body }) => ({
      iban: (await ownDossier(db, clientId, body.dossierId)).iban,
    }));
    route(app, endpoints.getDossierTabs, async ({ identity: { clientId }, body }) => {
      const row = await ownDossier(db, clientId, body.dossierId);
      const [contents, certificate] = await Promise.all([
        tabContentsOfDossier(db, row.id),
        riskCertificateOf(db, row.clientId, row.id),
      ]);
      return tabsOfDossier(row, contents, certificate);
    });
    dossierRoute(endpoints.getGaranzie, 'garanzie', async (row) => {
      const [beni, nucleo] = await Promise.all([garanzieOfDossier(db, row.id), nucleoOfDossier(db, row.id)]);
      return { beni, nucleo };
    });
    dossierRoute(endpoints.getDatiTecnici, 'datiTecnici', async (row) => ({
      datiTecnici: (await datiTecniciOfDossier(db, row.id)).map(toDatoTecnico),
    }));
    dossierRoute(endpoints.getMovimenti, 'movimenti', async (row) => ({
      layoutType: row.movimentiLayout,
      movimenti: await movimentiOfDossier(db, row.id),
    }));
    dossierRoute(endpoints.getRiserve, 'riserve', async (row) => ({
      riserve: await riserveOfDossier(db, row.id),
    }));
  };
