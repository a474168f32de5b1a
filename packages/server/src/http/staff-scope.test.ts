import { type Endpoint, ErrorCode, endpoints, Role } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branches, clients, contactRequests, users } from '../db/schema.js';
import { type Account, directStaffAccount } from '../test/accounts.js';
import { claimClient, sentDamageReport } from '../test/claim-reports.js';
import { useTestApp } from '../test/harness.js';
import { insertPaymentForTest } from '../test/payments.js';

// The branch scope of staff (issue 37, docs/decisions/0158), over the whole endpoint table: every staff call
// that takes a client's, a request's or a report's id answers a branch-A staff member asking for branch B's
// exactly as for a missing one; every list and figure leaves branch B out; the calls over the whole agency
// refuse a branch's staff; and every staff call of the table is in one of these kinds, or the test fails.

const t = useTestApp();

/** Staff of one branch: an agency's account with `users.staff_branch` set, as the staff console sets it. */
async function branchStaff(
  branch: string | null,
  role: typeof Role.STAFF | typeof Role.SUPERUSER = Role.STAFF,
) {
  const account = await directStaffAccount(t, role);
  await t.db.update(users).set({ staffBranch: branch }).where(eq(users.id, account.userId));
  return account;
}

const MISSING_UUID = '00000000-0000-4000-8000-000000000000';
const MISSING_ID = 2_000_000_000;

let staffA: Account;
let staffB: Account;
let wide: Account;
let superuserA: Account;
let clientB: Awaited<ReturnType<typeof claimClient>>;
let reportB: string;
let requestB: number;
let changeB: number;

beforeAll(async () => {
  await t.db.insert(branches).values([
    { agencyId: 'SCOPE-A', name: 'Filiale Ambito A', bank: 'Banca Esempio' },
    { agencyId: 'SCOPE-B', name: 'Filiale Ambito B', bank: 'Banca Esempio' },
  ]);
  const [b] = await t.db.select().from(branches).where(eq(branches.agencyId, 'SCOPE-B'));
  clientB = await claimClient(t);
  await t.db.update(clients).set({ branchId: b?.id }).where(eq(clients.agencyId, clientB.agencyId));
  reportB = await sentDamageReport(t, clientB);
  // The client's own change of bank details (decisions/0145): a change the console reads whole, and a
  // request to branch B beside it.
  const changed = await t.post(
    endpoints.changeIban.path,
    { iban: 'IT60X0542811101000000123456' },
    clientB.token,
  );
  expect(changed.statusCode, changed.body).toBe(200);
  changeB = changed.json().change.id;
  const [written] = await t.db
    .insert(contactRequests)
    .values({
      numero: 'R-2026-900001',
      source: 'authenticated',
      userId: clientB.userId,
      nome: 'Cliente',
      cognome: 'Di B',
      email: clientB.email,
      oggetto: '0',
      oggettoTesto: 'Informazioni',
      testo: 'Una domanda alla filiale B',
      branchId: b?.id,
      recipient: 'filiale.b@example.it',
      dueAt: t.clock.now(),
    })
    .returning({ id: contactRequests.id });
  requestB = written?.id as number;
  const [clientRow] = await t.db.select().from(clients).where(eq(clients.agencyId, clientB.agencyId));
  await insertPaymentForTest(t.db, {
    userId: clientB.userId,
    clientId: clientRow?.id as number,
    numeroPolizza: `SCOPE-${clientB.agencyId}`,
    titolo: 'Rata 2/2026',
    amountCents: 10_000,
    state: 'paid',
    provider: 'stripe',
    checkoutId: `cs_test_scope_${clientB.agencyId}`,
    paidAt: t.clock.now(),
  });
  staffA = await branchStaff('SCOPE-A');
  staffB = await branchStaff('SCOPE-B');
  wide = await branchStaff(null);
  // A Superuser is agency-wide whatever the column says.
  superuserA = await branchStaff('SCOPE-A', Role.SUPERUSER);
});

/**
 * The staff calls that act on one object, with a body naming branch B's and one naming a missing one (of
 * the same shape): branch A's staff get the same answer for both.
 */
const byId: Record<string, { of: () => object; missing: () => object }> = {
  getClientFile: { of: () => ({ clientId: clientB.agencyId }), missing: () => ({ clientId: 'NESSUNO-1' }) },
  getClientIban: {
    of: () => ({ clientId: clientB.agencyId, dossierId: clientB.home }),
    missing: () => ({ clientId: 'NESSUNO-1', dossierId: clientB.home }),
  },
  getOwnDataIban: {
    of: () => ({ clientId: clientB.agencyId, changeId: changeB }),
    missing: () => ({ clientId: 'NESSUNO-1', changeId: changeB }),
  },
  getClientDocuments: {
    of: () => ({ clientId: clientB.agencyId }),
    missing: () => ({ clientId: 'NESSUNO-1' }),
  },
  getClientDocumentFile: {
    of: () => ({ clientId: clientB.agencyId, documentID: 1 }),
    missing: () => ({ clientId: 'NESSUNO-1', documentID: 1 }),
  },
  previewClientInvite: {
    of: () => ({ clientId: clientB.agencyId }),
    missing: () => ({ clientId: 'NESSUNO-1' }),
  },
  inviteClient: { of: () => ({ clientId: clientB.agencyId }), missing: () => ({ clientId: 'NESSUNO-1' }) },
  sendInvite: { of: () => ({ userCode: clientB.userCode }), missing: () => ({ userCode: '99999999' }) },
  getInboxRequest: { of: () => ({ id: requestB }), missing: () => ({ id: MISSING_ID }) },
  getInboxThread: { of: () => ({ id: requestB }), missing: () => ({ id: MISSING_ID }) },
  takeInboxRequest: { of: () => ({ id: requestB }), missing: () => ({ id: MISSING_ID }) },
  noteInboxRequest: {
    of: () => ({ id: requestB, note: 'Nota' }),
    missing: () => ({ id: MISSING_ID, note: 'Nota' }),
  },
  answerInboxRequest: {
    of: () => ({ id: requestB, text: 'Risposta' }),
    missing: () => ({ id: MISSING_ID, text: 'Risposta' }),
  },
  releaseInboxRequest: { of: () => ({ id: requestB }), missing: () => ({ id: MISSING_ID }) },
  closeInboxRequest: { of: () => ({ id: requestB }), missing: () => ({ id: MISSING_ID }) },
  assignInboxRequest: {
    of: () => ({ id: requestB, assignee: userCodeOf(staffA) }),
    missing: () => ({ id: MISSING_ID, assignee: userCodeOf(staffA) }),
  },
  getStaffClaimReport: { of: () => ({ reportId: reportB }), missing: () => ({ reportId: MISSING_UUID }) },
  getStaffClaimReportPdf: { of: () => ({ reportId: reportB }), missing: () => ({ reportId: MISSING_UUID }) },
  getStaffClaimReportThread: {
    of: () => ({ reportId: reportB }),
    missing: () => ({ reportId: MISSING_UUID }),
  },
  takeClaimReport: { of: () => ({ reportId: reportB }), missing: () => ({ reportId: MISSING_UUID }) },
  assignClaimReport: {
    of: () => ({ reportId: reportB, assignee: null }),
    missing: () => ({ reportId: MISSING_UUID, assignee: null }),
  },
  closeClaimReport: {
    of: () => ({ reportId: reportB, reason: 'Chiusa' }),
    missing: () => ({ reportId: MISSING_UUID, reason: 'Chiusa' }),
  },
  linkClaimReport: {
    of: () => ({ reportId: reportB, sinistroId: 1 }),
    missing: () => ({ reportId: MISSING_UUID, sinistroId: 1 }),
  },
  postStaffClaimReportMessage: {
    of: () => ({ reportId: reportB, text: 'Buongiorno' }),
    missing: () => ({ reportId: MISSING_UUID, text: 'Buongiorno' }),
  },
  requestClaimReportDocuments: {
    of: () => ({ reportId: reportB, text: 'Ci mandi la fattura' }),
    missing: () => ({ reportId: MISSING_UUID, text: 'Ci mandi la fattura' }),
  },
};

/** The lists and figures: a branch's staff see their branch's, never B's (checked one by one below). */
const lists = [
  'getInbox',
  'getContactRequests',
  'getInboxFigures',
  'getClaimReportInbox',
  'listPayments',
  'searchClients',
  'getClienti',
];

/** A file of a sent report: another branch's answers as a missing one (its own test, claim-report-files). */
const fileCalls = ['getStaffClaimReportFile'];

/** The caller's own scope, which the console reads to offer what the caller may open. */
const ownCalls = ['getStaffScope'];

const codes = new Map<number, string>();
const userCodeOf = (account: Account) => codes.get(account.userId) ?? '';

const staffCalls = (Object.entries(endpoints) as [string, Endpoint][]).filter(
  ([, endpoint]) => endpoint.access === 'staff',
);

describe('the branch scope of staff (decisions/0158)', () => {
  beforeAll(async () => {
    for (const account of [staffA, staffB, wide]) {
      const [row] = await t.db.select().from(users).where(eq(users.id, account.userId));
      codes.set(account.userId, row?.userCode ?? '');
    }
  });

  it("tells each caller its own scope: branch A's, none for the agency-wide and a Superuser", async () => {
    const scopeOfCaller = async (token: string) =>
      (await t.post(endpoints.getStaffScope.path, {}, token)).json();
    expect(await scopeOfCaller(staffA.token)).toEqual({ status: 'OK', branch: 'SCOPE-A' });
    expect(await scopeOfCaller(staffB.token)).toEqual({ status: 'OK', branch: 'SCOPE-B' });
    expect(await scopeOfCaller(wide.token)).toEqual({ status: 'OK', branch: null });
    expect(await scopeOfCaller(superuserA.token)).toEqual({ status: 'OK', branch: null });
  });

  it('puts every staff call of the endpoint table in one kind: by id, a list, a file, yours, or over the agency', () => {
    const unplaced = staffCalls
      .filter(
        ([name]) =>
          !(name in byId) && !lists.includes(name) && !fileCalls.includes(name) && !ownCalls.includes(name),
      )
      .filter(([, endpoint]) => endpoint.agencyWide !== true)
      .map(([name]) => name);
    // A new staff call fails here until it is placed (and tested) in one of the kinds.
    expect(unplaced).toEqual([]);
  });

  it.each(Object.keys(byId))(
    "%s: branch A's staff asking for branch B's answer exactly as for a missing one",
    async (name) => {
      const endpoint = (endpoints as Record<string, Endpoint>)[name] as Endpoint;
      const calls = byId[name] as (typeof byId)[string];
      const other = await t.post(endpoint.path, calls.of(), staffA.token);
      const missing = await t.post(endpoint.path, calls.missing(), staffA.token);
      expect(missing.statusCode, missing.body).toBe(404);
      expect({ status: other.statusCode, body: other.json() }).toEqual({
        status: missing.statusCode,
        body: missing.json(),
      });
      expect(missing.json()).toEqual({ status: 'KO', error: { code: ErrorCode.NOT_FOUND } });
    },
  );

  it("lets the branch's own staff, the agency-wide staff and a Superuser open what branch A's may not", async () => {
    for (const token of [staffB.token, wide.token, superuserA.token]) {
      const file = await t.post(endpoints.getClientFile.path, { clientId: clientB.agencyId }, token);
      expect(file.statusCode, file.body).toBe(200);
      const request = await t.post(endpoints.getInboxRequest.path, { id: requestB }, token);
      expect(request.statusCode, request.body).toBe(200);
      const documents = await t.post(
        endpoints.getClientDocuments.path,
        { clientId: clientB.agencyId },
        token,
      );
      expect(documents.statusCode, documents.body).toBe(200);
      const report = await t.post(endpoints.getStaffClaimReport.path, { reportId: reportB }, token);
      expect(report.statusCode, report.body).toBe(200);
      const thread = await t.post(endpoints.getStaffClaimReportThread.path, { reportId: reportB }, token);
      expect(thread.statusCode, thread.body).toBe(200);
      const inboxThread = await t.post(endpoints.getInboxThread.path, { id: requestB }, token);
      expect(inboxThread.statusCode, inboxThread.body).toBe(200);
      const iban = await t.post(
        endpoints.getOwnDataIban.path,
        { clientId: clientB.agencyId, changeId: changeB },
        token,
      );
      expect(iban.json(), iban.body).toEqual({ status: 'OK', iban: 'IT60X0542811101000000123456' });
    }
  });

  it("shows on the client's page the branch, the requests and the reports, each with the id that opens it", async () => {
    const file = (
      await t.post(endpoints.getClientFile.path, { clientId: clientB.agencyId }, staffB.token)
    ).json();
    expect(file.filiale).toEqual({ id: 'SCOPE-B', nome: 'Filiale Ambito B' });
    expect(file.richieste).toContainEqual(
      expect.objectContaining({
        id: requestB,
        numero: 'R-2026-900001',
        oggetto: 'Informazioni',
        stato: 'new',
      }),
    );
    // As the desk lists it.
    const desk = (await t.post(endpoints.getClaimReportInbox.path, {}, staffB.token)).json();
    const atDesk = desk.reports.find((r: { reportId: string }) => r.reportId === reportB);
    expect(file.denunce).toEqual([
      {
        reportId: reportB,
        kind: 'damage',
        eventDate: '2026-11-18',
        sentAt: atDesk.sentAt,
        deskStatus: atDesk.deskStatus,
      },
    ]);
  });

  it("lists and counts branch B's client, request and report for B's staff, never for A's", async () => {
    const seen = async (token: string) => {
      const inbox = (await t.post(endpoints.getInbox.path, {}, token)).json();
      const requests = (await t.post(endpoints.getContactRequests.path, {}, token)).json();
      const desk = (await t.post(endpoints.getClaimReportInbox.path, {}, token)).json();
      const search = (await t.post(endpoints.searchClients.path, { query: clientB.userCode }, token)).json();
      const figures = (await t.post(endpoints.getInboxFigures.path, {}, token)).json();
      const counts = (await t.post(endpoints.getClienti.path, {}, token)).json();
      const paid = (await t.post(endpoints.listPayments.path, {}, token)).json();
      return {
        inbox: inbox.requests.some((r: { id: number }) => r.id === requestB),
        inboxBranches: inbox.branches
          .map((b: { name: string }) => b.name)
          .filter((n: string) => n.startsWith('Filiale Ambito')),
        requests: requests.requests.some((r: { id: number }) => r.id === requestB),
        desk: desk.reports.some((r: { reportId: string }) => r.reportId === reportB),
        search: search.results.some((r: { clientId: string }) => r.clientId === clientB.agencyId),
        payments: paid.payments.some(
          (p: { numeroPolizza: string }) => p.numeroPolizza === `SCOPE-${clientB.agencyId}`,
        ),
        open: figures.open,
        clients: counts.clienti.clients,
      };
    };
    expect(await seen(staffB.token)).toEqual({
      inbox: true,
      inboxBranches: ['Filiale Ambito B'],
      requests: true,
      desk: true,
      search: true,
      payments: true,
      // The request written above and the one the change of bank details wrote.
      open: 2,
      clients: 1,
    });
    expect(await seen(staffA.token)).toEqual({
      inbox: false,
      inboxBranches: ['Filiale Ambito A'],
      requests: false,
      desk: false,
      search: false,
      payments: false,
      open: 0,
      clients: 0,
    });
    const all = await seen(wide.token);
    expect(all).toMatchObject({ inbox: true, requests: true, desk: true, search: true, payments: true });
    expect(all.inboxBranches).toEqual(['Filiale Ambito A', 'Filiale Ambito B']);
  });

  it("finds branch B's client by name for B's staff behind more than a page of branch A's namesakes", async () => {
    // The search takes a page of each name's clients (decisions/0160): the branch is chosen within it, or
    // branch A's namesakes, older, would fill it and hide B's.
    const [a, b] = await Promise.all(
      ['SCOPE-A', 'SCOPE-B'].map(async (agencyId) => {
        const [row] = await t.db.select().from(branches).where(eq(branches.agencyId, agencyId));
        return row?.id;
      }),
    );
    const namesake = (n: number, branchId: number | undefined) => ({
      agencyId: `OMONIMO-${n}`,
      codiceFiscale: `CMNMBT80A01H5${String(n).padStart(2, '0')}X`,
      nome: 'Ambito',
      cognome: 'Comune',
      branchId,
    });
    await t.db.insert(clients).values(Array.from({ length: 25 }, (_, n) => namesake(n, a)));
    await t.db.insert(clients).values(namesake(99, b));
    const found = async (token: string) => {
      const ids: string[] = [];
      let after: string | undefined;
      do {
        const reply = await t.post(endpoints.searchClients.path, { query: 'Comune Ambito', after }, token);
        expect(reply.statusCode, reply.body).toBe(200);
        const page = reply.json() as { results: { clientId: string }[]; next: string | null };
        ids.push(...page.results.map((r) => r.clientId));
        after = page.next ?? undefined;
      } while (after);
      return ids;
    };
    expect(await found(staffB.token)).toEqual(['OMONIMO-99']);
    const seenByA = await found(staffA.token);
    expect(seenByA).toHaveLength(25);
    expect(seenByA).not.toContain('OMONIMO-99');
    expect(await found(wide.token)).toHaveLength(26);
  });

  it("hands branch B's request and report only to a colleague who sees branch B", async () => {
    const codeOf = async (account: Account) => {
      const [row] = await t.db.select().from(users).where(eq(users.id, account.userId));
      return row?.userCode as string;
    };
    const a = await codeOf(staffA);
    const b = await codeOf(staffB);
    const superuser = await codeOf(superuserA);
    const assignRequest = (assignee: string, token = wide.token) =>
      t.post(endpoints.assignInboxRequest.path, { id: requestB, assignee }, token);
    const assignReport = (assignee: string) =>
      t.post(endpoints.assignClaimReport.path, { reportId: reportB, assignee }, wide.token);
    // Branch A's colleague would not see them: refused, nothing changed.
    const refusedRequest = await assignRequest(a);
    expect(refusedRequest.statusCode).toBe(400);
    expect(refusedRequest.json()).toMatchObject({ error: { code: ErrorCode.INBOX_ASSIGNEE } });
    const refusedReport = await assignReport(a);
    expect(refusedReport.statusCode).toBe(400);
    expect(refusedReport.json()).toMatchObject({ error: { code: ErrorCode.CLAIMDESK_ASSIGNEE } });
    const [untouched] = await t.db.select().from(contactRequests).where(eq(contactRequests.id, requestB));
    expect(untouched).toMatchObject({ stato: 'new', takenBy: null });
    // Branch B's own, and a Superuser (agency-wide whatever the column says), are.
    expect((await assignRequest(b)).statusCode).toBe(200);
    expect((await assignRequest(superuser, staffB.token)).statusCode).toBe(200);
    expect((await assignReport(b)).statusCode).toBe(200);
    expect((await assignReport(superuser)).statusCode).toBe(200);
  });

  it("refuses the calls over the whole agency to a branch's staff (FORBIDDEN_001), as to a client", async () => {
    const agencyWide = staffCalls.filter(([, endpoint]) => endpoint.agencyWide === true);
    expect(agencyWide.length).toBeGreaterThan(0);
    for (const [name, endpoint] of agencyWide) {
      const reply = await t.post(endpoint.path, {}, staffA.token);
      expect({ name, status: reply.statusCode, body: reply.json() }).toEqual({
        name,
        status: 403,
        body: { status: 'KO', error: { code: ErrorCode.FORBIDDEN } },
      });
      const asWide = await t.post(endpoint.path, {}, wide.token);
      expect(asWide.statusCode, `${name}: ${asWide.body.slice(0, 200)}`).not.toBe(403);
    }
  });
});
