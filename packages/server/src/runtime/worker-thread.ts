import { constants, setPriority } from 'node:os';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ResourceLimits, type Transferable, Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the module `name` beside `base` (an import.meta.url) in a worker thread. Built, it is a .js file
 * node runs as it is; from source (tsx, vitest, the command line) it is TypeScript, which the worker
 * compiles through tsx (tsx-worker.mjs), reading the workspace's sources as the process that starts it.
 */
export function startWorker(base: string, name: string, options: WorkerOptions = {}): Worker {
  const extension = extname(fileURLToPath(base));
  const url = new URL(`./${name}${extension}`, base);
  if (extension !== '.ts') return new Worker(url, options);
  return new Worker(new URL('./tsx-worker.mjs', import.meta.url), {
    ...options,
    execArgv: ['--conditions=source'],
    // The module's own data goes along: from source the first start's initdb ran without its folder.
    workerData: { ...(options.workerData as object | undefined), tsxWorkerModule: url.href },
  });
}

/**
 * Puts the calling worker thread at the lowest priority (Linux schedules threads one by one), as the
 * import's and the claim report's checking threads run (decisions/0081): the event loop comes first.
 */
export function lowerThisThreadPriority(): void {
  if (process.platform !== 'linux') return;
  try {
    setPriority(0, constants.priority.PRIORITY_LOW);
  } catch {
    // A container without the right to change it: the thread works at the priority it has.
  }
}

/** How `runWorkerOnce` runs its thread, and what it answers when the thread gives no answer. */
export interface OnceOptions<T> {
  resourceLimits: ResourceLimits;
  timeoutMs: number;
  failed: T;
  transfer?: readonly Transferable[];
  /** Drop what the thread prints: a decoder's own complaints about a bad file are not the server's log. */
  quiet?: boolean;
}

/**
 * Runs one piece of work in a worker thread of its own (the module `name` beside `base`, an
 * import.meta.url): sends it `message`, answers the one message it sends back, or `failed` when the
 * thread crashes, runs out of its memory or takes longer than `timeoutMs`. The thread is ended either
 * way, and what it held goes with it (a WebAssembly decoder's memory never shrinks while its thread
 * lives). For work in plain JavaScript or WebAssembly on one file, which would hold the event loop: a
 * PDF's parse (shared/pdf-thread.ts), a HEIC's decoding (claim-report-files).
 */
export function runWorkerOnce<T>(
  base: string,
  name: string,
  message: unknown,
  options: OnceOptions<T>,
): Promise<T> {
  const worker = startWorker(base, name, {
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
