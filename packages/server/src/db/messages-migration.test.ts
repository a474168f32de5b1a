import { asc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { emptyDatabase } from '../test/database.js';
import { MIGRATIONS, migrationsBefore } from '../test/migrations.js';
import { loginMessageRecipients, loginMessages, privacyTemplates } from './schema.js';

/** The migration that gave messages and templates their lifecycle (docs/decisions/0047). */
const LIFECYCLE = '0004_messages_templates';

describe(`migration ${LIFECYCLE}`, () => {
  it('moves each personal message to its recipient, keeps what was there published, one version current a type', async () => {
    const database = await emptyDatabase('messages_migration');
    const db = drizzle(database.pool);
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
      await database.close();
    }
  }, 60_000);
});
