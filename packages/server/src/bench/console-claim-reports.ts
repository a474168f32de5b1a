import { DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import type { openPostgres } from '../db/database.js';
import { selectRows } from '../db/database.js';
import { claimReportsOf, type DeskFilter, deskPagePlan } from '../modules/claim-reports/index.js';
import { systemClock } from '../shared/clock.js';

/**
 * The console's list of claim reports at the desk (issue 34 item 7, docs/decisions/0142), written straight
 * into the table and timed with each filter: `count` reports sent over ten years, each event up to 30 days
 * before its sending (event dates follow the list's order, as in life: the planner's trap), one in twenty a
 * draft (never listed), the rest sent (two in five) or linked to a claim; of those sent, three in ten taken in
 * charge and four in ten closed; half assigned to one of five staff accounts; three in five a CAI; one in fifty
 * with the client's messages waiting for the branch. Written in
 * the order they were sent, as the table grows in life.
 */

type Database = ReturnType<typeof openPostgres>['db'];

/** The staff accounts reports are assigned to (made here: Staff, in the configured application). */
const DESK_STAFF = Array.from({ length: 5 }, (_, n) => `3100000${n}`);

export async function writeClaimReports(db: Database, count: number): Promise<void> {
  const applicationId = DEFAULT_APPLICATION_ID;
  await db.execute(sql`insert into users (user_code, email, password_hash, enabled)
    select code, 'desk' || code || '@agenzia.example', null, true
    from unnest(${`{${DESK_STAFF.join(',')}}`}::text[]) code`);
  await db.execute(sql`insert into user_roles (user_id, application_id, role)
    select id, ${applicationId}, 'Staff' from users where user_code like '3100000%'`);
  await db.execute(sql`insert into claim_reports (user_id, client_id, dossier_id, numero_polizza, prodotto,
      kind, state, event_date, data, created_at, updated_at, sent_at, feed_seq, assignee_id, taken_at,
      taken_by, closed_at, closed_by, close_reason, client_wrote_at)
    select u.id, u.client_id, d.id, d.numero_polizza, d.prodotto,
      case when s.n % 5 < 3 then 'motor' else 'damage' end,
      case when s.n % 20 = 0 then 'draft' when s.n % 5 < 2 then 'sent' else 'linked' end,
      (s.at - (s.n % 30) * interval '1 day')::date,
      case when s.n % 5 < 3 then '{"kind":"motor"}'::jsonb else '{"kind":"damage"}'::jsonb end,
      s.at, s.at,
      case when s.n % 20 = 0 then null else s.at end,
      case when s.n % 20 = 0 then null else s.n end,
      case when s.n % 2 = 0 then (select min(id) from users where user_code like '3100000%') + s.n % 5 end,
      case when s.n % 20 <> 0 and s.n % 10 between 3 and 5 then s.at + interval '1 day' end,
      case when s.n % 20 <> 0 and s.n % 10 between 3 and 5 then '31000000' end,
      case when s.n % 20 <> 0 and s.n % 10 >= 6 then s.at + interval '30 days' end,
      case when s.n % 20 <> 0 and s.n % 10 >= 6 then '31000001' end,
      case when s.n % 20 <> 0 and s.n % 10 >= 6 then 'Sinistro liquidato' end,
      case when s.n % 20 <> 0 and s.n % 50 = 7 then s.at + interval '2 days' end
    from (select n, now() - interval '3650 days' + n * (interval '3650 days' / ${count}) as at,
            (select min(id) from users where client_id is not null)
              + (n::bigint * 104729) % (select count(*) from users where client_id is not null) as user_id
          from generate_series(1, ${count}) n) s
    join users u on u.id = s.user_id
    join lateral (select * from dossiers where client_id = u.client_id limit 1) d on true
    order by s.n`);
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** A month of event dates five years ago, the last month, a year six years ago. */
const MONTH = [day(5 * 365 + 30), day(5 * 365)] as const;
const RECENT = [day(30), day(0)] as const;
const YEAR = [day(7 * 365), day(6 * 365)] as const;

/** The lists to time (name, page, run answering its rows), and the plans of the filtered first pages. */
export async function claimReportLists(db: Database, count: number) {
  // Only the desk's list is called: the other parts are never reached.
  const parts = { db, clock: systemClock, config: { APPLICATION_ID: DEFAULT_APPLICATION_ID } };
  const { desk } = claimReportsOf(parts as unknown as Parameters<typeof claimReportsOf>[0]);
  const [me] = await selectRows<{ id: number }>(
    db,
    sql`select id from users where user_code = ${DESK_STAFF[0] ?? ''}`,
  );
  const actor = { userId: me?.id ?? 0, userCode: DESK_STAFF[0] ?? '' };
  const deep = Math.floor(count / 2);
  const page = (filter: Parameters<typeof desk.inbox>[1], after?: number) => async () =>
    (await desk.inbox(actor, { ...filter, ...(after ? { after } : {}), limit: 50 })).reports.length;
  const lists: [string, string, () => Promise<number>][] = [
    ['claim reports', 'first', page({})],
    ['claim reports', `after ${deep}`, page({}, deep)],
    ['claim reports, taken in charge', 'first', page({ status: 'taken' })],
    ['claim reports, taken in charge', `after ${deep}`, page({ status: 'taken' }, deep)],
    ['claim reports, sent (not taken)', 'first', page({ status: 'sent' })],
    ['claim reports, assigned to me', 'first', page({ assignee: 'me' })],
    ['claim reports, assigned to me', `after ${deep}`, page({ assignee: 'me' }, deep)],
    ['claim reports, unassigned', 'first', page({ assignee: 'none' })],
    ['claim reports, damage', 'first', page({ kind: 'damage' })],
    ['claim reports, the client wrote', 'first', page({ awaitingBranch: true })],
    ['claim reports, the client wrote', `after ${deep}`, page({ awaitingBranch: true }, deep)],
    ['claim reports, a month of events five years ago', 'first', page({ from: MONTH[0], to: MONTH[1] })],
    ['claim reports, the last month of events', 'first', page({ from: RECENT[0], to: RECENT[1] })],
    [
      'claim reports, closed, a colleague, CAI, a year',
      'first',
      page({
        status: 'closed',
        assignee: DESK_STAFF[1],
        kind: 'motor',
        from: YEAR[0],
        to: YEAR[1],
      }),
    ],
  ];
  return { lists, explain: () => explainFilters(db, actor.userId) };
}

/** The plan of each filter's first page, the list's own query: which index each one walks. */
async function explainFilters(db: Database, assigneeId: number) {
  const filters: [string, DeskFilter][] = [
    ['every report sent', {}],
    ['taken in charge', { status: 'taken' }],
    ['assigned to me', { assigneeId }],
    ['unassigned', { assigneeId: null }],
    ['damage', { kind: 'damage' }],
    ['the client wrote', { awaitingBranch: true }],
    ['a month of events five years ago', { from: MONTH[0], to: MONTH[1] }],
  ];
  const plans: string[] = [];
  for (const [name, filter] of filters) {
    const plan = await deskPagePlan(db, filter);
    plans.push(`${name}:\n${plan.map((line) => `    ${line}`).join('\n')}`);
  }
  return plans.join('\n');
}
