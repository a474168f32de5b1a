import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { loginMessageRecipients, loginMessages, privacyTemplates } from './schema.js';

const MIGRATIONS = resolve(fileURLToPath(import.meta.url), '../../../drizzle');
/** The migration that gave messages and templates their lifecycle (docs/decisions/0047). */
const LIFECYCLE = '0004_messages_templates';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** The migrations folder as it was before LIFECYCLE: the same files, the journal cut before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'area-clienti-migrations-'));
  folders.push(folder);
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

describe(`migration ${LIFECYCLE}`, () => {
  it('moves each personal message to its recipient, keeps what was there published, one version current a type', async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: await migrationsBefore(LIFECYCLE) });
      await db.execute(sql`insert into users (user_code, email) values ('10000001', 'a@example.it'),
        ('10000002', 'b@example.it')`);
      await db.execute(sql`insert into login_messages (agency_id, titolo, testo, user_id, published_at) values
        ('M-ALL', 'Per tutti', '<p>x</p>', null, '2026-10-01T08:00:00Z'),
        ('M-ONE', 'Per uno', '<p>y</p>', (select id from users where user_code = '10000002'), '2026-10-02T08:00:00Z')`);
      await db.execute(sql`insert into privacy_templates (type, template_id, items, current, created_at) values
        ('775', 'old', '{}', true, '2026-01-01T00:00:00Z'), ('775', 'new', '{}', true, '2026-06-01T00:00:00Z'),
        ('776', 'only', '{}', true, '2026-02-01T00:00:00Z'), ('776', 'gone', '{}', false, '2026-01-01T00:00:00Z')`);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const messages = await db.select().from(loginMessages).orderBy(asc(loginMessages.id));
      expect(messages).toMatchObject([
        {
          agencyId: 'M-ALL',
          forEveryone: true,
          withdrawnAt: null,
          createdAt: new Date('2026-10-01T08:00:00Z'),
        },
        { agencyId: 'M-ONE', forEveryone: false, publishedAt: new Date('2026-10-02T08:00:00Z') },
      ]);
      const [giulia] = await db
        .execute<{ id: number }>(sql`select id from users where user_code = '10000002'`)
        .then((result) => result.rows);
      expect(await db.select().from(loginMessageRecipients)).toEqual([
        { messageId: messages[1]?.id, userId: giulia?.id },
      ]);
      const templates = await db
        .select({
          type: privacyTemplates.type,
          templateId: privacyTemplates.templateId,
          current: privacyTemplates.current,
          publishedAt: privacyTemplates.publishedAt,
        })
        .from(privacyTemplates)
        .orderBy(asc(privacyTemplates.id));
      expect(templates).toEqual([
        { type: '775', templateId: 'old', current: false, publishedAt: new Date('2026-01-01T00:00:00Z') },
        { type: '775', templateId: 'new', current: true, publishedAt: new Date('2026-06-01T00:00:00Z') },
        { type: '776', templateId: 'only', current: true, publishedAt: new Date('2026-02-01T00:00:00Z') },
        { type: '776', templateId: 'gone', current: false, publishedAt: new Date('2026-01-01T00:00:00Z') },
      ]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
