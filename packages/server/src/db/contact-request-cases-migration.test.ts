import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { emptyDatabase } from '../test/database.js';
import { MIGRATIONS, migrationsBefore } from '../test/migrations.js';

/** The migration that numbers the contact requests and opens their threads (docs/decisions/0143). */
const CASES = '0026_contact_request_cases';

describe(`migration ${CASES}`, () => {
  it("numbers the requests by Rome's year in their order, starts each year's counter after them, keeps the answers as read messages", async () => {
    const database = await emptyDatabase('contact_request_cases_migration');
    const db = drizzle(database.pool);
    try {
      await migrate(db, { migrationsFolder: await migrationsBefore(CASES) });
      // The third is 31 December 23:30 UTC: already 1 January 2026 in Rome.
      await db.execute(sql`insert into contact_requests (source, nome, cognome, oggetto, oggetto_testo, recipient,
          created_at, stato, answer, answered_by, answered_at) values
        ('public', 'Ada', 'Neri', '1', 'Informazioni', 'a@example.it', '2025-03-01T10:00:00Z', 'new', null, null, null),
        ('public', 'Bruno', 'Galli', '1', 'Informazioni', 'a@example.it', '2025-06-01T10:00:00Z', 'answered',
          'Ecco la risposta.', '90000001', '2025-06-02T10:00:00Z'),
        ('public', 'Carla', 'Rossi', '1', 'Informazioni', 'a@example.it', '2025-12-31T23:30:00Z', 'new', null, null, null)`);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const rows = await db.execute<{ nome: string; numero: string; read: number | null }>(
        sql`select nome, numero, client_read_message_id as read from contact_requests order by id`,
      );
      expect(rows.rows.map((row) => [row.nome, row.numero])).toEqual([
        ['Ada', 'R-2025-000001'],
        ['Bruno', 'R-2025-000002'],
        ['Carla', 'R-2026-000001'],
      ]);
      const counters = await db.execute<{ year: number; last: number }>(
        sql`select year, last from contact_request_numbers order by year`,
      );
      expect(counters.rows).toEqual([
        { year: 2025, last: 2 },
        { year: 2026, last: 1 },
      ]);
      const messages = await db.execute<{ id: number; author: string; staff_code: string; text: string }>(
        sql`select id, author, staff_code, text from contact_request_messages`,
      );
      expect(messages.rows).toEqual([
        { id: expect.any(Number), author: 'branch', staff_code: '90000001', text: 'Ecco la risposta.' },
      ]);
      expect(rows.rows[1]?.read).toBe(messages.rows[0]?.id);
      // The next request of 2026 takes the counter on.
      const next = await db.execute<{ last: number }>(sql`insert into contact_request_numbers (year, last)
        values (2026, 1) on conflict (year) do update set last = contact_request_numbers.last + 1 returning last`);
      expect(next.rows[0]?.last).toBe(2);
    } finally {
      await database.close();
    }
  });
});
