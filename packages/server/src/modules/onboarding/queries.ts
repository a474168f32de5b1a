import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clients, dossiers } from '../../db/schema.js';

/** The client with this tax code (upper case) who holds a policy with this number, if any. */
export async function findClientByTaxCodeAndPolicy(db: Db, codiceFiscale: string, numeroPolizza: string) {
  const [row] = await db
    .select({ id: clients.id, nome: clients.nome, cognome: clients.cognome })
    .from(clients)
    .where(
      and(
        eq(sql`upper(${clients.codiceFiscale})`, codiceFiscale),
        sql`exists (select 1 from ${dossiers} where ${dossiers.clientId} = ${clients.id}
          and ${dossiers.numeroPolizza} = ${numeroPolizza})`,
      ),
    )
    .orderBy(asc(clients.id))
    .limit(1);
  return row;
}

/** The client's name for the greeting of an e-mail. */
export async function clientNameOf(db: Db, clientId: number | null): Promise<string | null> {
  if (clientId === null) return null;
  const [row] = await db
    .select({ nome: clients.nome, cognome: clients.cognome })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return row ? `${row.nome} ${row.cognome}` : null;
}
