import { compactIban } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { listDossiersOfClient } from '../dossiers/index.js';
import { addressesOfClient, clientRecord } from '../profile/index.js';
import { type OwnDataChangeRow, openChanges, setFeedValue, settleChange } from './queries.js';
import { addressValue, agencyAddress, parseAddress, sameAddress, sameEmail } from './values.js';

/**
 * What wins when the agency's feed disagrees with a change the client made (docs/decisions/0145), run by
 * the import in its transaction, after the merge: a pending change is never overwritten. The feed carries
 * the client's value → the change is settled; it does not → the change stays pending (the client keeps
 * seeing theirs) and the feed's value is kept beside it, for the console's page of the client.
 * The feed's first address is the residence, its second the postal address (docs/import.md).
 */
export async function settleAgainstFeed(tx: Db): Promise<{ settled: number; differing: number }> {
  let settled = 0;
  let differing = 0;
  for (const change of await openChanges(tx)) {
    if (change.kind === 'paperless') continue;
    const feed = await feedValueOf(tx, change);
    if (feed.same) {
      await settleChange(tx, change.id);
      settled++;
    } else {
      if (feed.value !== change.feedValue) await setFeedValue(tx, change.id, feed.value);
      differing++;
    }
  }
  return { settled, differing };
}

async function feedValueOf(
  tx: Db,
  change: OwnDataChangeRow,
): Promise<{ same: boolean; value: string | null }> {
  if (change.kind === 'email') {
    const email = (await clientRecord(tx, change.clientId))?.email ?? null;
    return { same: sameEmail(email, change.value), value: email };
  }
  if (change.kind === 'iban') {
    const ibans = (await listDossiersOfClient(tx, change.clientId)).map((d) => compactIban(d.iban ?? ''));
    return { same: ibans.includes(change.value), value: null };
  }
  const addresses = await addressesOfClient(tx, change.clientId);
  const agency = agencyAddress(addresses[change.kind === 'residenza' ? 0 : 1]);
  return {
    same: sameAddress(agency, parseAddress(change.value)),
    value: agency ? addressValue(agency) : null,
  };
}
