import type { CentroConvenzionato } from '@area-clienti/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { repairCentres } from '../../db/schema.js';

const centreColumns = {
  id: repairCentres.id,
  nome: repairCentres.nome,
  indirizzo: repairCentres.indirizzo,
  comune: repairCentres.comune,
  provincia: repairCentres.provincia,
  telefono: repairCentres.telefono,
};

export function listRepairCentres(db: Db): Promise<CentroConvenzionato[]> {
  return db
    .select(centreColumns)
    .from(repairCentres)
    .orderBy(asc(repairCentres.provincia), asc(repairCentres.comune), asc(repairCentres.nome));
}

export async function findRepairCentre(db: Db, id: number): Promise<CentroConvenzionato | undefined> {
  const [row] = await db.select(centreColumns).from(repairCentres).where(eq(repairCentres.id, id)).limit(1);
  return row;
}
