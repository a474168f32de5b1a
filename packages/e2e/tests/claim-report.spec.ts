import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { type ClaimReportFeedLine, ClaimReportPath } from '@area-clienti/contract';
import type { Page } from '@playwright/test';
import {
  EVENT_DATE,
  fillInspection,
  PHOTO,
  press,
  type,
  typeDate,
  typeTime,
} from '../src/claim-report-keys.js';
import { chooseToSign, readAndIdentify } from '../src/counterpart-b.js';
import { APPLICATION_ID, DEMO_PASSWORD } from '../src/demo.js';
import { demoSuperuserSession } from '../src/second-factor.js';
import {
  emailCount,
  expect,
  expectAccessible as expectAccessibleOn,
  nextEmail,
  nextSms,
  openSession,
  sixDigits,
  smsCount,
  test,
} from './fixtures.js';

/**
 * "Denuncia un sinistro" (issue 22) on a phone: the CAI of a rear-end collision filled and signed with the
 * keyboard only, a damage report on the home policy, a draft resumed in another browser. axe-core on every
 * step.
 */
test.use({ viewport: { width: 390, height: 844 } });

const VALID_IBAN = 'IT60X0542811101000000123456';
/** An iPhone's photo as a Mac hands it (HEIC), the server's test sample (docs/decisions/0114). */
const IPHONE_PHOTO = readFileSync(
  new URL('../../server/src/modules/claim-report-files/fixtures/photo.heic', import.meta.url),
);

/**
 * The photos step: two photos through the file input, one an iPhone's HEIC, opened with the keyboard (Space
 * on the focused input, as a phone's or a desktop's chooser opens), each listed once the server kept it.
 */
async function addTwoPhotos(page: Page, axe: () => Promise<void>) {
  await expectStep(page, 'Foto e documenti', axe);
  const chooser = page.waitForEvent('filechooser');
  await press(page.getByLabel('Scegli foto o PDF'), 'Space');
  await (await chooser).setFiles([
    { name: 'danno-1.png', mimeType: 'image/png', buffer: PHOTO },
    { name: 'IMG_0002.HEIC', mimeType: 'image/heic', buffer: IPHONE_PHOTO },
  ]);
  const kept = page.locator('.claim-file');
  await expect(kept).toHaveCount(2, { timeout: 20_000 });
  // Re-encoded as JPEG by the server: the name says so.
  await expect(kept.filter({ hasText: 'danno-1.jpg' })).toContainText('(Foto)');
  await expect(page.getByRole('img', { name: 'Anteprima di IMG_0002.jpg' })).toBeVisible();
  await axe();
}

/**
 * Driver B's mobile, as the server stores it: a number no other spec writes to, for the worker's delivery
 * sink is shared by the specs it runs (registration's Anna has +393471112233: her test read B's code).
 */
const MOBILE_B = '+393479876541';
/** Driver B's e-mail, given by A: B's copy of the signed report goes there too (the worker's SMTP sink). */
const EMAIL_B = 'carla.neri.cai@example.it';

/** The step now shown: its title has the focus (a screen reader hears where it landed). */
async function expectStep(page: Page, title: string, axe: () => Promise<void>) {
  const heading = page.getByRole('heading', { level: 2, name: title });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await axe();
}

const next = (page: Page) => press(page.getByRole('button', { name: 'Avanti', exact: true }));

/** From the claims page to the policies in force on the date, then the chosen one's first step. */
async function startReport(page: Page, policy: RegExp, axe: () => Promise<void>) {
  await page.goto('/sinistri');
  await press(page.getByRole('link', { name: 'Denuncia un sinistro' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Denuncia un sinistro' })).toBeVisible();
  await axe();
  await typeDate(page.getByLabel('Data del sinistro'), EVENT_DATE);
  await press(page.getByRole('button', { name: 'Cerca le polizze' }));
  const choice = page.getByRole('radio', { name: policy });
  await expect(choice).toBeVisible();
  await axe();
  await press(choice, 'Space');
  await expect(choice).toBeChecked();
  await press(page.getByRole('button', { name: 'Inizia la denuncia' }));
  await expect(page).toHaveURL(/\/denuncia-sinistro\/[0-9a-f-]{36}$/);
}

/** Signs with the code of the SMS sent to `cell`, after the document's SHA-256 is shown. */
async function signWithSms(page: Page, cell: string, axe: () => Promise<void>, outcome = 'Denuncia inviata') {
  const before = await smsCount(cell);
  // The client's first signature: the FEA service terms accepted once (issue 34), then the document read.
  await press(page.getByLabel(/^Ho letto e accetto le condizioni del servizio/), 'Space');
  await press(page.getByRole('button', { name: 'Prepara il documento da firmare' }));
  await expect(page.getByRole('heading', { name: 'Firma con il codice SMS' })).toBeVisible();
  await expect(page.getByTestId('claim-sha256')).toHaveText(/^[0-9a-f]{64}$/);
  await press(page.getByLabel(/^Ho letto il documento/), 'Space');
  await axe();
  const sms = await nextSms(cell, before);
  await type(page.getByLabel('Codice ricevuto via SMS'), sixDigits(sms.text));
  await press(page.getByRole('button', { name: 'Firma e invia' }));
  await expect(page.getByRole('status').filter({ hasText: outcome })).toBeVisible();
  await axe();
}

/**
 * The agency's pull of the outbound feed (a Staff call, decisions/0112): the line of `reportId` holds what is
 * `expected`, B's plate and the report's two photos, each of which the agency fetches (decisions/0120).
 */
async function expectInFeed(page: Page, reportId: string, expected: Record<string, unknown>) {
  const { token } = await demoSuperuserSession(new URL(page.url()).origin);
  const staff = (path: string, data: object) =>
    page.request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  const feed = await staff(ClaimReportPath.getClaimReportFeed, { since: 0 });
  expect(feed.status()).toBe(200);
  const lines = (await feed.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ClaimReportFeedLine);
  const line = lines.find((candidate) => candidate.reportId === reportId);
  expect(line, `the feed holds ${lines.map((l) => l.reportId).join(', ')}`).toMatchObject(expected);
  expect(line?.data.kind === 'motor' && line.data.vehicleB?.vehicle?.plate).toBe('GH456JK');
  expect(line?.files.map((file) => [file.name, file.kind])).toEqual([
    ['danno-1.jpg', 'photo'],
    ['IMG_0002.jpg', 'photo'],
  ]);
  for (const file of line?.files ?? []) {
    const photo = await staff(ClaimReportPath.getStaffClaimReportFile, { fileId: file.fileId });
    expect(photo.headers()['content-type']).toContain('image/jpeg');
    expect((await photo.body()).length).toBe(file.size);
  }
}

test.describe('Denuncia un sinistro', () => {
  test('Mario reports a rear-end collision with the CAI, keyboard only, signs it with the SMS code and finds it in Sinistri', async ({
    page,
    browser,
    context,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    // The phone's position is read only when asked: every call counted.
    await page.addInitScript(() => {
      const counted = window as unknown as { geoCalls: number };
      counted.geoCalls = 0;
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (...args) => {
        counted.geoCalls += 1;
        original(...args);
      };
    });
    const mario = await freshClient({ like: 'mario' });
    if (!mario.cell) throw new Error('Mario has a mobile');
    await loginAs(mario.userCode);
    await startReport(page, /Auto Sicura/, expectAccessible);

    // 1-2: when and where; the position only on the button.
    // The first step is not reached by a step change: its title is shown, the focus left where it was.
    await expect(page.getByRole('heading', { level: 2, name: 'Quando e dove' })).toBeVisible();
    await expectAccessible();
    await typeTime(page.getByLabel('Ora *'), '08:30');
    await type(page.getByLabel('Via e numero civico, o luogo'), 'Via Nomentana 200');
    await type(page.getByLabel('Comune *'), 'Roma');
    expect(await page.evaluate(() => (window as unknown as { geoCalls: number }).geoCalls)).toBe(0);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 41.9235, longitude: 12.5211 });
    await press(page.getByRole('button', { name: 'Usa la mia posizione' }));
    await expect(page.getByText('Posizione registrata: 41.92350, 12.52110.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { geoCalls: number }).geoCalls)).toBe(1);
    await next(page);

    // 3: no injuries (no health data, no consent asked).
    await expectStep(page, 'Feriti', expectAccessible);
    await press(page.getByRole('radio', { name: 'No' }), 'Space');
    await expect(page.getByLabel(/dati relativi alla salute/)).toHaveCount(0);
    await next(page);

    // 4-5: no other damage, no witnesses.
    await expectStep(page, 'Altri danni e testimoni', expectAccessible);
    for (const question of ['Danni a veicoli diversi da A e B?', 'Danni a oggetti diversi dai veicoli?']) {
      await press(page.getByRole('group', { name: question }).getByRole('radio', { name: 'No' }), 'Space');
    }
    await next(page);

    // 6-9 for A: prefilled from the policy, read-only; the driver is the policyholder.
    await expectStep(page, 'Il tuo veicolo (A)', expectAccessible);
    const plateA = page.getByLabel('Targa *');
    await expect(plateA).toHaveAttribute('readonly', '');
    await expect(plateA).not.toHaveValue('');
    await expect(page.getByLabel('Numero di polizza *')).toHaveValue('10020030');
    await press(page.getByRole('button', { name: 'Il conducente è il contraente' }));
    await expect(page.getByRole('group', { name: 'Conducente' }).getByLabel('Cognome *')).toHaveValue(
      'Rossi',
    );
    await type(page.getByLabel('Patente n. *'), 'RM1234567X');
    await next(page);

    // 6-9 for B.
    await expectStep(page, 'L’altro veicolo (B)', expectAccessible);
    const holderB = page.getByRole('group', { name: 'Contraente / assicurato' });
    await type(holderB.getByLabel('Cognome *'), 'Neri');
    await type(page.getByLabel('Targa *'), 'GH456JK');
    await type(page.getByLabel('Denominazione *'), 'Compagnia Altra S.p.A.');
    const driverB = page.getByRole('group', { name: 'Conducente' });
    await type(driverB.getByLabel('Cognome *'), 'Neri');
    await type(driverB.getByLabel('Nome *', { exact: true }), 'Carla');
    const signerB = page.getByRole('group', { name: 'Firma del conducente B' });
    await type(signerB.getByLabel('Cellulare del conducente B'), `+39 ${MOBILE_B.slice(3)}`);
    await type(signerB.getByLabel('E-mail'), EMAIL_B);
    await next(page);

    // 10: A hit at the rear (reached with the arrow keys on the outline), B at the front.
    await expectStep(page, 'Punto d’urto', expectAccessible);
    const impactA = page.getByRole('group', { name: 'Punto d’urto iniziale del veicolo A' });
    await impactA.getByRole('button', { name: 'Anteriore sinistra' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const rearA = impactA.getByRole('button', { name: 'Posteriore centrale' });
    await expect(rearA).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rearA).toHaveAttribute('aria-pressed', 'true');
    const impactB = page.getByRole('group', { name: 'Punto d’urto iniziale del veicolo B' });
    await press(impactB.getByRole('button', { name: 'Anteriore centrale' }));
    await expect(impactB.getByText('Zona scelta: Anteriore centrale.')).toBeVisible();
    await expectAccessible();
    await next(page);

    // 11.
    await expectStep(page, 'Danni visibili', expectAccessible);
    await type(page.getByLabel('Danni visibili al veicolo A'), 'Paraurti posteriore e portellone');
    await type(page.getByLabel('Danni visibili al veicolo B'), 'Paraurti anteriore e cofano');
    // A's damage claimed: where and when the expert can see the vehicle is required (art. 148).
    await fillInspection(page);
    await next(page);

    // 12: B ran into A from behind in the same lane (8); A ticks none.
    await expectStep(page, 'Circostanze', expectAccessible);
    const circumstancesB = page.getByRole('group', { name: 'Circostanze del veicolo B' });
    await press(circumstancesB.getByRole('checkbox', { name: /^8 tamponava/ }), 'Space');
    await expect(circumstancesB.getByText('1 casella selezionata')).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Circostanze del veicolo A' }).getByText('0 caselle selezionate'),
    ).toBeVisible();
    await expect(circumstancesB.getByRole('checkbox')).toHaveCount(17);
    await next(page);

    // 13: the keyboard's alternative to drawing: the described layout (type-ahead in the selects).
    await expectStep(page, 'Grafico dell’incidente', expectAccessible);
    await press(page.getByLabel('Tipo di strada'), 'S');
    await expect(page.getByLabel('Tipo di strada')).toHaveValue('straight');
    for (const label of ['Direzione del veicolo A', 'Direzione del veicolo B']) {
      await page.getByLabel(label).focus();
      await page.keyboard.type('Verso n');
      await expect(page.getByLabel(label)).toHaveValue('north');
    }
    await type(page.getByLabel('Descrizione del grafico'), 'A fermo al semaforo, B lo tampona da dietro.');
    await next(page);

    // 14, then the review.
    await expectStep(page, 'Osservazioni', expectAccessible);
    await type(page.getByLabel('Osservazioni del conducente A'), 'Semaforo rosso, ero fermo.');
    await next(page);
    await addTwoPhotos(page, expectAccessible);
    await press(page.getByRole('button', { name: 'Vai al riepilogo' }));
    await expectStep(page, 'Riepilogo', expectAccessible);
    await expect(page.getByText('La denuncia è completa.')).toBeVisible();
    await expect(
      page.getByText('1: 8. tamponava procedendo nello stesso senso e nella stessa fila'),
    ).toBeVisible();

    // Signed with the code sent to Mario's mobile; the signed PDF downloads at once.
    // B is to sign too: A's signature is recorded, the report goes to the agency once B signs.
    const reportId = /\/denuncia-sinistro\/([0-9a-f-]{36})/.exec(page.url())?.[1];
    if (!reportId) throw new Error(`no report id in ${page.url()}`);
    await signWithSms(page, mario.cell, expectAccessible, 'Hai firmato la denuncia');
    const download = page.waitForEvent('download');
    await press(page.getByRole('button', { name: 'Scarica il PDF firmato' }));
    const pdf = await readFile(await (await download).path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await expect(page.getByText(/In attesa della firma del conducente B, fino al/)).toBeVisible();

    // Driver B signs from the link sent by SMS, in a browser of B's own, without an account.
    const bPhone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const b = await bPhone.newPage();
    const link = /https?:\/\/\S+\/firma-constatazione\/[A-Za-z0-9_-]{43}/.exec(
      (await nextSms(MOBILE_B)).text,
    )?.[0];
    if (!link) throw new Error('no signing link in the SMS to B');
    await b.goto(new URL(link).pathname);
    await expect(
      b.getByRole('heading', { level: 1, name: 'Firma la constatazione amichevole' }),
    ).toBeVisible();
    await expect(b.getByText('GH456JK')).toBeVisible();
    await expect(b.getByTestId('claim-sha256')).toHaveText(/^[0-9a-f]{64}$/);
    await expectAccessibleOn(b);
    // B reads the document, says who B is, and chooses to sign (issue 34).
    await readAndIdentify(b);
    await chooseToSign(b);
    const sentToB = await smsCount(MOBILE_B);
    await press(b.getByRole('button', { name: 'Inviami il codice via SMS' }));
    await type(b.getByLabel('Codice ricevuto via SMS'), sixDigits((await nextSms(MOBILE_B, sentToB)).text));
    const emailsToB = await emailCount(EMAIL_B);
    await press(b.getByRole('button', { name: 'Firma e invia' }));
    await expect(b.getByRole('status').filter({ hasText: 'firmata anche da te' })).toBeVisible();
    await expectAccessibleOn(b);
    // Both get the PDF: B downloads the copy signed by both at once, and finds it attached in the mailbox.
    const copyOfB = b.waitForEvent('download');
    await press(b.getByRole('button', { name: 'Scarica la constatazione firmata (PDF)' }));
    const signedPdf = await readFile(await (await copyOfB).path());
    expect(signedPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const mailToB = await nextEmail(EMAIL_B, emailsToB);
    // B's copy speaks to B, who is not the agency's client (issue 34).
    expect(mailToB.subject).toBe('La tua copia della constatazione amichevole firmata');
    expect(mailToB.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf', size: signedPdf.length }),
    ]);
    // The link is used: it shows nothing of the report again.
    await b.reload();
    await expect(b.getByRole('alert')).toBeVisible();
    await expect(b.getByText('GH456JK')).toHaveCount(0);
    await bPhone.close();

    // The agency's core system pulls the outbound feed: the report is there, signed by both, with the copy's
    // SHA-256 and what Mario typed.
    await expectInFeed(page, reportId, {
      signedBy: 'A+B',
      numeroPolizza: '10020030',
      eventDate: '2026-11-20',
      sha256: createHash('sha256').update(signedPdf).digest('hex'),
    });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Denuncia inviata' })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Avanzamento' });
    await expect(timeline.getByText('Denuncia firmata e inviata')).toBeVisible();
    await expect(timeline.getByText('Firmata anche dal conducente B')).toBeVisible();

    // In Sinistri: "Denuncia inviata", and its page with the timeline.
    await press(page.getByRole('link', { name: 'Vai ai tuoi sinistri' }));
    const reports = page.getByRole('region', { name: 'Le tue denunce' });
    await expect(reports.getByText('Denuncia inviata')).toBeVisible();
    await expect(reports.getByText(/Auto Sicura n\. 10020030 — 20\/11\/2026/)).toBeVisible();
    await expectAccessible();
    await press(reports.getByRole('link', { name: /Apri la denuncia del 20\/11\/2026/ }));
    await expect(
      page.getByRole('region', { name: 'Avanzamento' }).getByText('Denuncia firmata e inviata'),
    ).toBeVisible();
    await expectAccessible();
  });

  test('a water damage at home: a damage report on the home policy, its IBAN checked, signed', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const mario = await freshClient({ like: 'mario' });
    if (!mario.cell) throw new Error('Mario has a mobile');
    await loginAs(mario.userCode);
    // From the policy's page: the wizard opens with that policy chosen.
    await page.goto('/');
    await press(page.getByRole('link', { name: 'Casa Serena', exact: true }));
    // The policy's own link, not the home's (a press before the policy's page came took the home's, which
    // chooses no policy: a clean-clone CI run).
    await expect(page).toHaveURL(/\/polizza\/\d+$/);
    // Among the policy's actions, behind its 'Azioni' button (decisions/0148).
    await press(page.getByRole('button', { name: 'Azioni', exact: true }));
    const fromPolicy = page.getByRole('link', { name: 'Denuncia un sinistro' });
    await expect(fromPolicy).toHaveAttribute('href', /\?polizza=\d+$/);
    await press(fromPolicy);
    await typeDate(page.getByLabel('Data del sinistro'), EVENT_DATE);
    await press(page.getByRole('button', { name: 'Cerca le polizze' }));
    await expect(page.getByRole('radio', { name: /Casa Serena/ })).toBeChecked();
    await expectAccessible();
    await press(page.getByRole('button', { name: 'Inizia la denuncia' }));

    await expect(page.getByRole('heading', { level: 2, name: 'Cosa è successo' })).toBeVisible();
    await expectAccessible();
    // The coverages are the policy's: Casa Serena covers fire; any other damage is "Altro danno".
    const coverage = page.getByLabel('Garanzia interessata *');
    await expect(coverage.getByRole('option')).toHaveText(['Scegli…', 'Incendio', 'Altro danno']);
    await coverage.selectOption('other');
    await type(
      page.getByLabel('Cosa è successo *'),
      'Perdita d’acqua da un tubo della cucina: pavimento e mobili bagnati.',
    );
    await type(page.getByLabel('Comune *'), 'Roma');
    await press(page.getByRole('radio', { name: 'No' }), 'Space');
    await next(page);

    await expectStep(page, 'Danno e pagamento', expectAccessible);
    await type(page.getByLabel('Importo stimato del danno (€) *'), '1.250,50');
    // A mistyped IBAN is refused as soon as it is whole, and keeps the client on the step.
    const iban = page.getByLabel('IBAN per il pagamento *');
    await type(iban, VALID_IBAN.replace('123456', '123457'));
    await expect(page.getByText('L’IBAN non è valido: controlla di averlo copiato bene.')).toBeVisible();
    await expectAccessible();
    await type(iban, VALID_IBAN);
    await expect(page.getByText('L’IBAN non è valido')).toHaveCount(0);
    await type(page.getByLabel('Intestatario del conto'), 'Mario Rossi');
    await fillInspection(page, 'Via Roma 1, Roma');
    await next(page);
    await addTwoPhotos(page, expectAccessible);
    await press(page.getByRole('button', { name: 'Vai al riepilogo' }));

    await expectStep(page, 'Riepilogo', expectAccessible);
    await expect(page.getByText('La denuncia è completa.')).toBeVisible();
    await expect(page.getByText(/^1\.250,50\s€$/)).toBeVisible();
    await signWithSms(page, mario.cell, expectAccessible);
    await expect(page.getByText(/Casa Serena n\. 20040050/).first()).toBeVisible();
  });

  test('a draft begun on one device is resumed on another, and a stale save there is not lost silently', async ({
    page,
    browser,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const mario = await freshClient({ like: 'mario' });
    await loginAs(mario.userCode);
    await startReport(page, /Auto Sicura/, expectAccessible);
    await type(page.getByLabel('Comune *'), 'Fiumicino');
    await next(page);
    await expectStep(page, 'Feriti', expectAccessible);
    await expect(page.getByText('Bozza salvata')).toBeVisible();

    // The second device: Mario logs in there and finds the draft in Sinistri.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await phone.newPage();
    const login = await other.request.post('/v1/auth/login', {
      data: { loginId: mario.userCode, password: DEMO_PASSWORD, applicationId: APPLICATION_ID },
    });
    const { token, user } = (await login.json()) as { token: string; user: unknown };
    await openSession(other, token, user);
    await other.goto('/sinistri');
    const reports = other.getByRole('region', { name: 'Le tue denunce' });
    await expect(reports.getByText('Bozza da completare')).toBeVisible();
    await expectAccessibleOn(other);
    await press(reports.getByRole('link', { name: /^Riprendi la denuncia del 20\/11\/2026/ }));
    await expect(other.getByLabel('Comune *')).toHaveValue('Fiumicino');
    await type(other.getByLabel('Comune *'), 'Roma');
    await press(other.getByRole('button', { name: 'Avanti', exact: true }));
    await expect(other.getByRole('heading', { level: 2, name: 'Feriti' })).toBeFocused();
    await expect(other.getByText('Bozza salvata')).toBeVisible();

    // The first device still holds the old version: its next save is refused, the newer draft is loaded.
    await press(page.getByRole('radio', { name: 'Sì' }), 'Space');
    await press(page.getByLabel(/dati relativi alla salute/), 'Space');
    await expect(
      page.getByRole('alert').filter({ hasText: 'modificata da un altro dispositivo' }),
    ).toBeVisible();
    await press(page.getByRole('button', { name: 'Indietro' }));
    await expect(page.getByLabel('Comune *')).toHaveValue('Roma');
    await phone.close();
  });
});
