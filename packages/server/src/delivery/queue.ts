import PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';
import { maskRecipient } from './outbox.js';
import {
  type Deliveries,
  type DeliveryCause,
  DeliveryError,
  type DeliveryReceipt,
  type EnqueueOptions,
  type Mailer,
  type OutgoingEmail,
  type SmsSender,
} from './ports.js';
import { bossDbOf, failedJobs, failedReceiptIds, QUEUE_SCHEMA, queueOfFailedJob } from './queue-queries.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable queue of e-mail and SMS (tests drain it; the admin routes list and resend failures). */
    deliveries: DeliveryQueue;
  }
}

const EMAIL = 'email';
const SMS = 'sms';
const CHANNELS = [EMAIL, SMS] as const;
type Channel = (typeof CHANNELS)[number];

/**
 * Tries of a message: the first, then 9 more after 30 s, 1, 2, 4 … minutes (doubling): about 8 hours in
 * all, across a night of SMTP maintenance. A try that hangs, or whose process was killed, is given up after
 * a minute (a hand-over takes at most about 50 s: smtp.ts and sms-gateway.ts bound it) and tried again.
 */
const RETRY_POLICY = { retryLimit: 9, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 };

type EmailJob = { email: OutgoingEmail; receipt?: DeliveryReceipt };
type SmsJob = { to: string; text: string };

export interface DeliveryLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface QueueDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  log: DeliveryLog;
  /** What a delivered message's receipt records (a contact request marked sent). */
  onDelivered?: (receipt: DeliveryReceipt) => Promise<void>;
}

/** A message that did not leave after every try, as the agency lists it (no text: codes are in it). */
export interface FailedDelivery {
  id: string;
  channel: Channel;
  to: string;
  subject: string | null;
  cause: string;
  tries: number;
  queuedAt: string;
  failedAt: string | null;
}

/** A job's failure as pg-boss stores it: our cause, never the recipient or the text. */
const failure = (cause: DeliveryCause | 'error', message: string) => new Error(`${cause}: ${message}`);

/**
 * Every e-mail and SMS goes through this durable queue in PostgreSQL (pg-boss): queued in the transaction
 * that causes it, sent by a worker, retried with backoff, listed and resent by the agency when every try
 * failed (docs/decisions/0044). The same database as the data, embedded or server.
 */
export class DeliveryQueue implements Deliveries {
  private constructor(
    private readonly boss: PgBoss,
    private readonly deps: QueueDeps,
  ) {}

  /** Opens the queue on the database (migrating its schema), without working it: see `work`. */
  static async open(deps: QueueDeps, options: { schedule?: boolean } = {}): Promise<DeliveryQueue> {
    const boss = new PgBoss({
      db: bossDbOf(deps.db),
      schema: QUEUE_SCHEMA,
      migrate: true,
      // Maintenance (expiring hung tries, archiving) and the clock of scheduled jobs run where work runs.
      supervise: options.schedule === true,
      schedule: options.schedule === true,
      // Expired tries (a process killed mid-send) are noticed within half a minute, not two.
      maintenanceIntervalSeconds: 30,
      // A sent message's text (codes, links) is kept no longer than needed; a failed one stays listable.
      archiveCompletedAfterSeconds: 3_600,
      archiveFailedAfterSeconds: 30 * 86_400,
      deleteAfterDays: 1,
    });
    boss.on('error', (error) => deps.log.error({ err: { message: error.message } }, 'delivery queue error'));
    await boss.start();
    for (const channel of CHANNELS) await boss.createQueue(channel, { name: channel, ...RETRY_POLICY });
    return new DeliveryQueue(boss, deps);
  }

  async email(email: OutgoingEmail, { db, receipt }: EnqueueOptions = {}): Promise<void> {
    const job: EmailJob = receipt ? { email, receipt } : { email };
    await this.boss.send(EMAIL, job, db ? { db: bossDbOf(db) } : {});
  }

  async sms(to: string, text: string, { db }: EnqueueOptions = {}): Promise<void> {
    const job: SmsJob = { to, text };
    await this.boss.send(SMS, job, db ? { db: bossDbOf(db) } : {});
  }

  /** Workers that send what is queued, polling every second (the server process). */
  async work(): Promise<void> {
    await this.boss.work<EmailJob>(EMAIL, { pollingIntervalSeconds: 1 }, async ([job]) => {
      if (job) await this.deliver(EMAIL, job.id, job.data);
    });
    await this.boss.work<SmsJob>(SMS, { pollingIntervalSeconds: 1 }, async ([job]) => {
      if (job) await this.deliver(SMS, job.id, job.data);
    });
  }

  /**
   * Sends, now, every message that is due (tests, and a command line tool that has no worker). The same
   * path as a worker: fetched, delivered, completed or failed for a later try.
   */
  async drain(): Promise<void> {
    for (const channel of CHANNELS) {
      for (;;) {
        const jobs = await this.boss.fetch<EmailJob | SmsJob>(channel, { batchSize: 20 });
        if (jobs.length === 0) break;
        for (const job of jobs) {
          try {
            await this.deliver(channel, job.id, job.data);
            await this.boss.complete(channel, job.id);
          } catch (error) {
            await this.boss.fail(channel, job.id, { message: (error as Error).message });
          }
        }
      }
    }
  }

  /** Hands one message to its transport; a failure is logged with its cause and thrown for a later try. */
  private async deliver(channel: Channel, jobId: string, data: EmailJob | SmsJob): Promise<void> {
    const { mailer, sms, log, onDelivered } = this.deps;
    try {
      if (channel === EMAIL) {
        const { email, receipt } = data as EmailJob;
        await mailer.send(email);
        if (receipt) await onDelivered?.(receipt);
      } else {
        const { to, text } = data as SmsJob;
        await sms.send(to, text);
      }
    } catch (error) {
      const cause = error instanceof DeliveryError ? error.kind : 'error';
      const message = error instanceof DeliveryError ? error.message : 'the message could not be handed over';
      log.warn({ channel, job: jobId, cause, reason: message }, 'delivery failed: it will be tried again');
      throw failure(cause, message);
    }
  }

  /** The messages whose every try failed, newest first. */
  async failed(limit = 100): Promise<FailedDelivery[]> {
    const rows = await failedJobs(this.deps.db, CHANNELS, limit);
    return (rows as FailedRow[]).map(toFailedDelivery);
  }

  /** Of the messages that carry these receipts, the ids whose every try failed (a contact request's e-mail). */
  async failedReceipts(kind: DeliveryReceipt['kind'], ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    return new Set(await failedReceiptIds(this.deps.db, EMAIL, kind, ids));
  }

  /** Puts a failed message back in the queue for new tries; false when there is no such failed message. */
  async resend(id: string): Promise<boolean> {
    const channel = await queueOfFailedJob(this.deps.db, id);
    if (!channel) return false;
    await this.boss.retry(channel, id);
    return true;
  }

  /** Runs `task` at the top of every hour on one instance (the hourly purge of old personal data). */
  async hourly(name: string, task: () => Promise<void>): Promise<void> {
    await this.boss.createQueue(name, { name, retryLimit: 2, retryDelay: 300 });
    await this.boss.schedule(name, '0 * * * *');
    await this.boss.work(name, async () => task());
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
  }
}

type FailedRow = {
  id: string;
  name: Channel;
  data: EmailJob | SmsJob;
  output: { message?: string } | null;
  retry_count: number;
  created_on: Date;
  completed_on: Date | null;
};

function toFailedDelivery(row: FailedRow): FailedDelivery {
  const email = row.name === EMAIL ? (row.data as EmailJob).email : undefined;
  return {
    id: row.id,
    channel: row.name,
    to: maskRecipient(email ? email.to : (row.data as SmsJob).to),
    subject: email?.subject ?? null,
    cause: row.output?.message?.split(':')[0] ?? 'error',
    tries: row.retry_count + 1,
    queuedAt: new Date(row.created_on).toISOString(),
    failedAt: row.completed_on ? new Date(row.completed_on).toISOString() : null,
  };
}
