import type { ResourceLimits, Transferable } from 'node:worker_threads';
import { startWorker } from '../../runtime/worker-thread.js';

/**
 * Runs one check in a worker thread of its own (the module `name` beside this one): sends it `message`,
 * answers the one message it sends back, or `failed` when the thread crashes, runs out of its memory or
 * takes longer than `timeoutMs`. The thread is ended either way, and what it held goes with it (a
 * WebAssembly decoder's memory never shrinks while its thread lives). Used by the PDF and HEIC checks:
 * their work is plain JavaScript or WebAssembly, which would hold the event loop.
 */
export function runInThread<T>(
  name: string,
  message: unknown,
  options: {
    resourceLimits: ResourceLimits;
    timeoutMs: number;
    failed: T;
    transfer?: readonly Transferable[];
    /** Drop what the thread prints: a decoder's own complaints about a bad file are not the server's log. */
    quiet?: boolean;
  },
): Promise<T> {
  const worker = startWorker(import.meta.url, name, {
    resourceLimits: options.resourceLimits,
    stdout: options.quiet === true,
    stderr: options.quiet === true,
  });
  if (options.quiet) {
    worker.stdout.resume();
    worker.stderr.resume();
  }
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(options.failed), options.timeoutMs);
    const done = (answer: T) => {
      clearTimeout(timer);
      resolve(answer);
    };
    worker.once('message', done);
    // Out of memory or a crash of the parser or decoder: the file is what could not be read.
    worker.once('error', () => done(options.failed));
    worker.once('exit', () => done(options.failed));
    worker.postMessage(message, options.transfer);
  }).finally(() => worker.terminate());
}

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
