import type { MyDataExport } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { changesOfClient } from './queries.js';
import { shownPrevious, toChange } from './values.js';

/** More changes than a client makes: a bound on the export's file. */
const EXPORTED_CHANGES = 1_000;

/**
 * The client's own changes for their export (my-data's "Scarica i miei dati"), newest first: as the client
 * sees them, an IBAN masked (the previous one too), with the number of the request each went as, if any.
 */
export async function ownDataChangesForExport(
  db: Db,
  clientId: number,
): Promise<MyDataExport['modificheDati']> {
  return (await changesOfClient(db, clientId, EXPORTED_CHANGES)).map((row) => ({
    ...toChange(row),
    previousValue: shownPrevious(row),
  }));
}
