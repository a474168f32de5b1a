import { type OnceOptions, runWorkerOnce } from '../../runtime/worker-thread.js';

/** Runs one check in a worker thread of its own, the module `name` beside this one (runWorkerOnce). */
export const runInThread = <T>(name: string, message: unknown, options: OnceOptions<T>): Promise<T> =>
  runWorkerOnce(import.meta.url, name, message, options);

/** At most `size` pieces of work at once; the others wait their turn, first come first served. */
export class Slots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}
