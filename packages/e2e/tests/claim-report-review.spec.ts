import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ClaimReportPath } from '@area-clienti/contract';
import type { Page } from '@playwright/test';
import { EVENT_DATE, inspectionData, press, type, typeDate } from '../src/claim-report-keys.js';
import { APPLICATION_ID, DEMO_PASSWORD } from '../src/demo.js';
import {
  expect,
  expectAccessible as expectAccessibleOn,
  type FreshClient,
  nextSms,
  sixDigits,
  smsCount,
  test,
} from './fixtures.js';

/**
 * "A signs what A has read" and "first things first" (issue 34 items 4 and 5), on a phone: the start page's
 * safety block and the warning before a second report on the same policy and day; the review showing every
 * section; the FEA terms at the first signature; the document opened before the code; the public page on
 * the FEA. axe-core on each.
 */
test.use({ viewport: { width: 390, height: 844 } });

const call = async (page: Page, path: string, token: string, data: object) => {
  const reply = await page.request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(reply.status(), `${path}: ${await reply.text()}`).toBe(200);
  return reply.json();
};

async function tokenOf(page: Page, client: FreshClient): Promise<string> {
  const reply = await page.request.post('/v1/auth/login', {
    data: { loginId: client.userCode, password: DEMO_PASSWORD, applicationId: APPLICATION_ID },
  });
  return ((await reply.json()) as { token: string }).token;
}

interface Policy {
  dossierId: number;
  prodotto: string;
  roadsidePhone: string | null;
}

async function policyOf(page: Page, token: string, prodotto: string) {
  const { policies } = (await call(page, ClaimReportPath.getClaimReportPolicies, token, {
    eventDate: EVENT_DATE,
  })) as { policies: Policy[] };
  const policy = policies.find((candidate) => candidate.prodotto === prodotto);
  if (!policy) throw new Error(`no ${prodotto} in force`);
  return policy;
}

/** A whole CAI, with what the review must show: witnesses, both remarks, the described sketch. */
function wholeCai(prefilled: Record<string, unknown>) {
  return {
    ...prefilled,
    kind: 'motor',
    date: EVENT_DATE,
    time: '08:15',
    place: { street: 'Via Appia 9', town: 'Roma', country: 'IT' },
    injuries: false,
    otherVehiclesDamage: false,
    objectsDamage: true,
    witnesses: [{ name: 'Giulia Bassi', phone: '3331234567' }],
    vehicleA: {
      ...(prefilled.vehicleA as Record<string, unknown>),
      driver: { surname: 'Rossi', name: 'Mario', licenceNumber: 'RM1234567X' },
      circumstances: [],
      firstImpact: 'rear',
      visibleDamage: 'Paraurti posteriore ammaccato',
      remarks: 'Ero fermo al semaforo rosso',
    },
    vehicleB: {
      policyholder: { surname: 'Verdi', name: 'Aldo' },
      vehicle: { make: 'Opel', model: 'Corsa', plate: 'KL789MN' },
      insurer: { name: 'Altra Assicurazioni', policyNumber: 'ALT998877' },
      driver: { surname: 'Verdi', name: 'Aldo', licenceNumber: 'RM7654321Y' },
      circumstances: [8],
      firstImpact: 'front',
      visibleDamage: 'Cofano graffiato',
      remarks: 'Non ho visto in tempo',
    },
    sketch: {
      layout: { road: 'crossroads', directionA: 'stationary', directionB: 'north', text: 'B tampona A' },
    },
    // A's damage claimed: where and when the expert can see the vehicle (art. 148).
    inspection: inspectionData('Carrozzeria Appia, Roma'),
  };
}

test.describe('Denuncia un sinistro: first things first, and signing what was read', () => {
  test('the start page opens with safety, and a second report on the same policy and day is warned about', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const mario = await freshClient({ like: 'mario' });
    const token = await loginAs(mario.userCode);
    const car = await policyOf(page, token, 'Auto Sicura');
    const { report: first } = (await call(page, ClaimReportPath.createClaimReport, token, {
      dossierId: car.dossierId,
      eventDate: EVENT_DATE,
    })) as { report: { reportId: string } };

    await page.goto('/denuncia-sinistro');
    const safety = page.getByRole('region', { name: 'Prima di tutto, la sicurezza' });
    await expect(safety).toBeVisible();
    await expect(safety.getByRole('link', { name: /Chiama il 112/ })).toHaveAttribute('href', 'tel:112');
    await expect(safety.getByRole('link', { name: /Chiama il 118/ })).toHaveAttribute('href', 'tel:118');
    await expect(safety).toContainText('triangolo');
    await expect(safety).toContainText('Le targhe di tutti i veicoli coinvolti.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible();

    // A road accident: only the motor policies are offered (the home policy is not).
    await page.getByLabel('Che cosa è successo?').selectOption('accident');
    await typeDate(page.getByLabel('Data del sinistro'), EVENT_DATE);
    await press(page.getByRole('button', { name: 'Cerca le polizze' }));
    const choice = page.getByRole('radio', { name: /Auto Sicura/ });
    await expect(choice).toBeVisible();
    await expect(page.getByRole('radio', { name: /Casa Serena/ })).toHaveCount(0);
    await press(choice, 'Space');
    await expect(choice).toBeChecked();
    // The roadside-assistance number, when the policy covers it, as the server said.
    const roadside = page.getByRole('link', { name: /Chiama l’assistenza stradale/ });
    await expect(roadside).toHaveCount(car.roadsidePhone ? 1 : 0);

    await press(page.getByRole('button', { name: 'Inizia la denuncia' }));
    const warning = page.getByRole('alert').filter({ hasText: 'Hai già una denuncia per questa polizza' });
    await expect(warning).toBeVisible();
    await expect(page).toHaveURL(/\/denuncia-sinistro$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible();
    await expect(warning.getByRole('link', { name: 'Apri la denuncia esistente' })).toHaveAttribute(
      'href',
      `/denuncia-sinistro/${first.reportId}`,
    );
    // Another event on the same day: the client goes on, a new draft.
    await press(warning.getByRole('button', { name: /È un altro evento/ }));
    await expect(page).toHaveURL(/\/denuncia-sinistro\/[0-9a-f-]{36}$/);
    expect(page.url()).not.toContain(first.reportId);
  });

  test('the review shows every section; the first signature asks the FEA terms, the document is opened before the code', async ({
    page,
    browser,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const mario = await freshClient({ like: 'mario' });
    const cell = mario.cell as string;
    await loginAs(mario.userCode);
    const token = await tokenOf(page, mario);
    const car = await policyOf(page, token, 'Auto Sicura');
    const { report } = (await call(page, ClaimReportPath.createClaimReport, token, {
      dossierId: car.dossierId,
      eventDate: EVENT_DATE,
    })) as { report: { reportId: string; data: Record<string, unknown> } };
    await call(page, ClaimReportPath.saveClaimReport, token, {
      reportId: report.reportId,
      version: 0,
      data: wholeCai(report.data),
    });

    await page.goto(`/denuncia-sinistro/${report.reportId}/riepilogo`);
    for (const section of [
      'Data, ora e luogo',
      'Feriti',
      'Altri danni',
      'Testimoni',
      'Veicolo A',
      'Veicolo B',
      'Grafico dell’incidente',
      'Osservazioni',
      'Foto e documenti',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: section, exact: true })).toBeVisible();
    }
    const review = page.locator('.claim-review');
    for (const shown of [
      'Via Appia 9',
      'Giulia Bassi',
      'Altra Assicurazioni',
      'ALT998877',
      'Opel Corsa',
      'Aldo Verdi',
      'Cofano graffiato',
      'Paraurti posteriore ammaccato',
      'Incrocio',
      'B tampona A',
      'Ero fermo al semaforo rosso',
      'Non ho visto in tempo',
      'Nessun file allegato.',
      '8. tamponava procedendo nello stesso senso e nella stessa fila',
    ]) {
      await expect(review).toContainText(shown);
    }
    // Readable at 390 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible();

    // The FEA terms: asked at the first signature, refused without the tick, kept once ticked.
    const terms = page.getByRole('region', { name: 'Condizioni del servizio di firma elettronica avanzata' });
    await expect(terms.first()).toBeVisible();
    const prepare = page.getByRole('button', { name: 'Prepara il documento da firmare' });
    const before = await smsCount(cell);
    await press(prepare);
    await expect(page.getByText('Per firmare devi accettare le condizioni del servizio')).toBeVisible();
    await expectAccessible();
    expect(await smsCount(cell)).toBe(before);
    await press(page.getByLabel(/^Ho letto e accetto le condizioni del servizio/), 'Space');
    await press(prepare);

    // The sign step: the document first, the code only once the client says it was read.
    await expect(page.getByRole('heading', { name: 'Firma con il codice SMS' })).toBeVisible();
    await expect(page.getByLabel('Codice ricevuto via SMS')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Firma e invia' })).toBeDisabled();
    const open = page.getByRole('link', { name: /Apri il documento da firmare/ });
    const [file] = await Promise.all([page.waitForEvent('download'), press(open)]);
    // The document itself: the PDF the server made to be signed, whose SHA-256 the page shows.
    const pdf = await readFile((await file.path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByTestId('claim-sha256')).toHaveText(createHash('sha256').update(pdf).digest('hex'));
    await expect(
      page.getByRole('link', { name: 'Come funziona la firma elettronica avanzata' }),
    ).toHaveAttribute('href', '/firma-elettronica-avanzata');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible();
    await press(page.getByLabel(/^Ho letto il documento/), 'Space');
    const sms = await nextSms(cell, before);
    await type(page.getByLabel('Codice ricevuto via SMS'), sixDigits(sms.text));
    await expectAccessible();
    await press(page.getByRole('button', { name: 'Firma e invia' }));
    await expect(page.getByRole('status').filter({ hasText: 'Denuncia inviata' })).toBeVisible();

    // The public page, read without an account: what DPCM 22/02/2013 art. 57 asks, and the terms' version.
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const anyone = await visitor.newPage();
    await anyone.goto('/firma-elettronica-avanzata');
    await expect(anyone.getByRole('heading', { level: 1, name: 'Firma elettronica avanzata' })).toBeVisible();
    for (const heading of [
      'Come è identificato chi firma',
      'Come la firma è collegata al documento',
      'Quali evidenze sono conservate, dove e per quanto',
      'Le condizioni del servizio',
    ]) {
      await expect(anyone.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(anyone.locator('main')).toContainText('SHA-256');
    await expect(anyone.locator('main')).toContainText('PAdES');
    await expect(anyone.locator('main')).toContainText('10 anni');
    await expect(anyone.locator('main')).toContainText('Versione in vigore: 2026-12');
    expect(await anyone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessibleOn(anyone);
    await visitor.close();
  });
});
