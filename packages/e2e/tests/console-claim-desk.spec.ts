import { ClaimReportPath } from '@area-clienti/contract';
import type { Locator, Page } from '@playwright/test';
import { PHOTO, press } from '../src/claim-report-keys.js';
import { sendCai, sendDamageReport } from './claim-report-api.js';
import { emailCount, expect, nextEmail, openSession, test } from './fixtures.js';
import { call, staffSession } from './staff.js';

/*
 * The agency's desk (issue 34 item 7, docs/decisions/0142), at a phone's width, by keyboard, axe-core at
 * each step: a Staff member finds the report a client just sent with the list's filters, opens it whole,
 * assigns it to a colleague, takes it in charge, links it to the client's claim by hand and closes it with
 * a reason; the client's timeline shows what the agency did.
 */

const SUPERUSER = '90000001';
/** Mario's claim on his motor policy, in the demo agency's feed (copied for the fresh client). */
const CLAIM = '2026/RC/004571';

/** Chooses an option of a labelled select with the keyboard's focus on it. */
async function choose(within: Locator, label: string, option: string) {
  const select = within.getByLabel(label, { exact: true });
  await select.focus();
  await select.selectOption({ label: option });
}

test.describe("The agency's desk of claim reports", () => {
  test('filter, open, assign, take in charge, link by hand, close with a reason', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    test.slow();
    const client = await freshClient({ like: 'mario', newIdentity: true });
    const clientToken = await loginAs(client.userCode);
    const reportId = await sendDamageReport(page, client, clientToken, PHOTO);
    // The copy of the FEA terms and the signed report reach the client first: news is counted after them.
    await nextEmail(client.email, 1);
    const mails = await emailCount(client.email);
    const admin = await loginAs(SUPERUSER);
    const suffix = client.userCode.toLowerCase();
    await staffSession(page, admin, `collega.${suffix}`);
    const staff = await staffSession(page, admin, `scrivania.${suffix}`);

    await openSession(page, staff.token, staff.user);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/denunce');
    await expect(page.getByRole('heading', { level: 1, name: 'Denunce di sinistro' })).toBeVisible();
    await expect(page.locator('.console-result').first()).toBeVisible();

    // The list's filters: sent, nobody's, a damage report, the event's day.
    const filters = page.getByRole('form', { name: 'Filtra le denunce' });
    await choose(filters, 'Stato', 'Inviata');
    await choose(filters, 'Assegnatario', 'Non assegnate');
    await choose(filters, 'Tipo', 'Denuncia di danno');
    await filters.getByLabel('Evento dal').fill('2026-11-20');
    await filters.getByLabel('Evento al').fill('2026-11-19');
    await press(filters.getByRole('button', { name: 'Filtra' }));
    await expect(filters.getByRole('alert')).toHaveText('La data iniziale è successiva a quella finale.');
    await filters.getByLabel('Evento al').fill('2026-11-20');
    await press(filters.getByRole('button', { name: 'Filtra' }));
    const row = page.locator('.console-result', { hasText: `Polizza: ${client.policyNumber('20040050')}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Assegnata a: nessuno');
    await expectAccessible();

    // The report whole.
    await press(row.getByRole('link', { name: /^Apri la denuncia, polizza / }));
    await expect(page).toHaveURL(new RegExp(`/admin/denunce/${reportId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Denuncia di danno, \S/);
    const data = page.getByRole('region', { name: 'Dati della denuncia' });
    await expect(data).toContainText('Perdita d’acqua da un tubo della cucina');
    await expect(data).toContainText('1.250,50 €');
    await expect(data).toContainText('IT60X0542811101000000123456');
    const signatures = page.getByRole('region', { name: /^Firme/ });
    await expect(signatures).toContainText(`(User ID ${client.userCode})`);
    await expect(signatures).toContainText(/codice via SMS a /);
    // The photo as an image, decoded by the browser, and its download.
    const files = page.getByRole('region', { name: 'Foto e documenti' });
    const image = files.getByRole('img', { name: 'Foto: danno.jpg' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    const downloaded = page.waitForEvent('download');
    await press(files.getByRole('button', { name: 'Scarica danno.jpg' }));
    expect((await downloaded).suggestedFilename()).toMatch(/\.jpg$/);
    await expect(page.getByRole('region', { name: 'Avanzamento visto dal cliente' })).toContainText(
      'Ricevuta dall’agenzia',
    );
    await expect(page.getByText('Non ancora collegata a un sinistro.')).toBeVisible();
    await expectAccessible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Assigned to a colleague.
    const handling = page.getByRole('region', { name: 'Lavorazione' });
    const colleague = `collega.${suffix}@agenzia.example.it (${await colleagueCode(page, admin, suffix)})`;
    await choose(handling, 'Assegna a un collega', colleague);
    await press(handling.getByRole('button', { name: 'Assegna', exact: true }));
    await expect(handling.getByRole('status')).toHaveText('Assegnazione salvata.');
    await expect(handling).toContainText(`Assegnata a: collega.${suffix}@agenzia.example.it`);

    // Taken in charge.
    await press(handling.getByRole('button', { name: 'Prendi in carico' }));
    await expect(handling.getByRole('status')).toHaveText(/^Denuncia presa in carico/);
    await expect(handling).toContainText(/Presa in carico il \d{2}\/\d{2}\/\d{4}/);

    // Linked by hand to the client's claim.
    await choose(handling, 'Sinistro da collegare', await optionOf(handling, CLAIM));
    await press(handling.getByRole('button', { name: 'Collega', exact: true }));
    await expect(handling.getByRole('status')).toHaveText('Collegamento al sinistro salvato.');
    await expect(handling).toContainText(`Collegata al sinistro ${CLAIM} — confermato da`);

    // Closed with a reason: refused empty, then kept.
    const reason = handling.getByLabel('Motivo della chiusura');
    await press(handling.getByRole('button', { name: 'Chiudi la denuncia' }));
    await expect(handling.getByText('Scrivi il motivo della chiusura.')).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible();
    await reason.fill('Danno sotto franchigia: nessun indennizzo dovuto.');
    await reason.press('Enter');
    await expect(handling.getByRole('status')).toHaveText(/^Denuncia chiusa/);
    await expect(handling).toContainText('Motivo: Danno sotto franchigia: nessun indennizzo dovuto.');
    await expect(handling.getByRole('button', { name: 'Prendi in carico' })).toHaveCount(0);
    await expectAccessible();

    // The client sees what the agency did.
    const own = await call(page, ClaimReportPath.getClaimReport, clientToken, { reportId });
    const timeline = ((await own.json()) as { report: { timeline: { type: string; text: string | null }[] } })
      .report.timeline;
    expect(timeline.map((event) => [event.type, event.text])).toEqual(
      expect.arrayContaining([
        ['takenInCharge', null],
        ['claimLinked', CLAIM],
        ['closed', 'Danno sotto franchigia: nessun indennizzo dovuto.'],
      ]),
    );

    // Each change of status told to the client by e-mail (taken in charge, linked, closed), with no
    // personal data: not the reason, the claim, the policy, the client's name.
    const last = await nextEmail(client.email, mails + 2);
    expect(await emailCount(client.email)).toBe(mails + 3);
    expect(last.subject).toBe('Novità sulla tua denuncia di sinistro');
    expect(last.text).toContain(`/denuncia-sinistro/${reportId}`);
    for (const data of ['franchigia', CLAIM, client.policyNumber('20040050'), 'Rossi', 'Mario']) {
      expect(`${last.subject}\n${last.text}`).not.toContain(data);
    }

    // Back to the list: found among the closed ones, the colleague's.
    await press(page.getByRole('link', { name: 'Torna alle denunce' }));
    const again = page.getByRole('form', { name: 'Filtra le denunce' });
    await choose(again, 'Stato', 'Chiusa');
    await press(again.getByRole('button', { name: 'Filtra' }));
    const closed = page.locator('.console-result', {
      hasText: `Polizza: ${client.policyNumber('20040050')}`,
    });
    await expect(closed).toHaveCount(1);
    await expect(closed).toContainText(`Assegnata a: collega.${suffix}@agenzia.example.it`);
    await expect(closed).toContainText('Chiusa');
    await expectAccessible();
  });

  test('a CAI opened whole: both vehicles, the circumstances, the sketch drawn, driver B', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    test.slow();
    const client = await freshClient({ like: 'mario', newIdentity: true });
    const clientToken = await loginAs(client.userCode);
    const strokes = [
      [
        [0.1, 0.5],
        [0.9, 0.5],
      ],
      [
        [0.5, 0.1],
        [0.5, 0.9],
      ],
    ];
    const reportId = await sendCai(page, client, clientToken, strokes);
    const admin = await loginAs(SUPERUSER);
    const staff = await staffSession(page, admin, `cai.${client.userCode.toLowerCase()}`);
    await openSession(page, staff.token, staff.user);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/denunce/${reportId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^CAI \(constatazione amichevole\), \S/);
    const vehicleB = page.getByRole('region', { name: 'Veicolo B' });
    await expect(vehicleB).toContainText('EF456GH');
    await expect(vehicleB).toContainText('8. tamponava procedendo nello stesso senso e nella stessa fila');
    await expect(vehicleB).toContainText('Anteriore centrale');
    const sketch = page.getByRole('region', { name: 'Schizzo dell’incidente' });
    await expect(
      sketch.getByRole('img', { name: 'Schizzo disegnato dal cliente (2 tratti).' }),
    ).toBeVisible();
    await expect(sketch.locator('polyline')).toHaveCount(2);
    await expect(sketch).toContainText('Strada rettilinea');
    const signatures = page.getByRole('region', { name: /^Firme/ });
    await expect(signatures.getByRole('heading', { name: 'Conducente B', exact: true })).toBeVisible();
    await expect(signatures).toContainText('Firma non richiesta.');
    await expectAccessible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

/** The colleague's user code, as the Superuser's list of the report's staff names it. */
async function colleagueCode(page: Page, admin: string, suffix: string) {
  const list = await call(page, ClaimReportPath.getClaimReportInbox, admin, { limit: 1 });
  const staff = ((await list.json()) as { staff: { userCode: string; name: string }[] }).staff;
  return staff.find((account) => account.name === `collega.${suffix}@agenzia.example.it`)?.userCode ?? '';
}

/** The label of the select's option that names the claim. */
async function optionOf(within: Locator, numero: string) {
  const labels = await within.getByLabel('Sinistro da collegare').locator('option').allTextContents();
  return labels.find((label) => label.startsWith(`${numero},`)) ?? numero;
}
