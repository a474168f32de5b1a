// The front door of `maintenance`: the purge of what is past its retention.
import type { Db } from '../../db/database.js';
import type { JobLog, ModuleJobs } from '../../jobs/declare.js';
import type { Clock } from '../../shared/clock.js';
import { purgeAndReport } from './retention.js';

/** The purge runs on the queue's clock, once an hour on one instance. */
export const jobs = (parts: { db: Db; clock: Clock; log: JobLog }): ModuleJobs => ({
  hourly: [{ name: 'retention-purge', run: () => purgeAndReport(parts.db, parts.clock.now(), parts.log) }],
});
