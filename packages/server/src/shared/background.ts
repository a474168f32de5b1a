import type { FastifyBaseLogger } from 'fastify';
import { redactedForLog } from './log-redaction.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started by a request and finished after its reply (tests wait for it with `drain`). */
    backgroundTasks: BackgroundTasks;
  }
}

/**
 * Work a reply must not wait for, because how long it takes would tell the caller something (whether an
 * account exists, in password recovery). Failures are logged; closing the app waits for what is running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  run(what: string, task: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error) => this.log.error({ err: redactedForLog(error), task: what }, 'background task failed'))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves when every task started so far, and any they started, has finished. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
