import PgBoss from 'pg-boss';
import { type Db, whileHoldingLock } from '../db/database.js';
import {
  bossDbOf,
  failedReceiptIds,
  failingJobs,
  type JobCursor,
  type JobRow,
  jobsTo,
  makeJobIndexes,
  QUEUE_SCHEMA,
  QUEUE_SCHEMA_LOCK,
  type QueueDepth,
  queueDepths,
  queueOfFailedJob,
  retryNow,
} from './queries.js';
import { Worker } from './worker.js';

export type { JobCursor, JobRow, QueueDepth } from './queries.js';
export type { Worker } from './worker.js';

/** Where the queue tells of its own failures (a lost connection while polling). */
export interface JobsLog {
  error(fields: Record<string, unknown>, message: string): void;
}

/** How a queue's jobs are tried: how often, how far apart, and when a hung try is given up. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

/** One job as its handler gets it. */
export interface Job<Data> {
  id: string;
  data: Data;
}

/** PostgreSQL's SQLSTATE for a transaction chosen as a deadlock's victim. */
const DEADLOCK_DETECTED = '40P01';
/** How long a stop waits for the batches in hand. */
const STOP_WAIT_MS = 5_000;
/** How many times a queue's creation is tried when it keeps being a deadlock's victim. */
const QUEUE_CREATE_ATTEMPTS = 5;

/**
 * The background work of the server, on pg-boss in the same database as the data (embedded or server):
 * durable queues with retries (the deliveries of delivery/), and hourly schedules that run on one
 * instance (the retention purge). Work that later needs a queue defines one here; nothing else talks to
 * pg-boss.
 */
export class Jobs {
  private readonly workers: Worker[] = [];

  private constructor(
    private readonly boss: PgBoss,
    private readonly db: Db,
    private readonly log: JobsLog,
  ) {}

  /** Opens the queues on the database (migrating their schema); `schedule` makes this process run them. */
  static async open(db: Db, log: JobsLog, options: { schedule?: boolean } = {}): Promise<Jobs> {
    const boss = new PgBoss({
      db: bossDbOf(db),
      schema: QUEUE_SCHEMA,
      migrate: true,
      // Maintenance (expiring hung tries, archiving) and the clock of scheduled jobs run where work runs.
      supervise: options.schedule === true,
      schedule: options.schedule === true,
      // Expired tries (a process killed mid-send) are noticed within half a minute, not two.
      maintenanceIntervalSeconds: 30,
      // A done job's data (a message's codes and links) is kept no longer than needed; a failed one stays listable.
      archiveCompletedAfterSeconds: 3_600,
      archiveFailedAfterSeconds: 30 * 86_400,
      deleteAfterDays: 1,
    });
    boss.on('error', (error) => log.error({ err: { message: error.message } }, 'job queue error'));
    await boss.start();
    // The console's lists of deliveries read pg-boss's tables by our indexes (queries.ts).
    await makeJobIndexes(db);
    return new Jobs(boss, db, log);
  }

  async define(queue: string, policy: RetryPolicy): Promise<void> {
    await this.createQueue(queue, policy);
  }

  /**
   * Creates a queue unless it exists, one instance at a time. pg-boss's createQueue attaches a partition
   * to its job table outside any lock: two instances starting together on an empty database each created
   * a queue at once and one died of `deadlock detected` (3 starts in 3). Under the lock pg-boss itself
   * takes to change its schema, the first creates the queue and the others find it there.
   */
  private async createQueue(name: string, policy: RetryPolicy): Promise<void> {
    // The lock orders the instances' createQueue calls, not an instance's createQueue against another's
    // running maintenance on the same job table: PostgreSQL can still pick it as a deadlock's victim (seen
    // 1 start in 4 in CI, 2026-11-26). The victim's transaction was rolled back whole, so it is tried again,
    // as PostgreSQL's documentation advises for 40P01.
    for (let attempt = 1; ; attempt++) {
      try {
        await whileHoldingLock(this.db, QUEUE_SCHEMA_LOCK, () =>
          this.boss.createQueue(name, { name, ...policy }),
        );
        return;
      } catch (error) {
        const deadlocked = (error as { code?: unknown }).code === DEADLOCK_DETECTED;
        if (!deadlocked || attempt >= QUEUE_CREATE_ATTEMPTS) throw error;
      }
    }
  }

  /** Queues a job; given a transaction, in it, so the job stands or falls with what caused it. */
  async send(queue: string, data: object, db?: Db): Promise<void> {
    await this.boss.send(queue, data, db ? { db: bossDbOf(db) } : {});
  }

  /**
   * Runs the queue's jobs as they come (the server process): up to `batchSize` fetched at once and handled
   * together, each completed or failed on its own; fetched again at once while the queue has jobs, else
   * after `pollingMs` or as soon as `wake` is called. pg-boss's own worker fetched one job and then slept the
   * rest of a second: about one message a second, a code waiting behind every bulk e-mail (decisions/0155).
   */
  work<Data>(
    queue: string,
    handle: (job: Job<Data>) => Promise<void>,
    options: { batchSize: number; pollingMs: number } = { batchSize: 1, pollingMs: 1_000 },
  ): Worker {
    const worker = new Worker(async () => {
      const jobs = await this.boss.fetch<Data>(queue, { batchSize: options.batchSize });
      const handled = await Promise.all(
        jobs.map(async (job) => {
          try {
            await handle(job);
            return job.id;
          } catch (error) {
            await this.boss.fail(queue, job.id, { message: (error as Error).message });
            return null;
          }
        }),
      );
      // The batch's handled jobs completed in one statement.
      const done = handled.filter((id): id is string => id !== null);
      if (done.length > 0) await this.boss.complete(queue, done);
      return jobs.length;
    }, options.pollingMs);
    this.workers.push(worker);
    worker.start(this.log);
    return worker;
  }

  /**
   * Runs, now, every job of the queue that is due (tests, and a command line tool that has no worker):
   * fetched, handled, then completed, or failed for a later try.
   */
  async drain<Data>(queue: string, handle: (job: Job<Data>) => Promise<void>): Promise<void> {
    for (;;) {
      const jobs = await this.boss.fetch<Data>(queue, { batchSize: 20 });
      if (jobs.length === 0) return;
      for (const job of jobs) {
        try {
          await handle(job);
          await this.boss.complete(queue, job.id);
        } catch (error) {
          await this.boss.fail(queue, job.id, { message: (error as Error).message });
        }
      }
    }
  }

  /** The failing jobs of these queues (failed, or waiting for another try), newest first, a page. */
  failing(queues: readonly string[], page: { after?: JobCursor; limit: number }): Promise<JobRow[]> {
    return failingJobs(this.db, queues, page);
  }

  /** The jobs of these queues sent to these addresses, queued, archived or failed, newest first. */
  sentTo(
    queues: readonly string[],
    to: { emails: readonly string[]; phones: readonly string[] },
    limit: number,
  ): Promise<JobRow[]> {
    return jobsTo(this.db, queues, to, limit);
  }

  /** Of the failed jobs of these queues that carry receipts of this kind, the receipts' ids among `ids`. */
  failedReceipts(queues: readonly string[], kind: string, ids: number[]): Promise<number[]> {
    return failedReceiptIds(this.db, queues, kind, ids);
  }

  /** Every queue's jobs waiting, running and failed (the metrics). */
  depths(): Promise<QueueDepth[]> {
    return queueDepths(this.db);
  }

  /**
   * Tries a job again: a failed one back in its queue for new tries, one waiting for its next try due now
   * (the agency fixed the cause and will not wait hours); false when there is no such job.
   */
  async retryFailed(id: string): Promise<boolean> {
    if (await retryNow(this.db, id)) return true;
    const queue = await queueOfFailedJob(this.db, id);
    if (!queue) return false;
    await this.boss.retry(queue, id);
    return true;
  }

  /** Runs `task` at the top of every hour on one instance (the hourly purge of old personal data). */
  async hourly(name: string, task: () => Promise<void>): Promise<void> {
    await this.createQueue(name, { retryLimit: 2, retryDelay: 300 });
    await this.boss.schedule(name, '0 * * * *');
    await this.boss.work(name, async () => task());
  }

  async stop(): Promise<void> {
    // The batches in hand end first (as pg-boss's own stop waits), five seconds at most: a try still
    // running then is given up by its expiry and tried again (RetryPolicy.expireInSeconds).
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.workers.map((worker) => worker.stop())),
      new Promise((resolve) => {
        timer = setTimeout(resolve, STOP_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    await this.boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
  }
}
