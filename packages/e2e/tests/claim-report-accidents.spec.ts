import { ClaimReportPath } from '@area-clienti/contract';
import type { Page } from '@playwright/test';
import { EVENT_DATE, press, type, typeDate, typeTime } from '../src/claim-report-keys.js';
import { expect, test } from './fixtures.js';

/**
 * The accidents of real life (issue 34 items 2-3) on a phone, keyboard only, axe-core on each state: one vehicle
 * alone (no B asked), the other vehicle gone (what was seen, the report to the police), injured people told
 * without the consent to health data (the branch will call, nothing forced to "No").
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A CAI of the client's, everything but B written through the API (the browser's part is what is tested). */
async function caiWithoutB(page: Page, token: string, more: object = {}) {
  const post = async (path: string, data: object) => {
    const reply = await page.request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
    expect(reply.status(), `${path}: ${await reply.text()}`).toBe(200);
    return reply.json();
  };
  const { policies } = await post(ClaimReportPath.getClaimReportPolicies, { eventDate: EVENT_DATE });
  const motor = (policies as { dossierId: number; kind: string }[]).find((policy) => policy.kind === 'motor');
  const { report } = await post(ClaimReportPath.createClaimReport, {
    dossierId: motor?.dossierId,
    eventDate: EVENT_DATE,
  });
  const prefilled = report.data as { vehicleA: Record<string, unknown> };
  await post(ClaimReportPath.saveClaimReport, {
    reportId: report.reportId,
    version: 0,
    data: {
      ...prefilled,
      time: '19:40',
      place: { street: 'SS 1 Aurelia km 30', town: 'Ladispoli', country: 'IT' },
      injuries: false,
      otherVehiclesDamage: false,
      objectsDamage: false,
      vehicleA: {
        ...prefilled.vehicleA,
        driver: { surname: 'Rossi', name: 'Mario', licenceNumber: 'RM1234567X' },
        circumstances: [],
        firstImpact: 'frontRight',
      },
      sketch: { layout: { road: 'bend', directionA: 'north', text: 'Uscito di strada in curva' } },
      ...more,
    },
  });
  return report.reportId as string;
}

const open = (page: Page, reportId: string, step: string) =>
  page.goto(`/denuncia-sinistro/${reportId}/${step}`);
const next = (page: Page) => press(page.getByRole('button', { name: 'Avanti', exact: true }));
const saved = (page: Page) => expect(page.getByText('Bozza salvata')).toBeVisible();

test.describe('Denuncia un sinistro: the accidents of real life', () => {
  test('one vehicle alone: B is never asked, the review is complete, the document is prepared', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const mario = await freshClient({ like: 'mario' });
    const reportId = await caiWithoutB(page, await loginAs(mario.userCode));
    await open(page, reportId, 'quando-dove');
    const kinds = page.getByRole('group', { name: 'Che tipo di incidente è?' });
    await expect(kinds.getByRole('radio', { name: /Due veicoli/ })).toBeChecked();
    await expectAccessible();
    await press(kinds.getByRole('radio', { name: /Solo il mio veicolo/ }), 'Space');
    await expect(page.getByText('Passo 1 di 11')).toBeVisible();
    await next(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Feriti' })).toBeFocused();

    // The visible damage: A's only, and the days the vehicle can be inspected (five working days).
    await open(page, reportId, 'danni');
    await expect(page.getByLabel('Danni visibili al veicolo B')).toHaveCount(0);
    await type(page.getByLabel('Dove (indirizzo o carrozzeria)'), 'Carrozzeria Verdi, Ladispoli');
    const days = page.getByRole('group', { name: 'Giorni disponibili' }).getByRole('checkbox');
    for (let index = 0; index < 5; index++) await press(days.nth(index), 'Space');
    await expect(page.getByText('5 giorni scelti su almeno 5')).toBeVisible();
    await expectAccessible();
    await press(page.getByRole('button', { name: 'Indietro' }));
    await expect(page.getByRole('heading', { level: 2, name: 'Punto d’urto' })).toBeFocused();
    await expect(page.getByRole('group', { name: /veicolo B/ })).toHaveCount(0);

    await open(page, reportId, 'riepilogo');
    await expect(page.getByText('La denuncia è completa.')).toBeVisible();
    await expect(page.getByText(/Veicolo B –/)).toHaveCount(0);
    await expectAccessible();
    // The client's first signature: the FEA service terms accepted once (issue 34 item 4).
    await press(page.getByLabel(/^Ho letto e accetto le condizioni del servizio/), 'Space');
    await press(page.getByRole('button', { name: 'Prepara il documento da firmare' }));
    await expect(page.getByRole('heading', { name: 'Firma con il codice SMS' })).toBeVisible();
    await expectAccessible();
  });

  test('the other vehicle gone: what was seen and the report to the police, then complete', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const mario = await freshClient({ like: 'mario' });
    const reportId = await caiWithoutB(page, await loginAs(mario.userCode));
    await open(page, reportId, 'quando-dove');
    await press(page.getByRole('radio', { name: /non è identificato o si è allontanato/ }), 'Space');
    await saved(page);
    await open(page, reportId, 'riepilogo');
    // What a hit-and-run needs, each with the way to its step.
    await expect(page.getByText('La denuncia alle autorità: presentata a')).toBeVisible();
    await press(page.getByRole('button', { name: /Il veicolo non identificato/ }).first());
    await expect(page.getByRole('heading', { level: 2, name: 'Il veicolo non identificato' })).toBeFocused();
    await expect(page.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expectAccessible();
    await type(page.getByLabel(/Che cosa hai visto/), 'Un furgone bianco mi ha urtato ed è ripartito.');
    await type(page.getByLabel('Parte della targa che ricordi'), 'FK3');
    await page.getByLabel('Presentata a *').selectOption('carabinieri');
    await typeDate(page.getByLabel('Data della denuncia *'), EVENT_DATE);
    await expectAccessible();
    await press(page.getByRole('button', { name: 'Avanti', exact: true }));
    await expect(page.getByRole('heading', { level: 2, name: 'Punto d’urto' })).toBeFocused();
    await open(page, reportId, 'riepilogo');
    await expect(page.getByText('La denuncia è completa.')).toBeVisible();
    await expectAccessible();
  });

  test('injured people without the consent: "Sì" stays, no health detail is asked, the branch will call', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const mario = await freshClient({ like: 'mario' });
    const reportId = await caiWithoutB(page, await loginAs(mario.userCode));
    await open(page, reportId, 'feriti');
    await press(page.getByRole('radio', { name: 'Sì' }), 'Space');
    const consent = page.getByLabel(/dati relativi alla salute/);
    await expect(consent).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'la tua filiale ti chiamerà' })).toBeVisible();
    await expect(page.getByRole('group', { name: /Persona ferita/ })).toHaveCount(0);
    await expectAccessible();
    await next(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Altri danni e testimoni' })).toBeFocused();
    // Stored as told: back on the step after a reload, "Sì" and no consent.
    await open(page, reportId, 'feriti');
    await expect(page.getByRole('radio', { name: 'Sì' })).toBeChecked();
    await expect(page.getByLabel(/dati relativi alla salute/)).not.toBeChecked();

    // With the consent the persons are listed; taking it back takes their data away.
    await press(page.getByLabel(/dati relativi alla salute/), 'Space');
    await press(page.getByRole('button', { name: 'Aggiungi una persona ferita' }));
    const person = page.getByRole('group', { name: 'Persona ferita 1' });
    await type(person.getByLabel('Cognome *'), 'Bianchi');
    await expectAccessible();
    await press(page.getByLabel(/dati relativi alla salute/), 'Space');
    await expect(person).toHaveCount(0);
    await next(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Altri danni e testimoni' })).toBeFocused();
  });

  test('three or more vehicles: C with the data of a side, or the way out to the branch', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const mario = await freshClient({ like: 'mario' });
    const reportId = await caiWithoutB(page, await loginAs(mario.userCode));
    await open(page, reportId, 'quando-dove');
    await press(page.getByRole('radio', { name: 'Tre o più veicoli' }), 'Space');
    await saved(page);
    await open(page, reportId, 'altri-veicoli');
    await expect(page.getByRole('heading', { level: 2, name: 'Gli altri veicoli' })).toBeVisible();
    await press(page.getByRole('button', { name: 'Aggiungi un veicolo' }));
    const vehicleC = page.getByRole('group', { name: 'Veicolo C' });
    await type(vehicleC.getByLabel('Targa *'), 'B-XY 1234');
    await type(vehicleC.getByLabel('Stato di immatricolazione'), 'Germania');
    await expectAccessible();
    const noData = page.getByRole('button', { name: 'Non ho i dati di tutti i veicoli coinvolti' });
    await press(noData);
    await expect(noData).toHaveAttribute('aria-expanded', 'true');
    const exit = page.getByRole('region', { name: 'Se non riesci a completare la denuncia online' });
    await expect(exit.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    // The agency's claims line (AGENCY_CLAIMS_PHONE), tappable.
    await expect(exit.getByRole('link', { name: '+39 06 9999 0000' })).toHaveAttribute(
      'href',
      'tel:+390699990000',
    );
    await expectAccessible();
  });

  test('bad inputs: a wrong tax code and hours that end before they start keep the client on the step', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const mario = await freshClient({ like: 'mario' });
    const reportId = await caiWithoutB(page, await loginAs(mario.userCode));
    await open(page, reportId, 'veicolo-a');
    const driver = page.getByRole('group', { name: 'Conducente' });
    await type(driver.getByLabel('Codice fiscale'), 'RSSMRA85T10A562T');
    await next(page);
    await expect(page.getByText('Il codice fiscale non è valido: controlla i 16 caratteri.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Il tuo veicolo (A)' })).toBeVisible();
    await expectAccessible();
    await type(driver.getByLabel('Codice fiscale'), 'RSSMRA85T10A562S');
    await next(page);
    await expect(page.getByRole('heading', { level: 2, name: 'L’altro veicolo (B)' })).toBeFocused();

    await open(page, reportId, 'danni');
    await typeTime(page.getByLabel('Dalle ore', { exact: true }), '18:00');
    await typeTime(page.getByLabel('Alle ore', { exact: true }), '09:00');
    await next(page);
    await expect(page.getByText('L’orario deve finire dopo l’inizio.')).toBeVisible();
    await expectAccessible();
  });

  test('an inspection day gone by since the draft was saved: the message at the days, then on without it', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const mario = await freshClient({ like: 'mario' });
    // Saved on Sunday 22 November (the server's day) with the days from Tuesday 24; opened on Wednesday 25.
    const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30'];
    const reportId = await caiWithoutB(page, await loginAs(mario.userCode), {
      inspection: { place: 'Carrozzeria Verdi, Ladispoli', days, from: '09:00', to: '18:00' },
    });
    await page.clock.setFixedTime(new Date('2026-11-25T09:00:00+01:00'));
    await open(page, reportId, 'danni');
    const group = page.getByRole('group', { name: 'Giorni disponibili' });
    await expect(group.getByRole('checkbox', { name: /24\/11\/2026/ })).toBeChecked();
    await next(page);
    const message = page.getByText(
      'Togli i giorni di oggi o già passati: il perito può venire solo da domani in poi.',
    );
    await expect(message).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Danni visibili' })).toBeVisible();
    await expectAccessible();
    for (const day of [/24\/11\/2026/, /25\/11\/2026/])
      await press(group.getByRole('checkbox', { name: day }), 'Space');
    for (const day of [/01\/12\/2026/, /02\/12\/2026/])
      await press(group.getByRole('checkbox', { name: day }), 'Space');
    await expect(page.getByText('5 giorni scelti su almeno 5')).toBeVisible();
    await next(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Circostanze' })).toBeFocused();
  });
});
