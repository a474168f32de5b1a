import { ApiPath } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from '../../db/schema.js';
import { useTestApp } from '../../test/harness.js';
import { fillDueTimes } from './due-times.js';
import { figuresPlans, inboxPagePlan } from './inbox-queries.js';

/*
 * The inbox's figures on the status page, its due times stored for the requests written before them, and
 * the plans of the filters and figures at 100,000 requests (issue 35 item 1, docs/decisions/0144).
 */

const t = useTestApp();
const MINUTE = 60_000;
const DAY = 86_400_000;
/** Each request's number (docs/decisions/0143): unique, as the service gives them. */
let written = 0;
const nextNumero = () => `R-2000-${String(++written).padStart(6, '0')}`;
const request = {
  source: 'public' as const,
  nome: 'Lucia',
  cognome: 'Bianchi',
  oggetto: '1',
  oggettoTesto: 'Informazioni sui prodotti',
  recipient: 'filiale@agenzia.example',
};

let admin = '';
beforeAll(async () => {
  admin = await t.login('90000001');
});

describe("the status page's figures (getInboxFigures)", () => {
  it('counts the open and late requests, and the first answers of 30 days with their median time', async () => {
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms);
    /** A request received `ago` before now, due a day after, first answered `minutes` after it arrived. */
    const answered = (ago: number, minutes: number) => ({
      ...request,
      numero: nextNumero(),
      stato: 'answered' as const,
      createdAt: at(-ago),
      dueAt: at(-ago + DAY),
      answeredAt: at(-ago + minutes * MINUTE),
      firstAnsweredAt: at(-ago + minutes * MINUTE),
    });
    await t.db.insert(contactRequests).values([
      // Open: two past their due time, one not yet.
      { ...request, numero: nextNumero(), stato: 'new', createdAt: at(-3 * DAY), dueAt: at(-2 * DAY) },
      {
        ...request,
        numero: nextNumero(),
        stato: 'taken',
        takenBy: '90000001',
        createdAt: at(-2 * DAY),
        dueAt: at(-MINUTE),
      },
      {
        ...request,
        numero: nextNumero(),
        stato: 'taken',
        takenBy: '90000001',
        createdAt: at(-MINUTE),
        dueAt: at(DAY),
      },
      // Answered in the last 30 days after 60, 120, 180, 600 minutes and 2000 (past the day promised).
      answered(10 * DAY, 60),
      answered(9 * DAY, 120),
      answered(8 * DAY, 180),
      { ...answered(7 * DAY, 600), stato: 'closed' as const },
      answered(6 * DAY, 2000),
      // Answered 40 days ago: out of the window. Closed unanswered: no answer time.
      answered(40 * DAY, 5),
      { ...request, numero: nextNumero(), stato: 'closed', createdAt: at(-5 * DAY), dueAt: at(-4 * DAY) },
    ]);
    const reply = await t.post(ApiPath.getInboxFigures, {}, admin);
    expect(reply.json()).toEqual({
      status: 'OK',
      open: 3,
      late: 2,
      answered: 5,
      answeredInTime: 4,
      medianMinutesToAnswer: 180,
      days: 30,
    });
  });

  it('answers zeros and no median on an empty inbox', async () => {
    await t.db.delete(contactRequests);
    expect((await t.post(ApiPath.getInboxFigures, {}, admin)).json()).toMatchObject({
      open: 0,
      late: 0,
      answered: 0,
      medianMinutesToAnswer: null,
    });
  });
});

describe('the time of the first answer', () => {
  it('is set by the first answer and kept by the next', async () => {
    const [row] = await t.db
      .insert(contactRequests)
      .values({
        ...request,
        numero: nextNumero(),
        email: 'lucia.bianchi@example.it',
        createdAt: t.clock.now(),
        dueAt: t.clock.now(),
      })
      .returning({ id: contactRequests.id });
    const id = row?.id ?? 0;
    expect((await t.post(ApiPath.takeInboxRequest, { id }, admin)).json().status).toBe('OK');
    const first = t.clock.now();
    const answer = (text: string) => t.post(ApiPath.answerInboxRequest, { id, text }, admin);
    expect((await answer('Le rispondiamo subito.')).json().status).toBe('OK');
    t.clock.advance(20 * MINUTE);
    expect((await answer('Un ultimo chiarimento.')).json().status).toBe('OK');
    const [stored] = await t.db
      .select({ first: contactRequests.firstAnsweredAt, last: contactRequests.answeredAt })
      .from(contactRequests)
      .where(sql`${contactRequests.id} = ${id}`);
    expect(stored?.first).toEqual(first);
    expect(stored?.last).toEqual(t.clock.now());
  });
});

describe('the due time of requests written before it was stored (fillDueTimes)', () => {
  it('stores one Italian working day after arrival, holidays counted, and leaves stored ones alone', async () => {
    const stored = new Date('2030-01-01T00:00:00Z');
    const [eve, other] = await t.db
      .insert(contactRequests)
      .values([
        // Friday 24 December 2027, 18:30 in Rome: due Monday 27 at the same time.
        { ...request, numero: nextNumero(), createdAt: new Date('2027-12-24T17:30:00Z') },
        { ...request, numero: nextNumero(), createdAt: new Date('2027-12-24T17:30:00Z'), dueAt: stored },
      ])
      .returning({ id: contactRequests.id });
    expect(await fillDueTimes(t.db)).toBe(1);
    const rows = await t.db
      .select({ id: contactRequests.id, dueAt: contactRequests.dueAt })
      .from(contactRequests);
    expect(rows.find((row) => row.id === eve?.id)?.dueAt?.toISOString()).toBe('2027-12-27T17:30:00.000Z');
    expect(rows.find((row) => row.id === other?.id)?.dueAt).toEqual(stored);
    expect(await fillDueTimes(t.db)).toBe(0);
  });
});

describe('at 100,000 requests, the filters and the figures read their indexes', () => {
  it('walks the open requests by due time, who took them, and the first answers by time', async () => {
    const now = t.clock.now();
    // Two years of requests, a newcomer's one in 5,000; the last 400 still open (the newest 100 new).
    // Written 10,000 at a time: each statement stays within the test database's time limit.
    for (let from = 1; from <= 100_000; from += 10_000) {
      await t.db.execute(sql`insert into contact_requests (numero, source, nome, cognome, oggetto,
        oggetto_testo, recipient, created_at, due_at, stato, taken_by, answered_at, first_answered_at)
      select 'R-1999-' || lpad(s.n::text, 6, '0'), 'public', 'Lucia', 'Bianchi', '1', 'Informazioni', 'f@agenzia.example', s.at,
        s.at + interval '1 day',
        case when s.n > 99900 then 'new' when s.n > 99600 then 'taken' else 'closed' end,
        case when s.n > 99900 then null when s.n % 5000 = 0 then 'staff-new' else 'staff-' || (s.n % 10) end,
        case when s.n > 99600 then null else s.at + interval '3 hours' end,
        case when s.n > 99600 then null else s.at + interval '3 hours' end
      from (select n, ${now.toISOString()}::timestamptz - interval '730 days'
              + n * (interval '730 days' / 100000) as at
            from generate_series(${from}::int, ${from + 9_999}::int) n) s`);
    }
    await t.db.execute(sql`analyze contact_requests`);
    const plans = {
      late: await inboxPagePlan(t.db, { lateAt: now }),
      lateNew: await inboxPagePlan(t.db, { lateAt: now, state: 'new' }),
      // A colleague's tenth of the requests is found walking the newest first; a newcomer's few by the index.
      mine: await inboxPagePlan(t.db, { takenBy: 'staff-new' }),
      figures: await figuresPlans(t.db, new Date(now.getTime() - 30 * DAY), now),
    };
    // No query reads the whole table: each reads the open requests, a colleague's or a month's answers.
    for (const [name, plan] of Object.entries(plans)) {
      const text = plan.join('\n');
      expect(text, name).not.toMatch(/Seq Scan on contact_requests/);
      const read = plan
        .filter((line) => line.includes(' on contact_requests'))
        .map((line) => Number(/actual rows=(\d+)/.exec(line)?.[1] ?? Number.NaN));
      expect(Math.max(...read), `${name}\n${text}`).toBeLessThanOrEqual(5_000);
    }
    expect(plans.mine.join('\n')).toContain('contact_requests_taken_by_idx');
    expect(plans.figures.join('\n')).toContain('contact_requests_first_answered_idx');
  });
});
