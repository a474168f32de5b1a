import { performance } from 'node:perf_hooks';
import { ApiPath, Role } from '@area-clienti/contract';
import { type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { type Db, selectRows } from '../db/database.js';
import { SessionStore } from '../modules/auth/index.js';
import { systemClock } from '../shared/clock.js';

/**
 * A client's reads of the area through the whole HTTP stack (inject: no sockets), for the benches that
 * compare them at an agency's scale with the demo agency (import.bench.ts, million.bench.ts).
 */

/** The calls a client's home and policy pages make, in their order. */
export const CLIENT_READS = [
  'getDossierList',
  'getDossier',
  'getGaranzie',
  'getMovimenti',
  'getSinistri',
  'getDocumenti',
  'getUserStatus',
] as const;

/**
 * Median latency of each read, for up to `count` clients with a policy among those `where` picks (`c` a
 * client; by default every client), each given an account and a session here. Over `rounds` rounds: the
 * first warms the caches and does not count.
 */
export async function clientReadLatencies(
  db: Db,
  options: { label: string; count: number; rounds?: number; where?: SQL },
): Promise<Record<string, number>> {
  const { label, count, rounds = 2, where = sql`true` } = options;
  const config = testConfig();
  const clock = systemClock;
  const app = await buildApp({ config, db, clock });
  const sessions = new SessionStore(db, clock, config);
  const sampled = await selectRows<{ id: number }>(
    db,
    sql`select c.id from clients c where ${where} and exists (select 1 from dossiers d where d.client_id = c.id)
        order by md5(c.id::text) limit ${count}`,
  );
  const tokens: string[] = [];
  for (const [index, { id }] of sampled.entries()) {
    // A client measured before (another run of this bench on the same database) keeps its account.
    await db.execute(
      sql`insert into users (user_code, client_id, email, enabled, onboard_completed, email_verified)
          values (${String(80_000_000 + id)}, ${id}, ${`bench.${label}.${index}@example.it`}, true, true, true)
          on conflict do nothing`,
    );
    const [user] = await selectRows<{ id: number }>(
      db,
      sql`select id from users where user_code = ${String(80_000_000 + id)}`,
    );
    if (!user) continue;
    await db.execute(
      sql`insert into user_roles (user_id, application_id, role)
          values (${user.id}, ${config.APPLICATION_ID}, ${Role.USER}) on conflict do nothing`,
    );
    tokens.push(await sessions.create(user.id, { ipAddress: '127.0.0.1' }));
  }
  const samples: Record<string, number[]> = {};
  const timed = async (
    name: (typeof CLIENT_READS)[number],
    payload: object,
    token: string,
    round: number,
  ) => {
    const start = performance.now();
    const reply = await app.inject({
      method: 'POST',
      url: ApiPath[name],
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    // A policy whose data the agency has locked answers DATALOCKED (423), as the spec says: an answer too.
    if (reply.statusCode !== 200 && reply.statusCode !== 423)
      throw new Error(`${name} answered ${reply.statusCode}: ${reply.body}`);
    if (round > 0) samples[name] = [...(samples[name] ?? []), performance.now() - start];
    return reply;
  };
  for (let round = 0; round < rounds; round++) {
    for (const token of tokens) {
      const list = (await timed('getDossierList', {}, token, round)).json();
      const dossierId = list.dossiers[0]?.dossierID as number;
      await timed('getDossier', { dossierId }, token, round);
      await timed('getGaranzie', { dossierId }, token, round);
      await timed('getMovimenti', { dossierId }, token, round);
      await timed('getSinistri', {}, token, round);
      await timed('getDocumenti', {}, token, round);
      await timed('getUserStatus', {}, token, round);
    }
  }
  await app.close();
  return Object.fromEntries(
    Object.entries(samples).map(([name, list]) => {
      const sorted = list.sort((a, b) => a - b);
      return [name, sorted[Math.floor(sorted.length / 2)] as number];
    }),
  );
}
