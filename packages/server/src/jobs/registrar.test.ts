import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, selectRows } from '../db/database.js';
import { useTestApp } from '../test/harness.js';
import { handlerOf, type ModuleJobs, type QueueOf } from './declare.js';
import { Jobs } from './jobs.js';
import { ModuleQueues } from './registrar.js';

// How a module's front door declares its queues and jobs, and what the registrar makes of them
// (decisions/0162): the same path app.ts takes for every module, here with front doors of the test's own.
const t = useTestApp({ seed: false });
const quiet = { error: () => {} };
let jobs: Jobs;
beforeAll(async () => {
  jobs = await Jobs.open(t.db, quiet);
});
afterAll(() => jobs.stop());

type Announce = (itemId: number, tx: Db) => Promise<void>;
const always: QueueOf<{ itemId: number }, Announce> = {
  name: 'registrar-test-always',
  retry: { retryLimit: 0, retryDelay: 1 },
  sender: (send) => (itemId, tx) => send({ itemId }, tx),
};
const hooked: QueueOf<{ itemId: number }, Announce> = {
  ...always,
  name: 'registrar-test-hooked',
  when: (config) => config.CLAIM_REPORT_WEBHOOK_URL !== undefined,
};
const queueExists = async (name: string) =>
  (await selectRows(t.db, sql`select 1 from pgboss.queue where name = ${name}`)).length === 1;

describe('the modules’ queues and jobs', () => {
  it('defines the queues the configuration has, hands out their senders, drains each by its handler', async () => {
    const door = { queues: { announceItem: always, announceHooked: hooked } };
    const queues = await ModuleQueues.define(jobs, t.config, [door] as const);
    expect(Object.keys(queues.senders)).toEqual(['announceItem']);
    const announce = queues.senders.announceItem ?? (() => Promise.reject(new Error('no sender')));
    expect(await queueExists(always.name)).toBe(true);
    expect(await queueExists(hooked.name)).toBe(false);

    const handled: number[] = [];
    await queues.register(
      [{ queues: [handlerOf(always, async ({ itemId }) => void handled.push(itemId))] }, undefined],
      false,
    );
    // Sent in a transaction that rolls back: the job goes with it.
    await t.db
      .transaction(async (tx) => {
        await announce(1, tx);
        throw new Error('the cause failed');
      })
      .catch(() => undefined);
    await t.db.transaction((tx) => announce(2, tx));
    await queues.send(always, { itemId: 3 });
    // Nothing works the queue without `work`: the jobs wait until drained.
    expect(handled).toEqual([]);
    await queues.drain(always);
    expect(handled.sort()).toEqual([2, 3]);
  });

  it('refuses a queue declared twice, and a handler of a queue no front door declares', async () => {
    await expect(
      ModuleQueues.define(jobs, t.config, [
        { queues: { announceItem: always } },
        { queues: { other: always } },
      ]),
    ).rejects.toThrow('queue declared twice: other');
    const queues = await ModuleQueues.define(jobs, t.config, [{ queues: { announceItem: always } }]);
    await expect(queues.register([{ queues: [handlerOf(hooked, async () => {})] }], false)).rejects.toThrow(
      `queue handled but in no front door's queues: ${hooked.name}`,
    );
  });

  it('with `work`, runs the starts, works the queues and schedules the hourly tasks; stop ends the starts', async () => {
    const queues = await ModuleQueues.define(jobs, t.config, [{ queues: { announceItem: always } }]);
    const handled: number[] = [];
    let stopped = false;
    const module: ModuleJobs = {
      queues: [handlerOf(always, async ({ itemId }) => void handled.push(itemId))],
      hourly: [{ name: 'registrar-test-hourly', run: async () => {} }],
      start: async () => async () => {
        stopped = true;
      },
    };
    await queues.register([module], true);
    await queues.send(always, { itemId: 4 });
    await expect.poll(() => handled, { timeout: 10_000 }).toEqual([4]);
    const schedules = await selectRows(t.db, sql`select name, cron from pgboss.schedule`);
    expect(schedules).toContainEqual({ name: 'registrar-test-hourly', cron: '0 * * * *' });
    expect(stopped).toBe(false);
    await queues.stop();
    expect(stopped).toBe(true);
  });
});
