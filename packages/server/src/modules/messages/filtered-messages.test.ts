import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/database.js';
import { codiceFiscale, importRecords } from '../../test/agency-records.js';
import { accountOfClient } from '../../test/client-accounts.js';
import { useTestApp } from '../../test/harness.js';

// Login messages by filter (issue 21 item 5, docs/decisions/0116): a branch and/or a product, the same
// filter as bulk invitations, decided each time the message could be shown.
const t = useTestApp();
const ko = (code: string) => ({ status: 'KO', error: { code } });
let admin = '';
/** The clients' sessions: North's car client, South's car client, North's home client. */
const token = { northCar: '', southCar: '', northHome: '' };

const client = (n: number, branch: string) => ({
  type: 'client' as const,
  id: `MSGF-${n}`,
  codiceFiscale: codiceFiscale(`MSGFLT80A01H${String(n).padStart(3, '0')}`),
  nome: `Filtrato${n}`,
  cognome: 'Prova',
  branch,
});
const policy = (n: number, prodotto: string, suffix = '') => ({
  type: 'dossier' as const,
  id: `POL-MSGF-${n}${suffix}`,
  client: `MSGF-${n}`,
  numeroPolizza: `8800000${n}${suffix ? 9 : 0}`,
  prodotto,
  stato: 'ATTIVA',
});

async function sessionOf(agencyId: string): Promise<string> {
  const [row] = await selectRows<{ id: number }>(
    t.db,
    sql`select id from clients where agency_id = ${agencyId}`,
  );
  return (await accountOfClient(t, row?.id ?? 0)).token;
}

beforeAll(async () => {
  admin = await t.login('90000001');
  await importRecords(t, [
    { type: 'branch', id: 'FIL-NORD', name: 'Filiale Nord', bank: 'Banca Prova' },
    { type: 'branch', id: 'FIL-SUD', name: 'Filiale Sud', bank: 'Banca Prova' },
    client(1, 'FIL-NORD'),
    client(2, 'FIL-SUD'),
    client(3, 'FIL-NORD'),
    policy(1, 'Auto Sicura'),
    policy(2, 'Auto Sicura'),
    policy(3, 'Casa Serena'),
  ]);
  token.northCar = await sessionOf('MSGF-1');
  token.southCar = await sessionOf('MSGF-2');
  token.northHome = await sessionOf('MSGF-3');
});

/** Every title the client is shown after login, reading each (an always-show one ends the round). */
async function titlesSeenBy(session: string): Promise<string[]> {
  const seen: string[] = [];
  for (;;) {
    const { message } = (await t.post(ApiPath.getMessage, {}, session)).json();
    if (!message || seen.includes(message.titolo)) return seen;
    seen.push(message.titolo);
    await t.post(ApiPath.updateMessage, { messageID: message.messaggioID }, session);
  }
}

async function published(titolo: string, audience: unknown) {
  const created = await t.post(
    ApiPath.createLoginMessage,
    { titolo, testo: '<p>Testo</p>', audience },
    admin,
  );
  expect(created.statusCode).toBe(200);
  const { id } = created.json().message;
  expect((await t.post(ApiPath.publishLoginMessage, { id }, admin)).statusCode).toBe(200);
  return created.json().message;
}

describe('a login message for a branch and a product', () => {
  it('is shown to the clients of that branch holding that product, and to no one else', async () => {
    const message = await published('Auto al Nord', {
      filter: { branch: 'FIL-NORD', product: 'auto sicura' },
    });
    expect(message).toMatchObject({
      audience: 'filter',
      filter: { branch: 'FIL-NORD', product: 'auto sicura' },
      recipients: 0,
    });
    expect(await titlesSeenBy(token.northCar)).toContain('Auto al Nord');
    expect(await titlesSeenBy(token.southCar)).not.toContain('Auto al Nord');
    expect(await titlesSeenBy(token.northHome)).not.toContain('Auto al Nord');
    // Reading it is refused to who is outside the filter, as for a message that does not exist.
    const read = await t.post(ApiPath.updateMessage, { messageID: message.id }, token.southCar);
    const missing = await t.post(ApiPath.updateMessage, { messageID: 2_000_000 }, token.southCar);
    expect([read.statusCode, read.json()]).toEqual([missing.statusCode, missing.json()]);
  });

  it('is decided when it could be shown: a client who takes the product later sees it', async () => {
    await published('Auto al Nord, seconda', { filter: { branch: 'FIL-NORD', product: 'Auto Sicura' } });
    expect(await titlesSeenBy(token.northCar)).toEqual(['Auto al Nord, seconda']);
    expect(await titlesSeenBy(token.northHome)).not.toContain('Auto al Nord, seconda');
    await importRecords(t, [policy(3, 'Auto Sicura', 'B')]);
    expect(await titlesSeenBy(token.northHome)).toEqual(['Auto al Nord', 'Auto al Nord, seconda']);
  });

  it('takes a branch alone, or a product alone', async () => {
    await published('Solo il Sud', { filter: { branch: 'FIL-SUD' } });
    await published('Solo la casa', { filter: { product: 'Casa Serena' } });
    expect(await titlesSeenBy(token.southCar)).toEqual(['Solo il Sud']);
    expect(await titlesSeenBy(token.northHome)).toEqual(['Solo la casa']);
    expect(await titlesSeenBy(token.northCar)).toEqual([]);
  });

  it('is not shown to the staff, who are no client of any branch', async () => {
    await published('Staff no', { filter: { product: 'Auto Sicura' } });
    expect(await titlesSeenBy(admin)).not.toContain('Staff no');
  });
});

describe('writing a filtered message', () => {
  it('previews how many accounts the filter chooses now', async () => {
    const preview = async (filter: object) =>
      (await t.post(ApiPath.previewLoginMessage, { testo: '<p>x</p>', audience: { filter } }, admin)).json();
    expect((await preview({ branch: 'FIL-NORD' })).filterAccounts).toBe(2);
    expect((await preview({ branch: 'FIL-NORD', product: 'casa serena' })).filterAccounts).toBe(1);
    expect((await preview({ product: 'Nessun prodotto' })).filterAccounts).toBe(0);
    const all = await t.post(ApiPath.previewLoginMessage, { testo: '<p>x</p>', audience: 'all' }, admin);
    expect(all.json().filterAccounts).toBeNull();
  });

  it('refuses a branch the feed does not have (400 MESSAGE_004), writing nothing', async () => {
    const before = (await t.post(ApiPath.getLoginMessages, {}, admin)).json().messages.length;
    const audience = { filter: { branch: 'FIL-NESSUNA' } };
    for (const path of [ApiPath.createLoginMessage, ApiPath.previewLoginMessage]) {
      const reply = await t.post(path, { titolo: 'x', testo: '<p>x</p>', audience }, admin);
      expect(reply.statusCode, path).toBe(400);
      expect(reply.json(), path).toEqual(ko(ErrorCode.MESSAGE_UNKNOWN_BRANCH));
    }
    expect((await t.post(ApiPath.getLoginMessages, {}, admin)).json().messages).toHaveLength(before);
  });

  it.each([
    ['an empty filter', { filter: {} }],
    ['an empty branch', { filter: { branch: '' } }],
    ['a branch that is not text', { filter: { branch: 7 } }],
    ['a product past 200 characters', { filter: { product: 'p'.repeat(201) } }],
    ['a field beside the filter', { filter: { branch: 'FIL-NORD' }, users: ['10000001'] }],
  ])('answers 400 VALIDATION_001 to %s', async (_name, audience) => {
    const reply = await t.post(
      ApiPath.createLoginMessage,
      { titolo: 'x', testo: '<p>x</p>', audience },
      admin,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.VALIDATION));
  });

  it('lists the branches and products to choose among, and records the filter in the audit log', async () => {
    const list = (await t.post(ApiPath.getLoginMessages, {}, admin)).json();
    expect(list.branches).toContainEqual({ id: 'FIL-NORD', name: 'Filiale Nord' });
    expect(list.products).toEqual(expect.arrayContaining(['Auto Sicura', 'Casa Serena']));
    const { entries } = (await t.post(ApiPath.getAuditLog, {}, admin)).json();
    const created = entries.find(
      (e: { action: string; detail: Record<string, string> }) =>
        e.action === 'message.create' && e.detail.titolo === 'Solo il Sud',
    );
    expect(created.detail).toEqual({ titolo: 'Solo il Sud', audience: 'filter', branch: 'FIL-SUD' });
  });
});
