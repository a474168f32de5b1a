import { ClaimReportPath } from '@area-clienti/contract';
import type { Page } from '@playwright/test';
import { expect, type FreshClient, nextSms, sixDigits, smsCount } from './fixtures.js';
import { call } from './staff.js';

/** A water leak at home reported by the client through the API, signed with the SMS code: its id. */
export async function sendDamageReport(page: Page, client: FreshClient, token: string): Promise<string> {
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
  };
  const saved = await call(page, ClaimReportPath.saveClaimReport, token, { reportId, version: 0, data });
  expect(saved.status(), await saved.text()).toBe(200);
  const before = await smsCount(cell);
  const submitted = await call(page, ClaimReportPath.submitClaimReport, token, { reportId, version: 1 });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const code = sixDigits((await nextSms(cell, before)).text);
  const signed = await call(page, ClaimReportPath.confirmClaimReport, token, { reportId, code });
  expect(signed.status(), await signed.text()).toBe(200);
  return reportId;
}
