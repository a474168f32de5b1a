import { ClaimReportPath, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimClient, sentDamageReport } from '../../test/claim-reports.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;
type Item = { reportId: string; receivedAt: string | null };
const itemOf = (reply: { json(): { reports: Item[] } }, reportId: string) =>
  reply.json().reports.find((report) => report.reportId === reportId);

let admin: string;
beforeAll(async () => {
  admin = await t.login('90000001');
});

describe("the console's reports of claims (getClaimReportInbox, getStaffClaimReportPdf)", () => {
  it('lists a sent report with its client, and takes it in when its signed PDF is opened, not when listed', async () => {
    const client = await claimClient(t);
    const reportId = await sentDamageReport(t, client);
    const listed = await t.post(ClaimReportPath.getClaimReportInbox, {}, admin);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().reports[0]).toMatchObject({
      reportId,
      kind: 'damage',
      state: 'sent',
      counterpart: 'none',
      clientId: client.agencyId,
      clientName: expect.stringMatching(/^Test Glance \d+$/),
      userId: client.userCode,
      eventDate: '2026-11-18',
      receivedAt: null,
      numeroSinistro: null,
    });
    const again = await t.post(ClaimReportPath.getClaimReportInbox, {}, admin);
    expect(itemOf(again, reportId)?.receivedAt).toBeNull();

    const pdf = await t.post(ClaimReportPath.getStaffClaimReportPdf, { reportId }, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await t.post(ClaimReportPath.getStaffClaimReportPdf, { reportId }, admin);
    const after = await t.post(ClaimReportPath.getClaimReportInbox, {}, admin);
    expect(itemOf(after, reportId)?.receivedAt).toBe(t.clock.now().toISOString());
    // The client sees it taken in, once however many times it was opened.
    const own = await t.post(ClaimReportPath.getClaimReport, { reportId }, client.token);
    const types = own.json().report.timeline.map((event: { type: string }) => event.type);
    expect(types.filter((type: string) => type === 'received')).toHaveLength(1);
  });

  it('pages newest first: each page ends where the next begins', async () => {
    const client = await claimClient(t);
    const older = await sentDamageReport(t, client);
    const newer = await sentDamageReport(t, client);
    const first = await t.post(ClaimReportPath.getClaimReportInbox, { limit: 1 }, admin);
    expect(first.json().reports.map((r: Item) => r.reportId)).toEqual([newer]);
    const next = first.json().next as number;
    expect(next).toBeGreaterThan(0);
    const second = await t.post(ClaimReportPath.getClaimReportInbox, { limit: 1, after: next }, admin);
    expect(second.json().reports.map((r: Item) => r.reportId)).toEqual([older]);
  });

  it('answers a draft, a missing report and a bad id alike; refuses a client', async () => {
    const client = await claimClient(t);
    const draft = await t.post(
      ClaimReportPath.createClaimReport,
      { dossierId: client.home, eventDate: '2026-11-18' },
      client.token,
    );
    const ofDraft = await t.post(
      ClaimReportPath.getStaffClaimReportPdf,
      { reportId: draft.json().report.reportId },
      admin,
    );
    expect([ofDraft.statusCode, codeOf(ofDraft)]).toEqual([404, ErrorCode.NOT_FOUND]);
    const missing = await t.post(
      ClaimReportPath.getStaffClaimReportPdf,
      { reportId: '00000000-0000-4000-8000-000000000000' },
      admin,
    );
    expect([missing.statusCode, codeOf(missing)]).toEqual([404, ErrorCode.NOT_FOUND]);
    const bad = await t.post(ClaimReportPath.getClaimReportInbox, { after: 2 ** 53 }, admin);
    expect(bad.statusCode).toBe(400);
    const asClient = await t.post(ClaimReportPath.getClaimReportInbox, {}, client.token);
    expect(codeOf(asClient)).toBe(ErrorCode.FORBIDDEN);
  });
});
