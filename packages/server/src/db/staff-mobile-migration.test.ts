import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { emptyDatabase } from '../test/database.js';
import { MIGRATIONS, migrationsBefore } from '../test/migrations.js';

/** The migration after which a staff mobile counts only once confirmed by a code (docs/decisions/0131). */
const STAFF_MOBILE = '0017_staff_mobile_verified';

describe(`migration ${STAFF_MOBILE}`, () => {
  it("asks every Staff and Superuser to confirm their mobile again, and leaves the clients' as they were", async () => {
    const database = await emptyDatabase('staff_mobile_migration');
    const db = drizzle(database.pool);
    try {
      await migrate(db, { migrationsFolder: await migrationsBefore(STAFF_MOBILE) });
      await db.execute(sql`insert into users (user_code, email, phone, phone_verified) values
        ('90000001', 'direzione@agenzia.it', '+393401112233', true),
        ('90000002', 'sportello@agenzia.it', '+393401112244', true),
        ('10000001', 'cliente@example.it', '+393401112255', true),
        ('10000002', 'nuovo@example.it', '+393401112266', false)`);
      await db.execute(sql`insert into user_roles (user_id, application_id, role)
        select id, 'area-clienti', r.role from users
          join (values ('90000001', 'Superuser'), ('90000001', 'User'), ('90000002', 'Staff'),
                       ('90000002', 'User'), ('10000001', 'User'), ('10000002', 'User')) as r(code, role)
            on r.code = users.user_code`);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const rows = await db.execute<{ user_code: string; phone_verified: boolean }>(
        sql`select user_code, phone_verified from users order by user_code`,
      );
      expect(rows.rows).toEqual([
        { user_code: '10000001', phone_verified: true },
        { user_code: '10000002', phone_verified: false },
        { user_code: '90000001', phone_verified: false },
        { user_code: '90000002', phone_verified: false },
      ]);
    } finally {
      await database.close();
    }
  });
});
