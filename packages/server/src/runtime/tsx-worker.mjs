// The entry of a worker thread started from TypeScript sources (worker-thread.ts): compiles them through
// tsx, as the process that starts it does, then runs the module it was given.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.tsxWorkerModule);
