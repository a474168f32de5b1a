import { codiceFiscaleCheckCharacter, type ImportRecordInput } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { selectRows } from '../db/database.js';
import { importFeed } from '../modules/agency-import/service.js';
import type { TestContext } from './harness.js';

/** The imports of this test file, one after the other: a second import at once is refused (IMPORT_001). */
let previous: Promise<unknown> = Promise.resolve();

/** Writes records of the agency's feed through the import, as the agency does (a test's own clients). */
export function importRecords(t: TestContext, records: ImportRecordInput[]): Promise<void> {
  const next = previous.then(async () => {
    const outcome = await importFeed(
      { db: t.db, deliveries: t.app.deliveries, config: t.config },
      { records },
    );
    if (!outcome.imported) throw new Error(`test records refused: ${JSON.stringify(outcome.problems)}`);
  });
  previous = next.catch(() => {});
  return next;
}

/** A client with one policy, imported; answers the client's database id. */
export async function importClientWithPolicy(
  t: TestContext,
  client: Omit<Extract<ImportRecordInput, { type: 'client' }>, 'type'>,
  policy: { id: string; numeroPolizza: string; prodotto?: string },
  branch?: { id: string; name: string; bank: string; email?: string },
): Promise<number> {
  await importRecords(t, [
    ...(branch ? [{ type: 'branch' as const, ...branch }] : []),
    { type: 'client', ...client, ...(branch ? { branch: branch.id } : {}) },
    {
      type: 'dossier',
      id: policy.id,
      client: client.id,
      numeroPolizza: policy.numeroPolizza,
      prodotto: policy.prodotto ?? 'Casa Serena',
      stato: 'ATTIVA',
    },
  ]);
  const [row] = await selectRows<{ id: number }>(
    t.db,
    sql`select id from clients where agency_id = ${client.id}`,
  );
  if (!row) throw new Error(`client ${client.id} not imported`);
  return row.id;
}

/** A valid codice fiscale from its first fifteen characters. */
export const codiceFiscale = (first15: string) => first15 + codiceFiscaleCheckCharacter(first15);
