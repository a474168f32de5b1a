import { randomUUID } from 'node:crypto';
import { ClaimReportPath, FEA_TERMS_VERSION } from '@area-clienti/contract';
import type { Page } from '@playwright/test';
import { EVENT_DATE, PHOTO, press, type, typeDate } from '../src/claim-report-keys.js';
import { chooseToSign, readAndIdentify } from '../src/counterpart-b.js';
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
 * "Denuncia un sinistro" given what it must refuse (issue 22), on a phone: each bad input through the browser
 * gets its Italian message on screen, nothing half-written is kept and nothing of another client's shows.
 * axe-core on each state. The API tests (claim-reports/*.test.ts, claim-report-files/*.test.ts) hold the
 * cases a browser cannot make (a code past its 10 minutes, a link past B's time).
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Driver B's mobile, one no other spec writes to (the worker's delivery sink is shared by its specs). */
const MOBILE_B = '+393479876542';

/**
 * A one-page PDF written by hand, its cross-reference table counted: `catalogExtra` goes into the catalog (an
 * /OpenAction), `pageStream` is the page's content (padding makes a large file).
 */
function handMadePdf(catalogExtra = '', pageStream = 'BT ET'): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    `<< /Length ${pageStream.length} >>\nstream\n${pageStream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const call = async (page: Page, path: string, token: string, data: object) => {
  const reply = await page.request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(reply.status(), `${path}: ${await reply.text()}`).toBe(200);
  return reply.json();
};

/** A client's session token, from the API (the page's own session is not touched). */
async function tokenOf(page: Page, client: FreshClient): Promise<string> {
  const reply = await page.request.post('/v1/auth/login', {
    data: { loginId: client.userCode, password: DEMO_PASSWORD, applicationId: APPLICATION_ID },
  });
  return ((await reply.json()) as { token: string }).token;
}

/** A draft made through the API on the client's policy `prodotto` (the browser's part is what is tested). */
async function draftOf(page: Page, token: string, prodotto: string) {
  const { policies } = (await call(page, ClaimReportPath.getClaimReportPolicies, token, {
    eventDate: EVENT_DATE,
  })) as { policies: { dossierId: number; prodotto: string }[] };
  const policy = policies.find((candidate) => candidate.prodotto === prodotto);
  if (!policy) throw new Error(`no ${prodotto} in force`);
  const { report } = (await call(page, ClaimReportPath.createClaimReport, token, {
    dossierId: policy.dossierId,
    eventDate: EVENT_DATE,
  })) as { report: { reportId: string; data: Record<string, unknown> } };
  return report;
}

/** A whole CAI on the prefilled draft, as the wizard would save it (B ran into A from behind). */
function wholeCai(prefilled: Record<string, unknown>, signerB?: { mobile: string }) {
  return {
    ...prefilled,
    kind: 'motor',
    date: EVENT_DATE,
    time: '08:15',
    place: { street: 'Via Appia 9', town: 'Roma', country: 'IT' },
    injuries: false,
    otherVehiclesDamage: false,
    objectsDamage: false,
    vehicleA: {
      ...(prefilled.vehicleA as Record<string, unknown>),
      driver: { surname: 'Rossi', name: 'Mario', licenceNumber: 'RM1234567X' },
      circumstances: [],
      firstImpact: 'rear',
    },
    vehicleB: {
      policyholder: { surname: 'Verdi' },
      vehicle: { plate: 'KL789MN' },
      insurer: { name: 'Altra Assicurazioni' },
      driver: { surname: 'Verdi', name: 'Aldo' },
      circumstances: [8],
      firstImpact: 'front',
    },
    sketch: {
      layout: { road: 'straight', directionA: 'stationary', directionB: 'north', text: 'B tampona A' },
    },
    ...(signerB ? { signerB } : {}),
  };
}

/** A CAI of the client's saved whole through the API: its id. */
async function wholeCaiOf(page: Page, token: string, signerB?: { mobile: string }) {
  const draft = await draftOf(page, token, 'Auto Sicura');
  await call(page, ClaimReportPath.saveClaimReport, token, {
    reportId: draft.reportId,
    version: 0,
    data: wholeCai(draft.data, signerB),
  });
  return draft.reportId;
}

/** What B's page offers on a live link, or right after signing: none of it on a used or unknown one. */
const REPORT_ACTIONS =
  /Leggi il documento|Apri il documento|Inviami il codice|Firma e invia|Scarica la constatazione|Non concordo|Correggi/;

/** Another six digits than `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test.describe('Denuncia un sinistro: what it refuses', () => {
  test('a date in the future, a date with no policy in force, another client’s draft and a missing one', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    // Another client's draft: its address is all Mario's browser gets.
    const stranger = await freshClient({ like: 'mario' });
    const foreign = await draftOf(page, await tokenOf(page, stranger), 'Casa Serena');

    const mario = await freshClient({ like: 'mario' });
    await loginAs(mario.userCode);
    await page.goto('/denuncia-sinistro');
    const date = page.getByLabel('Data del sinistro');
    const find = page.getByRole('button', { name: 'Cerca le polizze' });

    // Tomorrow (in Rome): the server refuses it, no policy is offered, no draft made.
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Rome',
    });
    await typeDate(date, tomorrow);
    await press(find);
    await expect(page.getByRole('alert')).toHaveText('La data del sinistro non può essere nel futuro.');
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expectAccessible();

    // A day before any of Mario's policies began: none to choose, nothing to begin.
    await typeDate(date, '2020-01-15');
    await press(find);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(
      page.getByText(
        'Nessuna tua polizza era in vigore il 15/01/2020. Controlla la data, o contatta la tua filiale.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Inizia la denuncia' })).toHaveCount(0);
    await expectAccessible();
    await page.goto('/sinistri');
    await expect(page.getByRole('region', { name: 'Le tue denunce' })).toHaveCount(0);

    // The other client's draft answers as a draft that does not exist: nothing of it shows.
    const notFound = async (reportId: string) => {
      await page.goto(`/denuncia-sinistro/${reportId}/foto`);
      await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
      await expect(page.getByText('La pagina che cerchi non esiste o non è più disponibile.')).toBeVisible();
      await expect(page.getByText(/Casa Serena|Auto Sicura|Foto e documenti/)).toHaveCount(0);
      await expectAccessible();
      return page.locator('main').textContent();
    };
    expect(await notFound(foreign.reportId)).toBe(await notFound(randomUUID()));
  });

  test('files: empty, too large, a script named .jpg, PDFs with JavaScript or HTML, an upload cut halfway, the 21st', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const mario = await freshClient({ like: 'mario' });
    const { reportId } = await draftOf(page, await loginAs(mario.userCode), 'Casa Serena');
    await page.goto(`/denuncia-sinistro/${reportId}/foto`);
    await expect(page.getByRole('heading', { level: 2, name: 'Foto e documenti' })).toBeVisible();
    const input = page.getByLabel('Scegli foto o PDF');
    const kept = page.locator('.claim-file');

    // Each refused with its reason, by name; none kept.
    await input.setInputFiles([
      { name: 'vuota.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) },
      { name: 'enorme.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(16 * 1024 * 1024) },
      {
        name: 'foto.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('<script>alert(document.cookie)</script>'),
      },
      {
        name: 'verbale.pdf',
        mimeType: 'application/pdf',
        buffer: handMadePdf('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>'),
      },
      {
        name: 'modulo.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([handMadePdf(), Buffer.from('<html><script>alert(1)</script></html>')]),
      },
    ]);
    const refusals = page.getByRole('alert').getByRole('listitem');
    await expect(refusals).toHaveText(
      [
        'vuota.jpg: Il file è vuoto: scegline un altro.',
        'enorme.jpg: Il file supera i 15 MB: scegline uno più piccolo o riduci la foto.',
        'foto.jpg: Il file non è una foto o un PDF leggibile: controlla di aver scelto il file giusto.',
        'verbale.pdf: Il PDF contiene script, comandi o file allegati e non può essere accettato: inviane una copia semplice, ad esempio stampandolo in PDF.',
        'modulo.pdf: Il file non è una foto o un PDF leggibile: controlla di aver scelto il file giusto.',
      ],
      { timeout: 30_000 },
    );
    await expect(page.getByText('Nessun file allegato.')).toBeVisible();
    await expect(kept).toHaveCount(0);
    await expectAccessible();

    // A 4.5 MB PDF whose second chunk is cut on the way: the page asks where the upload stands and sends the
    // rest from there, and the file is kept once.
    let chunks = 0;
    await page.route(`**${ClaimReportPath.sendClaimReportChunk}`, (route) =>
      ++chunks === 2 ? route.abort('connectionreset') : route.continue(),
    );
    const asked = page.waitForRequest(`**${ClaimReportPath.getClaimReportUpload}`);
    await input.setInputFiles({
      name: 'perizia.pdf',
      mimeType: 'application/pdf',
      buffer: handMadePdf('', `BT ET\n%${'x'.repeat(4.5 * 1024 * 1024)}`),
    });
    await asked;
    await expect(kept).toHaveCount(1, { timeout: 30_000 });
    await expect(kept).toContainText('perizia.pdf (Documento)');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(chunks).toBe(3);
    await page.unroute(`**${ClaimReportPath.sendClaimReportChunk}`);

    // 20 photos more: 19 kept, the 21st file refused with the limit.
    await input.setInputFiles(
      Array.from({ length: 20 }, (_, n) => ({
        name: `danno-${String(n + 1).padStart(2, '0')}.png`,
        mimeType: 'image/png',
        buffer: PHOTO,
      })),
    );
    await expect(refusals).toHaveText(
      [
        'danno-20.png: Hai già allegato 20 file, il massimo per una denuncia: eliminane uno per aggiungerne un altro.',
      ],
      { timeout: 60_000 },
    );
    await expect(kept).toHaveCount(20);
    await expect(kept.filter({ hasText: 'danno-20' })).toHaveCount(0);
    await expect(input).toBeDisabled();
    await expectAccessible();
  });

  test('the signing code: a wrong one, then the right one used again in another tab', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const mario = await freshClient({ like: 'mario' });
    const cell = mario.cell as string;
    const reportId = await wholeCaiOf(page, await loginAs(mario.userCode));
    await page.goto(`/denuncia-sinistro/${reportId}/riepilogo`);
    const before = await smsCount(cell);
    await press(page.getByLabel(/^Ho letto e accetto le condizioni del servizio/), 'Space');
    await press(page.getByRole('button', { name: 'Prepara il documento da firmare' }));
    await expect(page.getByRole('heading', { name: 'Firma con il codice SMS' })).toBeVisible();
    await press(page.getByLabel(/^Ho letto il documento/), 'Space');
    const code = sixDigits((await nextSms(cell, before)).text);
    // A second tab of the same session, on the same report waiting for its code.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.evaluate(() => window.open(window.location.href)),
    ]);
    if (!tab) throw new Error('no second tab');
    await expect(tab.getByRole('heading', { name: 'Firma con il codice SMS' })).toBeVisible();
    await press(tab.getByLabel(/^Ho letto il documento/), 'Space');

    const field = page.getByLabel('Codice ricevuto via SMS');
    const sign = page.getByRole('button', { name: 'Firma e invia' });
    await type(field, otherThan(code));
    await press(sign);
    await expect(page.getByRole('alert')).toHaveText('Il codice non è corretto. Controlla l’SMS e riprova.');
    await expectAccessible();
    await type(field, code);
    await press(sign);
    await expect(page.getByRole('status').filter({ hasText: 'Denuncia inviata' })).toBeVisible();

    // The code used once more, from the tab that still shows the form: told it is signed, nothing signed twice.
    await type(tab.getByLabel('Codice ricevuto via SMS'), code);
    await press(tab.getByRole('button', { name: 'Firma e invia' }));
    await expect(tab.getByRole('alert')).toHaveText('La denuncia è già firmata.');
    await expectAccessibleOn(tab);
  });

  test('driver B’s link: a wrong code, then used twice, and by someone else; an unknown link', async ({
    page,
    browser,
    loginAs,
    freshClient,
  }) => {
    const mario = await freshClient({ like: 'mario' });
    const cell = mario.cell as string;
    const token = await loginAs(mario.userCode);
    const reportId = await wholeCaiOf(page, token, { mobile: MOBILE_B.slice(3) });
    // A signs through the API; B's part is the browser's.
    const linksBefore = await smsCount(MOBILE_B);
    const codesBefore = await smsCount(cell);
    await call(page, ClaimReportPath.acceptFeaTerms, token, { version: FEA_TERMS_VERSION });
    await call(page, ClaimReportPath.submitClaimReport, token, { reportId, version: 1 });
    const codeA = sixDigits((await nextSms(cell, codesBefore)).text);
    await call(page, ClaimReportPath.confirmClaimReport, token, { reportId, code: codeA });
    const link = /\/firma-constatazione\/[A-Za-z0-9_-]{43}/.exec(
      (await nextSms(MOBILE_B, linksBefore)).text,
    )?.[0];
    if (!link) throw new Error('no signing link in the SMS to B');

    const b = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phoneB = await b.newPage();
    await phoneB.goto(link);
    await expect(phoneB.getByText('KL789MN')).toBeVisible();
    await readAndIdentify(phoneB);
    await chooseToSign(phoneB);
    const sent = await smsCount(MOBILE_B);
    await press(phoneB.getByRole('button', { name: 'Inviami il codice via SMS' }));
    const codeB = sixDigits((await nextSms(MOBILE_B, sent)).text);
    const field = phoneB.getByLabel('Codice ricevuto via SMS');
    const sign = phoneB.getByRole('button', { name: 'Firma e invia' });
    await type(field, otherThan(codeB));
    await press(sign);
    await expect(phoneB.getByRole('alert')).toHaveText(
      'Il codice non è corretto. Controlla l’SMS e riprova.',
    );
    await expectAccessibleOn(phoneB);
    await type(field, codeB);
    await press(sign);
    await expect(phoneB.getByRole('status').filter({ hasText: 'firmata anche da te' })).toBeVisible();

    // The link once more, by B and by anyone else who got it: the alert, and nothing of the report.
    const used = async (where: Page) => {
      await where.goto(link);
      await expect(where.getByRole('alert')).toHaveText(
        'Questa constatazione è già stata firmata con questo link.',
      );
      await expect(where.getByText(/KL789MN|Via Appia|Targa/)).toHaveCount(0);
      await expect(where.getByRole('button', { name: REPORT_ACTIONS })).toHaveCount(0);
      await expectAccessibleOn(where);
    };
    await used(phoneB);
    const someoneElse = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await used(await someoneElse.newPage());
    await someoneElse.close();

    // A link that never was: the same page, told it is not valid.
    await phoneB.goto(`/firma-constatazione/${'A'.repeat(43)}`);
    await expect(phoneB.getByRole('alert')).toHaveText(
      'Il link non è valido o il tempo per firmare è scaduto.',
    );
    await expect(phoneB.getByRole('button', { name: REPORT_ACTIONS })).toHaveCount(0);
    await b.close();
  });
});
