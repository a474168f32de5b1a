import {
  ApiPath,
  type Documento,
  type DossierSection,
  datiTecniciReply,
  dossierListReply,
  dossierListRequest,
  dossierReply,
  dossierRequest,
  dossierTabsReply,
  ErrorCode,
  garanzieReply,
  movimentiReply,
  riserveReply,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { type ReplyFields, type ReplySchema, sessionRoute } from '../../http/route.js';
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

/** A dossier or section call: another client's dossier answers like a missing one; a refresh locks it. */
const errors = [ErrorCode.NOT_FOUND, ErrorCode.DATA_LOCKED];

/**
 * The dossier's newest risk certificate, a document: the app wires in the documents module's query, since
 * documents (and claims) check their dossier through this module and an import back would close a loop.
 */
export type RiskCertificateOf = (db: Db, clientId: number, dossierId: number) => Promise<Documento | null>;

export const dossierRoutes =
  (db: Db, riskCertificateOf: RiskCertificateOf): FastifyPluginAsync =>
  async (app) => {
    sessionRoute(
      app,
      ApiPath.getDossierList,
      {
        access: 'user',
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

    /** A call on one of the client's dossiers (or one section of it): checked first, then read. */
    const dossierRoute = <Reply extends ReplySchema>(
      path: string,
      reply: Reply,
      section: DossierSection | undefined,
      read: (row: DossierRow) => Promise<ReplyFields<Reply>>,
    ) =>
      sessionRoute(
        app,
        path,
        { access: 'user', body: dossierRequest, reply, errors },
        async ({ identity: { clientId }, body }) =>
          read(await ownDossier(db, clientId, body.dossierId, section)),
      );

    dossierRoute(ApiPath.getDossier, dossierReply, undefined, async (row) => ({ dossier: toDossier(row) }));
    sessionRoute(
      app,
      ApiPath.getDossierTabs,
      {
        access: 'user',
        body: dossierRequest,
        reply: dossierTabsReply,
        errors,
        notes:
          'Ours: the tabs a policy page shows besides its details, in order, each with data or locked (SPEC §2), ' +
          "and its newest risk certificate; the page then asks for a tab's data when the tab opens.",
      },
      async ({ identity: { clientId }, body }) => {
        const row = await ownDossier(db, clientId, body.dossierId);
        const [contents, certificate] = await Promise.all([
          tabContentsOfDossier(db, row.id),
          riskCertificateOf(db, row.clientId, row.id),
        ]);
        return tabsOfDossier(row, contents, certificate);
      },
    );
    dossierRoute(ApiPath.getGaranzie, garanzieReply, 'garanzie', async (row) => {
      const [beni, nucleo] = await Promise.all([garanzieOfDossier(db, row.id), nucleoOfDossier(db, row.id)]);
      return { beni, nucleo };
    });
    dossierRoute(ApiPath.getDatiTecnici, datiTecniciReply, 'datiTecnici', async (row) => ({
      datiTecnici: (await datiTecniciOfDossier(db, row.id)).map(toDatoTecnico),
    }));
    dossierRoute(ApiPath.getMovimenti, movimentiReply, 'movimenti', async (row) => ({
      layoutType: row.movimentiLayout,
      movimenti: await movimentiOfDossier(db, row.id),
    }));
    dossierRoute(ApiPath.getRiserve, riserveReply, 'riserve', async (row) => ({
      riserve: await riserveOfDossier(db, row.id),
    }));
  };
