import { ApiPath, ErrorCode, type ImportRecordInput, type InEvidenzaReply } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccounts } from '../../test/accounts.js';
import { importRecords } from '../../test/agency-records.js';
import { clientWithRecords } from '../../test/client-accounts.js';
import { useTestApp } from '../../test/harness.js';

// The demo's fixed dates read as issue 11 tells them on 22 November 2026 (the E2E server's CLOCK_TODAY).
const t = useTestApp({ config: { CLOCK_TODAY: '2026-11-22' } });
let mario: string;
let luca: string;

const glance = async (token: string): Promise<InEvidenzaReply> => {
  const reply = await t.post(ApiPath.getInEvidenza, {}, token);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};
const byNumber = (reply: InEvidenzaReply, numeroPolizza: string) =>
  reply.policies.find((policy) => policy.numeroPolizza === numeroPolizza);

beforeAll(async () => {
  mario = await t.login('10000001');
  luca = await t.login('10000003');
});

describe('getInEvidenza for the demo client', () => {
  it('shows the motor policy expiring in 9 days and its unpaid instalment, first the overdue one', async () => {
    const reply = await glance(mario);
    expect(reply.today).toBe('2026-11-22');
    const [motor] = reply.inEvidenza;
    // The instalment by its id, the one the policy's Movimenti tab gives it (decisions/0152).
    const listed = await t.post(ApiPath.getMovimenti, { dossierId: motor?.dossierID }, mario);
    const rata14 = (listed.json().movimenti as { id: number; titolo: string }[]).find(
      (m) => m.titolo === 'Rata 14 - 11/2026',
    )?.id;
    expect(rata14).toEqual(expect.any(Number));
    expect(reply.inEvidenza).toEqual([
      {
        kind: 'overdueInstalment',
        dossierID: motor?.dossierID,
        numeroPolizza: '10020030',
        prodotto: 'Auto Sicura',
        date: '2026-11-05',
        daysLeft: -17,
        movimentoId: rata14,
        titolo: 'Rata 14 - 11/2026',
        amount: 48.5,
      },
      {
        kind: 'expiring',
        dossierID: motor?.dossierID,
        numeroPolizza: '10020030',
        prodotto: 'Auto Sicura',
        date: '2026-12-01',
        daysLeft: 9,
        movimentoId: null,
        titolo: null,
        amount: null,
      },
    ]);
    expect(byNumber(reply, '10020030')).toEqual({
      dossierID: motor?.dossierID,
      numeroPolizza: '10020030',
      prodotto: 'Auto Sicura',
      // No movimento is listed for 5 December: the year's 582 € over 12 monthly instalments.
      nextPayment: { date: '2026-12-05', amount: 48.5 },
      unpaid: [
        {
          movimentoId: rata14,
          titolo: 'Rata 14 - 11/2026',
          dataScadenza: '2026-11-05',
          premio: 48.5,
          overdue: true,
        },
      ],
      expiry: { date: '2026-12-01', daysLeft: 9, expired: false },
      // The open claim was opened on 16 September: not news any more.
      recentClaims: [],
    });
  });

  it("gives each policy's next payment, with the amount only where it can be known", async () => {
    const reply = await glance(mario);
    expect(byNumber(reply, '20040050')?.nextPayment).toEqual({ date: '2027-03-15', amount: 310.4 });
    // Premio unico, no next payment; a suspended policy cancelled on 1 November has nothing to act on.
    expect(byNumber(reply, '30060070')).toMatchObject({ nextPayment: null, unpaid: [], expiry: null });
    expect(byNumber(reply, '50010020')).toMatchObject({ nextPayment: null, expiry: null });
  });

  it('leaves out a policy being refreshed, and reads no section being refreshed', async () => {
    const reply = await glance(mario);
    const numbers = reply.policies.map((policy) => policy.numeroPolizza);
    expect(numbers).not.toContain('70050060');
    expect(numbers).toEqual(['10020030', '20040050', '30060070', '40080090', '50010020', '60030040']);
  });

  it('counts days from CLOCK_TODAY, not from the clock, while it is set', async () => {
    t.clock.advance(40 * 86_400_000);
    // A new session: the first one ended while the clock moved on.
    mario = await t.login('10000001');
    luca = await t.login('10000003');
    const reply = await glance(mario);
    expect(reply.today).toBe('2026-11-22');
    expect(reply.inEvidenza.map((item) => item.kind)).toEqual(['overdueInstalment', 'expiring']);
  });
});

describe("getInEvidenza never shows another client's data", () => {
  it("gives another client their own policies only, none of Mario's", async () => {
    const marioIds = (await glance(mario)).policies.map((policy) => policy.dossierID);
    const reply = await glance(luca);
    expect(reply.policies.map((policy) => policy.numeroPolizza)).toEqual(['20090010']);
    expect(reply.policies.some((policy) => marioIds.includes(policy.dossierID))).toBe(false);
    // Luca's policy ends on 31 December: 39 days away, not yet news.
    expect(reply.inEvidenza).toEqual([]);
  });

  it('answers an account without a client, and a client without policies, with nothing', async () => {
    const [staffLike] = await newAccounts(t, 1);
    expect(await glance(staffLike?.token as string)).toEqual({
      status: 'OK',
      today: '2026-11-22',
      policies: [],
      inEvidenza: [],
    });
    const { token } = await clientWithRecords(t, 'CLI-GL-EMPTY', () => []);
    expect(await glance(token)).toEqual({ status: 'OK', today: '2026-11-22', policies: [], inEvidenza: [] });
  });
});

/** A policy of the boundary client, ending on `dataScadenza`. */
const policy = (
  client: string,
  id: string,
  extra: Partial<Extract<ImportRecordInput, { type: 'dossier' }>>,
) => ({
  type: 'dossier' as const,
  id: `POL-GL-${id}`,
  client,
  numeroPolizza: `9900${id}`,
  prodotto: `Polizza ${id}`,
  stato: 'ATTIVA',
  ...extra,
});

describe('getInEvidenza on the boundary days (today is 22/11/2026)', () => {
  let token: string;
  let reply: InEvidenzaReply;
  beforeAll(async () => {
    ({ token } = await clientWithRecords(t, 'CLI-GL-DAYS', (client) => [
      policy(client, '01', { dataScadenza: '2026-11-22' }),
      policy(client, '02', { dataScadenza: '2026-12-22' }),
      policy(client, '03', { dataScadenza: '2026-12-23' }),
      policy(client, '04', { dataScadenza: '2026-10-23' }),
      policy(client, '05', { dataScadenza: '2026-10-22' }),
      policy(client, '06', { dataScadenza: '2026-11-27', dataAnnulloDisdetta: '2026-11-20' }),
      policy(client, '07', {
        dataScadenza: '9999-12-31',
        prossimoPagamento: '2027-01-01',
        premio: 400,
        rata: 'Trimestrale',
      }),
      policy(client, '08', {
        prossimoPagamento: '2026-12-10',
        premio: 1200,
        rata: 'Rateo libero',
        movimenti: [
          { titolo: 'Rata B', dataScadenza: '2026-11-21', stato: 'Da pagare', premio: 1234.5 },
          { titolo: 'Rata C', dataScadenza: '2026-11-22', stato: 'da pagare', premio: 100 },
          { titolo: 'Rata D', dataScadenza: '2026-12-22', stato: 'Da pagare', premio: 100 },
          { titolo: 'Rata E', dataScadenza: '2026-12-23', stato: 'Da pagare', premio: 100 },
          { titolo: 'Rata A', dataScadenza: '2026-10-21', stato: 'Pagato', premio: 100 },
        ],
      }),
      policy(client, '09', {
        dataScadenza: '2026-12-01',
        lockedSections: ['movimenti'],
        movimenti: [{ titolo: 'Rata X', dataScadenza: '2026-11-01', stato: 'Da pagare', premio: 5 }],
      }),
      {
        type: 'claim',
        id: 'SIN-GL-1',
        dossier: 'POL-GL-08',
        stato: '2',
        eventoDescr: 'Grandine',
        dataApertura: '2026-10-23',
      },
      {
        type: 'claim',
        id: 'SIN-GL-2',
        dossier: 'POL-GL-08',
        stato: '2',
        eventoDescr: 'Furto',
        dataApertura: '2026-10-22',
      },
    ]));
    reply = await glance(token);
  });

  it('shows an expiry from 30 days ahead to 30 days past, today included', () => {
    const expiry = (id: string) => byNumber(reply, `9900${id}`)?.expiry;
    expect(expiry('01')).toEqual({ date: '2026-11-22', daysLeft: 0, expired: false });
    expect(expiry('02')).toEqual({ date: '2026-12-22', daysLeft: 30, expired: false });
    expect(expiry('03')).toBeNull();
    expect(expiry('04')).toEqual({ date: '2026-10-23', daysLeft: -30, expired: true });
    expect(expiry('05')).toBeNull();
    // Cancelled two days ago; "no date".
    expect(expiry('06')).toBeNull();
    expect(expiry('07')).toBeNull();
    // A section being refreshed hides the instalments, not the expiry.
    expect(byNumber(reply, '990009')).toMatchObject({ unpaid: [], expiry: { daysLeft: 9 } });
  });

  it('tells overdue instalments from those due today or later, and lists in evidenza those due within 30 days', () => {
    const id = expect.any(Number);
    expect(byNumber(reply, '990008')?.unpaid).toEqual([
      { movimentoId: id, titolo: 'Rata B', dataScadenza: '2026-11-21', premio: 1234.5, overdue: true },
      { movimentoId: id, titolo: 'Rata C', dataScadenza: '2026-11-22', premio: 100, overdue: false },
      { movimentoId: id, titolo: 'Rata D', dataScadenza: '2026-12-22', premio: 100, overdue: false },
      { movimentoId: id, titolo: 'Rata E', dataScadenza: '2026-12-23', premio: 100, overdue: false },
    ]);
    expect(reply.inEvidenza.map((item) => `${item.kind} ${item.numeroPolizza} ${item.date}`)).toEqual([
      'overdueInstalment 990008 2026-11-21',
      'expired 990004 2026-10-23',
      'expiring 990001 2026-11-22',
      'expiring 990009 2026-12-01',
      'expiring 990002 2026-12-22',
      'dueInstalment 990008 2026-11-22',
      'dueInstalment 990008 2026-12-22',
    ]);
  });

  it('divides the premio by the instalments of its rata, and gives no amount for a rata it does not know', () => {
    expect(byNumber(reply, '990007')?.nextPayment).toEqual({ date: '2027-01-01', amount: 100 });
    expect(byNumber(reply, '990008')?.nextPayment).toEqual({ date: '2026-12-10', amount: null });
  });

  it('shows a claim opened in the last 30 days, and one the agency changed since', async () => {
    expect(byNumber(reply, '990008')?.recentClaims).toEqual([
      { sinistroID: expect.any(Number), eventoDescr: 'Grandine', news: 'opened', date: '2026-10-23' },
    ]);
    await importRecords(t, [
      {
        type: 'claim',
        id: 'SIN-GL-2',
        dossier: 'POL-GL-08',
        stato: '5',
        eventoDescr: 'Furto',
        dataApertura: '2026-10-22',
      },
    ]);
    const changed = byNumber(await glance(token), '990008')?.recentClaims.map((claim) => claim.news);
    expect(changed?.sort()).toEqual(['changed', 'opened']);
  });
});

describe('getInEvidenza refuses what it must', () => {
  it('needs a session', async () => {
    const reply = await t.post(ApiPath.getInEvidenza, {});
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error.code).toBe(ErrorCode.TOKEN);
  });

  it.each([[{ userID: 'Mario' }], [{ userID: -1 }], [[]], [{ userID: { id: 1 } }]])(
    'answers 400 to a bad body %j',
    async (body) => {
      const reply = await t.post(ApiPath.getInEvidenza, body, mario);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
    },
  );

  it("refuses another user's userID", async () => {
    const reply = await t.post(ApiPath.getInEvidenza, { userID: '10000003' }, mario);
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.code).toBe(ErrorCode.FORBIDDEN);
  });
});
