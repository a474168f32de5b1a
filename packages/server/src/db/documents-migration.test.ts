import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { emptyDatabase } from '../test/database.js';
import { MIGRATIONS, migrationsBefore } from '../test/migrations.js';

/** The migration that moved the documents' bytes into the file storage (docs/decisions/0070). */
const MOVE = '0008_documents_in_file_storage';

describe(`migration ${MOVE}`, () => {
  it("moves each document's bytes into a stored file it names, and a document deleted takes its file along", async () => {
    const database = await emptyDatabase('documents_migration');
    const db = drizzle(database.pool);
    try {
      await migrate(db, { migrationsFolder: await migrationsBefore(MOVE) });
      await db.execute(sql`insert into clients (agency_id, codice_fiscale, nome, cognome)
        values ('C-1', 'RSSMRA80A01H501U', 'Mario', 'Rossi')`);
      await db.execute(sql`insert into dossiers (agency_id, client_id, numero_polizza, prodotto, stato)
        select 'P-1', id, '100', 'Casa', 'Attiva' from clients`);
      await db.execute(sql`insert into documents (agency_id, dossier_id, name, mime_type, content)
        select 'D-1', id, 'Polizza.pdf', 'application/pdf', '\\x255044462d'::bytea from dossiers
        union all select 'D-2', id, 'Foto.png', 'image/png', '\\x89504e47'::bytea from dossiers`);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const moved = await db.execute<{ agency_id: string; name: string; mime_type: string; hex: string }>(
        sql`select d.agency_id, f.name, f.mime_type, encode(f.content, 'hex') as hex,
              f.owner = 'document:' || d.id as owned
            from documents d join stored_files f on f.id = d.file_id order by d.agency_id`,
      );
      expect(moved.rows).toEqual([
        {
          agency_id: 'D-1',
          name: 'Polizza.pdf',
          mime_type: 'application/pdf',
          hex: '255044462d',
          owned: true,
        },
        { agency_id: 'D-2', name: 'Foto.png', mime_type: 'image/png', hex: '89504e47', owned: true },
      ]);

      await db.execute(sql`delete from dossiers`);
      const left = await db.execute<{ count: number }>(sql`select count(*)::int as count from stored_files`);
      expect(left.rows).toEqual([{ count: 0 }]);
    } finally {
      await database.close();
    }
  });
});
