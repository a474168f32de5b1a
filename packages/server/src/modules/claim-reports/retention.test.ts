import { ClaimReportPath, ErrorCode, SENT_REPORT_RETENTION_YEARS } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimReports } from '../../db/schema.js';
import { PgFileStorage } from '../../shared/pg-file-storage.js';
import { claimClient, claimReportsOfTest, sentDamageReport } from '../../test/claim-reports.js';
import { useTestApp } from '../../test/harness.js';
import { SessionStore } from '../auth/sessions.js';

/** A sent report's retention (docs/decisions/0122): kept SENT_REPORT_RETENTION_YEARS after sending, then gone. */
const t = useTestApp();
const DAY = 86_400_000;
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;

const freshToken = (userId: number) =>
  new SessionStore(t.db, t.clock, t.config).create(userId, { ipAddress: '203.0.113.9' }, t.db, {
    pending: false,
    givenAt: t.clock.now(),
  });

type Client = Awaited<ReturnType<typeof claimClient>>;
let mario: Client;
beforeAll(async () => {
  mario = await claimClient(t);
});

async function storedFilesOf(reportId: string) {
  const [row] = await t.db.select().from(claimReports).where(eq(claimReports.id, reportId));
  return [row?.pdfFileId, row?.signedPdfFileId].filter((id): id is string => Boolean(id));
}

describe('a sent report', () => {
  it(`stays ${SENT_REPORT_RETENTION_YEARS} years after sending with its signed copy, then goes with it`, async () => {
    const reportId = await sentDamageReport(t, mario);
    const files = await storedFilesOf(reportId);
    expect(files).toHaveLength(2);
    const storage = new PgFileStorage(t.db);
    const hourly = async () => (await claimReportsOfTest(t)).hourly();
    const read = async () =>
      t.post(ClaimReportPath.getClaimReport, { reportId }, await freshToken(mario.userId));

    // 365-day years: the term's leap days (two or three) short of it, the report is still the client's.
    t.clock.advance(365 * SENT_REPORT_RETENTION_YEARS * DAY);
    expect((await hourly()).retired).toBe(0);
    expect((await read()).json().report.state).toBe('sent');
    for (const id of files) expect(await storage.get(id)).toBeDefined();

    // A week later the term has run: the report, its timeline and its stored documents are gone, and it
    // answers as a report that never was.
    t.clock.advance(7 * DAY);
    expect((await hourly()).retired).toBe(1);
    expect(codeOf(await read())).toBe(ErrorCode.NOT_FOUND);
    for (const id of files) expect(await storage.get(id)).toBeUndefined();
    // Nothing left for a second run.
    expect((await hourly()).retired).toBe(0);
  });
});
