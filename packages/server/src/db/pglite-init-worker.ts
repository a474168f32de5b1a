import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/**
 * Creates an embedded database in an empty folder (PGlite runs initdb) and closes it, in a worker thread
 * that then ends: initdb's WebAssembly memory (about 450 MB) goes with the thread instead of staying in
 * the server for its whole life (database.ts).
 */
const created = await PGlite.create({ dataDir: (workerData as { dataDir: string }).dataDir });
await created.close();
parentPort?.postMessage('created');
