import type { AuditFilter } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { planNodesOf, recordQueries } from '../../test/query-plans.js';
import { auditLogPage } from './audit-log.js';

// The audit log's filters at scale (docs/performance.md, decisions/0118): a filter that matches few of
// many entries is walked by its index, newest first, not by reading the log backwards to its start.
const t = useTestApp({ seed: false });

describe('the audit log filtered on a long log', () => {
  it('finds the few entries of one client, one staff member or one rare act by their index, newest first', async () => {
    // 20,000 entries of clients' own acts, and among them a few of one client, one staff member and one act.
    await t.db.execute(sql`insert into audit_log (at, actor, action, target)
      select timestamptz '2026-01-01' + n * interval '1 minute',
        case when n % 4000 = 1 then '91000077' else lpad((20000000 + n % 5000)::text, 8, '0') end,
        case when n % 5000 = 3 then 'user.disable' else 'user.second-factor-enable' end,
        case when n % 7000 = 5 then '11000042' else lpad((20000000 + n % 5000)::text, 8, '0') end
      from generate_series(1, 20000) n`);
    await t.db.execute(sql`analyze audit_log`);
    const cases: { filter: AuditFilter; index: string; ats: string[] }[] = [
      {
        filter: { target: '11000042' },
        index: 'audit_log_target_idx',
        ats: ['2026-01-10 17:25', '2026-01-05 20:45', '2026-01-01 00:05'],
      },
      {
        filter: { actor: '91000077' },
        index: 'audit_log_actor_idx',
        ats: [
          '2026-01-12 02:41',
          '2026-01-09 08:01',
          '2026-01-06 13:21',
          '2026-01-03 18:41',
          '2026-01-01 00:01',
        ],
      },
      {
        filter: { action: 'user.disable' },
        index: 'audit_log_action_idx',
        ats: ['2026-01-11 10:03', '2026-01-07 22:43', '2026-01-04 11:23', '2026-01-01 00:03'],
      },
      // A day far back (Rome's: from 23:00 UTC the day before): walked from its end, not from the newest entry.
      {
        filter: { from: '2026-01-02', to: '2026-01-02' },
        index: 'audit_log_at_id_idx',
        ats: ['2026-01-02 22:59', '2026-01-02 22:58', '2026-01-02 22:57'],
      },
    ];
    for (const { filter, index, ats } of cases) {
      let entries: { at: string }[] = [];
      const sent = await recordQueries(t.db, async () => {
        entries = (await auditLogPage(t.db, filter, { limit: 50 })).entries;
      });
      const shown = entries.map((entry) => entry.at.slice(0, 16).replace('T', ' '));
      expect(shown.slice(0, ats.length), JSON.stringify(filter)).toEqual(ats);
      const nodes = await planNodesOf(t.db, sent);
      expect(
        nodes.map((node) => node.index),
        JSON.stringify(filter),
      ).toContain(index);
      expect(
        nodes.filter((node) => node.type === 'Seq Scan'),
        JSON.stringify(filter),
      ).toEqual([]);
      // A range of 1,440 entries is not sorted to find its newest 50: the index gives the order.
      if (filter.from) expect(nodes.filter((node) => node.type === 'Sort')).toEqual([]);
    }
  });

  it('pages a filter by the same index after a cursor, without a row twice', async () => {
    const first = await auditLogPage(t.db, { actor: '91000077' }, { limit: 2 });
    expect(first.next).not.toBeNull();
    let second: Awaited<ReturnType<typeof auditLogPage>> | undefined;
    const sent = await recordQueries(t.db, async () => {
      second = await auditLogPage(t.db, { actor: '91000077' }, { after: first.next ?? '', limit: 2 });
    });
    expect([...first.entries, ...(second?.entries ?? [])].map((entry) => entry.at.slice(0, 10))).toEqual([
      '2026-01-12',
      '2026-01-09',
      '2026-01-06',
      '2026-01-03',
    ]);
    expect((await planNodesOf(t.db, sent)).map((node) => node.index)).toContain('audit_log_actor_idx');
  });
});
