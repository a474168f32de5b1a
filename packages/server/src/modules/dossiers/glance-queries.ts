// What the at-a-glance page and the calendar (module `glance`) read of a client's policies and their
// movimenti: this module owns both tables, so the reads live here, shaped for glance's rules. An
// instalment's payment online is read in a join (`payments` is the payments module's).
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { dossiers, movimenti, paymentOfInstalmentRow, payments, settlesInstalment } from '../../db/schema.js';

/** What the at-a-glance rules read of one policy. */
export interface GlanceDossierRow {
  id: number;
  agencyId: string;
  numeroPolizza: string;
  prodotto: string;
  dataScadenza: string | null;
  dataAnnulloDisdetta: string | null;
  prossimoPagamento: string | null;
  premio: number | null;
  rata: string | null;
  locked: boolean;
  lockedSections: string[];
}

export interface GlanceMovimentoRow {
  /** The instalment's row: what a payment online points at (decisions/0152). */
  id: number;
  dossierId: number;
  titolo: string;
  dataScadenza: string | null;
  stato: string;
  premio: number | null;
  /** A payment online settled it (paid, or refunded only in part), whatever the feed still says. */
  paidOnline: boolean;
}

/** The client's policies, in the policy list's order. */
export function glanceDossiersOfClient(db: Db, clientId: number): Promise<GlanceDossierRow[]> {
  return db
    .select({
      id: dossiers.id,
      agencyId: dossiers.agencyId,
      numeroPolizza: dossiers.numeroPolizza,
      prodotto: dossiers.prodotto,
      dataScadenza: dossiers.dataScadenza,
      dataAnnulloDisdetta: dossiers.dataAnnulloDisdetta,
      prossimoPagamento: dossiers.prossimoPagamento,
      premio: dossiers.premio,
      rata: dossiers.rata,
      locked: dossiers.locked,
      lockedSections: dossiers.lockedSections,
    })
    .from(dossiers)
    .where(eq(dossiers.clientId, clientId))
    .orderBy(asc(dossiers.id));
}

/**
 * The movimenti that matter at a glance, of every policy of the client: those to be paid, and the one
 * due on its policy's next payment day (its amount is that payment's). Through the client's dossiers
 * (an index each way), however many movimenti the agency keeps. Each with whether a payment online settled
 * it (paid, or refunded only in part; also one whose row a feed re-created: `paymentOfInstalmentRow`).
 */
export function glanceMovimentiOfClient(db: Db, clientId: number): Promise<GlanceMovimentoRow[]> {
  return db
    .select({
      id: movimenti.id,
      dossierId: movimenti.dossierId,
      titolo: movimenti.titolo,
      dataScadenza: movimenti.dataScadenza,
      stato: movimenti.stato,
      premio: movimenti.premio,
      paidOnline: sql<boolean>`exists (select 1 from ${payments} where ${paymentOfInstalmentRow(movimenti)}
        and ${settlesInstalment})`,
    })
    .from(movimenti)
    .innerJoin(dossiers, eq(dossiers.id, movimenti.dossierId))
    .where(
      and(
        eq(dossiers.clientId, clientId),
        or(
          sql`lower(trim(${movimenti.stato})) = 'da pagare'`,
          eq(movimenti.dataScadenza, dossiers.prossimoPagamento),
        ),
      ),
    )
    .orderBy(asc(movimenti.dataScadenza), asc(movimenti.id));
}
