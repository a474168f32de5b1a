import { GLANCE_WINDOW_DAYS } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { addDays, type IsoDay } from '../../shared/clock.js';
import { recentClaimsOfClient } from '../claims/index.js';
import { glanceDossiersOfClient, glanceMovimentiOfClient } from '../dossiers/index.js';
import type { GlanceInput } from './rules.js';

/** What the at-a-glance rules and the calendar read of a client: three indexed reads. */
export async function glanceInputOf(db: Db, clientId: number | null, today: IsoDay): Promise<GlanceInput> {
  // A staff account has no client: nothing to show, and nothing of anyone else's.
  if (clientId === null) return { today, dossiers: [], movimenti: [], claims: [] };
  const [dossiers, movimenti, claims] = await Promise.all([
    glanceDossiersOfClient(db, clientId),
    glanceMovimentiOfClient(db, clientId),
    recentClaimsOfClient(db, clientId, addDays(today, -GLANCE_WINDOW_DAYS)),
  ]);
  return { today, dossiers, movimenti, claims };
}
