import type { Movimento } from '@area-clienti/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/database.js';
import { preparedPerDb } from '../../db/prepared.js';
import {
  beni,
  datiTecnici,
  documents,
  dossiers,
  garanzie,
  movimenti,
  nucleoMembers,
  paymentOfInstalmentRow,
  payments,
  riserve,
  settlesInstalment,
  settori,
  sinistri,
} from '../../db/schema.js';

export type DossierRow = typeof dossiers.$inferSelect;

const dossierOfClient = preparedPerDb((db) =>
  db
    .select()
    .from(dossiers)
    .where(
      and(eq(dossiers.id, sql.placeholder('dossierId')), eq(dossiers.clientId, sql.placeholder('clientId'))),
    )
    .limit(1)
    .prepare('dossier_of_client'),
);

/** The dossier with this id if it is this client's (every call on a dossier asks it first: prepared). */
export async function findDossierOfClient(
  db: Db,
  clientId: number,
  dossierId: number,
): Promise<DossierRow | undefined> {
  const [row] = await dossierOfClient(db).execute({ clientId, dossierId });
  return row;
}

/** The client's own policy with this number; another client's is not found, like a missing one. */
export async function ownPolicy(db: Db, clientId: number, numeroPolizza: string) {
  const [row] = await db
    .select({
      id: dossiers.id,
      numeroPolizza: dossiers.numeroPolizza,
      prodotto: dossiers.prodotto,
      targa: dossiers.targa,
    })
    .from(dossiers)
    .where(and(eq(dossiers.clientId, clientId), eq(dossiers.numeroPolizza, numeroPolizza)))
    .orderBy(asc(dossiers.id))
    .limit(1);
  return row;
}

const dossiersOfClient = preparedPerDb((db) =>
  db
    .select()
    .from(dossiers)
    .where(eq(dossiers.clientId, sql.placeholder('clientId')))
    .orderBy(asc(dossiers.id))
    .prepare('dossiers_of_client'),
);

/** The client's dossiers (the policy list, the portal's first read: prepared). */
export function listDossiersOfClient(db: Db, clientId: number): Promise<DossierRow[]> {
  return dossiersOfClient(db).execute({ clientId });
}

/** Beni with their settori and garanzie, in the agency's order: three indexed reads, grouped here. */
export async function garanzieOfDossier(db: Db, dossierId: number) {
  const beniRows = await db
    .select()
    .from(beni)
    .where(eq(beni.dossierId, dossierId))
    .orderBy(asc(beni.position), asc(beni.id));
  const beneIds = beniRows.map((row) => row.id);
  const settoriRows = beneIds.length
    ? await db
        .select()
        .from(settori)
        .where(inArray(settori.beneId, beneIds))
        .orderBy(asc(settori.position), asc(settori.id))
    : [];
  const settoreIds = settoriRows.map((row) => row.id);
  const garanzieRows = settoreIds.length
    ? await db
        .select()
        .from(garanzie)
        .where(inArray(garanzie.settoreId, settoreIds))
        .orderBy(asc(garanzie.position), asc(garanzie.id))
    : [];
  return beniRows.map((bene) => ({
    descrizione: bene.descrizione,
    intestazione: bene.intestazione,
    destinazioneUso: bene.destinazioneUso,
    tipoDimora: bene.tipoDimora,
    settori: settoriRows
      .filter((settore) => settore.beneId === bene.id)
      .map((settore) => ({
        settore: settore.settore,
        garanzie: garanzieRows
          .filter((garanzia) => garanzia.settoreId === settore.id)
          .map(({ garanzia, garanziaDescrizione, massimale }) => ({
            garanzia,
            garanziaDescrizione,
            massimale,
          })),
      })),
  }));
}

export function nucleoOfDossier(db: Db, dossierId: number) {
  return db
    .select({
      nome: nucleoMembers.nome,
      cognome: nucleoMembers.cognome,
      codiceFiscale: nucleoMembers.codiceFiscale,
    })
    .from(nucleoMembers)
    .where(eq(nucleoMembers.dossierId, dossierId))
    .orderBy(asc(nucleoMembers.position), asc(nucleoMembers.id));
}

/**
 * The policy's instalments, newest first, each with its payment online when one settled it (`payments`,
 * the payments module's: paid, or refunded only in part; also one whose row a feed re-created).
 */
export async function movimentiOfDossier(db: Db, dossierId: number): Promise<Movimento[]> {
  const rows = await db
    .select({
      id: movimenti.id,
      titolo: movimenti.titolo,
      dataScadenza: movimenti.dataScadenza,
      stato: movimenti.stato,
      premio: movimenti.premio,
      dataFoglioCassa: movimenti.dataFoglioCassa,
      // A payment that settled it has its paid_at; its last change stands in should one ever lack it.
      settledAt: sql<Date | null>`(select coalesce(${payments.paidAt}, ${payments.updatedAt}) from ${payments}
        where ${paymentOfInstalmentRow(movimenti)} and ${settlesInstalment}
        order by ${payments.id} desc limit 1)`.mapWith(payments.paidAt),
    })
    .from(movimenti)
    .where(eq(movimenti.dossierId, dossierId))
    .orderBy(desc(movimenti.dataScadenza), desc(movimenti.id));
  return rows.map(({ settledAt, ...row }) => ({
    ...row,
    pagamentoOnline: settledAt ? { paidAt: settledAt.toISOString() } : null,
  }));
}

export function datiTecniciOfDossier(db: Db, dossierId: number) {
  return db
    .select({ datoTecnico: datiTecnici.datoTecnico, pairs: datiTecnici.pairs })
    .from(datiTecnici)
    .where(eq(datiTecnici.dossierId, dossierId))
    .orderBy(asc(datiTecnici.position), asc(datiTecnici.id));
}

export function riserveOfDossier(db: Db, dossierId: number) {
  return db
    .select({
      fondo: riserve.fondo,
      data: riserve.data,
      numeroQuote: riserve.numeroQuote,
      prezzoQuote: riserve.prezzoQuote,
      controvalore: riserve.controvalore,
      controvaloreStimato: riserve.controvaloreStimato,
    })
    .from(riserve)
    .where(eq(riserve.dossierId, dossierId))
    .orderBy(asc(riserve.fondo), asc(riserve.id));
}

export interface TabContents {
  garanzie: boolean;
  nucleo: boolean;
  movimenti: boolean;
  sinistri: boolean;
  allegati: boolean;
  riserve: boolean;
  /** Every technical-data block's pairs: whether one is shown is the contract's rule (isShownPair). */
  datiTecniciPairs: { label: string; descr: string | null }[][];
}

/** What each tab of a policy page would show, in one statement of index probes (getDossierTabs). */
export async function tabContentsOfDossier(db: Db, dossierId: number): Promise<TabContents> {
  const any = (table: typeof beni | typeof nucleoMembers | typeof movimenti | typeof riserve) =>
    sql`exists (select 1 from ${table} where ${table.dossierId} = ${dossierId})`;
  const [row] = await selectRows<TabContents>(
    db,
    sql`select ${any(beni)} as "garanzie", ${any(nucleoMembers)} as "nucleo",
      ${any(movimenti)} as "movimenti", ${any(riserve)} as "riserve",
      exists (select 1 from ${sinistri} where ${sinistri.dossierId} = ${dossierId}) as "sinistri",
      exists (select 1 from ${documents}
        where ${documents.dossierId} = ${dossierId} and ${documents.sinistroId} is null) as "allegati",
      coalesce((select jsonb_agg(${datiTecnici.pairs}) from ${datiTecnici}
        where ${datiTecnici.dossierId} = ${dossierId}), '[]'::jsonb) as "datiTecniciPairs"`,
  );
  if (!row) throw new Error('a select of constants returned no row');
  return row;
}
