import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../db/database.js';
import { lastCodeTo, messagesTo } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { OWN_DATA_BRANCH_EMAIL as BRANCH_EMAIL, ownDataClient } from '../../test/own-data-clients.js';
import { setPassword } from '../accounts/index.js';
import { DEMO_PASSWORD, hashPassword } from '../auth/index.js';
import { feedAfter, insertChange } from './queries.js';

// One's own data changed in one's area (issue 35 item 2, docs/decisions/0145 and 0146).
const t = useTestApp();
let n = 0;

/** A client of their own (test/own-data-clients.ts); `n` is the number their test addresses carry. */
async function client() {
  const made = await ownDataClient(t);
  n = made.n;
  return made;
}

const codeOf = (reply: { json(): { error?: { code: string } } }) => reply.json().error?.code;
const auditOf = async (action: string) => {
  const admin = await t.login('90000001');
  return (await t.post(ApiPath.getAuditLog, { filter: { action } }, admin)).json().entries as {
    actor: string;
    target: string;
    detail: Record<string, string>;
  }[];
};

describe('the page "I tuoi dati e recapiti"', () => {
  it("shows the account's e-mail, the agency's address as the residence, no IBAN asked, documents by post too", async () => {
    const dora = await client();
    const view = await dora.view();
    expect(view).toMatchObject({
      status: 'OK',
      email: expect.stringMatching(/^cliente\.\d+@example\.it$/),
      emailPending: null,
      residenza: { indirizzo: 'Via Roma 1', comune: 'TORINO', cap: '10121', provincia: 'TO', country: 'IT' },
      recapito: null,
      iban: null,
      paperless: false,
      modes: { email: 'apply', indirizzo: 'apply' },
      pending: [],
    });
  });
});

describe('a change of e-mail (decisions/0146)', () => {
  it('sends a code to the new address, changes the login e-mail when it is typed, tells the old address', async () => {
    const dora = await client();
    const old = (await dora.view()).email;
    const next = `nuova.${n}@example.it`;
    const started = await dora.call(ApiPath.startEmailChange, { email: next });
    expect(started.statusCode, started.body).toBe(200);
    expect((await dora.view()).emailPending).toBe(next);
    const code = await lastCodeTo(t, next);
    // The address is not verified yet: its message does not name the client.
    const [sent] = await messagesTo(t, next);
    expect(sent?.text).toContain('Gentile cliente,');
    expect(sent?.text).not.toContain('Dora');
    // Not yet changed: the old one is still the login's.
    expect((await dora.view()).email).toBe(old);

    const confirmed = await dora.call(ApiPath.confirmEmailChange, { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().change).toMatchObject({ kind: 'email', value: next, state: 'applied' });
    const view = await dora.view();
    expect(view).toMatchObject({ email: next, emailPending: null });
    expect(view.pending).toHaveLength(1);
    const told = await messagesTo(t, old);
    expect(told[0]?.subject).toBe("Area Clienti: l'e-mail del tuo accesso è cambiata");
    expect(told[0]?.text).not.toContain(next);

    // Login by the new e-mail follows; the old one no longer logs in.
    await setPassword(t.db, dora.userId, await hashPassword(DEMO_PASSWORD));
    const login = (loginId: string) =>
      t.post(ApiPath.login, { loginId, password: DEMO_PASSWORD, applicationId: t.config.APPLICATION_ID });
    expect((await login(next)).statusCode).toBe(200);
    expect(codeOf(await login(old))).toBe(ErrorCode.LOGIN_INVALID);
    // The code is single use.
    expect(codeOf(await dora.call(ApiPath.confirmEmailChange, { code }))).toBe(ErrorCode.EMAIL_CODE_WRONG);
    const [entry] = await auditOf('client.change-email');
    expect(entry).toMatchObject({ detail: { kind: 'email', state: 'applied' } });
  });

  it('refuses a wrong code, an expired one, and locks after five wrong attempts', async () => {
    const dora = await client();
    const next = `scade.${n}@example.it`;
    await dora.call(ApiPath.startEmailChange, { email: next });
    const code = await lastCodeTo(t, next);
    const wrong = code === '000000' ? '111111' : '000000';
    const reply = await dora.call(ApiPath.confirmEmailChange, { code: wrong });
    expect(reply.statusCode).toBe(400);
    expect(codeOf(reply)).toBe(ErrorCode.EMAIL_CODE_WRONG);
    for (let i = 0; i < 3; i++) await dora.call(ApiPath.confirmEmailChange, { code: wrong });
    expect(codeOf(await dora.call(ApiPath.confirmEmailChange, { code: wrong }))).toBe(
      ErrorCode.EMAIL_CODE_LOCKED,
    );
    expect(codeOf(await dora.call(ApiPath.confirmEmailChange, { code }))).toBe(ErrorCode.EMAIL_CODE_LOCKED);

    const late = await client();
    const other = `tardi.${n}@example.it`;
    await late.call(ApiPath.startEmailChange, { email: other });
    const lateCode = await lastCodeTo(t, other);
    t.clock.advance(16 * 60_000);
    // 16 minutes on, the step-up too is stale: the code is checked only with a fresh one.
    expect(codeOf(await late.call(ApiPath.confirmEmailChange, { code: lateCode }))).toBe(
      ErrorCode.SECONDFACTOR_STEP_UP,
    );
  });

  it("refuses an address another account has, and the account's own", async () => {
    const dora = await client();
    const other = await client();
    const taken = (await other.view()).email;
    const reply = await dora.call(ApiPath.startEmailChange, { email: taken.toUpperCase() });
    expect(reply.statusCode).toBe(409);
    expect(codeOf(reply)).toBe(ErrorCode.OWNDATA_EMAIL_TAKEN);
    expect(codeOf(await dora.call(ApiPath.startEmailChange, { email: (await dora.view()).email }))).toBe(
      ErrorCode.OWNDATA_SAME,
    );
    expect(codeOf(await dora.call(ApiPath.startEmailChange, { email: 'non-una-email' }))).toBe(
      ErrorCode.VALIDATION,
    );
  });

  it('counts each attempt before it says whether an address is taken: no free probing', async () => {
    const dora = await client();
    const other = await client();
    const taken = (await other.view()).email;
    for (let i = 0; i < 5; i++)
      expect(codeOf(await dora.call(ApiPath.startEmailChange, { email: taken }))).toBe(
        ErrorCode.OWNDATA_EMAIL_TAKEN,
      );
    const sixth = await dora.call(ApiPath.startEmailChange, { email: taken });
    expect(sixth.statusCode).toBe(429);
    expect(codeOf(sixth)).toBe(ErrorCode.RESEND_LIMIT);
  });

  it('refuses an address taken between the code and its confirmation', async () => {
    const dora = await client();
    const other = await client();
    const next = `contesa.${n}@example.it`;
    await dora.call(ApiPath.startEmailChange, { email: next });
    await other.call(ApiPath.startEmailChange, { email: next });
    const first = await lastCodeTo(t, next);
    expect((await other.call(ApiPath.confirmEmailChange, { code: first })).statusCode).toBe(200);
    // Dora's code was replaced in the outbox by other's; her own is the older message.
    const doraCode = (await messagesTo(t, next))[1]?.text.match(/\b\d{6}\b/)?.[0] ?? '';
    const reply = await dora.call(ApiPath.confirmEmailChange, { code: doraCode });
    expect(codeOf(reply)).toBe(ErrorCode.OWNDATA_EMAIL_TAKEN);
  });
});

describe('the step-up', () => {
  it('each change answers SECONDFACTOR_002 without a fresh proof; the page is read without one', async () => {
    const dora = await client();
    t.clock.advance(11 * 60_000);
    for (const [path, body] of [
      [ApiPath.startEmailChange, { email: 'altro@example.it' }],
      [ApiPath.confirmEmailChange, { code: '123456' }],
      [
        ApiPath.changeAddress,
        {
          tipo: 'recapito',
          indirizzo: { indirizzo: 'Rue Neuve 3', cap: '1000', comune: 'Bruxelles', country: 'BE' },
        },
      ],
      [ApiPath.changeIban, { iban: 'IT60X0542811101000000123456' }],
      [ApiPath.setPaperless, { online: true }],
    ] as const) {
      const reply = await dora.call(path, body);
      expect(reply.statusCode, path).toBe(403);
      expect(codeOf(reply), path).toBe(ErrorCode.SECONDFACTOR_STEP_UP);
    }
    expect((await dora.call(ApiPath.getDatiERecapiti)).statusCode).toBe(200);
  });
});

describe('bank details (IBAN): always a request the agency confirms', () => {
  it('checks the IBAN: its country length, then mod 97', async () => {
    const dora = await client();
    for (const [iban, code] of [
      ['IT60X054281110100000012345', ErrorCode.OWNDATA_IBAN_LENGTH],
      ['US60X0542811101000000123456', ErrorCode.OWNDATA_IBAN_LENGTH],
      ['IT61X0542811101000000123456', ErrorCode.OWNDATA_IBAN_CHECK],
      ['DE89 3704 0044 0532 0130 01', ErrorCode.OWNDATA_IBAN_CHECK],
    ] as const) {
      const reply = await dora.call(ApiPath.changeIban, { iban });
      expect(reply.statusCode, iban).toBe(400);
      expect(codeOf(reply), iban).toBe(code);
    }
  });

  it('sends the branch a contact request with the IBAN masked, shows it masked, a German one too', async () => {
    const dora = await client();
    const reply = await dora.call(ApiPath.changeIban, { iban: 'it60 x054 2811 1010 0000 0123 456' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().change).toMatchObject({
      kind: 'iban',
      state: 'requested',
      value: '**** **** **** **** **** ***3 456',
    });
    expect(reply.body).not.toContain('IT60X0542811101000000123456');
    const [mail] = await messagesTo(t, BRANCH_EMAIL);
    expect(mail?.subject).toContain('Cambio delle coordinate bancarie');
    expect(mail?.text).toContain('***3 456');
    expect(mail?.text).not.toContain('0542811101000000123456');
    const view = await dora.view();
    expect(view.iban).toBe('**** **** **** **** **** ***3 456');
    expect(codeOf(await dora.call(ApiPath.changeIban, { iban: 'IT60X0542811101000000123456' }))).toBe(
      ErrorCode.OWNDATA_SAME,
    );
    const german = await dora.call(ApiPath.changeIban, { iban: 'DE89 3704 0044 0532 0130 00' });
    expect(german.statusCode, german.body).toBe(200);
    const [entry] = await auditOf('client.change-iban');
    expect(entry?.detail).toMatchObject({ kind: 'iban', state: 'requested' });
    expect(JSON.stringify(entry)).not.toContain('3704');
  });
});

describe('the residential and postal address', () => {
  const address = (fields: Record<string, string>) => ({
    indirizzo: 'Via Garibaldi 5',
    cap: '20124',
    comune: 'milano',
    provincia: 'mi',
    ...fields,
  });

  it("an Italian one is checked against ISTAT's list, and kept with the comune's spelling", async () => {
    const dora = await client();
    for (const [fields, code] of [
      [{ cap: '2012' }, ErrorCode.ADDRESS_CAP_FORMAT],
      [{ comune: 'Milanello di Sopra' }, ErrorCode.ADDRESS_COMUNE_UNKNOWN],
      [{ provincia: 'TO' }, ErrorCode.ADDRESS_PROVINCE_MISMATCH],
      [{ cap: '10121' }, ErrorCode.ADDRESS_CAP_MISMATCH],
      [{ provincia: '' }, ErrorCode.VALIDATION],
    ] as const) {
      const reply = await dora.call(ApiPath.changeAddress, { tipo: 'residenza', indirizzo: address(fields) });
      expect(reply.statusCode, JSON.stringify(fields)).toBe(400);
      expect(codeOf(reply), JSON.stringify(fields)).toBe(code);
    }
    const reply = await dora.call(ApiPath.changeAddress, { tipo: 'residenza', indirizzo: address({}) });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await dora.view()).residenza).toEqual({
      country: 'IT',
      indirizzo: 'Via Garibaldi 5',
      cap: '20124',
      comune: 'Milano',
      provincia: 'MI',
    });
    const again = await dora.call(ApiPath.changeAddress, { tipo: 'residenza', indirizzo: address({}) });
    expect(codeOf(again)).toBe(ErrorCode.OWNDATA_SAME);
    const [entry] = await auditOf('client.change-address');
    expect(entry?.detail).toMatchObject({ kind: 'residenza', state: 'applied' });
  });

  it('a foreign one is taken as written', async () => {
    const dora = await client();
    const paris = { country: 'fr', indirizzo: '12 rue de Rivoli', cap: '75001', comune: 'Paris' };
    const reply = await dora.call(ApiPath.changeAddress, { tipo: 'recapito', indirizzo: paris });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await dora.view()).recapito).toEqual({ ...paris, country: 'FR', provincia: '' });
  });

  it("a foreign one with a province, or a country that is not ISO 3166's, is VALIDATION_001: a 400, nothing kept", async () => {
    const dora = await client();
    const paris = { indirizzo: '12 rue de Rivoli', cap: '75001', comune: 'Paris' };
    for (const indirizzo of [
      { ...paris, country: 'FR', provincia: 'PA' },
      { ...paris, country: 'de', provincia: 'mi' },
      { ...paris, country: 'XX' },
      { ...paris, country: 'FRA' },
      { ...paris, country: '12' },
      { ...paris, country: '' },
    ]) {
      for (const tipo of ['residenza', 'recapito'] as const) {
        const reply = await dora.call(ApiPath.changeAddress, { tipo, indirizzo });
        const what = `${tipo} ${JSON.stringify(indirizzo)}`;
        expect(reply.statusCode, what).toBe(400);
        expect(codeOf(reply), what).toBe(ErrorCode.VALIDATION);
      }
    }
    const view = await dora.view();
    expect(view.recapito).toBeNull();
    expect(view.residenza).toMatchObject({ indirizzo: 'Via Roma 1', country: 'IT' });
    expect(view.pending).toEqual([]);
  });
});

describe('paperless', () => {
  it('documents online only, then by post again; the same choice twice is OWNDATA_004', async () => {
    const dora = await client();
    const on = await dora.call(ApiPath.setPaperless, { online: true });
    expect(on.json().change).toMatchObject({ kind: 'paperless', value: 'online', state: 'settled' });
    expect((await dora.view()).paperless).toBe(true);
    expect(codeOf(await dora.call(ApiPath.setPaperless, { online: true }))).toBe(ErrorCode.OWNDATA_SAME);
    await dora.call(ApiPath.setPaperless, { online: false });
    expect((await dora.view()).paperless).toBe(false);
    expect((await auditOf('client.change-paperless')).length).toBeGreaterThanOrEqual(2);
  });

  it("ten changes of one's own data an hour: the eleventh answers FORMCONTATTI_001", async () => {
    const dora = await client();
    for (let i = 0; i < 10; i++) {
      const reply = await dora.call(ApiPath.setPaperless, { online: i % 2 === 0 });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const eleventh = await dora.call(ApiPath.setPaperless, { online: true });
    expect(eleventh.statusCode).toBe(429);
    expect(codeOf(eleventh)).toBe(ErrorCode.CONTACT_TOO_MANY);
    expect((await dora.view()).paperless).toBe(false);
  });
});

describe('changes at the same time (decisions/0145)', () => {
  const milano = (indirizzo: string) => ({ indirizzo, cap: '20124', comune: 'Milano', provincia: 'MI' });

  it('two changes of one kind at once: both answered, one stays open', async () => {
    const dora = await client();
    const replies = await Promise.all(
      ['Via Padova 1', 'Via Padova 2'].map((street) =>
        dora.call(ApiPath.changeAddress, { tipo: 'residenza', indirizzo: milano(street) }),
      ),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const open = (await dora.view()).pending as { kind: string }[];
    expect(open.filter((change) => change.kind === 'residenza')).toHaveLength(1);
  });

  it("a change waits for one not yet committed: the feed's cursor never passes a change", async () => {
    const dora = await client();
    const other = await client();
    let commit = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let first = 0;
    // A writer that took its place in the feed and has not committed yet.
    const writing = t.db.transaction(async (tx) => {
      const row = await insertChange(tx, {
        clientId: other.clientId,
        userId: other.userId,
        kind: 'paperless',
        value: 'online',
        previousValue: 'posta',
        state: 'settled',
        createdAt: t.clock.now(),
        settledAt: t.clock.now(),
      });
      first = row.feedSeq;
      await held;
    });
    await expect.poll(() => first).toBeGreaterThan(0);
    let stop = false;
    const waiting = async () => {
      while (!stop && (await advisoryWaiters()) === 0) await new Promise((r) => setImmediate(r));
      return 'waiting';
    };
    const second = dora.call(ApiPath.setPaperless, { online: true });
    const outcome = await Promise.race([second.then(() => 'done'), waiting()]);
    stop = true;
    expect(outcome).toBe('waiting');
    // A poller now sees neither; after the commit, both, in their order.
    expect(await feedAfter(t.db, first - 1, 10)).toHaveLength(0);
    commit();
    await writing;
    expect((await second).statusCode).toBe(200);
    const feed = await feedAfter(t.db, first - 1, 10);
    expect(feed.map((row) => row.change.clientId)).toEqual([other.clientId, dora.clientId]);
  });
});

/** The sessions of this worker's database waiting for own-data's lock (727035, queries.ts). */
async function advisoryWaiters(): Promise<number> {
  const rows = await selectRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and objid = 727035 and not granted
          and database = (select oid from pg_database where datname = current_database())`,
  );
  return rows[0]?.n ?? 0;
}
