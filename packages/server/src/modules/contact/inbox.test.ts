import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../delivery/smtp.js';
import { acceptStaffInvite, newAddress } from '../../test/accounts.js';
import { startSmtpServer } from '../../test/delivery-servers.js';
import { useTestApp } from '../../test/harness.js';
import { setUpSecondFactor } from '../../test/second-factor.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const t = useTestApp({
  deps: () => ({
    mailer: { send: (email) => new SmtpMailer(smtp.url, 'Area Clienti <no-reply@example.it>').send(email) },
  }),
});
const ko = (code: string) => ({ status: 'KO', error: { code } });
const OK = { status: 'OK', result: true };
/** A form's reply: the request's number beside `result` (docs/decisions/0143). */
const SENT = { ...OK, numero: expect.stringMatching(/^R-\d{4}-\d{6}$/) };
const MARIO_POLICY = '10020030';

/** A request as a client sends it, from an address of its own (the per-address limit stays out of it). */
const ask = (token: string, body: object) =>
  t.inject({
    method: 'POST',
    url: ApiPath.formContatti,
    payload: body,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: newAddress(),
  });

/** A Staff member made by the Superuser, first access and second factor done, as in the console. */
async function newStaff(email: string) {
  const admin = await t.login('90000001');
  await t.post(ApiPath.createStaffUser, { email, phone: '+39 340 555 8888', role: 'Staff' }, admin);
  const { token, userCode } = await acceptStaffInvite(t, smtp.to(email).at(-1)?.text ?? '');
  await setUpSecondFactor(t, token);
  return { token, userCode };
}

const inbox = async (token: string, body: object = {}) =>
  (await t.post(ApiPath.getInbox, body, token)).json();
const detail = async (token: string, id: number) =>
  (await t.post(ApiPath.getInboxRequest, { id }, token)).json().request;
const act = (path: string, token: string, id: number, extra: object = {}) =>
  t.post(path, { id, ...extra }, token);

let admin = '';
let staff = { token: '', userCode: '' };
let mario = '';
beforeAll(async () => {
  admin = await t.login('90000001');
  staff = await newStaff('sportello.inbox@agenzia.it');
  mario = await t.login('10000001');
});

describe('a request with a reason (formContatti with motivo, docs/decisions/0105)', () => {
  it('stores the reason, the policy, the amount and the call-back slot; the branch reads them', async () => {
    const reply = await ask(mario, {
      motivo: 'pagaRata',
      polizza: MARIO_POLICY,
      importo: 48.5,
      richiamata: 'mattina',
    });
    expect(reply.json()).toEqual(SENT);
    const mail = smtp.received.filter((m) => !m.to.includes('mario.rossi@example.it')).at(-1);
    expect(mail?.subject).toContain('Pagamento della rata');
    expect(mail?.text).toContain('48,50');
    expect(mail?.text).toContain('In mattinata (9-13)');
    const [first] = (await inbox(admin)).requests;
    expect(first).toMatchObject({
      reason: 'pagaRata',
      subject: 'Pagamento della rata',
      polizza: MARIO_POLICY,
      importo: 48.5,
      callback: 'mattina',
      from: 'Mario Rossi',
      state: 'new',
      takenBy: null,
    });
  });

  it("refuses a bad reason, amount or slot (VALIDATION_001), a reason without a policy (FORMCONTATTI_002), another's policy (NOTFOUND_001)", async () => {
    const before = (await inbox(admin)).requests.length;
    for (const body of [
      { motivo: 'regalo', polizza: MARIO_POLICY },
      { motivo: 'pagaRata', polizza: MARIO_POLICY, importo: -1 },
      { motivo: 'pagaRata', polizza: MARIO_POLICY, importo: 10.005 },
      { motivo: 'pagaRata', polizza: MARIO_POLICY, importo: '48,50' },
      { motivo: 'rinnova', polizza: MARIO_POLICY, richiamata: 'notte' },
    ]) {
      const reply = await ask(mario, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json()).toEqual(ko(ErrorCode.VALIDATION));
    }
    const noPolicy = await ask(mario, { motivo: 'rinnova' });
    expect(noPolicy.statusCode).toBe(400);
    expect(noPolicy.json()).toEqual(ko(ErrorCode.CONTACT_MISSING_DATA));
    const foreign = await ask(mario, { motivo: 'coordinateBancarie', polizza: '20090010' });
    expect(foreign.json()).toEqual(ko(ErrorCode.NOT_FOUND));
    expect((await inbox(admin)).requests).toHaveLength(before);
  });

  it("keeps the spec's form as it was: a subject and a message, no reason", async () => {
    expect((await ask(mario, { oggetto: '1', testo: 'Una domanda.' })).json()).toEqual(SENT);
    expect((await inbox(admin)).requests[0]).toMatchObject({
      subject: 'Informazioni generali',
      reason: null,
      importo: null,
      callback: null,
    });
  });
});

describe('the inbox: take, note, answer by e-mail, close (docs/decisions/0104)', () => {
  it('a Staff member takes, notes, answers and closes; the client reads the answer; every act is audited', async () => {
    const asked = (await ask(mario, { oggetto: '1', testo: 'Quando scade la mia polizza?' })).json();
    expect(asked).toEqual(SENT);
    const [request] = (await inbox(staff.token)).requests;
    const id = request.id as number;
    // Sunday 22 November 2026 at 11:00 in Rome: due by the end of Monday.
    expect(request).toMatchObject({ state: 'new', dueAt: '2026-11-23T23:00:00.000Z', late: false });

    expect((await act(ApiPath.takeInboxRequest, staff.token, id)).json()).toEqual(OK);
    expect((await act(ApiPath.takeInboxRequest, staff.token, id)).json()).toEqual(OK);
    const note = 'Cliente storico: richiamare se non legge la posta.';
    expect((await act(ApiPath.noteInboxRequest, staff.token, id, { note })).json()).toEqual(OK);
    const answer = 'Gentile cliente, la sua polizza scade il 31 dicembre 2026.';
    expect((await act(ApiPath.answerInboxRequest, staff.token, id, { text: answer })).json()).toEqual(OK);

    // A client of the area is told where to read it (docs/decisions/0143): the number and the link, no text.
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['mario.rossi@example.it']);
    expect(mail?.subject).toBe(`Area Clienti: nuova risposta alla tua richiesta ${asked.numero}`);
    expect(mail?.text).toContain(`/richieste/${asked.numero}`);
    expect(mail?.text).not.toContain(answer);
    expect(mail?.text).not.toContain(note);
    const thread = (await t.post(ApiPath.getMyRequest, { numero: asked.numero }, mario)).json().request;
    expect(thread.messages).toEqual([
      { id: expect.any(Number), author: 'branch', text: answer, at: expect.any(String) },
    ]);

    expect((await act(ApiPath.closeInboxRequest, staff.token, id)).json()).toEqual(OK);
    expect(await detail(admin, id)).toMatchObject({
      state: 'closed',
      takenBy: staff.userCode,
      notes: [{ author: staff.userCode, at: expect.any(String), text: note }],
      answer,
      answeredBy: staff.userCode,
      closedBy: staff.userCode,
      testo: 'Quando scade la mia polizza?',
      userCode: '10000001',
      late: false,
    });
    const entries = (await t.post(ApiPath.getAuditLog, {}, admin)).json().entries as {
      actor: string;
      action: string;
      target: string;
      detail: Record<string, string>;
    }[];
    const ours = entries.filter((e) => e.detail?.request === String(id)).map((e) => e.action);
    // Taking it twice changed nothing the second time: four acts.
    expect(ours.sort()).toEqual(['inbox.answer', 'inbox.close', 'inbox.note', 'inbox.take']);
    expect(entries.find((e) => e.action === 'inbox.take')).toMatchObject({
      actor: staff.userCode,
      target: '10000001',
    });
  });

  it("refuses what the state does not allow (INBOX_001) and another's request (INBOX_002), changing nothing", async () => {
    const luca = await t.login('10000003');
    expect((await ask(luca, { oggetto: '0', testo: 'Ho avuto un incidente.' })).json()).toEqual(SENT);
    const id = (await inbox(admin)).requests[0].id as number;
    const sent = smtp.received.length;
    const expectKo = async (reply: Awaited<ReturnType<typeof act>>, code: string) => {
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual(ko(code));
    };
    // Not taken yet: no answer.
    await expectKo(
      await act(ApiPath.answerInboxRequest, staff.token, id, { text: 'Sì.' }),
      ErrorCode.INBOX_STATE,
    );
    expect((await act(ApiPath.takeInboxRequest, staff.token, id)).json()).toEqual(OK);
    // The Superuser may not take, answer or close what the Staff member took.
    await expectKo(await act(ApiPath.takeInboxRequest, admin, id), ErrorCode.INBOX_TAKEN);
    await expectKo(await act(ApiPath.answerInboxRequest, admin, id, { text: 'Sì.' }), ErrorCode.INBOX_TAKEN);
    await expectKo(await act(ApiPath.closeInboxRequest, admin, id), ErrorCode.INBOX_TAKEN);
    // Anyone writes the note.
    expect((await act(ApiPath.noteInboxRequest, admin, id, { note: 'Visto.' })).json()).toEqual(OK);
    expect((await act(ApiPath.closeInboxRequest, staff.token, id)).json()).toEqual(OK);
    // Closed: nothing more.
    await expectKo(
      await act(ApiPath.answerInboxRequest, staff.token, id, { text: 'Sì.' }),
      ErrorCode.INBOX_STATE,
    );
    await expectKo(await act(ApiPath.takeInboxRequest, staff.token, id), ErrorCode.INBOX_STATE);
    await expectKo(await act(ApiPath.closeInboxRequest, staff.token, id), ErrorCode.INBOX_STATE);
    await expectKo(
      await act(ApiPath.noteInboxRequest, staff.token, id, { note: 'x' }),
      ErrorCode.INBOX_STATE,
    );
    expect(smtp.received).toHaveLength(sent);
    expect(await detail(admin, id)).toMatchObject({
      state: 'closed',
      answer: null,
      notes: [{ author: '90000001', at: expect.any(String), text: 'Visto.' }],
    });
  });

  it('closes a new request by anyone; answers 409 INBOX_003 to one without e-mail', async () => {
    const pub = await t.inject({
      method: 'POST',
      url: ApiPath.publicFormContatti,
      payload: { nome: 'Ada', cognome: 'Neri', oggetto: '1', telefono: '06 1234 5678', privacy: true },
      remoteAddress: newAddress(),
    });
    expect(pub.json()).toEqual(SENT);
    const [request] = (await inbox(admin)).requests;
    expect(request).toMatchObject({ source: 'public', from: 'Ada Neri', branch: null });
    expect((await act(ApiPath.takeInboxRequest, admin, request.id)).json()).toEqual(OK);
    const noEmail = await act(ApiPath.answerInboxRequest, admin, request.id, { text: 'La richiamiamo.' });
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json()).toEqual(ko(ErrorCode.INBOX_NO_EMAIL));
    expect((await act(ApiPath.closeInboxRequest, admin, request.id)).json()).toEqual(OK);

    expect((await ask(mario, { oggetto: '1', testo: 'Doppione.' })).json()).toEqual(SENT);
    const duplicate = (await inbox(admin)).requests[0].id as number;
    expect((await act(ApiPath.closeInboxRequest, staff.token, duplicate)).json()).toEqual(OK);
    expect(await detail(admin, duplicate)).toMatchObject({ state: 'closed', takenBy: null });
  });

  it('answers 404 for no such request and 400 for a bad id, a blank or too long answer', async () => {
    for (const path of [ApiPath.getInboxRequest, ApiPath.takeInboxRequest, ApiPath.closeInboxRequest]) {
      const reply = await act(path, staff.token, 999_999);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual(ko(ErrorCode.NOT_FOUND));
    }
    for (const body of [
      { id: 'abc' },
      { id: 0 },
      {},
      { id: 1, text: '   ' },
      { id: 1, text: 'x'.repeat(4001) },
    ]) {
      const reply = await t.post(ApiPath.answerInboxRequest, body, staff.token);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json()).toEqual(ko(ErrorCode.VALIDATION));
    }
  });
});

describe('notes in a list, and a request given back (decisions/0117)', () => {
  it('keeps every note with its author and time, oldest first; a blank one is refused', async () => {
    expect((await ask(mario, { oggetto: '1', testo: 'Due note.' })).json()).toEqual(SENT);
    const id = (await inbox(admin)).requests[0].id as number;
    expect((await act(ApiPath.noteInboxRequest, staff.token, id, { note: 'Prima nota' })).json()).toEqual(OK);
    t.clock.advance(60_000);
    expect((await act(ApiPath.noteInboxRequest, admin, id, { note: ' Seconda nota ' })).json()).toEqual(OK);
    const blank = await act(ApiPath.noteInboxRequest, admin, id, { note: '   ' });
    expect([blank.statusCode, blank.json()]).toEqual([400, ko(ErrorCode.VALIDATION)]);
    const { notes } = await detail(staff.token, id);
    expect(notes).toEqual([
      { author: staff.userCode, at: expect.any(String), text: 'Prima nota' },
      { author: '90000001', at: expect.any(String), text: 'Seconda nota' },
    ]);
    expect(Date.parse(notes[1].at) - Date.parse(notes[0].at)).toBe(60_000);
  });

  it('gives a taken request back: by who took it or a Superuser, audited, the notes kept', async () => {
    const other = await newStaff('sportello.altro@agenzia.it');
    // Another client: Mario has written as many requests as an hour allows.
    const luca = await t.login('10000003');
    expect((await ask(luca, { oggetto: '1', testo: 'Da rilasciare.' })).json()).toEqual(SENT);
    const id = (await inbox(admin)).requests[0].id as number;
    const expectKo = async (reply: Awaited<ReturnType<typeof act>>, status: number, code: string) =>
      expect([reply.statusCode, reply.json()]).toEqual([status, ko(code)]);
    // Not taken: nothing to give back.
    await expectKo(await act(ApiPath.releaseInboxRequest, staff.token, id), 409, ErrorCode.INBOX_STATE);
    expect((await act(ApiPath.takeInboxRequest, staff.token, id)).json()).toEqual(OK);
    expect(
      (await act(ApiPath.noteInboxRequest, staff.token, id, { note: 'In ferie da domani.' })).json(),
    ).toEqual(OK);
    // Another Staff member may not; the Superuser may (a colleague away or gone).
    await expectKo(await act(ApiPath.releaseInboxRequest, other.token, id), 409, ErrorCode.INBOX_TAKEN);
    expect((await act(ApiPath.releaseInboxRequest, admin, id)).json()).toEqual(OK);
    expect(await detail(admin, id)).toMatchObject({
      state: 'new',
      takenBy: null,
      takenAt: null,
      notes: [{ author: staff.userCode, text: 'In ferie da domani.' }],
    });
    const entries = (await t.post(ApiPath.getAuditLog, {}, admin)).json().entries as {
      actor: string;
      action: string;
      detail: Record<string, string>;
    }[];
    expect(
      entries.find((e) => e.action === 'inbox.release' && e.detail.request === String(id)),
    ).toMatchObject({
      actor: '90000001',
      detail: { request: String(id), heldBy: staff.userCode },
    });
    // Now the other Staff member takes it, and gives back their own.
    expect((await act(ApiPath.takeInboxRequest, other.token, id)).json()).toEqual(OK);
    expect((await act(ApiPath.releaseInboxRequest, other.token, id)).json()).toEqual(OK);
    // Answered: it stays with who answered it.
    expect((await act(ApiPath.takeInboxRequest, staff.token, id)).json()).toEqual(OK);
    expect((await act(ApiPath.answerInboxRequest, staff.token, id, { text: 'Fatto.' })).json()).toEqual(OK);
    await expectKo(await act(ApiPath.releaseInboxRequest, staff.token, id), 409, ErrorCode.INBOX_STATE);
    await expectKo(await act(ApiPath.releaseInboxRequest, admin, 999_999), 404, ErrorCode.NOT_FOUND);
  });
});

describe('the inbox list: filters, pages, who may read it', () => {
  it('filters by state and branch, walks pages newest first, tells when a request is late', async () => {
    const all = (await inbox(admin, { limit: 100 })).requests as {
      id: number;
      state: string;
      branch: string | null;
    }[];
    const closed = (await inbox(admin, { state: 'closed', limit: 100 })).requests as { state: string }[];
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((r) => r.state === 'closed')).toBe(true);
    expect(closed).toHaveLength(all.filter((r) => r.state === 'closed').length);

    const { branches } = await inbox(admin);
    const marios = all.find((r) => r.branch !== null);
    const branch = branches.find((b: { name: string }) => b.name === marios?.branch);
    const ofBranch = (await inbox(admin, { branchId: branch.id, limit: 100 })).requests as {
      branch: string;
    }[];
    expect(ofBranch.length).toBeGreaterThan(0);
    expect(ofBranch.every((r) => r.branch === branch.name)).toBe(true);

    const walked: number[] = [];
    let after: number | undefined;
    do {
      const page = await inbox(admin, { limit: 2, ...(after ? { after } : {}) });
      walked.push(...page.requests.map((r: { id: number }) => r.id));
      after = page.next ?? undefined;
    } while (after);
    expect(walked).toEqual(all.map((r) => r.id));

    // Two days later the new ones are late; the answered and closed ones are not.
    t.clock.advance(2 * 86_400_000);
    // Sessions do not last two days.
    admin = await t.login('90000001');
    mario = await t.login('10000001');
    const later = (await inbox(admin, { limit: 100 })).requests as { state: string; late: boolean }[];
    for (const r of later) expect(r.late).toBe(r.state === 'new' || r.state === 'taken');
    expect(later.some((r) => r.late)).toBe(true);
  });

  it('answers 400 for a bad filter, 403 to a client, 401 to a visitor', async () => {
    for (const body of [
      { state: 'open' },
      { branchId: 'x' },
      { after: 0 },
      { after: 2 ** 31 },
      { limit: 101 },
    ]) {
      const reply = await t.post(ApiPath.getInbox, body, admin);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const path of [ApiPath.getInbox, ApiPath.takeInboxRequest, ApiPath.answerInboxRequest]) {
      const refused = await t.post(path, { id: 1, text: 'x' }, mario);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(ko(ErrorCode.FORBIDDEN));
      expect((await t.post(path, { id: 1, text: 'x' })).statusCode).toBe(401);
    }
  });
});
