import {
  ClaimReportPath,
  FEA_TERMS_VERSION,
  INSPECTION_MIN_DAYS,
  workingDaysAfter,
} from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { feaTermsAcceptances, users } from '../db/schema.js';
import { ClaimReportFiles, fileChecksOf } from '../modules/claim-report-files/index.js';
import { claimReportsOf } from '../modules/claim-reports/index.js';
import { todayOf } from '../shared/clock.js';
import { PgFileStorage } from '../shared/pg-file-storage.js';
import { RateLimiter } from '../shared/rate-limit.js';
import { claimReportPdf, loadSealer } from '../signing/index.js';
import { lastCodeTo } from './accounts.js';
import { clientWithRecords } from './client-accounts.js';
import type { TestContext } from './harness.js';

/** The claim reports' parts as the app builds them (the real seal), on the test app's database and clock. */
export async function claimReportsOfTest(t: TestContext) {
  const files = new PgFileStorage(t.db);
  return claimReportsOf({
    db: t.db,
    clock: t.clock,
    config: t.config,
    today: () => todayOf(t.clock),
    deliveries: t.app.deliveries,
    files,
    rateLimiter: new RateLimiter(t.db, t.clock),
    reportPdf: claimReportPdf({
      sealer: await loadSealer(t.config),
      agencyName: t.config.AGENCY_LEGAL_NAME,
    }),
    reportFiles: (reportId, on) =>
      new ClaimReportFiles({ db: t.db, clock: t.clock, files, fileChecks: fileChecksOf(t.config) }).filesOf(
        reportId,
        on,
      ),
  });
}

let count = 0;

/**
 * A client with a motor policy (a plate, in force from 2026-01-01 to 2026-12-31), a home policy with water
 * and theft coverages, and a policy cancelled on 2026-06-30; an account with a verified mobile and a session.
 */
export async function claimClient(t: TestContext, options: { feaTerms?: boolean } = {}) {
  const n = ++count;
  const id = `CLR-${n}`;
  const phone = `+3933300${String(n).padStart(5, '0')}`;
  const account = await clientWithRecords(t, id, (client) => [
    {
      type: 'dossier',
      id: `${id}-AUTO`,
      client,
      numeroPolizza: `RCA${n}00`,
      prodotto: 'Auto Sicura',
      stato: 'ATTIVA',
      dataInizio: '2026-01-01',
      dataScadenza: '2026-12-31',
      marca: 'Fiat',
      modello: 'Panda',
      targa: `GA${String(n).padStart(3, '0')}BC`,
      compagnia: 'Compagnia Esempio S.p.A.',
    },
    {
      type: 'dossier',
      id: `${id}-CASA`,
      client,
      numeroPolizza: `CASA${n}00`,
      prodotto: 'Casa Serena',
      stato: 'ATTIVA',
      dataInizio: '2025-03-01',
      dataScadenza: '9999-12-31',
      beni: [
        {
          descrizione: 'Abitazione',
          settori: [
            {
              settore: 'Danni ai beni',
              garanzie: [{ garanzia: 'Danni da acqua condotta' }, { garanzia: 'Furto e rapina' }],
            },
          ],
        },
      ],
    },
    {
      type: 'dossier',
      id: `${id}-OLD`,
      client,
      numeroPolizza: `OLD${n}00`,
      prodotto: 'Auto Vecchia',
      stato: 'ANNULLATA',
      dataInizio: '2026-01-01',
      dataScadenza: '2026-12-31',
      dataAnnulloDisdetta: '2026-06-30',
      targa: `ZZ${String(n).padStart(3, '0')}ZZ`,
    },
  ]);
  await t.db.update(users).set({ phone, phoneVerified: true }).where(eq(users.id, account.userId));
  // The FEA terms in force accepted (issue 34), unless the test is about them: no e-mail of them queued.
  if (options.feaTerms !== false) {
    await t.db.insert(feaTermsAcceptances).values({
      userId: account.userId,
      version: FEA_TERMS_VERSION,
      acceptedAt: t.clock.now(),
      ipAddress: '127.0.0.1',
    });
  }
  const [user] = await t.db.select().from(users).where(eq(users.id, account.userId));
  const policies = await t.post(
    ClaimReportPath.getClaimReportPolicies,
    { eventDate: '2026-11-20' },
    account.token,
  );
  const list = policies.json().policies as { dossierId: number; kind: string }[];
  const motor = list.find((p) => p.kind === 'motor')?.dossierId as number;
  const home = list.find((p) => p.kind === 'damage')?.dossierId as number;
  return {
    ...account,
    agencyId: id,
    phone,
    email: user?.email as string,
    userCode: user?.userCode as string,
    motor,
    home,
  };
}

/**
 * Where and when the damaged vehicle or goods can be inspected (art. 148 CAP): five working days of January
 * 2027, after the test clock's today (a submission refuses a day that is not after it).
 */
export const INSPECTION = {
  place: 'Via Verdi 3, Torino',
  days: workingDaysAfter('2027-01-06', INSPECTION_MIN_DAYS),
  from: '09:00',
  to: '18:00',
};

/** The inspection on the five working days after the test clock's today (a test that moved it far on). */
export const inspectionAfterToday = (t: TestContext) => ({
  ...INSPECTION,
  days: workingDaysAfter(todayOf(t.clock), INSPECTION_MIN_DAYS),
});

/** A water damage at home on 2026-11-18, every field a submission needs. */
export const WATER_DAMAGE = {
  kind: 'damage',
  coverage: 'water',
  description: 'Perdita dal tubo della lavatrice, parquet rovinato',
  date: '2026-11-18',
  place: { street: 'Via Verdi 3', town: 'Torino', country: 'IT' },
  estimatedCents: 240_000,
  iban: 'IT60X0542811101000000123456',
  inspection: INSPECTION,
};

/** A water damage report of the client's, complete and submitted for signing (the code sent): its id. */
export async function submittedDamageReport(t: TestContext, client: Awaited<ReturnType<typeof claimClient>>) {
  const made = await t.post(
    ClaimReportPath.createClaimReport,
    { dossierId: client.home, eventDate: '2026-11-18' },
    client.token,
  );
  const { reportId } = made.json().report;
  const saved = await t.post(
    ClaimReportPath.saveClaimReport,
    { reportId, version: 0, data: { ...WATER_DAMAGE, inspection: inspectionAfterToday(t) } },
    client.token,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  t.clock.advance(61_000);
  const submitted = await t.post(ClaimReportPath.submitClaimReport, { reportId, version: 1 }, client.token);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return reportId as string;
}

/** A water damage report of the client's, signed with the code and sent: its id. */
export async function sentDamageReport(t: TestContext, client: Awaited<ReturnType<typeof claimClient>>) {
  const reportId = await submittedDamageReport(t, client);
  const signed = await t.post(
    ClaimReportPath.confirmClaimReport,
    { reportId, code: await lastCodeTo(t, client.phone) },
    client.token,
  );
  expect(signed.json().report.state).toBe('sent');
  return reportId as string;
}

/** A CAI complete enough to submit, on top of the prefilled vehicle A. */
export function completeCai(
  prefilled: Record<string, unknown>,
  signerB?: { mobile?: string; email?: string },
) {
  const vehicleA = prefilled.vehicleA as Record<string, Record<string, unknown>>;
  return {
    ...prefilled,
    kind: 'motor',
    date: '2026-11-20',
    time: '08:15',
    place: { street: 'Via Roma 1', town: 'Milano', country: 'IT' },
    injuries: false,
    otherVehiclesDamage: false,
    objectsDamage: false,
    vehicleA: {
      ...vehicleA,
      driver: { surname: 'Rossi', name: 'Mario', licenceNumber: 'MI1234567X' },
      circumstances: [1],
      firstImpact: 'rear',
    },
    vehicleB: {
      policyholder: { surname: 'Bianchi' },
      vehicle: { plate: 'EF456GH' },
      insurer: { name: 'Altra Assicurazioni' },
      driver: { surname: 'Bianchi', name: 'Luca' },
      circumstances: [8],
      firstImpact: 'front',
    },
    sketch: {
      layout: { road: 'straight', directionA: 'stationary', directionB: 'north', text: 'B tampona A' },
    },
    ...(signerB ? { signerB } : {}),
  };
}

/** A new draft on the client's motor policy, for a claim of 2026-11-20: its id. */
export async function newDraft(t: TestContext, client: Awaited<ReturnType<typeof claimClient>>) {
  const reply = await t.post(
    ClaimReportPath.createClaimReport,
    { dossierId: client.motor, eventDate: '2026-11-20' },
    client.token,
  );
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().report.reportId as string;
}

/**
 * The path an e-mail's link opens: it must be the web's route of a report's page, `/denuncia-sinistro/:reportId`
 * (packages/web/src/shared/routes.ts, RoutePattern.claimReportDraft), never a path the app does not serve.
 */
export function linkedPathIn(text: string | undefined) {
  const link = text?.match(/https?:\/\/\S+/)?.[0];
  return link ? new URL(link).pathname : null;
}
