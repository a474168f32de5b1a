import type { Db } from '../../db/database.js';
import { requestsWithoutDueTime, setDueTimes } from './inbox-queries.js';
import { answerDueAt } from './working-days.js';

const BATCH = 1000;

/**
 * Stores the due time of the requests written before it was stored (decisions/0144), a batch at a time, at
 * start: the Italian calendar (Easter, the national holidays) is the server's, not SQL's. Several instances
 * starting together write the same times. Returns how many it filled.
 */
export async function fillDueTimes(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await requestsWithoutDueTime(db, BATCH);
    if (rows.length === 0) return filled;
    await setDueTimes(
      db,
      rows.map(({ id, createdAt }) => ({ id, dueAt: answerDueAt(createdAt) })),
    );
    filled += rows.length;
  }
}
