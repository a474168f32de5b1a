import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { emptyDatabase } from '../test/database.js';
import { MIGRATIONS, migrationsBefore } from '../test/migrations.js';

/** The migration that marks the reports whose client's messages wait for the branch (docs/decisions/0142). */
const CLIENT_WROTE = '0024_claim_report_client_wrote';

describe(`migration ${CLIENT_WROTE}`, () => {
  it("sets since when the client's messages wait: the first one after the branch last wrote, else none", async () => {
    const database = await emptyDatabase('claim_client_wrote_migration');
    const db = drizzle(database.pool);
    try {
      await migrate(db, { migrationsFolder: await migrationsBefore(CLIENT_WROTE) });
      const [user] = (
        await db.execute<{ id: number }>(
          sql`insert into users (user_code, email, phone, phone_verified)
            values ('10000001', 'mario@example.it', '+393331234567', true) returning id`,
        )
      ).rows;
      const [client] = (
        await db.execute<{ id: number }>(
          sql`insert into clients (agency_id, codice_fiscale, nome, cognome)
            values ('CLI-1', 'RSSMRA80A01H501U', 'Mario', 'Rossi') returning id`,
        )
      ).rows;
      // Waiting (the branch wrote, then the client twice), answered (the branch wrote last), silent.
      const [waiting, answered, silent] = [randomUUID(), randomUUID(), randomUUID()];
      for (const id of [waiting, answered, silent]) {
        await db.execute(sql`insert into claim_reports (id, user_id, client_id, numero_polizza, prodotto, kind, state,
            version, event_date, data, created_at, updated_at)
          values (${id}, ${user?.id}, ${client?.id}, '10020030', 'Casa Serena', 'damage', 'sent', 1, '2026-11-18',
            '{"kind":"damage"}'::jsonb, '2026-11-18T09:00:00Z', '2026-11-18T10:00:00Z')`);
      }
      await db.execute(sql`insert into claim_report_messages (report_id, author, kind, text, at) values
        (${waiting}, 'client', 'message', 'Prima', '2026-11-19T08:00:00Z'),
        (${waiting}, 'branch', 'message', 'Risposta', '2026-11-19T09:00:00Z'),
        (${waiting}, 'client', 'message', 'Ancora', '2026-11-19T10:00:00Z'),
        (${waiting}, 'client', 'message', 'E poi', '2026-11-19T11:00:00Z'),
        (${answered}, 'client', 'message', 'Domanda', '2026-11-19T08:00:00Z'),
        (${answered}, 'branch', 'documentRequest', 'La fattura', '2026-11-19T09:00:00Z')`);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const rows = await db.execute<{ id: string; client_wrote_at: string | null }>(
        sql`select id, client_wrote_at from claim_reports`,
      );
      const since = new Map(
        rows.rows.map((row) => [row.id, row.client_wrote_at && new Date(row.client_wrote_at).toISOString()]),
      );
      expect(since.get(waiting)).toBe('2026-11-19T10:00:00.000Z');
      expect(since.get(answered)).toBeNull();
      expect(since.get(silent)).toBeNull();
    } finally {
      await database.close();
    }
  });
});
