import { createHash, randomUUID } from 'node:crypto';
import { ApiPath, ClaimReportPath, ErrorCode } from '@area-clienti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../delivery/smtp.js';
import { importRecords } from '../../test/agency-records.js';
import { plainPdf, smallPng } from '../../test/claim-report-files.js';
import { sendChunk } from '../../test/claim-report-uploads.js';
import { claimClient, claimReportsOfTest, newDraft, sentDamageReport } from '../../test/claim-reports.js';
import { startSmtpServer } from '../../test/delivery-servers.js';
import { useTestApp } from '../../test/harness.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
const t = useTestApp({
  deps: () => ({ mailer: new SmtpMailer(smtp.url, 'Area Clienti <no-reply@area-clienti.local>') }),
});

type Client = Awaited<ReturnType<typeof claimClient>>;
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const NEWS = 'Novità sulla tua denuncia di sinistro';

let admin: string;
let mario: Client;
let luca: Client;
beforeAll(async () => {
  admin = await t.login('90000001');
  mario = await claimClient(t);
  luca = await claimClient(t);
});

/** A file added to a sent report, with what it is and the request it answers. */
async function addLater(
  client: Client,
  reportId: string,
  file: { name: string; type: string; bytes: Buffer },
  laterKind: string,
  requestId?: number,
) {
  const started = await t.post(
    ClaimReportPath.startClaimReportUpload,
    { reportId, name: file.name, size: file.bytes.length, type: file.type, laterKind, requestId },
    client.token,
  );
  if (started.statusCode !== 200) return started;
  const { uploadId } = started.json().upload;
  await sendChunk(t, client.token, uploadId, 0, file.bytes);
  return t.post(ClaimReportPath.completeClaimReportUpload, { uploadId }, client.token);
}

const timelineOf = async (client: Client, reportId: string) =>
  (await t.post(ClaimReportPath.getClaimReport, { reportId }, client.token))
    .json()
    .report.timeline.map((e: { type: string; text: string | null }) => [e.type, e.text]);

/** The agency's feed after `since`, line by line. */
async function feedAfter(since: number) {
  const reply = await t.post(ClaimReportPath.getClaimReportFeed, { since }, admin);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

describe('a document added to a sent report (decisions/0140)', () => {
  it('is kept with its SHA-256, told in the timeline, and brings the report back in the feed; the signed copy stays', async () => {
    const reportId = await sentDamageReport(t, mario);
    const before = (await t.post(ClaimReportPath.getClaimReport, { reportId }, mario.token)).json().report;
    const signedPdf = await t.post(ClaimReportPath.getClaimReportPdf, { reportId }, mario.token);
    const [first] = (await feedAfter(0)).filter((line) => line.reportId === reportId);
    expect(first.files).toEqual([]);

    const pdf = await plainPdf();
    const added = await addLater(
      mario,
      reportId,
      { name: 'certificato.pdf', type: 'application/pdf', bytes: pdf },
      'medicalCertificate',
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().file).toMatchObject({ laterKind: 'medicalCertificate', sha256: sha256(pdf) });
    expect(await timelineOf(mario, reportId)).toEqual([
      ['sent', null],
      ['received', null],
      ['fileAdded', 'Certificato medico: certificato.pdf'],
    ]);

    // The agency's feed hands the report again, after the cursor it had, with the file and its hash.
    const again = (await feedAfter(first.feedSeq)).filter((line) => line.reportId === reportId);
    expect(again).toHaveLength(1);
    expect(again[0].feedSeq).toBeGreaterThan(first.feedSeq);
    expect(again[0].files).toEqual([
      expect.objectContaining({
        name: 'certificato.pdf',
        sha256: sha256(pdf),
        laterKind: 'medicalCertificate',
      }),
    ]);
    // The signed document is the one signed: same hash, same bytes.
    expect(again[0].sha256).toBe(before.sha256);
    const after = await t.post(ClaimReportPath.getClaimReportPdf, { reportId }, mario.token);
    expect(sha256(after.rawPayload)).toBe(sha256(signedPdf.rawPayload));
    // A file added later is not deleted by the client.
    const removal = await t.post(
      ClaimReportPath.deleteClaimReportFile,
      { fileId: added.json().file.fileId },
      mario.token,
    );
    expect([removal.statusCode, codeOf(removal)]).toEqual([409, ErrorCode.CLAIMREPORT_FILE_LOCKED]);
  });

  it("answers another client's report like a missing one, and refuses a draft or a sent report without a kind", async () => {
    const reportId = await sentDamageReport(t, mario);
    const photo = { name: 'danno.png', type: 'image/png', bytes: await smallPng() };
    const others = await addLater(luca, reportId, photo, 'otherPhoto');
    const missing = await addLater(luca, randomUUID(), photo, 'otherPhoto');
    expect([others.statusCode, others.json()]).toEqual([missing.statusCode, missing.json()]);
    expect(codeOf(others)).toBe(ErrorCode.NOT_FOUND);
    const draft = await newDraft(t, mario);
    const onDraft = await addLater(mario, draft, photo, 'otherPhoto');
    expect([onDraft.statusCode, codeOf(onDraft)]).toEqual([409, ErrorCode.CLAIMREPORT_STATE]);
    const noKind = await t.post(
      ClaimReportPath.startClaimReportUpload,
      { reportId, name: 'x.png', size: 10, type: 'image/png' },
      mario.token,
    );
    expect([noKind.statusCode, codeOf(noKind)]).toEqual([409, ErrorCode.CLAIMREPORT_FILE_LOCKED]);
    const badKind = await t.post(
      ClaimReportPath.startClaimReportUpload,
      { reportId, name: 'x.png', size: 10, type: 'image/png', laterKind: 'selfie' },
      mario.token,
    );
    expect([badKind.statusCode, codeOf(badKind)]).toEqual([400, ErrorCode.VALIDATION]);
  });
});

describe("a sent report's thread (decisions/0140)", () => {
  it('carries messages both ways, in the order written; the branch asks for a document and the upload answers it', async () => {
    const reportId = await sentDamageReport(t, mario);
    const mine = await t.post(
      ClaimReportPath.postClaimReportMessage,
      { reportId, text: '  Buongiorno,\r\nquando passa il perito?  ' },
      mario.token,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().message).toMatchObject({
      author: 'client',
      kind: 'message',
      text: 'Buongiorno,\nquando passa il perito?',
    });
    const seen = await t.post(ClaimReportPath.getStaffClaimReportThread, { reportId }, admin);
    expect(seen.json().messages.map((m: { text: string }) => m.text)).toEqual([
      'Buongiorno,\nquando passa il perito?',
    ]);
    const reply = await t.post(
      ClaimReportPath.postStaffClaimReportMessage,
      { reportId, text: 'Il perito la chiamerà entro venerdì.' },
      admin,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const asked = await t.post(
      ClaimReportPath.requestClaimReportDocuments,
      { reportId, text: 'Il preventivo del carrozziere' },
      admin,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const requestId = asked.json().message.messageId as number;

    const thread = async () =>
      (await t.post(ClaimReportPath.getClaimReportThread, { reportId }, mario.token)).json().messages as {
        author: string;
        kind: string;
        text: string;
        fulfilledFileId: string | null;
      }[];
    expect((await thread()).map((m) => [m.author, m.kind, m.fulfilledFileId])).toEqual([
      ['client', 'message', null],
      ['branch', 'message', null],
      ['branch', 'documentRequest', null],
    ]);

    const estimate = await plainPdf();
    const answer = await addLater(
      mario,
      reportId,
      { name: 'preventivo.pdf', type: 'application/pdf', bytes: estimate },
      'repairEstimate',
      requestId,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await thread())[2]?.fulfilledFileId).toBe(answer.json().file.fileId);
    // Answered once: the same request no longer takes a file.
    const twice = await addLater(
      mario,
      reportId,
      { name: 'altro.pdf', type: 'application/pdf', bytes: estimate },
      'repairEstimate',
      requestId,
    );
    expect(codeOf(twice)).toBe(ErrorCode.NOT_FOUND);
    // Another report's request (the id of an open one, on a report of the client's own): as missing.
    const another = await t.post(
      ClaimReportPath.requestClaimReportDocuments,
      { reportId, text: 'La fattura del carrozziere' },
      admin,
    );
    const ownReport = await sentDamageReport(t, luca);
    const crossed = await addLater(
      luca,
      ownReport,
      { name: 'x.pdf', type: 'application/pdf', bytes: estimate },
      'other',
      another.json().message.messageId,
    );
    expect(codeOf(crossed)).toBe(ErrorCode.NOT_FOUND);

    // The timeline in the order things happened (the test's clock stands still: ties go by insertion).
    expect(await timelineOf(mario, reportId)).toEqual([
      ['sent', null],
      ['branchMessage', null],
      ['documentsRequested', 'Il preventivo del carrozziere'],
      ['fileAdded', 'Preventivo di riparazione: preventivo.pdf'],
      ['documentsRequested', 'La fattura del carrozziere'],
    ]);
  });

  it("answers another client's report like a missing one, refuses bad texts, drafts, and a flood", async () => {
    const reportId = await sentDamageReport(t, mario);
    const theirs = await t.post(ClaimReportPath.getClaimReportThread, { reportId }, luca.token);
    const none = await t.post(ClaimReportPath.getClaimReportThread, { reportId: randomUUID() }, luca.token);
    expect([theirs.statusCode, theirs.json()]).toEqual([none.statusCode, none.json()]);
    const post = await t.post(ClaimReportPath.postClaimReportMessage, { reportId, text: 'ciao' }, luca.token);
    expect(codeOf(post)).toBe(ErrorCode.NOT_FOUND);
    for (const text of ['', '   ', 'a\u0000b', 'a\u001bb', 'x'.repeat(2001)]) {
      const bad = await t.post(ClaimReportPath.postClaimReportMessage, { reportId, text }, mario.token);
      expect([bad.statusCode, codeOf(bad)], JSON.stringify(text)).toEqual([400, ErrorCode.VALIDATION]);
      const staff = await t.post(ClaimReportPath.requestClaimReportDocuments, { reportId, text }, admin);
      expect(codeOf(staff)).toBe(ErrorCode.VALIDATION);
    }
    const draft = await newDraft(t, mario);
    const onDraft = await t.post(
      ClaimReportPath.postClaimReportMessage,
      { reportId: draft, text: 'ciao' },
      mario.token,
    );
    expect([onDraft.statusCode, codeOf(onDraft)]).toEqual([409, ErrorCode.CLAIMREPORT_STATE]);
    const staffDraft = await t.post(ClaimReportPath.getStaffClaimReportThread, { reportId: draft }, admin);
    expect(codeOf(staffDraft)).toBe(ErrorCode.NOT_FOUND);
    const client = await t.post(ClaimReportPath.getStaffClaimReportThread, { reportId }, mario.token);
    expect(client.statusCode).toBe(403);

    const other = await claimClient(t);
    const own = await sentDamageReport(t, other);
    for (let i = 0; i < 20; i++) {
      const ok = await t.post(
        ClaimReportPath.postClaimReportMessage,
        { reportId: own, text: `n. ${i}` },
        other.token,
      );
      expect(ok.statusCode).toBe(200);
    }
    const flood = await t.post(
      ClaimReportPath.postClaimReportMessage,
      { reportId: own, text: 'ancora' },
      other.token,
    );
    expect([flood.statusCode, codeOf(flood)]).toEqual([429, ErrorCode.TOO_MANY_REQUESTS]);
  });
});

describe('the e-mails of news on a report (decisions/0140)', () => {
  it('tell the client of a message, a request and a change of status, with no personal data', async () => {
    const anna = await claimClient(t);
    const reportId = await sentDamageReport(t, anna);
    await t.app.deliveries.drain();
    const already = smtp.to(anna.email).length;
    await t.post(ClaimReportPath.postStaffClaimReportMessage, { reportId, text: 'Abbiamo ricevuto.' }, admin);
    await t.post(ClaimReportPath.requestClaimReportDocuments, { reportId, text: 'La fattura' }, admin);
    // The agency's feed opens the claim and sets its status: the client reads the report, the link is made.
    await importRecords(t, [
      {
        type: 'claim',
        id: `${anna.agencyId}-SIN`,
        dossier: `${anna.agencyId}-CASA`,
        stato: 'APERTO',
        statoDescr: 'In istruttoria',
        numeroSinistroCompagnia: 'SIN-2026-0777',
        dataSinistro: '2026-11-18',
      },
    ]);
    // The hourly job follows the claim: the client is told without having to look first. The client's
    // visits meeting it tell the link and the status once all the same.
    const reports = await claimReportsOfTest(t);
    const [hourly] = await Promise.all([
      reports.hourly(),
      t.post(ClaimReportPath.getClaimReports, {}, anna.token),
      t.post(ClaimReportPath.getClaimReport, { reportId }, anna.token),
    ]);
    expect(hourly.followed).toBeGreaterThanOrEqual(1);
    await t.app.deliveries.drain();
    const news = smtp.to(anna.email).slice(already);
    // A message, a request, the claim opened, its status.
    expect(news.map((mail) => mail.subject)).toEqual([NEWS, NEWS, NEWS, NEWS]);
    const report = (await t.post(ClaimReportPath.getClaimReport, { reportId }, anna.token)).json().report;
    expect(report.timeline.map((e: { type: string }) => e.type)).toEqual([
      'sent',
      'branchMessage',
      'documentsRequested',
      'received',
      'claimOpened',
      'status',
    ]);
    const personal = [
      'Glance',
      anna.agencyId,
      anna.userCode,
      anna.email,
      anna.phone,
      report.numeroPolizza,
      report.numeroSinistro,
      'Abbiamo ricevuto',
      'fattura',
      'In istruttoria',
    ];
    for (const mail of news) {
      expect(mail.text).toContain(`/denuncia-sinistro/${reportId}`);
      for (const data of personal) {
        expect(mail.subject).not.toContain(data);
        expect(mail.text).not.toContain(data);
      }
    }
  });

  it('tell the client each change of status at the desk (taken in charge, a claim linked, closed), not an assignment', async () => {
    const bea = await claimClient(t);
    const reportId = await sentDamageReport(t, bea);
    const colleague = (await t.post(ClaimReportPath.getStaffClaimReport, { reportId }, admin)).json().staff[0]
      .userCode;
    await t.app.deliveries.drain();
    const already = smtp.to(bea.email).length;
    const newsSince = async () => {
      await t.app.deliveries.drain();
      return smtp.to(bea.email).slice(already);
    };
    const assigned = await t.post(
      ClaimReportPath.assignClaimReport,
      { reportId, assignee: colleague },
      admin,
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await newsSince()).toEqual([]);
    const taken = await t.post(ClaimReportPath.takeClaimReport, { reportId }, admin);
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await newsSince()).map((mail) => mail.subject)).toEqual([NEWS]);
    await importRecords(t, [
      {
        type: 'claim',
        id: `${bea.agencyId}-SIN-M`,
        dossier: `${bea.agencyId}-CASA`,
        stato: 'APERTO',
        statoDescr: 'In istruttoria',
        numeroSinistroCompagnia: 'SIN-2026-0888',
        dataSinistro: '2026-11-01',
      },
    ]);
    const { claims } = (await t.post(ClaimReportPath.getStaffClaimReport, { reportId }, admin)).json();
    const linked = await t.post(
      ClaimReportPath.linkClaimReport,
      { reportId, sinistroId: claims[0].sinistroId },
      admin,
    );
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await newsSince()).toHaveLength(2);
    const reason = 'Danno sotto franchigia per Bea.';
    const closed = await t.post(ClaimReportPath.closeClaimReport, { reportId, reason }, admin);
    expect(closed.statusCode, closed.body).toBe(200);
    const news = await newsSince();
    expect(news.map((mail) => mail.subject)).toEqual([NEWS, NEWS, NEWS]);
    const personal = [bea.agencyId, bea.userCode, bea.email, bea.phone, 'SIN-2026-0888', 'franchigia'];
    for (const mail of news) {
      expect(mail.text).toContain(`/denuncia-sinistro/${reportId}`);
      for (const data of personal) {
        expect(mail.subject).not.toContain(data);
        expect(mail.text).not.toContain(data);
      }
    }
  });
});

describe("the branch's acts in the thread, audited (decisions/0142)", () => {
  it('records who wrote a message and who asked for documents, never the text', async () => {
    const carla = await claimClient(t);
    const reportId = await sentDamageReport(t, carla);
    const wrote = await t.post(
      ClaimReportPath.postStaffClaimReportMessage,
      { reportId, text: 'Il perito passa giovedì.' },
      admin,
    );
    const asked = await t.post(
      ClaimReportPath.requestClaimReportDocuments,
      { reportId, text: 'Il preventivo' },
      admin,
    );
    await t.post(ClaimReportPath.getStaffClaimReportThread, { reportId }, admin);
    const entries = (await t.post(ApiPath.getAuditLog, { target: carla.userCode }, admin))
      .json()
      .entries.filter((e: { action: string }) => e.action.startsWith('claim-report.'));
    const acts = entries.map((e: { action: string; actor: string; detail: Record<string, string> }) => [
      e.action,
      e.actor,
      e.detail,
    ]);
    expect(acts).toEqual(
      expect.arrayContaining([
        [
          'claim-report.message',
          '90000001',
          { report: reportId, message: String(wrote.json().message.messageId) },
        ],
        [
          'claim-report.request-documents',
          '90000001',
          { report: reportId, message: String(asked.json().message.messageId) },
        ],
      ]),
    );
    expect(JSON.stringify(entries)).not.toContain('perito');
    expect(JSON.stringify(entries)).not.toContain('preventivo');
  });
});
