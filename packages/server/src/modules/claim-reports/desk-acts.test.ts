import { ApiPath, ClaimReportPath, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastCodeTo } from '../../test/accounts.js';
import { importRecords } from '../../test/agency-records.js';
import { smallPng } from '../../test/claim-report-files.js';
import { uploadWhole } from '../../test/claim-report-uploads.js';
import { claimClient, completeCai, sentDamageReport } from '../../test/claim-reports.js';
import { useTestApp } from '../../test/harness.js';
import { staffAccount } from '../../test/staff-accounts.js';

/*
 * The agency's desk in the console (issue 34 item 7, docs/decisions/0142): a report opened whole, assigned,
 * taken in charge, closed with a reason, linked to the agency's claim by hand; the list's filters.
 */

const t = useTestApp();
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;
const MISSING = '00000000-0000-4000-8000-000000000000';
type Client = Awaited<ReturnType<typeof claimClient>>;

let admin: string;
let colleague: { code: string; token: string };
beforeAll(async () => {
  admin = await t.login('90000001');
  colleague = await staffAccount(t, admin, 'desk.collega@example.it', 'Staff');
});

/** The agency's feed brings two claims on the client's home policy: one on the report's date, one not. */
async function importClaims(client: Client) {
  await importRecords(t, [
    {
      type: 'claim',
      id: `${client.agencyId}-SIN-A`,
      dossier: `${client.agencyId}-CASA`,
      stato: 'APERTO',
      statoDescr: 'In istruttoria',
      numeroSinistroCompagnia: `SIN-${client.agencyId}-A`,
      dataSinistro: '2026-11-18',
    },
    {
      type: 'claim',
      id: `${client.agencyId}-SIN-B`,
      dossier: `${client.agencyId}-CASA`,
      stato: 'APERTO',
      statoDescr: 'Aperto',
      numeroSinistroCompagnia: `SIN-${client.agencyId}-B`,
      dataSinistro: '2026-11-17',
    },
  ]);
}

const timelineOf = async (client: Client, reportId: string) =>
  (await t.post(ClaimReportPath.getClaimReport, { reportId }, client.token))
    .json()
    .report.timeline.map((e: { type: string; text: string | null }) => [e.type, e.text]);

describe('a report opened in the console (getStaffClaimReport)', () => {
  it('answers the report whole, takes it in and records who opened it', async () => {
    const client = await claimClient(t);
    const reportId = await sentDamageReport(t, client);
    const opened = await t.post(ClaimReportPath.getStaffClaimReport, { reportId }, admin);
    expect(opened.statusCode, opened.body).toBe(200);
    const body = opened.json();
    expect(body.report).toMatchObject({ reportId, kind: 'damage', state: 'sent' });
    expect(body.report.data.description).toBeTruthy();
    expect(body.client).toMatchObject({ userId: client.userCode, clientId: client.agencyId });
    expect(body.receivedAt).toBe(t.clock.now().toISOString());
    expect(body.desk).toMatchObject({ status: 'sent', assignee: null, closedAt: null, linkSource: null });
    expect(body.signatures).toEqual([
      expect.objectContaining({ signer: 'A', userCode: client.userCode, channel: 'sms' }),
    ]);
    expect(body.staff.map((s: { userCode: string }) => s.userCode)).toEqual(
      expect.arrayContaining(['90000001', colleague.code]),
    );
    expect(await timelineOf(client, reportId)).toContainEqual(['received', null]);
    const audit = await t.post(ApiPath.getAuditLog, { action: 'claim-report.view' }, admin);
    expect(audit.json().entries[0]).toMatchObject({ actor: '90000001', target: client.userCode });
  });

  it('answers a CAI whole: both vehicles, the sketch drawn, the photo served to staff', async () => {
    const client = await claimClient(t);
    const made = await t.post(
      ClaimReportPath.createClaimReport,
      { dossierId: client.motor, eventDate: '2026-11-20' },
      client.token,
    );
    const { reportId, data } = made.json().report as { reportId: string; data: Record<string, unknown> };
    const cai = completeCai(data);
    const strokes = [
      [
        [0.1, 0.1],
        [0.5, 0.5],
      ],
    ];
    const saved = await t.post(
      ClaimReportPath.saveClaimReport,
      { reportId, version: 0, data: { ...cai, sketch: { ...cai.sketch, strokes } } },
      client.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const photo = await uploadWhole(t, client.token, {
      reportId,
      name: 'danno.png',
      type: 'image/png',
      bytes: await smallPng(),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    t.clock.advance(61_000);
    const version = (await t.post(ClaimReportPath.getClaimReport, { reportId }, client.token)).json().report
      .version;
    await t.post(ClaimReportPath.submitClaimReport, { reportId, version }, client.token);
    const code = await lastCodeTo(t, client.phone);
    const signed = await t.post(ClaimReportPath.confirmClaimReport, { reportId, code }, client.token);
    expect(signed.json().report.state, signed.body).toBe('sent');

    const opened = (await t.post(ClaimReportPath.getStaffClaimReport, { reportId }, admin)).json();
    expect(opened.report.kind).toBe('motor');
    expect(opened.report.data.vehicleB.vehicle.plate).toBe('EF456GH');
    expect(opened.report.data.sketch.strokes).toEqual(strokes);
    expect(opened.report.counterpart).toBe('none');
    expect(opened.files).toEqual([
      expect.objectContaining({ name: 'danno.jpg', kind: 'photo', type: 'image/jpeg' }),
    ]);
    const file = await t.post(
      ClaimReportPath.getStaffClaimReportFile,
      { fileId: opened.files[0].fileId },
      admin,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/jpeg');
  });

  it('answers a draft, a missing report and a bad id alike; refuses a client', async () => {
    const client = await claimClient(t);
    const draft = await t.post(
      ClaimReportPath.createClaimReport,
      { dossierId: client.home, eventDate: '2026-11-18' },
      client.token,
    );
    const draftId = draft.json().report.reportId;
    for (const path of [ClaimReportPath.getStaffClaimReport, ClaimReportPath.takeClaimReport]) {
      for (const reportId of [draftId, MISSING]) {
        const reply = await t.post(path, { reportId }, admin);
        expect([reply.statusCode, codeOf(reply)]).toEqual([404, ErrorCode.NOT_FOUND]);
      }
      const bad = await t.post(path, { reportId: 'nope' }, admin);
      expect([bad.statusCode, codeOf(bad)]).toEqual([400, ErrorCode.VALIDATION]);
      const asClient = await t.post(path, { reportId: draftId }, client.token);
      expect([asClient.statusCode, codeOf(asClient)]).toEqual([403, ErrorCode.FORBIDDEN]);
    }
    const close = await t.post(ClaimReportPath.closeClaimReport, { reportId: MISSING, reason: 'x' }, admin);
    expect(codeOf(close)).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('the desk acts', () => {
  it('assigns to a colleague, takes in charge, closes with a reason: the client sees the changes', async () => {
    const client = await claimClient(t);
    const reportId = await sentDamageReport(t, client);
    const assigned = await t.post(
      ClaimReportPath.assignClaimReport,
      { reportId, assignee: colleague.code },
      admin,
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().desk.assignee).toEqual({
      userCode: colleague.code,
      name: 'desk.collega@example.it',
    });
    // Not a staff account (the client's own code), nobody at all: refused, nothing changed.
    const notStaff = await t.post(
      ClaimReportPath.assignClaimReport,
      { reportId, assignee: client.userCode },
      admin,
    );
    expect([notStaff.statusCode, codeOf(notStaff)]).toEqual([400, ErrorCode.CLAIMDESK_ASSIGNEE]);
    const badCode = await t.post(ClaimReportPath.assignClaimReport, { reportId, assignee: 'x' }, admin);
    expect(codeOf(badCode)).toBe(ErrorCode.VALIDATION);

    const taken = await t.post(ClaimReportPath.takeClaimReport, { reportId }, colleague.token);
    expect(taken.json().desk).toMatchObject({ status: 'taken', takenBy: colleague.code });
    const again = await t.post(ClaimReportPath.takeClaimReport, { reportId }, admin);
    expect([again.statusCode, codeOf(again)]).toEqual([409, ErrorCode.CLAIMDESK_STATE]);

    for (const reason of ['', '   ', 'a\u0000b', 'riga\nseconda', 'x'.repeat(501)]) {
      const refused = await t.post(ClaimReportPath.closeClaimReport, { reportId, reason }, admin);
      expect([refused.statusCode, codeOf(refused)], JSON.stringify(reason)).toEqual([
        400,
        ErrorCode.VALIDATION,
      ]);
    }
    const closed = await t.post(
      ClaimReportPath.closeClaimReport,
      { reportId, reason: '  Danno sotto franchigia: nessun indennizzo dovuto. ' },
      colleague.token,
    );
    expect(closed.json().desk).toMatchObject({
      status: 'closed',
      closedBy: colleague.code,
      closeReason: 'Danno sotto franchigia: nessun indennizzo dovuto.',
    });
    const twice = await t.post(ClaimReportPath.closeClaimReport, { reportId, reason: 'ancora' }, admin);
    expect(codeOf(twice)).toBe(ErrorCode.CLAIMDESK_STATE);
    const late = await t.post(ClaimReportPath.assignClaimReport, { reportId, assignee: null }, admin);
    expect(codeOf(late)).toBe(ErrorCode.CLAIMDESK_STATE);

    const timeline = await timelineOf(client, reportId);
    expect(timeline).toContainEqual(['takenInCharge', null]);
    expect(timeline).toContainEqual(['closed', 'Danno sotto franchigia: nessun indennizzo dovuto.']);
    const actions = (await t.post(ApiPath.getAuditLog, { target: client.userCode }, admin))
      .json()
      .entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['claim-report.assign', 'claim-report.take', 'claim-report.close']),
    );
  });

  it('links by hand to another claim of the client, which the automatic link never replaces', async () => {
    const client = await claimClient(t);
    const reportId = await sentDamageReport(t, client);
    await importClaims(client);
    // The client's view links it by policy and date: a proposal staff see as such.
    expect(await timelineOf(client, reportId)).toContainEqual(['claimOpened', `SIN-${client.agencyId}-A`]);
    const opened = (await t.post(ClaimReportPath.getStaffClaimReport, { reportId }, admin)).json();
    expect(opened.desk).toMatchObject({ status: 'linked', linkSource: 'auto', linkConfirmedBy: null });
    const proposed = opened.claims.find((c: { matches: boolean }) => c.matches);
    const other = opened.claims.find((c: { matches: boolean }) => !c.matches);
    expect(proposed.numeroSinistro).toBe(`SIN-${client.agencyId}-A`);

    const confirmed = await t.post(
      ClaimReportPath.linkClaimReport,
      { reportId, sinistroId: proposed.sinistroId },
      admin,
    );
    expect(confirmed.json().desk).toMatchObject({ linkSource: 'staff', linkConfirmedBy: '90000001' });
    const moved = await t.post(
      ClaimReportPath.linkClaimReport,
      { reportId, sinistroId: other.sinistroId },
      admin,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const own = await t.post(ClaimReportPath.getClaimReport, { reportId }, client.token);
    expect(own.json().report).toMatchObject({ state: 'linked', numeroSinistro: `SIN-${client.agencyId}-B` });
    expect(await timelineOf(client, reportId)).toContainEqual(['claimLinked', `SIN-${client.agencyId}-B`]);

    // Another client's claim, a missing one: refused alike.
    const stranger = await claimClient(t);
    await importClaims(stranger);
    const theirs = (await t.post(ApiPath.getSinistri, {}, stranger.token)).json();
    const theirId = (theirs.sinistri ?? theirs.claims ?? [])[0]?.sinistroID ?? 999_999;
    for (const sinistroId of [theirId, 999_999]) {
      const refused = await t.post(ClaimReportPath.linkClaimReport, { reportId, sinistroId }, admin);
      expect([refused.statusCode, codeOf(refused)]).toEqual([400, ErrorCode.CLAIMDESK_CLAIM]);
    }
  });
});

describe('the list filtered (getClaimReportInbox)', () => {
  it('filters by state, assignee, kind and event dates, drafts never listed', async () => {
    const client = await claimClient(t);
    const mine = await sentDamageReport(t, client);
    const theirs = await sentDamageReport(t, client);
    await t.post(ClaimReportPath.takeClaimReport, { reportId: mine }, admin);
    await t.post(ClaimReportPath.assignClaimReport, { reportId: theirs, assignee: colleague.code }, admin);
    const ids = async (filter: Record<string, unknown>) =>
      (await t.post(ClaimReportPath.getClaimReportInbox, { limit: 100, ...filter }, admin))
        .json()
        .reports.map((r: { reportId: string }) => r.reportId);
    expect(await ids({ status: 'taken' })).toContain(mine);
    expect(await ids({ status: 'taken' })).not.toContain(theirs);
    expect(await ids({ status: 'sent' })).toContain(theirs);
    expect(await ids({ assignee: 'me' })).toContain(mine);
    expect(await ids({ assignee: 'me' })).not.toContain(theirs);
    expect(await ids({ assignee: colleague.code })).toEqual(expect.arrayContaining([theirs]));
    expect(await ids({ assignee: 'none' })).not.toContain(mine);
    expect(await ids({ assignee: '12345678' })).toEqual([]);
    expect(await ids({ kind: 'damage', from: '2026-11-18', to: '2026-11-18' })).toContain(mine);
    expect(await ids({ kind: 'motor' })).not.toContain(mine);
    expect(await ids({ from: '2026-11-19' })).not.toContain(mine);
    const item = (await t.post(ClaimReportPath.getClaimReportInbox, { status: 'taken' }, admin))
      .json()
      .reports.find((r: { reportId: string }) => r.reportId === mine);
    expect(item).toMatchObject({ deskStatus: 'taken', assignee: { userCode: '90000001' } });
    for (const bad of [
      { status: 'draft' },
      { assignee: 'tutti' },
      { kind: 'casa' },
      { from: '18/11/2026' },
    ]) {
      const refused = await t.post(ClaimReportPath.getClaimReportInbox, bad, admin);
      expect([refused.statusCode, codeOf(refused)], JSON.stringify(bad)).toEqual([400, ErrorCode.VALIDATION]);
    }
  });
});

describe("the client's messages waiting for the branch", () => {
  it('mark the report in the list and on its page, filter the list, until the branch answers', async () => {
    const client = await claimClient(t);
    const reportId = await sentDamageReport(t, client);
    const quiet = await sentDamageReport(t, client);
    const itemOf = async (filter: Record<string, unknown>) =>
      (await t.post(ClaimReportPath.getClaimReportInbox, { limit: 100, ...filter }, admin))
        .json()
        .reports.find((r: { reportId: string }) => r.reportId === reportId);
    const waiting = async () =>
      (await t.post(ClaimReportPath.getClaimReportInbox, { limit: 100, awaitingBranch: true }, admin))
        .json()
        .reports.map((r: { reportId: string }) => r.reportId);
    expect((await itemOf({})).clientWroteAt).toBeNull();

    const first = await t.post(
      ClaimReportPath.postClaimReportMessage,
      { reportId, text: 'Quando passa il perito?' },
      client.token,
    );
    expect(first.statusCode, first.body).toBe(200);
    const since = t.clock.now().toISOString();
    t.clock.advance(60_000);
    await t.post(ClaimReportPath.postClaimReportMessage, { reportId, text: 'Vi ho scritto.' }, client.token);
    // Since the first unanswered message, in the list and on the report's page.
    expect((await itemOf({})).clientWroteAt).toBe(since);
    expect(await waiting()).toContain(reportId);
    expect(await waiting()).not.toContain(quiet);
    const opened = (await t.post(ClaimReportPath.getStaffClaimReport, { reportId }, admin)).json();
    expect(opened.desk.clientWroteAt).toBe(since);
    // Reading the thread is no answer; the branch's message is.
    await t.post(ClaimReportPath.getStaffClaimReportThread, { reportId }, admin);
    expect(await waiting()).toContain(reportId);
    await t.post(ClaimReportPath.postStaffClaimReportMessage, { reportId, text: 'Giovedì.' }, admin);
    expect((await itemOf({})).clientWroteAt).toBeNull();
    expect(await waiting()).not.toContain(reportId);
    // A request for documents answers too.
    await t.post(ClaimReportPath.postClaimReportMessage, { reportId, text: 'Grazie.' }, client.token);
    expect(await waiting()).toContain(reportId);
    await t.post(ClaimReportPath.requestClaimReportDocuments, { reportId, text: 'Il preventivo' }, admin);
    expect(await waiting()).not.toContain(reportId);

    for (const awaitingBranch of [false, 'si', 1]) {
      const refused = await t.post(ClaimReportPath.getClaimReportInbox, { awaitingBranch }, admin);
      expect([refused.statusCode, codeOf(refused)]).toEqual([400, ErrorCode.VALIDATION]);
    }
  });
});
