import { type ImportRecordInput, Role } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { selectRows } from '../db/database.js';
import { userRoles, users } from '../db/schema.js';
import { SessionStore } from '../modules/auth/sessions.js';
import { newAddress } from './accounts.js';
import { codiceFiscale, importRecords } from './agency-records.js';
import type { TestContext } from './harness.js';

let count = 0;

/**
 * A client of the agency imported with the test's own records (its policies, claims), and an enabled
 * account of theirs with a session: a caller whose data the test chose, day by day.
 */
export async function clientWithRecords(
  t: TestContext,
  agencyId: string,
  records: (clientAgencyId: string) => ImportRecordInput[],
): Promise<{ token: string; userId: number; clientId: number }> {
  const n = ++count;
  await importRecords(t, [
    {
      type: 'client',
      id: agencyId,
      codiceFiscale: codiceFiscale(`TSTGLN80A01H${500 + n}`),
      nome: 'Test',
      cognome: `Glance ${n}`,
    },
    ...records(agencyId),
  ]);
  const [client] = await selectRows<{ id: number }>(
    t.db,
    sql`select id from clients where agency_id = ${agencyId}`,
  );
  if (!client) throw new Error(`client ${agencyId} not imported`);
  return { ...(await accountOfClient(t, client.id)), clientId: client.id };
}

/** An enabled account of the agency's client, e-mail verified, with a session from an address of its own. */
export async function accountOfClient(
  t: TestContext,
  clientId: number,
): Promise<{ token: string; userId: number }> {
  const n = ++count;
  const [user] = await t.db
    .insert(users)
    .values({
      userCode: String(40_000_000 + n),
      clientId,
      email: `cliente.${n}@example.it`,
      enabled: true,
      onboardCompleted: true,
      emailVerified: true,
    })
    .returning({ id: users.id });
  const userId = user?.id as number;
  await t.db.insert(userRoles).values({ userId, applicationId: t.config.APPLICATION_ID, role: Role.USER });
  // A session whole and fresh for a step-up, as after a login with the second factor.
  const token = await new SessionStore(t.db, t.clock, t.config).create(
    userId,
    { ipAddress: newAddress() },
    t.db,
    {
      pending: false,
      givenAt: t.clock.now(),
    },
  );
  return { token, userId };
}
