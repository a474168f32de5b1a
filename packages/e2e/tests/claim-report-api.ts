import { ClaimReportPath, FEA_TERMS_VERSION } from '@area-clienti/contract';
import type { Page } from '@playwright/test';
import { inspectionData } from '../src/claim-report-keys.js';
import { expect, type FreshClient, nextSms, sixDigits, smsCount } from './fixtures.js';
import { call } from './staff.js';

/** A water leak at home reported by the client through the API (with a photo if given), signed with the SMS code: its id. */
export async function sendDamageReport(
  page: Page,
  client: FreshClient,
  token: string,
  photo?: Buffer,
): Promise<string> {
  const cell = client.cell as string;
  const policies = await call(page, ClaimReportPath.getClaimReportPolicies, token, {
    eventDate: '2026-11-20',
  });
  const list = ((await policies.json()) as { policies: { dossierId: number; prodotto: string }[] }).policies;
  const home = list.find((policy) => policy.prodotto === 'Casa Serena');
  expect(home, 'the client has a home policy in force').toBeDefined();
  const made = await call(page, ClaimReportPath.createClaimReport, token, {
    dossierId: home?.dossierId,
    eventDate: '2026-11-20',
  });
  expect(made.status(), await made.text()).toBe(200);
  const { reportId } = ((await made.json()) as { report: { reportId: string } }).report;
  const data = {
    kind: 'damage',
    coverage: 'other',
    description: 'Perdita d’acqua da un tubo della cucina: pavimento e mobili bagnati.',
    date: '2026-11-20',
    place: { street: 'Via Roma 1', town: 'Roma', country: 'IT' },
    estimatedCents: 125_050,
    iban: 'IT60X0542811101000000123456',
    inspection: inspectionData('Via Roma 1, Roma'),
  };
  const saved = await call(page, ClaimReportPath.saveClaimReport, token, { reportId, version: 0, data });
  expect(saved.status(), await saved.text()).toBe(200);
  if (photo) await uploadPhoto(page, token, reportId, photo);
  return signWithSms(page, token, cell, reportId);
}

/** A photo added to a draft as the web app sends it: started, one chunk, completed. */
async function uploadPhoto(page: Page, token: string, reportId: string, bytes: Buffer) {
  const started = await call(page, ClaimReportPath.startClaimReportUpload, token, {
    reportId,
    name: 'danno.png',
    size: bytes.length,
    type: 'image/png',
    keepPosition: false,
  });
  expect(started.status(), await started.text()).toBe(200);
  const { uploadId } = ((await started.json()) as { upload: { uploadId: string } }).upload;
  const sent = await page.request.post(ClaimReportPath.sendClaimReportChunk, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      uploadId,
      offset: '0',
      chunk: { name: 'blob', mimeType: 'application/octet-stream', buffer: bytes },
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const done = await call(page, ClaimReportPath.completeClaimReportUpload, token, { uploadId });
  expect(done.status(), await done.text()).toBe(200);
}

/**
 * A CAI on the client's motor policy through the API, both vehicles filled, the sketch drawn (`strokes`),
 * signed by A alone with the SMS code: its id.
 */
export async function sendCai(page: Page, client: FreshClient, token: string, strokes: number[][][]) {
  const cell = client.cell as string;
  const policies = await call(page, ClaimReportPath.getClaimReportPolicies, token, {
    eventDate: '2026-11-20',
  });
  const list = ((await policies.json()) as { policies: { dossierId: number; kind: string }[] }).policies;
  const motor = list.find((policy) => policy.kind === 'motor');
  expect(motor, 'the client has a motor policy in force').toBeDefined();
  const made = await call(page, ClaimReportPath.createClaimReport, token, {
    dossierId: motor?.dossierId,
    eventDate: '2026-11-20',
  });
  expect(made.status(), await made.text()).toBe(200);
  const { reportId, data } = (
    (await made.json()) as { report: { reportId: string; data: Record<string, unknown> } }
  ).report;
  const vehicleA = data.vehicleA as Record<string, unknown>;
  const cai = {
    ...data,
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
    sketch: { strokes, layout: { road: 'straight', text: 'B tampona A ferma al semaforo' } },
  };
  const saved = await call(page, ClaimReportPath.saveClaimReport, token, { reportId, version: 0, data: cai });
  expect(saved.status(), await saved.text()).toBe(200);
  return signWithSms(page, token, cell, reportId);
}

/** Submits the draft as it stands and signs it with the code sent to the client's mobile: its id. */
async function signWithSms(page: Page, token: string, cell: string, reportId: string) {
  const before = await smsCount(cell);
  const current = await call(page, ClaimReportPath.getClaimReport, token, { reportId });
  const { version } = ((await current.json()) as { report: { version: number } }).report;
  // A client's first signature: the FEA service terms in force accepted once (issue 34 item 4).
  await call(page, ClaimReportPath.acceptFeaTerms, token, { version: FEA_TERMS_VERSION });
  const submitted = await call(page, ClaimReportPath.submitClaimReport, token, { reportId, version });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const code = sixDigits((await nextSms(cell, before)).text);
  const signed = await call(page, ClaimReportPath.confirmClaimReport, token, { reportId, code });
  expect(signed.status(), await signed.text()).toBe(200);
  return reportId;
}
