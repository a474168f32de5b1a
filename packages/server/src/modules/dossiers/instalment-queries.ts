// One instalment (`movimento`) of a client's, with its policy: what the payments module reads before it
// opens a checkout (issue 36, decisions/0151). This module owns both tables, so the read lives here.
import type { DossierSection } from '@area-clienti/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { dossiers, movimenti } from '../../db/schema.js';
import { isReadable } from './access.js';

export interface InstalmentOfClient {
  movimentoId: number;
  dossierId: number;
  numeroPolizza: string;
  titolo: string;
  dataScadenza: string | null;
  stato: string;
  /** The premio exactly as stored (numeric(14,2) as text, `123.45`), so cents are counted without a float. */
  premio: string | null;
  /** Whether the policy and its movimenti may be read now (not being refreshed). */
  readable: boolean;
}

const MOVIMENTI: DossierSection = 'movimenti';

/** The instalment among the client's policies; another client's is not found, like a missing one. */
export async function instalmentOfClient(
  db: Db,
  clientId: number,
  movimentoId: number,
): Promise<InstalmentOfClient | undefined> {
  const [row] = await db
    .select({
      movimentoId: movimenti.id,
      dossierId: dossiers.id,
      numeroPolizza: dossiers.numeroPolizza,
      titolo: movimenti.titolo,
      dataScadenza: movimenti.dataScadenza,
      stato: movimenti.stato,
      premio: sql<string | null>`${movimenti.premio}::text`,
      locked: dossiers.locked,
      lockedSections: dossiers.lockedSections,
    })
    .from(movimenti)
    .innerJoin(dossiers, eq(dossiers.id, movimenti.dossierId))
    .where(and(eq(movimenti.id, movimentoId), eq(dossiers.clientId, clientId)));
  if (!row) return undefined;
  const { locked, lockedSections, ...instalment } = row;
  return { ...instalment, readable: isReadable({ locked, lockedSections }, MOVIMENTI) };
}

/** Whether the policy is still the client's and readable now: a payment then links to its page. */
export async function isReadableDossierOfClient(
  db: Db,
  clientId: number,
  dossierId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ locked: dossiers.locked, lockedSections: dossiers.lockedSections })
    .from(dossiers)
    .where(and(eq(dossiers.id, dossierId), eq(dossiers.clientId, clientId)));
  return row !== undefined && isReadable(row);
}

/** Whether the dossier is still this client's (a policy moves to another holder with the agency's feed). */
export async function isDossierOfClient(db: Db, clientId: number, dossierId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: dossiers.id })
    .from(dossiers)
    .where(and(eq(dossiers.id, dossierId), eq(dossiers.clientId, clientId)));
  return row !== undefined;
}
