import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { emptyDatabase } from '../test/database.js';
import { MIGRATIONS, migrationsBefore } from '../test/migrations.js';

/** The migration that gave each kept claim report file its SHA-256 (docs/decisions/0128), by hand. */
const HASHES = '0016_claim_report_file_sha256';

describe(`migration ${HASHES}`, () => {
  it('fills the hash of every file kept from its bytes, and drops a row whose bytes are gone', async () => {
    const database = await emptyDatabase('claim_file_hash_migration');
    const db = drizzle(database.pool);
    try {
      await migrate(db, { migrationsFolder: await migrationsBefore(HASHES) });
      const photo = Buffer.from('una foto ricodificata');
      const [kept] = (
        await db.execute<{ id: string }>(sql`insert into stored_files (owner, name, mime_type, size, content)
          values ('claim-report:r', 'a.jpg', 'image/jpeg', ${photo.length}, ${photo}) returning id`)
      ).rows;
      const [thumbnail] = (
        await db.execute<{ id: string }>(sql`insert into stored_files (owner, name, mime_type, size, content)
          values ('claim-report-thumbnail:r', 'b.jpg', 'image/jpeg', 1, '\\x00'::bytea) returning id`)
      ).rows;
      const report = randomUUID();
      await db.execute(sql`insert into claim_report_files
          (report_id, user_id, kind, name, mime_type, size, file_id, thumbnail_id)
        values (${report}, 1, 'photo', 'a.jpg', 'image/jpeg', ${photo.length}, ${kept?.id}, null),
               (${report}, 1, 'photo', 'b.jpg', 'image/jpeg', 1, ${randomUUID()}, ${thumbnail?.id})`);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const rows = await db.execute<{ name: string; sha256: string }>(
        sql`select name, sha256 from claim_report_files order by name`,
      );
      expect(rows.rows).toEqual([
        { name: 'a.jpg', sha256: createHash('sha256').update(photo).digest('hex') },
      ]);
      const files = await db.execute<{ name: string }>(sql`select name from stored_files`);
      expect(files.rows).toEqual([{ name: 'a.jpg' }]);
      // Required from now on: a file is kept with its hash or not at all.
      await expect(
        db.execute(sql`insert into claim_report_files (report_id, user_id, kind, name, mime_type, size, file_id)
          values (${report}, 1, 'photo', 'c.jpg', 'image/jpeg', 1, ${kept?.id})`),
      ).rejects.toMatchObject({ cause: { code: '23502', column: 'sha256' } });
    } finally {
      await database.close();
    }
  });
});
