import type { StaffOwnDataChange } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/errors.js';
import type { StaffScope } from '../../shared/staff-scope.js';
import { accountFactsOfClient } from '../accounts/index.js';
import { insertAudit } from '../audit/index.js';
import { clientIdOfAgencyId } from '../profile/index.js';
import { changeOfClient, changesOfClient } from './queries.js';
import { shownPrevious, toChange } from './values.js';

/**
 * The client's changes for the console's page of a client (my-data's getClientFile): the client's value
 * beside the feed's while they differ (docs/decisions/0145); an IBAN masked, whole with getOwnDataIban.
 */
export async function ownDataChangesOfClient(db: Db, clientId: number): Promise<StaffOwnDataChange[]> {
  return (await changesOfClient(db, clientId)).map((row) => ({
    ...toChange(row),
    previousValue: shownPrevious(row),
    feedValue: row.feedValue,
  }));
}

/**
 * The whole IBAN of a change a client asked for, for the staff member `actor` whose step-up is fresh (the
 * row's `stepUp`), as getClientIban reads a policy's (decisions/0132): audited `client.view-iban`.
 */
export async function readChangeIban(
  deps: { db: Db; clock: Clock },
  actor: string,
  agencyId: string,
  changeId: number,
  scope: StaffScope,
): Promise<{ iban: string | null }> {
  const clientId = await clientIdOfAgencyId(deps.db, agencyId, scope);
  const change = clientId === undefined ? undefined : await changeOfClient(deps.db, clientId, changeId);
  if (change?.kind !== 'iban' || clientId === undefined) throw notFound();
  const facts = await accountFactsOfClient(deps.db, clientId);
  await insertAudit(deps.db, {
    at: deps.clock.now(),
    actor,
    action: 'client.view-iban',
    target: facts?.userCode ?? `client:${agencyId}`,
    detail: { change: String(change.id) },
  });
  return { iban: change.value };
}
