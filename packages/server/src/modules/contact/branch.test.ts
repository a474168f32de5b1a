import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { newAccounts } from '../../test/accounts.js';
import { codiceFiscale, importClientWithPolicy, importRecords } from '../../test/agency-records.js';
import { accountOfClient } from '../../test/client-accounts.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

function getFiliale(token: string | undefined, body: unknown = {}) {
  return t.inject({
    method: 'POST',
    url: ApiPath.getFiliale,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('getFiliale: the branch beside "Contatta la filiale"', () => {
  it("answers Mario's branch with its phone and opening hours, and never its e-mail", async () => {
    const reply = await getFiliale(await t.login('10000001'));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      status: 'OK',
      filiale: {
        nome: 'Filiale di Roma Centro',
        banca: 'Banca Esempio',
        telefono: '06 6789 1234',
        orari: 'Lunedì–venerdì 8:30–13:30 e 14:45–16:15',
      },
    });
    expect(reply.body).not.toContain('@');
  });

  it("answers each client's own branch: Luca's is Milan's", async () => {
    const reply = await getFiliale(await t.login('10000003'));
    expect(reply.json().filiale).toMatchObject({ nome: 'Filiale di Milano Duomo', telefono: '02 8765 4321' });
  });

  it('answers null for an account without a client, or a client without a branch; null phone and hours for a branch without them', async () => {
    const [withoutClient] = await newAccounts(t, 1);
    expect((await getFiliale(withoutClient?.token)).json()).toEqual({ status: 'OK', filiale: null });

    const clientId = await importClientWithPolicy(
      t,
      {
        id: 'CLI-BR-01',
        codiceFiscale: codiceFiscale('TSTBRN80A01F801'),
        nome: 'Ugo',
        cognome: 'Senzafiliale',
      },
      { id: 'POL-BR-01', numeroPolizza: '77000001' },
    );
    const { token: withoutBranch } = await accountOfClient(t, clientId);
    expect((await getFiliale(withoutBranch)).json()).toEqual({ status: 'OK', filiale: null });

    await importRecords(t, [
      { type: 'branch', id: 'FIL-BR-02', name: 'Filiale di Napoli', bank: 'Banca Sud' },
      {
        type: 'client',
        id: 'CLI-BR-01',
        codiceFiscale: codiceFiscale('TSTBRN80A01F801'),
        nome: 'Ugo',
        cognome: 'Senzafiliale',
        branch: 'FIL-BR-02',
      },
    ]);
    expect((await getFiliale(withoutBranch)).json()).toEqual({
      status: 'OK',
      filiale: { nome: 'Filiale di Napoli', banca: 'Banca Sud', telefono: null, orari: null },
    });
  });

  it('needs a session, and refuses a body naming another user', async () => {
    expect((await getFiliale(undefined)).json()).toEqual({ status: 'KO', error: { code: ErrorCode.TOKEN } });
    const reply = await getFiliale(await t.login('10000001'), { userID: '10000002' });
    expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.FORBIDDEN } });
  });
});
