// What a module declares of its background work (decisions/0162), as it declares its routes: the queues it
// owns (its front door's `queues`, read before the parts exist, since the parts hand out their senders) and,
// from the parts, what works them (`jobs(parts)`). registrar.ts defines, works and drains them; a module
// touches no pg-boss and no Jobs instance.
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { RetryPolicy } from './jobs.js';

/** Queues one job; given a transaction, in it, so the job stands or falls with what caused it. */
export type Send<Data> = (data: Data, tx?: Db) => Promise<void>;

/** A queue a module owns: its name, how its jobs are tried, and what the other parts are handed to fill it. */
export interface QueueOf<Data, Sender> {
  readonly name: string;
  readonly retry: RetryPolicy;
  /** Defined, worked and its sender handed out only when this holds (a webhook's URL set); always without it. */
  readonly when?: (config: Config) => boolean;
  /** The sender in the module's own shape (`announceSent(reportId, tx)`), over the queue's `send`. */
  readonly sender: (send: Send<Data>) => Sender;
}

/** A front door's queues, each under the name its sender has in the parts. */
export type QueueTable = Readonly<Record<string, QueueOf<unknown, unknown>>>;

/** A queue's handler, as `jobs(parts)` gives it: the registrar works it (the server) or drains it (tests). */
export interface QueueHandler {
  readonly queue: QueueOf<unknown, unknown>;
  /** The job's data typed by its queue; the registrar never sees it. */
  readonly run: (data: unknown) => Promise<void>;
}

/** The process's log, as the parts hand it to a module's jobs (what they did, what failed). */
export interface JobLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** What runs at the top of every hour on one instance. */
export interface Hourly {
  readonly name: string;
  readonly run: () => Promise<void>;
}

/** A module's background work: none of it runs in a process that does not `work` (the tests drain). */
export interface ModuleJobs {
  readonly queues?: readonly QueueHandler[];
  readonly hourly?: readonly Hourly[];
  /** Started once with the work, before the app serves; what it answers is called when the app closes. */
  readonly start?: () => Promise<void | (() => Promise<void>)>;
}

/** The queue `queue`'s handler, its data typed by the queue. */
export const handlerOf = <Data>(
  queue: QueueOf<Data, unknown>,
  handle: (data: Data) => Promise<void>,
): QueueHandler => ({
  queue,
  // The data is what this queue's sender sent (`Send<Data>`), read back from the database.
  run: (data) => handle(data as Data),
});
