import { ApiPath } from '@area-clienti/contract';
import { codiceFiscale, importClientWithPolicy } from './agency-records.js';
import { accountOfClient } from './client-accounts.js';
import type { TestContext } from './harness.js';

/** The branch the own-data tests' clients belong to. */
export const OWN_DATA_BRANCH_EMAIL = 'filiale.dati@example.it';
let n = 0;

/**
 * A client of their own with an address, an e-mail and a branch, and a session fresh for a step-up (the
 * own-data module's tests, issue 35 item 2). `n` is the running number their names and e-mails carry.
 */
export async function ownDataClient(t: TestContext) {
  const serial = ++n;
  const id = `OWN-${serial}`;
  const clientId = await importClientWithPolicy(
    t,
    {
      id,
      codiceFiscale: codiceFiscale(`DTIOWN80A01H${500 + serial}`),
      nome: 'Dora',
      cognome: `Dati ${serial}`,
      email: `record.${serial}@example.it`,
      indirizzi: [{ indirizzo: 'Via Roma 1', comune: 'TORINO', cap: '10121', provincia: 'TO' }],
    },
    { id: `POL-${id}`, numeroPolizza: `OWN${serial}` },
    { id: 'FIL-OWN', name: 'Filiale Dati', bank: 'Banca Test', email: OWN_DATA_BRANCH_EMAIL },
  );
  const account = { ...(await accountOfClient(t, clientId)), clientId };
  const call = (path: string, body: unknown = {}) => t.post(path, body, account.token);
  const view = async () => (await call(ApiPath.getDatiERecapiti)).json();
  return { ...account, id, n: serial, call, view };
}
