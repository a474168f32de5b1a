import type { DeliveryState } from '@area-clienti/contract';
import type { JobCursor, JobRow, Jobs, Worker } from '../jobs/jobs.js';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable queue of e-mail and SMS (tests drain it; the admin routes list and resend failures). */
    deliveries: DeliveryQueue;
  }
}

const EMAIL = 'email';
const SMS = 'sms';
/** The bulk lane of e-mail: invitations in bulk, an import's notices (decisions/0155). */
const EMAIL_BULK = 'email-bulk';
/** The delivery channels, as the agency lists them and the metrics count them. */
export const CHANNELS = [EMAIL, SMS] as const;
type Channel = (typeof CHANNELS)[number];
/** The delivery queues (their failed jobs are the failed deliveries): e-mail has two lanes. */
const QUEUES = [EMAIL, EMAIL_BULK, SMS] as const;
type Queue = (typeof QUEUES)[number];
/** The channel of a delivery queue. */
const channelOf = (queue: string): Channel => (queue === SMS ? SMS : EMAIL);
/** The queues of a channel. */
export const queuesOf = (channel: Channel): readonly string[] =>
  channel === SMS ? [SMS] : [EMAIL, EMAIL_BULK];

/**
 * How each lane is worked: a code's lane (every message someone waits for) fetches a few at once and looks
 * again every quarter second, or at once when a message is queued here outside a transaction; the bulk lane
 * takes batches for the SMTP pool's connections, which send them at the provider's rate (smtp.ts).
 */
const LANE_POLLING_MS = { codes: 250, bulk: 1_000 } as const;
const CODES_BATCH = 5;

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
  mailer: Mailer;
  sms: SmsSender;
  log: DeliveryLog;
  /** The bulk lane's sender (a pool of SMTP connections at a rate); none: `mailer`'s. */
  bulkMailer?: Mailer;
  /** Bulk e-mails fetched at once (the pool's connections times a few); 20 when not given. */
  bulkBatch?: number;
  /** What a delivered message's receipt records (a contact request marked sent). */
  onDelivered?: (receipt: DeliveryReceipt) => Promise<void>;
}

/** A message of the queue as the agency lists it (no text: codes are in it). */
export interface FailedDelivery {
  id: string;
  channel: Channel;
  state: DeliveryState;
  to: string;
  subject: string | null;
  cause: string | null;
  tries: number;
  queuedAt: string;
  failedAt: string | null;
  nextTryAt: string | null;
}

/** A page of the failing messages, and the cursor of the next one (null on the last). */
export interface DeliveryPage {
  deliveries: FailedDelivery[];
  next: string | null;
}

/** A job's failure as pg-boss stores it: our cause, never the recipient or the text. */
const failure = (cause: DeliveryCause | 'error', message: string) => new Error(`${cause}: ${message}`);

/**
 * Every e-mail and SMS goes through this durable queue in PostgreSQL (pg-boss): queued in the transaction
 * that causes it, sent by a worker, retried with backoff, listed and resent by the agency when every try
 * failed (docs/decisions/0044). The same database as the data, embedded or server.
 */
export class DeliveryQueue implements Deliveries {
  private readonly workers = new Map<Queue, Worker>();

  private constructor(
    private readonly jobs: Jobs,
    private readonly deps: QueueDeps,
  ) {}

  /** The delivery queues on the server's jobs (jobs/), without working them: see `work`. */
  static async on(jobs: Jobs, deps: QueueDeps): Promise<DeliveryQueue> {
    for (const queue of QUEUES) await jobs.define(queue, RETRY_POLICY);
    return new DeliveryQueue(jobs, deps);
  }

  async email(email: OutgoingEmail, { db, receipt, lane }: EnqueueOptions = {}): Promise<void> {
    const job: EmailJob = receipt ? { email, receipt } : { email };
    await this.queue(lane === 'bulk' ? EMAIL_BULK : EMAIL, job, db);
  }

  async sms(to: string, text: string, { db }: EnqueueOptions = {}): Promise<void> {
    const job: SmsJob = { to, text };
    await this.queue(SMS, job, db);
  }

  private async queue(queue: Queue, job: EmailJob | SmsJob, db: EnqueueOptions['db']): Promise<void> {
    await this.jobs.send(queue, job, db);
    // Outside a transaction it can be fetched now; in one, after the commit: the next poll.
    if (!db) this.workers.get(queue)?.wake();
  }

  /** Workers that send what is queued (the server process): each lane its own, so bulk never delays a code. */
  work(): void {
    for (const queue of QUEUES) {
      const bulk = queue === EMAIL_BULK;
      const worker = this.jobs.work<EmailJob | SmsJob>(
        queue,
        (job) => this.deliver(queue, job.id, job.data),
        {
          batchSize: bulk ? (this.deps.bulkBatch ?? 20) : CODES_BATCH,
          pollingMs: bulk ? LANE_POLLING_MS.bulk : LANE_POLLING_MS.codes,
        },
      );
      this.workers.set(queue, worker);
    }
  }

  /**
   * Sends, now, every message that is due (tests, and a command line tool that has no worker). The same
   * path as a worker: fetched, delivered, completed or failed for a later try.
   */
  async drain(): Promise<void> {
    for (const queue of QUEUES) {
      await this.jobs.drain<EmailJob | SmsJob>(queue, (job) => this.deliver(queue, job.id, job.data));
    }
  }

  /** Hands one message to its transport; a failure is logged with its cause and thrown for a later try. */
  private async deliver(queue: Queue, jobId: string, data: EmailJob | SmsJob): Promise<void> {
    const { mailer, bulkMailer, sms, log, onDelivered } = this.deps;
    const channel = channelOf(queue);
    try {
      if (channel === EMAIL) {
        const { email, receipt } = data as EmailJob;
        await (queue === EMAIL_BULK ? (bulkMailer ?? mailer) : mailer).send(email);
        if (receipt) await onDelivered?.(receipt);
      } else {
        const { to, text } = data as SmsJob;
        await sms.send(to, text);
      }
    } catch (error) {
      const cause = error instanceof DeliveryError ? error.kind : 'error';
      const message = error instanceof DeliveryError ? error.message : 'the message could not be handed over';
      log.warn(
        { channel, queue, job: jobId, cause, reason: message },
        'delivery failed: it will be tried again',
      );
      throw failure(cause, message);
    }
  }

  /**
   * The messages failing: every try failed, or a try failed and another will come (from the first failure,
   * not hours later), newest first, a page at a time: `after` is the previous page's `next`.
   */
  async failing(page: { after?: string; limit: number }): Promise<DeliveryPage> {
    const rows = await this.jobs.failing(QUEUES, {
      ...(page.after ? { after: cursorOf(page.after) } : {}),
      limit: page.limit + 1,
    });
    const shown = rows.slice(0, page.limit);
    const last = shown.at(-1);
    return {
      deliveries: shown.map(toDelivery),
      next: rows.length > page.limit && last ? `${new Date(last.created_on).toISOString()}|${last.id}` : null,
    };
  }

  /** The messages to these e-mail addresses and numbers that the queue holds (a client's), newest first. */
  async sentTo(to: { emails: readonly string[]; phones: readonly string[] }, limit = 50) {
    if (to.emails.length + to.phones.length === 0) return [];
    return (await this.jobs.sentTo(QUEUES, to, limit)).map(toDelivery);
  }

  /** Of the messages that carry these receipts, the ids whose every try failed (a contact request's e-mail). */
  async failedReceipts(kind: DeliveryReceipt['kind'], ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    return new Set(await this.jobs.failedReceipts([EMAIL, EMAIL_BULK], kind, ids));
  }

  /** Sends again: a failed message back in the queue, or one waiting for its next try now (decisions/0108). */
  resend(id: string): Promise<boolean> {
    return this.jobs.retryFailed(id);
  }
}

/** A page's cursor, `<created>|<id>` (the contract checked its form). */
function cursorOf(after: string): JobCursor {
  const [createdOn = '', id = ''] = after.split('|');
  return { createdOn, id };
}

const STATE_OF: Record<JobRow['state'], DeliveryState> = {
  created: 'queued',
  retry: 'retrying',
  active: 'retrying',
  completed: 'sent',
  failed: 'failed',
};

const iso = (time: Date | null) => (time ? new Date(time).toISOString() : null);

function toDelivery(row: JobRow): FailedDelivery {
  const data = row.data as EmailJob | SmsJob;
  const email = 'email' in data ? data.email : undefined;
  const state = row.state === 'active' && row.retry_count === 0 ? 'queued' : STATE_OF[row.state];
  // pg-boss counts a try when it fetches the job: one waiting for its next try has made retry_count + 1.
  const tries = row.state === 'created' ? 0 : row.retry_count + 1;
  return {
    id: row.id,
    channel: channelOf(row.name),
    state,
    to: maskRecipient(email ? email.to : (data as SmsJob).to),
    subject: email?.subject ?? null,
    cause: row.output?.message ? (row.output.message.split(':')[0] ?? 'error') : null,
    tries,
    queuedAt: new Date(row.created_on).toISOString(),
    failedAt: state === 'failed' || state === 'sent' ? iso(row.completed_on) : null,
    nextTryAt: state === 'queued' || state === 'retrying' ? iso(row.start_after) : null,
  };
}
