import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { ModuleJobs, QueueHandler, QueueOf, QueueTable } from './declare.js';
import type { Jobs } from './jobs.js';

type SenderOf<Queue> = Queue extends QueueOf<unknown, infer Sender> ? Sender : never;

/**
 * The senders of some front doors' queues, by the names their `queues` give them: each optional, since a
 * queue the configuration lacks (no webhook's URL) hands out none.
 */
export type SendersOf<Doors, Known = unknown> = Doors extends readonly [infer Door, ...infer Rest]
  ? SendersOf<
      Rest,
      Door extends { queues: infer Queues extends QueueTable }
        ? Known & { [Name in keyof Queues]?: SenderOf<Queues[Name]> }
        : Known
    >
  : Known;

/**
 * The modules' queues (decisions/0162): defined in one go before the parts are made, since the parts hand
 * out their senders; then each module's `jobs(parts)` registered, worked by the process that works (the
 * server) and drained on demand by the others (tests).
 */
export class ModuleQueues<Senders> {
  private readonly handlers = new Map<string, QueueHandler>();
  private readonly stops: (() => Promise<void>)[] = [];

  private constructor(
    private readonly jobs: Jobs,
    /** Every queue a front door declares, and those of them this configuration defines. */
    private readonly declared: ReadonlySet<string>,
    private readonly defined: ReadonlySet<string>,
    readonly senders: Senders,
  ) {}

  /** Defines every queue of these front doors that this configuration has, and makes its sender. */
  static async define<const Doors extends readonly object[]>(
    jobs: Jobs,
    config: Config,
    doors: Doors,
  ): Promise<ModuleQueues<SendersOf<Doors>>> {
    const senders: Record<string, unknown> = {};
    const declared = new Set<string>();
    const defined = new Set<string>();
    for (const door of doors) {
      if (!('queues' in door)) continue;
      for (const [name, queue] of Object.entries(door.queues as QueueTable)) {
        // One name in the parts, one queue: a second would silently take the first one's place.
        if (declared.has(queue.name) || name in senders) throw new Error(`queue declared twice: ${name}`);
        declared.add(queue.name);
        if (queue.when && !queue.when(config)) continue;
        await jobs.define(queue.name, queue.retry);
        defined.add(queue.name);
        senders[name] = queue.sender((data, tx) => jobs.send(queue.name, data as object, tx));
      }
    }
    return new ModuleQueues(jobs, declared, defined, senders as SendersOf<Doors>);
  }

  /**
   * Takes every module's jobs. With `work` (the server process) their start tasks run, the queues this
   * configuration defines are worked and the hourly tasks scheduled; without it, nothing runs by itself.
   */
  async register(modules: readonly (ModuleJobs | undefined)[], work: boolean): Promise<void> {
    for (const handler of modules.flatMap((jobs) => jobs?.queues ?? [])) {
      const { name } = handler.queue;
      if (!this.declared.has(name)) throw new Error(`queue handled but in no front door's queues: ${name}`);
      this.handlers.set(name, handler);
    }
    if (!work) return;
    for (const jobs of modules) {
      const stop = await jobs?.start?.();
      if (stop) this.stops.push(stop);
    }
    for (const [name, handler] of this.handlers) {
      if (this.defined.has(name)) this.jobs.work(name, (job) => handler.run(job.data));
    }
    for (const hourly of modules.flatMap((jobs) => jobs?.hourly ?? [])) {
      await this.jobs.hourly(hourly.name, hourly.run);
    }
  }

  /** Runs now, by its module's handler, every job of the queue that is due (tests). */
  drain(queue: QueueOf<unknown, unknown>): Promise<void> {
    const handler = this.handlers.get(queue.name);
    if (!handler) throw new Error(`no module handles the queue ${queue.name}`);
    return this.jobs.drain(queue.name, (job) => handler.run(job.data));
  }

  /** Queues a job as the queue's sender would (tests). */
  send<Data>(queue: QueueOf<Data, unknown>, data: Data, tx?: Db): Promise<void> {
    return this.jobs.send(queue.name, data as object, tx);
  }

  /** Ends what the start tasks started (the app's close). */
  async stop(): Promise<void> {
    for (const stop of this.stops.splice(0)) await stop();
  }
}
