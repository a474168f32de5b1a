import { ClaimReportPath, ErrorCode, workingDaysAfter } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayOf } from '../../shared/clock.js';
import { lastCodeTo } from '../../test/accounts.js';
import { claimClient, completeCai, INSPECTION } from '../../test/claim-reports.js';
import { useTestApp } from '../../test/harness.js';
import { pdftotext } from '../../test/poppler.js';

/** The accidents of real life through the API (issue 34 items 2-3, docs/decisions/0136). */
const t = useTestApp();
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;
const words = (text: string) => text.replace(/\s+/g, ' ');
type Client = Awaited<ReturnType<typeof claimClient>>;
type Data = Record<string, unknown>;

let mario: Client;
beforeAll(async () => {
  mario = await claimClient(t);
});

async function draft(client: Client) {
  const made = await t.post(
    ClaimReportPath.createClaimReport,
    { dossierId: client.motor, eventDate: '2026-11-20' },
    client.token,
  );
  expect(made.statusCode, made.body).toBe(200);
  const report = made.json().report as { reportId: string; data: Data };
  let version = 0;
  return {
    reportId: report.reportId,
    complete: completeCai(report.data) as Data,
    save: async (data: Data) => {
      const reply = await t.post(
        ClaimReportPath.saveClaimReport,
        { reportId: report.reportId, version, data },
        client.token,
      );
      if (reply.statusCode === 200) version = reply.json().report.version;
      return reply;
    },
    submit: () =>
      t.post(ClaimReportPath.submitClaimReport, { reportId: report.reportId, version }, client.token),
    read: async () =>
      (await t.post(ClaimReportPath.getClaimReport, { reportId: report.reportId }, client.token)).json()
        .report,
  };
}

const pdfText = async (client: Client, reportId: string) => {
  const reply = await t.post(ClaimReportPath.getClaimReportPdf, { reportId }, client.token);
  expect(reply.statusCode, reply.body).toBe(200);
  return words(await pdftotext(reply.rawPayload));
};

describe('the kind of accident', () => {
  it('one vehicle: submitted without B; B, its signer and its direction are not kept', async () => {
    const report = await draft(mario);
    const saved = await report.save({
      ...report.complete,
      accidentKind: 'singleVehicle',
      signerB: { mobile: '+393331234567' },
      sketch: { layout: { road: 'bend', directionA: 'north', directionB: 'south' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json().report.data;
    expect(data.vehicleB).toBeUndefined();
    expect(data.signerB).toBeUndefined();
    expect(data.sketch.layout).toEqual({ road: 'bend', directionA: 'north' });
    t.clock.advance(61_000);
    const submitted = await report.submit();
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await pdfText(mario, report.reportId)).toContain(
      'Incidente con un solo veicolo: nessun veicolo B.',
    );
    // Signed by A alone: no link to a B that does not exist.
    const signed = await t.post(
      ClaimReportPath.confirmClaimReport,
      { reportId: report.reportId, code: await lastCodeTo(t, mario.phone) },
      mario.token,
    );
    expect(signed.json().report).toMatchObject({ state: 'sent', counterpart: 'none' });
  });

  it('hit-and-run: the report to the police is required, B is not', async () => {
    const report = await draft(mario);
    const { vehicleB: _b, ...withoutB } = report.complete;
    await report.save({ ...withoutB, accidentKind: 'hitAndRun', hitAndRun: { seen: 'Auto scura, fuggita' } });
    t.clock.advance(61_000);
    const incomplete = await report.submit();
    expect([incomplete.statusCode, incomplete.json().error]).toEqual([
      400,
      { code: ErrorCode.CLAIMREPORT_INCOMPLETE, detail: 'hitAndRun.report.body' },
    ]);
    const saved = await report.save({
      ...withoutB,
      accidentKind: 'hitAndRun',
      hitAndRun: {
        seen: 'Auto scura, fuggita',
        platePart: 'GH',
        report: { body: 'polizia', date: '2026-11-20', reference: 'D-9' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const submitted = await report.submit();
    expect(submitted.statusCode, submitted.body).toBe(200);
    const text = await pdfText(mario, report.reportId);
    expect(text).toContain('Auto scura, fuggita');
    expect(text).toContain('Polizia di Stato');
  });

  it('three or more vehicles: each vehicle beyond B is required, at most four', async () => {
    const report = await draft(mario);
    await report.save({ ...report.complete, accidentKind: 'multiVehicle' });
    t.clock.advance(61_000);
    const none = await report.submit();
    expect(none.json().error).toEqual({ code: ErrorCode.CLAIMREPORT_INCOMPLETE, detail: 'otherVehicles' });
    const five = await report.save({
      ...report.complete,
      accidentKind: 'multiVehicle',
      otherVehicles: [{}, {}, {}, {}, {}],
    });
    expect([five.statusCode, codeOf(five)]).toEqual([400, ErrorCode.VALIDATION]);
    const vehicleC = {
      policyholder: { surname: 'Gialli' },
      vehicle: { plate: 'B-XY 123', registrationCountry: 'Germania' },
      insurer: { name: 'HUK' },
      driver: { surname: 'Gialli', name: 'Ugo' },
    };
    const saved = await report.save({
      ...report.complete,
      accidentKind: 'multiVehicle',
      otherVehicles: [vehicleC],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await report.submit()).statusCode).toBe(200);
    expect(await pdfText(mario, report.reportId)).toContain('B-XY 123');
  });

  it('a draft stored before the kind was asked loads and is two vehicles', async () => {
    const report = await draft(mario);
    const { vehicleB: _b, ...withoutB } = report.complete;
    await report.save(withoutB);
    t.clock.advance(61_000);
    const reply = await report.submit();
    expect(reply.json().error).toEqual({
      code: ErrorCode.CLAIMREPORT_INCOMPLETE,
      detail: 'vehicleB.policyholder.surname',
    });
  });
});

describe('injured people', () => {
  it('told without the consent: saved, no health detail kept, the feed says the branch must call', async () => {
    const report = await draft(mario);
    const told = await report.save({ ...report.complete, injuries: true });
    expect(told.statusCode, told.body).toBe(200);
    const listed = await report.save({ ...report.complete, injuries: true, injured: [{ surname: 'Verdi' }] });
    expect([listed.statusCode, codeOf(listed)]).toEqual([400, ErrorCode.CLAIMREPORT_HEALTH_CONSENT]);
    // The draft is not lost: it is as last saved.
    expect((await report.read()).data.injuries).toBe(true);
    t.clock.advance(61_000);
    expect((await report.submit()).statusCode).toBe(200);
    expect(await pdfText(mario, report.reportId)).toContain('la filiale contatterà il cliente');
    const signed = await t.post(
      ClaimReportPath.confirmClaimReport,
      { reportId: report.reportId, code: await lastCodeTo(t, mario.phone) },
      mario.token,
    );
    expect(signed.json().report.state).toBe('sent');
    const feed = await t.post(ClaimReportPath.getClaimReportFeed, { since: 0 }, await t.login('90000001'));
    const line = feed.body
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text))
      .find((entry) => entry.reportId === report.reportId);
    expect(line).toMatchObject({ healthDataWithheld: true, data: { injuries: true } });
    expect(line.data.injured).toBeUndefined();
  });

  it('with the consent: each person listed, a driver or passenger with the vehicle', async () => {
    const report = await draft(mario);
    const person = { surname: 'Verdi', role: 'passenger', injuries: 'Contusione', care: 'hospital' };
    const saved = await report.save({
      ...report.complete,
      injuries: true,
      healthConsent: true,
      injured: [person],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    t.clock.advance(61_000);
    const incomplete = await report.submit();
    expect(incomplete.json().error).toEqual({
      code: ErrorCode.CLAIMREPORT_INCOMPLETE,
      detail: 'injured.0.vehicle',
    });
    await report.save({
      ...report.complete,
      injuries: true,
      healthConsent: true,
      injured: [{ ...person, vehicle: 'B' }],
    });
    expect((await report.submit()).statusCode).toBe(200);
    const text = await pdfText(mario, report.reportId);
    expect(text).toContain('Passeggero del veicolo B');
    expect(text).toContain('Ricovero in ospedale');
  });
});

describe('what art. 148 needs', () => {
  it('inspection days: working days only, five at least at submission', async () => {
    // A client of its own: a client's codes are limited per hour.
    const anna = await claimClient(t);
    const report = await draft(anna);
    const days = workingDaysAfter('2026-11-20', 5);
    const sunday = await report.save({ ...report.complete, inspection: { days: ['2026-11-22'] } });
    expect([sunday.statusCode, codeOf(sunday)]).toEqual([400, ErrorCode.CLAIMREPORT_INSPECTION]);
    const hours = await report.save({ ...report.complete, inspection: { from: '18:00', to: '08:00' } });
    expect(codeOf(hours)).toBe(ErrorCode.CLAIMREPORT_INSPECTION);
    const four = await report.save({ ...report.complete, inspection: { days: days.slice(0, 4) } });
    expect(four.statusCode, four.body).toBe(200);
    t.clock.advance(61_000);
    const few = await report.submit();
    expect([few.statusCode, codeOf(few)]).toEqual([400, ErrorCode.CLAIMREPORT_INSPECTION]);
    const inspection = { place: 'Officina Rossi, Milano', days, from: '09:00', to: '18:00' };
    expect((await report.save({ ...report.complete, inspection })).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await report.submit()).statusCode).toBe(200);
    expect(await pdfText(anna, report.reportId)).toContain('Officina Rossi, Milano');
  });

  it('tax codes: a wrong check character is refused with its path, a valid one kept', async () => {
    const report = await draft(mario);
    const complete = report.complete as { vehicleA: Data; vehicleB: Data };
    const withCode = (taxCode: string) => ({
      ...complete,
      vehicleB: { ...complete.vehicleB, driver: { surname: 'Bianchi', name: 'Luca', taxCode } },
    });
    const bad = await report.save(withCode('RSSMRA85T10A562T'));
    expect([bad.statusCode, bad.json().error]).toEqual([
      400,
      { code: ErrorCode.CLAIMREPORT_TAX_CODE, detail: 'vehicleB.driver.taxCode' },
    ]);
    const good = await report.save(withCode('RSSMRA85T10A562S'));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().report.data.vehicleB.driver.taxCode).toBe('RSSMRA85T10A562S');
  });
});

describe('bad inputs of the new fields', () => {
  it('answer the contract’s validation code, never a 500, and leave the draft as it was', async () => {
    const report = await draft(mario);
    const before = (await report.read()).version;
    for (const data of [
      { ...report.complete, accidentKind: 'fourWheels' },
      { ...report.complete, injuries: true, healthConsent: true, injured: [{ role: 'driverOfTheBus' }] },
      {
        ...report.complete,
        injuries: true,
        healthConsent: true,
        injured: Array.from({ length: 11 }, () => ({})),
      },
      { ...report.complete, accidentKind: 'hitAndRun', hitAndRun: { report: { date: '2026-02-30x' } } },
      { ...report.complete, authority: { body: 'fbi' } },
      { ...report.complete, inspection: { days: ['not a day'] } },
      // A day that does not exist is no date at all (the contract's claimDate).
      { ...report.complete, inspection: { days: ['2026-02-30'] } },
      { ...report.complete, inspection: { from: '25:00' } },
      { ...report.complete, vehicleA: { vehicle: { trailer: { plate: 'X'.repeat(17) } } } },
    ]) {
      const reply = await report.save(data);
      expect([reply.statusCode, codeOf(reply)], JSON.stringify(data).slice(-120)).toEqual([
        400,
        ErrorCode.VALIDATION,
      ]);
    }
    // New Year's Day is a date, but no working day for an inspection.
    const calendar = await report.save({ ...report.complete, inspection: { days: ['2027-01-01'] } });
    expect([calendar.statusCode, codeOf(calendar)]).toEqual([400, ErrorCode.CLAIMREPORT_INSPECTION]);
    expect((await report.read()).version).toBe(before);
  });
});

describe('the inspection, after today and required for damage claimed (issue 34 review)', () => {
  it('a CAI with vehicle A damaged is not submitted without where, five days and the hours', async () => {
    const luca = await claimClient(t);
    const report = await draft(luca);
    const complete = report.complete as { vehicleA: Data };
    const damaged = {
      ...complete,
      accidentKind: 'singleVehicle',
      vehicleA: { ...complete.vehicleA, visibleDamage: 'Paraurti posteriore ammaccato' },
    };
    expect((await report.save(damaged)).statusCode).toBe(200);
    t.clock.advance(61_000);
    const without = await report.submit();
    expect([without.statusCode, without.json().error]).toEqual([
      400,
      { code: ErrorCode.CLAIMREPORT_INCOMPLETE, detail: 'inspection.place' },
    ]);
    const inspection = { ...INSPECTION, from: undefined };
    expect((await report.save({ ...damaged, inspection })).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await report.submit()).json().error).toEqual({
      code: ErrorCode.CLAIMREPORT_INCOMPLETE,
      detail: 'inspection.from',
    });
    expect((await report.save({ ...damaged, inspection: INSPECTION })).statusCode).toBe(200);
    t.clock.advance(61_000);
    const submitted = await report.submit();
    expect(submitted.statusCode, submitted.body).toBe(200);
  });

  it('a day before today is refused at save; today, saved the day before, is kept but refused at submission', async () => {
    // The test clock's Sunday 22 November becomes Monday 23, a working day (the last test of the file).
    t.clock.advance(24 * 3600_000);
    const sara = await claimClient(t);
    const report = await draft(sara);
    const today = todayOf(t.clock);
    expect(today).toBe('2026-11-23');
    const next = workingDaysAfter(today, 5);
    const inspection = { ...INSPECTION, days: ['2026-11-20', ...next.slice(0, 4)] };
    const past = await report.save({ ...report.complete, inspection });
    expect([past.statusCode, codeOf(past)]).toEqual([400, ErrorCode.CLAIMREPORT_INSPECTION]);
    const withToday = { ...INSPECTION, days: [today, ...next.slice(0, 4)] };
    const kept = await report.save({ ...report.complete, inspection: withToday });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().report.data.inspection.days).toEqual(withToday.days);
    t.clock.advance(61_000);
    const refused = await report.submit();
    expect([refused.statusCode, codeOf(refused)]).toEqual([400, ErrorCode.CLAIMREPORT_INSPECTION]);
    expect((await report.read()).state).toBe('draft');
    expect(
      (await report.save({ ...report.complete, inspection: { ...INSPECTION, days: next } })).statusCode,
    ).toBe(200);
    t.clock.advance(61_000);
    expect((await report.submit()).statusCode).toBe(200);
  });
});
