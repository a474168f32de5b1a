import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAddress } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { STAFF_PASSWORD, staffAccount } from '../../test/staff-accounts.js';

/*
 * The inbox's assignment to a colleague and its "mie" and "in ritardo" filters (issue 35 item 1,
 * docs/decisions/0144), on the clock the tests inject: a request of Friday 24 December 2027, evening.
 */

const t = useTestApp();
const ko = (code: string) => ({ status: 'KO', error: { code } });
const OK = { status: 'OK', result: true };
// Friday 24 December 2027, 18:30 in Rome (UTC+1).
const CHRISTMAS_EVE = Date.parse('2027-12-24T17:30:00Z');
const moveTo = (at: number) => t.clock.advance(at - t.clock.now().getTime());

type Staff = { code: string; token: string };
let admin = '';
let anna: Staff;
let bruno: Staff;
let carla: Staff;

/** Sessions end after 30 idle minutes: after the clock jumps, everyone logs in again. */
async function logInAgain() {
  admin = await t.login('90000001');
  anna = { ...anna, token: await t.login(anna.code, STAFF_PASSWORD) };
  bruno = { ...bruno, token: await t.login(bruno.code, STAFF_PASSWORD) };
}

/** A request as the client sends it from the area: its id, the inbox's newest. */
async function ask(testo: string): Promise<number> {
  const mario = await t.login('10000001');
  const reply = await t.inject({
    method: 'POST',
    url: ApiPath.formContatti,
    payload: { oggetto: '1', testo },
    headers: { authorization: `Bearer ${mario}` },
    remoteAddress: newAddress(),
  });
  expect(reply.json()).toEqual({ ...OK, numero: expect.stringMatching(/^R-\d{4}-\d{6}$/) });
  return (await t.post(ApiPath.getInbox, { limit: 1 }, admin)).json().requests[0].id;
}

const list = async (token: string, body: object = {}) =>
  (await t.post(ApiPath.getInbox, body, token)).json().requests as {
    id: number;
    state: string;
    takenBy: string | null;
    dueAt: string;
    late: boolean;
  }[];
const assign = (token: string, id: number, assignee: string) =>
  t.post(ApiPath.assignInboxRequest, { id, assignee }, token);
const detail = async (token: string, id: number) =>
  (await t.post(ApiPath.getInboxRequest, { id }, token)).json();
const assignments = async (id: number) =>
  (
    (await t.post(ApiPath.getAuditLog, { action: 'inbox.assign' }, admin)).json().entries as {
      actor: string;
      detail: Record<string, string>;
    }[]
  ).filter((entry) => entry.detail?.request === String(id));

let eve = 0;
beforeAll(async () => {
  moveTo(CHRISTMAS_EVE);
  admin = await t.login('90000001');
  anna = await staffAccount(t, admin, 'anna.inbox@agenzia.it', 'Staff');
  bruno = await staffAccount(t, admin, 'bruno.inbox@agenzia.it', 'Staff');
  carla = await staffAccount(t, admin, 'carla.inbox@agenzia.it', 'Staff');
  expect((await t.post(ApiPath.disableUser, { userCode: carla.code }, admin)).json()).toEqual(OK);
  eve = await ask('Scritta la vigilia di Natale, di sera.');
});

describe('"in ritardo": past one Italian working day (getInbox late)', () => {
  it('a request of Friday 24 December 2027, evening, is due on Monday 27 at the same time', async () => {
    const [item] = await list(admin, { limit: 1 });
    expect(item).toMatchObject({ id: eve, dueAt: '2027-12-27T17:30:00.000Z', late: false });
    // Through Christmas and Santo Stefano (a weekend as well) it is not late.
    moveTo(Date.parse('2027-12-27T17:29:00Z'));
    await logInAgain();
    expect(await list(admin, { late: true })).toEqual([]);
    moveTo(Date.parse('2027-12-27T17:31:00Z'));
    await logInAgain();
    expect((await list(admin, { late: true })).map((r) => [r.id, r.late])).toEqual([[eve, true]]);
  });

  it('combines with state and branch; an answered or closed request is never late', async () => {
    expect((await list(admin, { late: true, state: 'new' })).map((r) => r.id)).toEqual([eve]);
    expect(await list(admin, { late: true, state: 'answered' })).toEqual([]);
    expect(await list(admin, { late: true, branchId: 999_999 })).toEqual([]);
    const fresh = await ask('Appena scritta.');
    expect((await list(admin, { late: true })).map((r) => r.id)).toEqual([eve]);
    expect((await act(ApiPath.closeInboxRequest, admin, fresh)).json()).toEqual(OK);
  });
});

const act = (path: string, token: string, id: number) => t.post(path, { id }, token);

describe('a request handed to a colleague (assignInboxRequest)', () => {
  it('lists the enabled staff to hand it to; a new request is handed by anyone, taken by the colleague, audited', async () => {
    const { staff } = await detail(anna.token, eve);
    const codes = staff.map((s: { userCode: string }) => s.userCode);
    expect(codes).toEqual(expect.arrayContaining([anna.code, bruno.code, '90000001']));
    expect(codes).not.toContain(carla.code);
    expect(staff.find((s: { userCode: string }) => s.userCode === bruno.code).name).toBe(
      'bruno.inbox@agenzia.it',
    );

    expect((await assign(anna.token, eve, bruno.code)).json()).toEqual(OK);
    expect((await detail(admin, eve)).request).toMatchObject({ state: 'taken', takenBy: bruno.code });
    expect(await assignments(eve)).toEqual([
      expect.objectContaining({
        actor: anna.code,
        detail: { request: String(eve), heldBy: '', assignee: bruno.code },
      }),
    ]);
    // Handing it to who holds it already changes nothing, and writes no audit line.
    expect((await assign(bruno.token, eve, bruno.code)).json()).toEqual(OK);
    expect(await assignments(eve)).toHaveLength(1);
  });

  it('"mie" lists what the caller holds, with the other filters', async () => {
    expect((await list(bruno.token, { mine: true })).map((r) => r.id)).toEqual([eve]);
    expect((await list(bruno.token, { mine: true, late: true })).map((r) => r.id)).toEqual([eve]);
    expect(await list(bruno.token, { mine: true, state: 'new' })).toEqual([]);
    expect(await list(anna.token, { mine: true })).toEqual([]);
  });

  it("a Staff member does not take a colleague's request (INBOX_002); a Superuser reassigns it; who holds it hands it on", async () => {
    const refused = await assign(anna.token, eve, anna.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(ko(ErrorCode.INBOX_TAKEN));
    expect((await assign(admin, eve, anna.code)).json()).toEqual(OK);
    expect((await assign(anna.token, eve, bruno.code)).json()).toEqual(OK);
    expect((await detail(admin, eve)).request.takenBy).toBe(bruno.code);
    expect((await assignments(eve)).map((e) => [e.actor, e.detail.heldBy, e.detail.assignee])).toEqual(
      expect.arrayContaining([
        ['90000001', bruno.code, anna.code],
        [anna.code, anna.code, bruno.code],
      ]),
    );
  });

  it('refuses an unknown, disabled or client account (INBOX_004), a malformed one, a missing or closed request', async () => {
    for (const assignee of ['99999999', carla.code, '10000001']) {
      const reply = await assign(bruno.token, eve, assignee);
      expect(reply.statusCode, assignee).toBe(400);
      expect(reply.json()).toEqual(ko(ErrorCode.INBOX_ASSIGNEE));
    }
    expect((await assign(bruno.token, eve, 'anna')).json()).toEqual(ko(ErrorCode.VALIDATION));
    expect((await assign(bruno.token, 999_999, anna.code)).json()).toEqual(ko(ErrorCode.NOT_FOUND));
    expect((await act(ApiPath.closeInboxRequest, bruno.token, eve)).json()).toEqual(OK);
    const closed = await assign(bruno.token, eve, anna.code);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual(ko(ErrorCode.INBOX_STATE));
    expect((await detail(admin, eve)).request.takenBy).toBe(bruno.code);
    expect(await list(admin, { late: true })).toEqual([]);
  });
});
