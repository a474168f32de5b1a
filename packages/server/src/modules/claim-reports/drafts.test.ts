import { randomUUID } from 'node:crypto';
import { ClaimReportPath, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimClient, INSPECTION, WATER_DAMAGE } from '../../test/claim-reports.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;

type Client = Awaited<ReturnType<typeof claimClient>>;
let mario: Client;
let luca: Client;

beforeAll(async () => {
  mario = await claimClient(t);
  luca = await claimClient(t);
});

async function newDraft(client: Client, dossierId: number, eventDate = '2026-11-20') {
  const reply = await t.post(ClaimReportPath.createClaimReport, { dossierId, eventDate }, client.token);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().report as { reportId: string; version: number; data: Record<string, unknown> };
}

describe('the policies a claim can be reported on', () => {
  it('lists only those in force on the date, each with its kind', async () => {
    const reply = await t.post(
      ClaimReportPath.getClaimReportPolicies,
      { eventDate: '2026-11-20' },
      mario.token,
    );
    expect(reply.statusCode).toBe(200);
    const policies = reply.json().policies as { numeroPolizza: string; kind: string; coverages: string[] }[];
    expect(policies.map((p) => [p.numeroPolizza.replace(/\d+/, 'N'), p.kind]).sort()).toEqual([
      ['CASAN', 'damage'],
      ['RCAN', 'motor'],
    ]);
    expect(policies.find((p) => p.kind === 'damage')?.coverages).toEqual(['water', 'theft', 'other']);
    // Before its cancellation the old policy was in force; before its start the motor one was not.
    const earlier = await t.post(
      ClaimReportPath.getClaimReportPolicies,
      { eventDate: '2026-05-01' },
      mario.token,
    );
    expect(earlier.json().policies).toHaveLength(3);
    const before = await t.post(
      ClaimReportPath.getClaimReportPolicies,
      { eventDate: '2025-12-31' },
      mario.token,
    );
    expect((before.json().policies as { kind: string }[]).map((p) => p.kind)).toEqual(['damage']);
  });

  it('refuses a date in the future, and one the calendar does not know', async () => {
    const future = await t.post(
      ClaimReportPath.getClaimReportPolicies,
      { eventDate: '2026-11-23' },
      mario.token,
    );
    expect([future.statusCode, codeOf(future)]).toEqual([400, ErrorCode.CLAIMREPORT_FUTURE_DATE]);
    const unreal = await t.post(
      ClaimReportPath.getClaimReportPolicies,
      { eventDate: '2026-02-30' },
      mario.token,
    );
    expect([unreal.statusCode, codeOf(unreal)]).toEqual([400, ErrorCode.VALIDATION]);
  });
});

describe('a draft', () => {
  it('of a CAI comes with vehicle A filled from the policy', async () => {
    const report = await newDraft(mario, mario.motor);
    const vehicleA = report.data.vehicleA as Record<string, Record<string, unknown>>;
    expect(report.data.kind).toBe('motor');
    expect(vehicleA.vehicle).toMatchObject({ make: 'Fiat', model: 'Panda' });
    expect(vehicleA.vehicle?.plate).toMatch(/^GA\d{3}BC$/);
    expect(vehicleA.insurer).toMatchObject({
      name: 'Compagnia Esempio S.p.A.',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
    expect(vehicleA.insurer?.policyNumber).toMatch(/^RCA\d+00$/);
    expect(vehicleA.policyholder).toMatchObject({ name: 'Test' });
  });

  it("is refused on another client's policy (as a missing one), on one not in force, for a future date", async () => {
    const foreign = await t.post(
      ClaimReportPath.createClaimReport,
      { dossierId: luca.motor, eventDate: '2026-11-20' },
      mario.token,
    );
    const missing = await t.post(
      ClaimReportPath.createClaimReport,
      { dossierId: 2_000_000_000, eventDate: '2026-11-20' },
      mario.token,
    );
    expect([foreign.statusCode, foreign.body]).toEqual([404, missing.body]);
    const old = await t.post(
      ClaimReportPath.getClaimReportPolicies,
      { eventDate: '2026-05-01' },
      mario.token,
    );
    const oldId = (old.json().policies as { dossierId: number; numeroPolizza: string }[]).find((p) =>
      p.numeroPolizza.startsWith('OLD'),
    )?.dossierId;
    const notInForce = await t.post(
      ClaimReportPath.createClaimReport,
      { dossierId: oldId, eventDate: '2026-11-20' },
      mario.token,
    );
    expect([notInForce.statusCode, codeOf(notInForce)]).toEqual([400, ErrorCode.CLAIMREPORT_NOT_IN_FORCE]);
    const future = await t.post(
      ClaimReportPath.createClaimReport,
      { dossierId: mario.motor, eventDate: '2027-01-01' },
      mario.token,
    );
    expect(codeOf(future)).toBe(ErrorCode.CLAIMREPORT_FUTURE_DATE);
  });

  it('is saved whole from the version read: a stale copy (another device) is refused, nothing written', async () => {
    const report = await newDraft(mario, mario.home);
    const first = await t.post(
      ClaimReportPath.saveClaimReport,
      {
        reportId: report.reportId,
        version: 0,
        data: { kind: 'damage', description: 'Tubo rotto in cucina' },
      },
      mario.token,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().report.version).toBe(1);
    const stale = await t.post(
      ClaimReportPath.saveClaimReport,
      { reportId: report.reportId, version: 0, data: { kind: 'damage', description: 'Altro' } },
      mario.token,
    );
    expect([stale.statusCode, codeOf(stale)]).toEqual([409, ErrorCode.CLAIMREPORT_VERSION]);
    // Two devices saving at once from version 1: one wins, the other is told.
    const both = await Promise.all(
      ['Dal telefono', 'Dal computer'].map((description) =>
        t.post(
          ClaimReportPath.saveClaimReport,
          { reportId: report.reportId, version: 1, data: { kind: 'damage', description } },
          mario.token,
        ),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const read = await t.post(ClaimReportPath.getClaimReport, { reportId: report.reportId }, mario.token);
    const winner = both.find((r) => r.statusCode === 200)?.json().report.data.description;
    expect(read.json().report).toMatchObject({ version: 2, data: { description: winner } });
  });

  it('of another client answers exactly as a missing one, whatever the call', async () => {
    const report = await newDraft(mario, mario.home);
    const save = { version: 0, data: { kind: 'damage' } };
    for (const [path, extra] of [
      [ClaimReportPath.getClaimReport, {}],
      [ClaimReportPath.saveClaimReport, save],
      [ClaimReportPath.deleteClaimReport, {}],
      [ClaimReportPath.submitClaimReport, { version: 0 }],
      [ClaimReportPath.getClaimReportPdf, {}],
    ] as const) {
      const theirs = await t.post(path, { reportId: report.reportId, ...extra }, luca.token);
      const none = await t.post(path, { reportId: randomUUID(), ...extra }, luca.token);
      expect([theirs.statusCode, theirs.body], path).toEqual([404, none.body]);
    }
    const list = await t.post(ClaimReportPath.getClaimReports, {}, luca.token);
    expect((list.json().reports as { reportId: string }[]).map((r) => r.reportId)).not.toContain(
      report.reportId,
    );
    const still = await t.post(ClaimReportPath.getClaimReport, { reportId: report.reportId }, mario.token);
    expect(still.json().report.version).toBe(0);
  });

  it('keeps the rules of the data at every save', async () => {
    const report = await newDraft(mario, mario.home);
    const save = (data: Record<string, unknown>) =>
      t.post(ClaimReportPath.saveClaimReport, { reportId: report.reportId, version: 0, data }, mario.token);
    const badIban = await save({ kind: 'damage', iban: 'IT60X0542811101000000123457' });
    expect([badIban.statusCode, codeOf(badIban)]).toEqual([400, ErrorCode.CLAIMREPORT_BAD_IBAN]);
    const fire = await save({ kind: 'damage', coverage: 'fire' });
    expect(codeOf(fire)).toBe(ErrorCode.CLAIMREPORT_COVERAGE);
    const motor = await save({ kind: 'motor' });
    expect(codeOf(motor)).toBe(ErrorCode.CLAIMREPORT_COVERAGE);
    const holiday = await save({ kind: 'damage', inspection: { days: ['2026-12-08'] } });
    expect([holiday.statusCode, codeOf(holiday)]).toEqual([400, ErrorCode.CLAIMREPORT_INSPECTION]);
    const future = await save({ kind: 'damage', date: '2026-12-01' });
    expect(codeOf(future)).toBe(ErrorCode.CLAIMREPORT_FUTURE_DATE);
    const tooLong = await save({ kind: 'damage', description: 'x'.repeat(4001) });
    expect([tooLong.statusCode, codeOf(tooLong)]).toEqual([400, ErrorCode.VALIDATION]);
    const read = await t.post(ClaimReportPath.getClaimReport, { reportId: report.reportId }, mario.token);
    expect(read.json().report.version).toBe(0);
    const good = await save({
      kind: 'damage',
      coverage: 'water',
      iban: 'IT60 X054 2811 1010 0000 0123 456',
      injuries: true,
      healthConsent: true,
    });
    expect(good.statusCode, good.body).toBe(200);
  });

  it('of a theft is not submitted without the police report', async () => {
    const report = await newDraft(mario, mario.home);
    const data = {
      kind: 'damage',
      coverage: 'theft',
      description: 'Furto in casa',
      date: '2026-11-20',
      place: { town: 'Milano' },
      estimatedCents: 150_000,
      iban: 'IT60X0542811101000000123456',
    };
    await t.post(
      ClaimReportPath.saveClaimReport,
      { reportId: report.reportId, version: 0, data },
      mario.token,
    );
    const submit = await t.post(
      ClaimReportPath.submitClaimReport,
      { reportId: report.reportId, version: 1 },
      mario.token,
    );
    expect([submit.statusCode, submit.json().error]).toEqual([
      400,
      { code: ErrorCode.CLAIMREPORT_INCOMPLETE, detail: 'policeReportFileId' },
    ]);
  });

  it('of water damage is not submitted without where and when the expert can see it (art. 148)', async () => {
    const report = await newDraft(mario, mario.home);
    const { inspection: _none, ...withoutInspection } = WATER_DAMAGE;
    const submitWith = async (data: object, version: number) => {
      const saved = await t.post(
        ClaimReportPath.saveClaimReport,
        { reportId: report.reportId, version, data },
        mario.token,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      t.clock.advance(61_000);
      return t.post(
        ClaimReportPath.submitClaimReport,
        { reportId: report.reportId, version: version + 1 },
        mario.token,
      );
    };
    const without = await submitWith(withoutInspection, 0);
    expect([without.statusCode, without.json().error]).toEqual([
      400,
      { code: ErrorCode.CLAIMREPORT_INCOMPLETE, detail: 'inspection.place' },
    ]);
    const noHours = await submitWith({ ...WATER_DAMAGE, inspection: { ...INSPECTION, to: undefined } }, 1);
    expect(noHours.json().error).toEqual({ code: ErrorCode.CLAIMREPORT_INCOMPLETE, detail: 'inspection.to' });
    const whole = await submitWith(WATER_DAMAGE, 2);
    expect(whole.statusCode, whole.body).toBe(200);
  });

  it('is listed with its deletion day, and deleted', async () => {
    const report = await newDraft(mario, mario.home);
    const list = await t.post(ClaimReportPath.getClaimReports, {}, mario.token);
    const mine = (list.json().reports as { reportId: string; purgeOn: string; state: string }[]).find(
      (r) => r.reportId === report.reportId,
    );
    expect(mine).toMatchObject({ state: 'draft', purgeOn: '2026-12-22' });
    const deleted = await t.post(
      ClaimReportPath.deleteClaimReport,
      { reportId: report.reportId },
      mario.token,
    );
    expect(deleted.json()).toEqual({ status: 'OK', deleted: true });
    const gone = await t.post(ClaimReportPath.getClaimReport, { reportId: report.reportId }, mario.token);
    expect(codeOf(gone)).toBe(ErrorCode.NOT_FOUND);
  });

  it('refuses ids that name no report', async () => {
    for (const reportId of ['1', 'not-a-uuid', 42]) {
      const reply = await t.post(ClaimReportPath.getClaimReport, { reportId }, mario.token);
      expect([reply.statusCode, codeOf(reply)]).toEqual([400, ErrorCode.VALIDATION]);
    }
    const big = await t.post(
      ClaimReportPath.createClaimReport,
      { dossierId: 99_999_999_999, eventDate: '2026-11-20' },
      mario.token,
    );
    expect(big.statusCode).toBe(400);
  });
});
