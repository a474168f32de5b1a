import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  addresses,
  beni,
  branches,
  clients,
  datiTecnici,
  documents,
  dossiers,
  garanzie,
  movimenti,
  nucleoMembers,
  referenti,
  repairCentres,
  riserve,
  settori,
  sinistri,
} from '../db/schema.js';
import type {
  BranchRecord,
  ClientRecord,
  DocumentRecord,
  DossierRecord,
  RepairCentreRecord,
} from './records.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The id of the row an insert … returning({ id }) wrote. */
function insertedId(rows: { id: number }[], what: string): number {
  const [row] = rows;
  if (!row) throw new Error(`${what} not written`);
  return row.id;
}

/** Writes one client and everything under it, in one transaction; returns the client's id. */
export function insertClient(db: Db, record: ClientRecord): Promise<number> {
  return db.transaction(async (tx) => {
    const branchId = record.branch ? await upsertBranch(tx, record.branch) : null;
    const clientId = insertedId(
      await tx
        .insert(clients)
        .values({
          agencyId: record.agencyId,
          codiceFiscale: record.codiceFiscale.toUpperCase(),
          nome: record.nome,
          cognome: record.cognome,
          cittaNascita: record.cittaNascita,
          email: record.email,
          cell: record.cell,
          branchId,
        })
        .returning({ id: clients.id }),
      `client ${record.agencyId}`,
    );
    if (record.indirizzi?.length) {
      await tx
        .insert(addresses)
        .values(record.indirizzi.map((a, position) => ({ ...a, clientId, position })));
    }
    for (const dossier of record.dossiers ?? []) await insertDossier(tx, clientId, dossier);
    return clientId;
  });
}

/** Writes the agency's repair centres, or refreshes those it sent before (by their agency id). */
export async function upsertRepairCentres(db: Db, records: RepairCentreRecord[]): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map((record) => ({
    ...record,
    provincia: record.provincia.toUpperCase(),
    telefono: record.telefono ?? null,
  }));
  await db
    .insert(repairCentres)
    .values(rows)
    .onConflictDoUpdate({
      target: repairCentres.agencyId,
      set: {
        nome: sql`excluded.nome`,
        indirizzo: sql`excluded.indirizzo`,
        comune: sql`excluded.comune`,
        provincia: sql`excluded.provincia`,
        telefono: sql`excluded.telefono`,
      },
    });
}

async function upsertBranch(tx: Tx, branch: BranchRecord): Promise<number> {
  return insertedId(
    await tx
      .insert(branches)
      .values(branch)
      .onConflictDoUpdate({
        target: branches.agencyId,
        set: { name: branch.name, bank: branch.bank, email: branch.email },
      })
      .returning({ id: branches.id }),
    `branch ${branch.agencyId}`,
  );
}

async function insertDossier(tx: Tx, clientId: number, record: DossierRecord) {
  const {
    beni: beniRecords,
    nucleo,
    movimenti: movimentiRecords,
    datiTecnici: datiRecords,
    riserve: riserveRecords,
  } = record;
  const dossierId = insertedId(
    await tx
      .insert(dossiers)
      .values({
        ...record,
        clientId,
        tipoSicuro: record.tipoProdotto?.sicuro,
        tipologia: record.tipoProdotto?.tipologia,
        area: record.tipoProdotto?.area,
        beniDescritti: record.beniDescritti ?? [],
        lockedSections: record.lockedSections ?? [],
      })
      .returning({ id: dossiers.id }),
    `dossier ${record.agencyId}`,
  );

  for (const [position, bene] of (beniRecords ?? []).entries()) {
    const beneId = insertedId(
      await tx
        .insert(beni)
        .values({ ...bene, dossierId, position })
        .returning({ id: beni.id }),
      'bene',
    );
    for (const [settorePosition, settore] of bene.settori.entries()) {
      const settoreId = insertedId(
        await tx
          .insert(settori)
          .values({ beneId, position: settorePosition, settore: settore.settore })
          .returning({ id: settori.id }),
        'settore',
      );
      if (settore.garanzie.length) {
        await tx.insert(garanzie).values(
          settore.garanzie.map((g, garanziaPosition) => ({
            ...g,
            settoreId,
            position: garanziaPosition,
          })),
        );
      }
    }
  }
  if (nucleo?.length)
    await tx.insert(nucleoMembers).values(nucleo.map((m, position) => ({ ...m, dossierId, position })));
  if (movimentiRecords?.length)
    await tx.insert(movimenti).values(movimentiRecords.map((m) => ({ ...m, dossierId })));
  if (datiRecords?.length) {
    await tx
      .insert(datiTecnici)
      .values(datiRecords.map((d, position) => ({ ...d, pairs: d.pairs.slice(0, 10), dossierId, position })));
  }
  if (riserveRecords?.length)
    await tx.insert(riserve).values(riserveRecords.map((r) => ({ ...r, dossierId })));
  await insertDocuments(tx, dossierId, null, record.documents);

  for (const sinistro of record.sinistri ?? []) {
    const sinistroId = insertedId(
      await tx
        .insert(sinistri)
        .values({ ...sinistro, dossierId, dettagli: sinistro.dettagli ?? {} })
        .returning({ id: sinistri.id }),
      `sinistro ${sinistro.agencyId}`,
    );
    if (sinistro.referenti?.length) {
      await tx
        .insert(referenti)
        .values(sinistro.referenti.map((r, position) => ({ ...r, sinistroId, position })));
    }
    await insertDocuments(tx, dossierId, sinistroId, sinistro.documents);
  }
}

async function insertDocuments(
  tx: Tx,
  dossierId: number,
  sinistroId: number | null,
  records: DocumentRecord[] | undefined,
) {
  if (!records?.length) return;
  await tx.insert(documents).values(
    records.map((d) => ({
      agencyId: d.agencyId,
      dossierId,
      sinistroId,
      name: d.name,
      data: d.data,
      mimeType: d.mimeType ?? 'application/pdf',
      content: d.content,
    })),
  );
}
