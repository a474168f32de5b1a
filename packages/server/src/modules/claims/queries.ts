import type { Sinistro } from '@area-clienti/contract';
import { and, asc, desc, eq, gte, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { dossiers, referenti, sinistri } from '../../db/schema.js';

/** Claims matching `where` (always scoped to one client by the caller), with their referenti. */
async function claimsWhere(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      sinistro: sinistri,
      numeroPolizza: dossiers.numeroPolizza,
      dossierLocked: dossiers.locked,
      lockedSections: dossiers.lockedSections,
    })
    .from(sinistri)
    .innerJoin(dossiers, eq(dossiers.id, sinistri.dossierId))
    .where(where)
    .orderBy(desc(sinistri.dataSinistro), desc(sinistri.id));
  const ids = rows.map((row) => row.sinistro.id);
  const referentiRows = ids.length
    ? await db
        .select()
        .from(referenti)
        .where(inArray(referenti.sinistroId, ids))
        .orderBy(asc(referenti.position), asc(referenti.id))
    : [];
  return rows.map((row) => ({
    locks: { locked: row.dossierLocked, lockedSections: row.lockedSections },
    sinistro: {
      sinistroID: row.sinistro.id,
      dossierID: row.sinistro.dossierId,
      stato: row.sinistro.stato,
      statoDescr: row.sinistro.statoDescr,
      evento: row.sinistro.evento,
      eventoDescr: row.sinistro.eventoDescr,
      numeroSinistroNumCompagnia: row.sinistro.numeroSinistroCompagnia,
      numeroPolizza: row.numeroPolizza,
      dataSinistro: row.sinistro.dataSinistro,
      dataApertura: row.sinistro.dataApertura,
      operazioni: row.sinistro.operazioni,
      referenti: referentiRows
        .filter((referente) => referente.sinistroId === row.sinistro.id)
        .map(({ relazione, cognome, telefono }) => ({ relazione, cognome, telefono })),
      dettagli: row.sinistro.dettagli,
    } satisfies Sinistro,
  }));
}

export const claimsOfClient = (db: Db, clientId: number) => claimsWhere(db, eq(dossiers.clientId, clientId));

export const claimsOfDossier = (db: Db, clientId: number, dossierId: number) =>
  claimsWhere(db, and(eq(dossiers.clientId, clientId), eq(sinistri.dossierId, dossierId)));

export async function claimOfClient(db: Db, clientId: number, sinistroId: number) {
  const [row] = await claimsWhere(db, and(eq(dossiers.clientId, clientId), eq(sinistri.id, sinistroId)));
  return row;
}

/** What the at-a-glance rules read of a recent claim. */
export interface GlanceClaimRow {
  id: number;
  dossierId: number;
  eventoDescr: string | null;
  dataApertura: string | null;
  changedAt: Date | null;
}

/** The client's claims opened on or after `since`, or changed by an import since then. */
export function recentClaimsOfClient(db: Db, clientId: number, since: string): Promise<GlanceClaimRow[]> {
  return db
    .select({
      id: sinistri.id,
      dossierId: sinistri.dossierId,
      eventoDescr: sinistri.eventoDescr,
      dataApertura: sinistri.dataApertura,
      changedAt: sinistri.changedAt,
    })
    .from(sinistri)
    .innerJoin(dossiers, eq(dossiers.id, sinistri.dossierId))
    .where(
      and(
        eq(dossiers.clientId, clientId),
        or(
          gte(sinistri.dataApertura, since),
          and(isNotNull(sinistri.changedAt), gte(sinistri.changedAt, new Date(`${since}T00:00:00Z`))),
        ),
      ),
    )
    .orderBy(asc(sinistri.id));
}
