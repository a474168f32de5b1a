import { ApiPath } from '@area-clienti/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contactRequests,
  importHistory,
  outbox,
  rateCounters,
  type sessions,
  ssoTokensUsed,
  users,
} from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { purgeExpired } from './retention.js';

const t = useTestApp();
const DAY = 86_400_000;
const countOf = async (
  table: typeof sessions | typeof outbox | typeof contactRequests | typeof importHistory,
) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

describe('retention', () => {
  it('deletes sessions, outbox messages, counters and contact requests past their time, and keeps the rest', async () => {
    const oldToken = await t.login('10000003');
    t.clock.advance(91 * DAY);
    const freshToken = await t.login('10000003');
    const [luca] = await t.db.select().from(users).where(eq(users.userCode, '10000003'));
    const now = t.clock.now();
    await t.db.insert(outbox).values([
      {
        channel: 'email',
        recipient: 'a@example.it',
        text: 'vecchio',
        createdAt: new Date(now.getTime() - 8 * DAY),
      },
      { channel: 'email', recipient: 'a@example.it', text: 'nuovo', createdAt: now },
    ]);
    const request = {
      source: 'authenticated' as const,
      userId: luca?.id,
      nome: 'Luca',
      cognome: 'Verdi',
      oggetto: '1',
      oggettoTesto: 'Informazioni generali',
      recipient: 'filiale@example.it',
    };
    await t.db.insert(contactRequests).values([
      { ...request, numero: 'R-2024-000001', createdAt: new Date(now.getTime() - 731 * DAY) },
      { ...request, numero: 'R-2026-000001', createdAt: now },
    ]);
    await t.db
      .insert(rateCounters)
      .values({ bucket: 'prova', subject: 'x', windowStart: new Date(now.getTime() - 3 * DAY), hits: 1 });
    await t.db.insert(ssoTokensUsed).values({ jti: 'vecchio', usedAt: new Date(now.getTime() - 2 * DAY) });

    const removed = await purgeExpired(t.db, now);
    expect(removed).toMatchObject({
      sessions: 1,
      outbox: 1,
      contactRequests: 1,
      rateCounters: 1,
      ssoTokenIds: 1,
    });
    expect(await countOf(outbox)).toBe(1);
    expect(await countOf(contactRequests)).toBe(1);
    expect((await t.post(ApiPath.getUserStatus, {}, oldToken)).statusCode).toBe(401);
    expect((await t.post(ApiPath.getUserStatus, {}, freshToken)).statusCode).toBe(200);
    expect(await purgeExpired(t.db, now)).toMatchObject({ sessions: 0, outbox: 0, contactRequests: 0 });
  });

  it('keeps the import history 400 days (decisions/0117), counted from when the import started', async () => {
    const now = t.clock.now();
    const entry = {
      actor: '90000001',
      durationMs: 1_000,
      fileName: 'agenzia.zip',
      bytes: 10,
      imported: false,
      problemCount: 1,
      problems: [],
    };
    const before = await countOf(importHistory);
    await t.db.insert(importHistory).values([
      { ...entry, startedAt: new Date(now.getTime() - 401 * DAY) },
      { ...entry, startedAt: new Date(now.getTime() - 399 * DAY) },
    ]);
    expect((await purgeExpired(t.db, now)).importHistory).toBe(1);
    expect(await countOf(importHistory)).toBe(before + 1);
  });
});
