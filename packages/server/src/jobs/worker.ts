import type { JobsLog } from './jobs.js';

/**
 * One queue's loop: `round` fetches and handles a batch and answers how many jobs it had; the loop goes
 * round again at once while there were some, else after `pollingMs`, or sooner when woken.
 */
export class Worker {
  private stopping = false;
  private done: Promise<void> = Promise.resolve();
  private wakeUp: (() => void) | null = null;
  private woken = false;

  constructor(
    private readonly round: () => Promise<number>,
    private readonly pollingMs: number,
  ) {}

  start(log: JobsLog): void {
    this.done = this.loop(log);
  }

  /** Looks for jobs now (one was just queued here) instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Ends the loop after the batch in hand. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.done;
  }

  private async loop(log: JobsLog): Promise<void> {
    while (!this.stopping) {
      let handled = 0;
      this.woken = false;
      try {
        handled = await this.round();
      } catch (error) {
        log.error({ err: { message: (error as Error).message } }, 'job queue error');
      }
      if (handled > 0 || this.stopping || this.woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollingMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }
}
