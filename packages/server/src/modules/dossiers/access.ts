import type { DossierSection } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { dataLocked, notFound } from '../../shared/errors.js';
import { type DossierRow, findDossierOfClient } from './queries.js';

/**
 * The client's own dossier, checked before anything of it is read. Another client's dossier and a
 * missing one give the same answer; a dossier (or the asked section) being refreshed is DATALOCKED.
 */
export async function ownDossier(
  db: Db,
  clientId: number | null,
  dossierId: number,
  section?: DossierSection,
): Promise<DossierRow> {
  if (clientId === null) throw notFound();
  const row = await findDossierOfClient(db, clientId, dossierId);
  if (!row) throw notFound();
  assertReadable(row, section);
  return row;
}

export function isReadable(
  row: Pick<DossierRow, 'locked' | 'lockedSections'>,
  section?: DossierSection,
): boolean {
  return !row.locked && (section === undefined || !row.lockedSections.includes(section));
}

export function assertReadable(row: Pick<DossierRow, 'locked' | 'lockedSections'>, section?: DossierSection) {
  if (!isReadable(row, section)) throw dataLocked();
}
