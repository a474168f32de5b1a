import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { planNodesOf, recordQueries } from '../test/query-plans.js';

// The console's lists of deliveries on a long queue (docs/performance.md, decisions/0118): read by our
// indexes on pg-boss's tables, never by reading every message.
const t = useTestApp({ seed: false });

/**
 * `count` messages of a state, to n@cliente.example (e-mails, one in three in the bulk lane) or
 * +3934000nnnnn (SMS, one in four).
 */
const jobs = (table: 'job' | 'archive', state: string, count: number, receipt = false) =>
  t.db.execute(sql`insert into ${sql.raw(`pgboss.${table}`)} (id, priority, retry_delay, retry_backoff,
      expire_in, keep_until, name, data, state, retry_count, retry_limit, created_on, start_after, completed_on, output)
    select gen_random_uuid(), 0, 30, true, interval '1 minute', now() + interval '14 days',
      case when n % 4 = 0 then 'sms' when n % 4 = 2 then 'email-bulk' else 'email' end,
      case when n % 4 = 0 then jsonb_build_object('to', '+3934000' || lpad(n::text, 5, '0'), 'text', 'Codice')
           when ${receipt} then jsonb_build_object('email', jsonb_build_object('to', n || '@cliente.example'),
             'receipt', jsonb_build_object('kind', 'contact-request', 'id', n))
           else jsonb_build_object('email', jsonb_build_object('to', n || '@cliente.example')) end,
      ${state}::pgboss.job_state, 3, 9, now() - interval '30 days' + n * interval '1 second', now(), now(),
      '{"message": "refused: 550"}'::jsonb
    from generate_series(1, ${count}) n`);

describe('the delivery lists on a long queue', () => {
  it('reads the failing messages, a client’s messages and a request’s failed e-mail by index', async () => {
    await jobs('job', 'failed', 6000, true);
    await jobs('job', 'retry', 2000);
    await jobs('job', 'completed', 2000);
    await jobs('archive', 'completed', 6000);
    await t.db.execute(sql`analyze pgboss.job`);
    await t.db.execute(sql`analyze pgboss.archive`);
    const { deliveries } = t.app;
    let firstPage: Awaited<ReturnType<typeof deliveries.failing>> | undefined;
    let secondPage: typeof firstPage;
    let mine: Awaited<ReturnType<typeof deliveries.sentTo>> = [];
    let failed = new Set<number>();
    const listing = await recordQueries(t.db, async () => {
      firstPage = await deliveries.failing({ limit: 50 });
      secondPage = await deliveries.failing({ after: firstPage.next ?? '', limit: 50 });
    });
    const finding = await recordQueries(t.db, async () => {
      mine = await deliveries.sentTo({ emails: ['4001@Cliente.example'], phones: ['+393400004000'] });
      failed = await deliveries.failedReceipts('contact-request', [4001, 4002, 4003, 7000]);
    });
    // The newest failing first, page after page, none twice.
    expect(firstPage?.deliveries.map((d) => d.to)).toContain('5***@cliente.example');
    expect(secondPage?.deliveries).toHaveLength(50);
    const seen = new Set(
      [...(firstPage?.deliveries ?? []), ...(secondPage?.deliveries ?? [])].map((d) => d.id),
    );
    expect(seen.size).toBe(100);
    // 4001 an e-mail and 4000 an SMS that failed and, archived, one that was sent.
    expect(mine.map((d) => `${d.channel} ${d.state}`).sort()).toEqual([
      'email failed',
      'email sent',
      'sms failed',
      'sms sent',
    ]);
    expect([...failed].sort()).toEqual([4001, 4002, 4003]);
    const nodes = await planNodesOf(t.db, [...listing, ...finding]);
    expect(nodes.filter((node) => node.type === 'Seq Scan')).toEqual([]);
    // The failing messages' order comes from the index: no page sorts them.
    expect((await planNodesOf(t.db, listing)).filter((node) => node.type === 'Sort')).toEqual([]);
  });
});
