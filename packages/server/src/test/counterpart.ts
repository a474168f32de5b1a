import { ClaimReportPath, codiceFiscaleCheckCharacter } from '@area-clienti/contract';
import { expect } from 'vitest';
import { SessionStore } from '../modules/auth/sessions.js';
import { lastCodeTo, messagesTo } from './accounts.js';
import { type claimClient, completeCai } from './claim-reports.js';
import type { TestContext } from './harness.js';

/** Driver B of the tests: Luca Bianchi, born in Rome on 12 April 1985, his tax code checked. */
const FIRST_15 = 'BNCLCU85D12H501';
export const B_TAX_CODE = FIRST_15 + codiceFiscaleCheckCharacter(FIRST_15);
export const B_IDENTITY = {
  name: 'Luca',
  surname: 'Bianchi',
  birthDate: '1985-04-12',
  italian: true,
  taxCode: B_TAX_CODE,
  licenceNumber: 'RM1234567X',
};

/** B confirms who B is on B's page, as B must before a code is sent (issue 34). */
export async function identifyB(t: TestContext, token: string, identity: object = B_IDENTITY) {
  const reply = await t.post(ClaimReportPath.confirmClaimReportSignIdentity, { token, identity });
  expect(reply.statusCode, reply.body).toBe(200);
}

type Client = Awaited<ReturnType<typeof claimClient>>;
export const B_MOBILE = '+44 7911 123456';
export const B_STORED = '+447911123456';
export const B_EMAIL = 'john.smith@example.co.uk';

/** The steps of A's CAI with a driver B, up to B's link, for the tests of B's page (issue 34). */
export function counterpartSteps(t: TestContext) {
  /** The newest link sent to B by SMS. */
  async function linkOf(mobile = B_STORED) {
    const [sms] = await messagesTo(t, mobile);
    return /firma-constatazione\/([A-Za-z0-9_-]{43})/.exec(sms?.text ?? '')?.[1] as string;
  }

  /** A new session of the client's (the clock moved past the last one's idle time). */
  async function fresh(client: Client) {
    client.token = await new SessionStore(t.db, t.clock, t.config).create(
      client.userId,
      { ipAddress: '203.0.113.9' },
      t.db,
      { pending: false, givenAt: t.clock.now() },
    );
  }

  /** A CAI with B's `mobile`, submitted: the submission's reply. */
  async function submitted(client: Client, mobile: string) {
    await fresh(client);
    const made = await t.post(
      ClaimReportPath.createClaimReport,
      { dossierId: client.motor, eventDate: '2026-11-20' },
      client.token,
    );
    const { reportId, data } = made.json().report;
    await t.post(
      ClaimReportPath.saveClaimReport,
      { reportId, version: 0, data: completeCai(data, { mobile, email: B_EMAIL }) },
      client.token,
    );
    t.clock.advance(61_000);
    return {
      reportId,
      reply: await t.post(ClaimReportPath.submitClaimReport, { reportId, version: 1 }, client.token),
    };
  }

  /** A CAI signed by A with a foreign B: its id, B's link, the document's SHA-256. */
  async function signedByA(client: Client) {
    const { reportId, reply } = await submitted(client, B_MOBILE);
    expect(reply.statusCode, reply.body).toBe(200);
    const confirmed = await t.post(
      ClaimReportPath.confirmClaimReport,
      { reportId, code: await lastCodeTo(t, client.phone) },
      client.token,
    );
    expect(confirmed.json().report.state).toBe('awaitingB');
    return { reportId, token: await linkOf(), documentSha: reply.json().sha256 as string };
  }

  /** The report's line in the agency's feed. */
  async function feedLine(reportId: string) {
    const admin = await t.login('90000001');
    const feed = await t.post(ClaimReportPath.getClaimReportFeed, { since: 0 }, admin);
    return feed.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .find((line) => line.reportId === reportId);
  }

  const report = async (client: Client, reportId: string) =>
    (await t.post(ClaimReportPath.getClaimReport, { reportId }, client.token)).json().report;

  return { linkOf, fresh, submitted, signedByA, feedLine, report };
}
