import { constants, setPriority } from 'node:os';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

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
