import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode, INVITE_CODE_PATTERN } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, users } from '../../db/schema.js';
import { listOutbox } from '../../delivery/outbox.js';
import { codiceFiscale, importRecords } from '../../test/agency-records.js';
import { useTestApp } from '../../test/harness.js';
import { setUpSecondFactor } from '../../test/second-factor.js';
import { BulkInvitations } from './bulk.js';

// Bringing imported clients in (issue 21 items 2 and 3, docs/decisions/0100 and 0101).
const t = useTestApp();
const ko = (code: string) => ({ status: 'KO', error: { code } });
const NEW_PASSWORD = 'Lampione-Verde-2026';

let admin = '';
let staff = '';

/** The first-access link of the newest e-mail to this address, as the person finds it in the mailbox. */
async function inviteIn(email: string) {
  const [mail] = await listOutbox(t.db, { to: email, limit: 1 });
  const link = /https?:\/\/\S+\/first\?code=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  const [, userID = '', hash = ''] =
    INVITE_CODE_PATTERN.exec(new URL(link || 'http://x').searchParams.get('code') ?? '') ?? [];
  return { mail, link, userID, hash };
}

const auditOf = async (action: string) =>
  ((await t.post(ApiPath.getAuditLog, {}, admin)).json().entries as { action: string }[]).filter(
    (entry) => entry.action === action,
  );

/** An imported client of the test's own (a valid tax code from the running number). */
const client = (n: number, extra: { email?: string; cell?: string; branch?: string } = {}) => ({
  type: 'client' as const,
  id: `INV-${n}`,
  codiceFiscale: codiceFiscale(`NVTCLT80A01H${String(n).padStart(3, '0')}`),
  nome: `Invitato${n}`,
  cognome: 'Prova',
  ...extra,
});

beforeAll(async () => {
  admin = await t.login('90000001');
  // A Staff member, made and set up as the agency does.
  const email = 'sportello.inviti@agenzia.it';
  await t.post(ApiPath.createStaffUser, { email, phone: '+39 340 555 0101', role: 'Staff' }, admin);
  const { userID, hash } = await inviteIn(email);
  const accepted = await t.post(ApiPath.validateInviteCode, {
    userID,
    hash_pwd: hash,
    newPassword: NEW_PASSWORD,
  });
  staff = accepted.json().token as string;
  await setUpSecondFactor(t, staff);
  await importRecords(t, [
    { type: 'branch', id: 'FIL-INV-1', name: 'Filiale Inviti', bank: 'Banca Prova' },
    { type: 'branch', id: 'FIL-INV-2', name: 'Filiale Altra', bank: 'Banca Prova' },
    client(1, { email: 'invitato1@example.it', cell: '+393401230001', branch: 'FIL-INV-1' }),
    client(2, { branch: 'FIL-INV-1' }),
    // Giulia's address: one address, one account.
    client(3, { email: 'giulia.bianchi@example.it', branch: 'FIL-INV-1' }),
    client(4, { email: 'invitato4@example.it', branch: 'FIL-INV-1' }),
    client(5, { email: 'invitato5@example.it', branch: 'FIL-INV-1' }),
    client(6, { email: 'invitato6@example.it', branch: 'FIL-INV-2' }),
    client(7, { email: 'invitato7@example.it', branch: 'FIL-INV-2' }),
    {
      type: 'dossier',
      id: 'POL-INV-7',
      client: 'INV-7',
      numeroPolizza: '77000007',
      prodotto: 'Polizza Inviti',
      stato: 'ATTIVA',
    },
  ]);
});

describe('one client invited from the console, with a preview (previewClientInvite, inviteClient)', () => {
  it('previews the e-mail of an imported client without an account, writing nothing', async () => {
    const reply = await t.post(ApiPath.previewClientInvite, { clientId: 'INV-1' }, staff);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      status: 'OK',
      to: 'invitato1@example.it',
      subject: 'Area Clienti: il tuo primo accesso',
      text: expect.stringMatching(/^Gentile Invitato1,/),
    });
    expect(reply.json().text).toContain('/first?code=[collegamento-personale]');
    const [row] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.agencyId, 'INV-1'));
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.clientId, row?.id ?? 0)),
    ).toEqual([]);
  });

  it('sends what it previewed: the account is made from the feed, and the first access works', async () => {
    const preview = (await t.post(ApiPath.previewClientInvite, { clientId: 'INV-1' }, staff)).json();
    const reply = await t.post(ApiPath.inviteClient, { clientId: 'INV-1' }, staff);
    expect(reply.statusCode).toBe(200);
    const { userCode } = reply.json();
    expect(reply.json()).toEqual({
      status: 'OK',
      userCode: expect.stringMatching(/^\d{8}$/),
      email: 'i***@example.it',
      expiresAt: expect.any(String),
    });
    const { mail, link, userID, hash } = await inviteIn('invitato1@example.it');
    expect(userID).toBe(userCode);
    expect(mail?.subject).toBe(preview.subject);
    expect(mail?.text.replace(link, `${new URL(link).origin}/first?code=[collegamento-personale]`)).toBe(
      preview.text,
    );
    const [account] = await t.db.select().from(users).where(eq(users.userCode, userCode));
    expect(account).toMatchObject({
      email: 'invitato1@example.it',
      phone: '+393401230001',
      passwordHash: null,
    });
    const file = async () => (await t.post(ApiPath.getClientFile, { clientId: 'INV-1' }, staff)).json();
    expect(await file()).toMatchObject({ accountState: 'invited', account: { userID: userCode } });
    const accepted = await t.post(ApiPath.validateInviteCode, {
      userID,
      hash_pwd: hash,
      newPassword: NEW_PASSWORD,
    });
    expect(accepted.json()).toMatchObject({ status: 'OK', token: expect.any(String) });
    const login = await t.post(ApiPath.login, {
      loginId: userCode,
      password: NEW_PASSWORD,
      applicationId: DEFAULT_APPLICATION_ID,
    });
    expect(login.statusCode).toBe(200);
    expect(await file()).toMatchObject({ accountState: 'registered' });
    expect(await auditOf('user.create')).toContainEqual(
      expect.objectContaining({ target: userCode, detail: { client: 'INV-1' } }),
    );
    expect(await auditOf('user.invite')).toContainEqual(expect.objectContaining({ target: userCode }));
  });

  it('refuses a client it cannot invite, with the code that says why', async () => {
    const cases: [object, number, string][] = [
      [{ clientId: 'INV-404' }, 404, ErrorCode.NOT_FOUND],
      [{ clientId: 'INV-2' }, 400, ErrorCode.INVITATION_NO_EMAIL],
      [{ clientId: 'INV-3' }, 409, ErrorCode.INVITATION_EMAIL_TAKEN],
      [{ clientId: '   ' }, 400, ErrorCode.VALIDATION],
      [{ clientId: 'x'.repeat(65) }, 400, ErrorCode.VALIDATION],
      [{}, 400, ErrorCode.VALIDATION],
      [{ clientId: 12 }, 400, ErrorCode.VALIDATION],
    ];
    for (const path of [ApiPath.previewClientInvite, ApiPath.inviteClient]) {
      for (const [body, status, code] of cases) {
        const reply = await t.post(path, body, admin);
        expect({ path, body, status: reply.statusCode, reply: reply.json() }).toEqual({
          path,
          body,
          status,
          reply: ko(code),
        });
      }
    }
    // Nothing was made for them.
    const [noEmail] = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.agencyId, 'INV-2'));
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.clientId, noEmail?.id ?? 0)),
    ).toEqual([]);
  });

  it('lets Staff invite only a client without a password; a Superuser may invite anyone; a client nobody', async () => {
    // Mario (CLI-000001) has a password: an invite would take his account over.
    for (const path of [ApiPath.previewClientInvite, ApiPath.inviteClient]) {
      expect((await t.post(path, { clientId: 'CLI-000001' }, staff)).json()).toEqual(ko(ErrorCode.FORBIDDEN));
    }
    expect(
      (await t.post(ApiPath.previewClientInvite, { clientId: 'CLI-000001' }, admin)).json(),
    ).toMatchObject({
      status: 'OK',
      to: 'mario.rossi@example.it',
    });
    // Sara's account (CLI-000005) is disabled: enable it first.
    expect((await t.post(ApiPath.inviteClient, { clientId: 'CLI-000005' }, admin)).json()).toEqual(
      ko(ErrorCode.INVITEE_DISABLED),
    );
    const luca = await t.login('10000003');
    expect((await t.post(ApiPath.previewClientInvite, { clientId: 'INV-4' }, luca)).statusCode).toBe(403);
    expect((await t.post(ApiPath.inviteClient, { clientId: 'INV-4' }, luca)).json()).toEqual(
      ko(ErrorCode.FORBIDDEN),
    );
    expect((await t.post(ApiPath.inviteClient, { clientId: 'INV-4' })).statusCode).toBe(401);
  });
});

describe('invitations in bulk (startBulkInvitation, pause, resume, getBulkInvitations)', () => {
  /** The pacer as another server process runs it on the same database: a restart changes nothing. */
  const pacer = () =>
    new BulkInvitations({ db: t.db, clock: t.clock, config: t.config, deliveries: t.app.deliveries });
  const tick = async () => {
    const invited = await pacer().tick();
    await t.app.deliveries.drain();
    return invited;
  };
  const list = async () => (await t.post(ApiPath.getBulkInvitations, {}, admin)).json();

  it('refuses Staff every call', async () => {
    const calls: [string, object][] = [
      [ApiPath.getBulkInvitations, {}],
      [ApiPath.startBulkInvitation, { filter: {}, perMinute: 10 }],
      [ApiPath.pauseBulkInvitation, { id: 1 }],
      [ApiPath.resumeBulkInvitation, { id: 1 }],
    ];
    for (const [path, body] of calls) {
      const reply = await t.post(path, body, staff);
      expect({ path, status: reply.statusCode, reply: reply.json() }).toEqual({
        path,
        status: 403,
        reply: ko(ErrorCode.FORBIDDEN),
      });
    }
  });

  it('refuses bad input with its code, and starts nothing', async () => {
    const cases: [object, string][] = [
      [{ filter: { branch: 'FIL-NESSUNA' }, perMinute: 10 }, ErrorCode.INVITATION_UNKNOWN_BRANCH],
      [{ filter: { product: 'Nessun prodotto' }, perMinute: 10 }, ErrorCode.INVITATION_NOBODY],
      [
        { filter: { branch: 'FIL-INV-2', product: 'Casa Serena' }, perMinute: 10 },
        ErrorCode.INVITATION_NOBODY,
      ],
      [{ filter: {}, perMinute: 0 }, ErrorCode.INVITATION_PACE],
      [{ filter: {}, perMinute: 601 }, ErrorCode.INVITATION_PACE],
      [{ filter: {}, perMinute: -5 }, ErrorCode.INVITATION_PACE],
      [{ filter: {}, perMinute: 1.5 }, ErrorCode.VALIDATION],
      [{ filter: {}, perMinute: '10' }, ErrorCode.VALIDATION],
      [{ perMinute: 10 }, ErrorCode.VALIDATION],
      [{ filter: { branch: '' }, perMinute: 10 }, ErrorCode.VALIDATION],
      [{ filter: { branch: 7 }, perMinute: 10 }, ErrorCode.VALIDATION],
    ];
    for (const [body, code] of cases) {
      const reply = await t.post(ApiPath.startBulkInvitation, body, admin);
      expect({ body, status: reply.statusCode, reply: reply.json() }).toEqual({
        body,
        status: 400,
        reply: ko(code),
      });
    }
    expect((await list()).invitations).toEqual([]);
    for (const path of [ApiPath.pauseBulkInvitation, ApiPath.resumeBulkInvitation]) {
      expect((await t.post(path, { id: 999 }, admin)).json()).toEqual(ko(ErrorCode.NOT_FOUND));
      expect((await t.post(path, { id: 0 }, admin)).json()).toEqual(ko(ErrorCode.VALIDATION));
      // Past any serial id: refused by the schema, never a database error.
      expect((await t.post(path, { id: 2 ** 31 }, admin)).json()).toEqual(ko(ErrorCode.VALIDATION));
      expect((await t.post(path, {}, admin)).json()).toEqual(ko(ErrorCode.VALIDATION));
    }
  });

  it('offers the branches and products of the feed for the filter', async () => {
    const { branches, products } = await list();
    expect(branches).toContainEqual({ id: 'FIL-INV-1', name: 'Filiale Inviti' });
    expect(products).toContain('Polizza Inviti');
  });

  it('invites a product’s clients not yet invited', async () => {
    const reply = await t.post(
      ApiPath.startBulkInvitation,
      { filter: { product: 'polizza inviti' }, perMinute: 600 },
      admin,
    );
    expect(reply.json().invitation).toMatchObject({ total: 1, filter: { product: 'polizza inviti' } });
    expect(await tick()).toBe(1);
    const { userID } = await inviteIn('invitato7@example.it');
    expect(userID).toMatch(/^\d{8}$/);
    // The audit log searched by the client's account shows the invite of the run, by whoever started it.
    const byClient = await t.post(ApiPath.getAuditLog, { filter: { target: userID } }, admin);
    const detail = { invitation: `bulk-invitation:${reply.json().invitation.id}`, client: 'INV-7' };
    expect(byClient.json().entries).toEqual([
      expect.objectContaining({ actor: '90000001', action: 'user.invite', target: userID, detail }),
      expect.objectContaining({ actor: '90000001', action: 'user.create', target: userID, detail }),
    ]);
  });

  it('invites a branch at its pace, pauses, resumes, survives a restart, and reports', async () => {
    const started = await t.post(
      ApiPath.startBulkInvitation,
      { filter: { branch: 'FIL-INV-1' }, perMinute: 60 },
      admin,
    );
    expect(started.statusCode).toBe(200);
    const { id } = started.json().invitation;
    // INV-1 is invited already; 2 has no e-mail, 3 Giulia's address, 4 and 5 are to go.
    expect(started.json().invitation).toMatchObject({
      state: 'running',
      filter: { branch: 'FIL-INV-1' },
      perMinute: 60,
      total: 4,
      queued: 0,
      skipped: 0,
    });
    // The same clients are not in two runs at once.
    const again = await t.post(
      ApiPath.startBulkInvitation,
      { filter: { branch: 'FIL-INV-1' }, perMinute: 60 },
      admin,
    );
    expect(again.json()).toEqual(ko(ErrorCode.INVITATION_NOBODY));

    // One a second: the first tick invites one (a client passed over takes no turn).
    expect(await tick()).toBe(1);
    expect(await tick()).toBe(0);
    let [report] = (await list()).invitations;
    expect(report).toMatchObject({ id, queued: 1, sent: 1, failed: 0, registered: 0 });

    const paused = await t.post(ApiPath.pauseBulkInvitation, { id }, admin);
    expect(paused.json().invitation).toMatchObject({ state: 'paused' });
    expect((await t.post(ApiPath.pauseBulkInvitation, { id }, admin)).json()).toEqual(
      ko(ErrorCode.INVITATION_STATE),
    );
    t.clock.advance(60_000);
    expect(await tick()).toBe(0);

    const resumed = await t.post(ApiPath.resumeBulkInvitation, { id }, admin);
    expect(resumed.json().invitation).toMatchObject({ state: 'running' });
    expect((await t.post(ApiPath.resumeBulkInvitation, { id }, admin)).json()).toEqual(
      ko(ErrorCode.INVITATION_STATE),
    );
    // A minute paused is not made up at once: one now, the next a second later.
    expect(await tick()).toBe(1);
    t.clock.advance(1_000);
    expect(await tick()).toBe(0);
    [report] = (await list()).invitations;
    expect(report).toMatchObject({
      state: 'done',
      queued: 2,
      sent: 2,
      skipped: 2,
      finishedAt: expect.any(String),
    });

    // A client accepts: the report counts them registered since.
    const { userID, hash } = await inviteIn('invitato4@example.it');
    await t.post(ApiPath.validateInviteCode, { userID, hash_pwd: hash, newPassword: NEW_PASSWORD });
    [report] = (await list()).invitations;
    expect(report).toMatchObject({ registered: 1 });
    expect((await t.post(ApiPath.resumeBulkInvitation, { id }, admin)).json()).toEqual(
      ko(ErrorCode.INVITATION_STATE),
    );

    const adminCode = '90000001';
    for (const action of ['invitation.start', 'invitation.pause', 'invitation.resume']) {
      expect(await auditOf(action)).toContainEqual(
        expect.objectContaining({ actor: adminCode, target: `bulk-invitation:${id}` }),
      );
    }
  });
});
