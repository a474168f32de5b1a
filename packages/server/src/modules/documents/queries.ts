import { DOCUMENT_KINDS, type DocumentKind, type Documento } from '@area-clienti/contract';
import { and, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { preparedPerDb } from '../../db/prepared.js';
import { documents, dossiers } from '../../db/schema.js';

/** A kind the contract knows, else none: a kind this version does not know is shown as a plain document. */
const documentKind = (tipo: string | null): DocumentKind | null =>
  DOCUMENT_KINDS.find((kind) => kind === tipo) ?? null;

/** What describes a document (never its content), with its dossier's number and locks. */
const DESCRIPTION = {
  id: documents.id,
  name: documents.name,
  data: documents.data,
  tipo: documents.tipo,
  dossierId: documents.dossierId,
  sinistroId: documents.sinistroId,
  numeroPolizza: dossiers.numeroPolizza,
  locked: dossiers.locked,
  lockedSections: dossiers.lockedSections,
};

/** The query of document descriptions matching `where`, newest first. */
const describedDocuments = (db: Db, where: SQL | undefined) =>
  db
    .select(DESCRIPTION)
    .from(documents)
    .innerJoin(dossiers, eq(dossiers.id, documents.dossierId))
    .where(where)
    .orderBy(desc(documents.data), desc(documents.id));

type DescribedRow = Awaited<ReturnType<typeof describedDocuments>>[number];

/** Each row as the contract's document, with its dossier's locks beside it. */
const describedAs = (rows: DescribedRow[]) =>
  rows.map((row) => ({
    locks: { locked: row.locked, lockedSections: row.lockedSections },
    documento: {
      documentID: row.id,
      name: row.name,
      nPolizza: row.numeroPolizza,
      dossierID: row.dossierId,
      type: row.sinistroId === null ? 'dossier' : 'sinistro',
      data: row.data,
      tipo: documentKind(row.tipo),
    } satisfies Documento,
  }));

/** Document descriptions matching `where`, scoped to one client by the caller. */
const documentsWhere = async (db: Db, where: SQL | undefined) =>
  describedAs(await describedDocuments(db, where));

/** All the client's documents (getDocumenti without a dossier or claim: prepared, decisions/0080). */
const documentsOfClientQuery = preparedPerDb((db) =>
  describedDocuments(db, eq(dossiers.clientId, sql.placeholder('clientId'))).prepare('documents_of_client'),
);

export const documentsOfClient = async (db: Db, clientId: number) =>
  describedAs(await documentsOfClientQuery(db).execute({ clientId }));

/** The documents of the dossier itself, not those of its claims. */
export const documentsOfDossier = (db: Db, clientId: number, dossierId: number) =>
  documentsWhere(
    db,
    and(eq(dossiers.clientId, clientId), eq(documents.dossierId, dossierId), isNull(documents.sinistroId)),
  );

/** The dossier's newest risk certificate (its motor policy's attestato di rischio), if it has one. */
export async function riskCertificateOfDossier(db: Db, clientId: number, dossierId: number) {
  const [row] = await documentsWhere(
    db,
    and(
      eq(dossiers.clientId, clientId),
      eq(documents.dossierId, dossierId),
      isNull(documents.sinistroId),
      eq(documents.tipo, 'attestato-di-rischio' satisfies DocumentKind),
    ),
  );
  return row?.documento ?? null;
}

export const documentsOfClaim = (db: Db, clientId: number, sinistroId: number) =>
  documentsWhere(db, and(eq(dossiers.clientId, clientId), eq(documents.sinistroId, sinistroId)));

export async function documentFileOfClient(db: Db, clientId: number, documentId: number) {
  const [row] = await db
    .select({
      name: documents.name,
      mimeType: documents.mimeType,
      fileId: documents.fileId,
      locked: dossiers.locked,
      lockedSections: dossiers.lockedSections,
    })
    .from(documents)
    .innerJoin(dossiers, eq(dossiers.id, documents.dossierId))
    .where(and(eq(documents.id, documentId), eq(dossiers.clientId, clientId)))
    .limit(1);
  return row;
}

/** Of these document ids, those of the client's, with their name, date and locks (not their content). */
export const documentsOfClientByIds = (db: Db, clientId: number, documentIds: readonly number[]) =>
  documentsWhere(db, and(eq(dossiers.clientId, clientId), inArray(documents.id, [...documentIds])));

/**
 * A document the area makes itself (a payment's receipt, docs/decisions/0153), on one of the client's
 * policies. Its `agency_id` has a `#`, which the feed's ids never have (`[\w.:/-]+`): no import can name
 * it, so none replaces or removes it; only the policy's removal takes it away. Idempotent: the same id twice
 * is one document (answers undefined the second time).
 */
export async function insertAreaDocument(
  tx: Db,
  doc: { areaId: string; dossierId: number; name: string; data: string; fileId: string },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(documents)
    .values({
      agencyId: `area#${doc.areaId}`,
      dossierId: doc.dossierId,
      name: doc.name,
      data: doc.data,
      mimeType: 'application/pdf',
      fileId: doc.fileId,
    })
    .onConflictDoNothing({ target: documents.agencyId })
    .returning({ id: documents.id });
  return row?.id;
}

/**
 * A page of the client's documents for the console (issue 37 item 6), newest first by id (keyset: `after` is
 * the last id of the previous page), `limit` rows: their descriptions, never their content.
 */
export async function documentsPageOfClient(
  db: Db,
  clientId: number,
  page: { after?: number | undefined; limit: number },
) {
  const rows = await db
    .select(DESCRIPTION)
    .from(documents)
    .innerJoin(dossiers, eq(dossiers.id, documents.dossierId))
    .where(
      and(
        eq(dossiers.clientId, clientId),
        page.after === undefined ? undefined : lt(documents.id, page.after),
      ),
    )
    .orderBy(desc(documents.id))
    .limit(page.limit);
  return describedAs(rows);
}
