import { ClaimReportPath, FEA_TERMS_VERSION } from '@area-clienti/contract';
import type { Browser, Page } from '@playwright/test';
import { EVENT_DATE, press, type, typeDate } from '../src/claim-report-keys.js';
import { B_PERSON, chooseToSign, feaTermsOf, readAndIdentify } from '../src/counterpart-b.js';
import {
  emailCount,
  emailsTo,
  expect,
  expectAccessible as expectAccessibleOn,
  type FreshClient,
  nextEmail,
  nextSms,
  sixDigits,
  smsCount,
  test,
} from './fixtures.js';

/**
 * Driver B as a signer (issue 34) on phones, keyboard only, axe-core on each state: B, with a foreign mobile,
 * reads the document, confirms who B is, and corrects B's sections (A accepts them side by side and signs
 * again, then B signs the same document) or declines with a reason (A is told, the report goes on).
 * A's CAI is written through the API: the browser's part here is B's page and A's answer.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** B's foreign mobile, one no other spec writes to (the worker's delivery sink is shared by its specs). */
const MOBILE_B = '+447700900123';

const call = async (page: Page, path: string, token: string, data: object) => {
  const reply = await page.request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(reply.status(), `${path}: ${await reply.text()}`).toBe(200);
  return reply.json();
};

/** A whole CAI of the client's, signed by A through the API, B asked to sign: its id and B's link. */
async function signedByA(page: Page, client: FreshClient, token: string) {
  const { policies } = (await call(page, ClaimReportPath.getClaimReportPolicies, token, {
    eventDate: EVENT_DATE,
  })) as { policies: { dossierId: number; prodotto: string }[] };
  const policy = policies.find((candidate) => candidate.prodotto === 'Auto Sicura');
  if (!policy) throw new Error('no Auto Sicura in force');
  const { report } = await call(page, ClaimReportPath.createClaimReport, token, {
    dossierId: policy.dossierId,
    eventDate: EVENT_DATE,
  });
  const data = {
    ...report.data,
    kind: 'motor',
    date: EVENT_DATE,
    time: '08:15',
    place: { street: 'Via Appia 9', town: 'Roma', country: 'IT' },
    injuries: false,
    otherVehiclesDamage: false,
    objectsDamage: false,
    vehicleA: {
      ...report.data.vehicleA,
      driver: { surname: 'Rossi', name: 'Mario', licenceNumber: 'RM1234567X' },
      circumstances: [],
      firstImpact: 'rear',
    },
    vehicleB: {
      policyholder: { surname: 'Verdi' },
      vehicle: { plate: 'PQ321RS' },
      insurer: { name: 'Altra Assicurazioni' },
      driver: { surname: 'Verdi', name: 'Aldo' },
      circumstances: [8],
      firstImpact: 'front',
    },
    sketch: { layout: { road: 'straight', directionA: 'stationary', directionB: 'north' } },
    signerB: { mobile: '+44 7700 900123' },
  };
  await call(page, ClaimReportPath.saveClaimReport, token, { reportId: report.reportId, version: 0, data });
  const links = await smsCount(MOBILE_B);
  const codes = await smsCount(client.cell as string);
  await call(page, ClaimReportPath.acceptFeaTerms, token, { version: FEA_TERMS_VERSION });
  await call(page, ClaimReportPath.submitClaimReport, token, { reportId: report.reportId, version: 1 });
  const code = sixDigits((await nextSms(client.cell as string, codes)).text);
  await call(page, ClaimReportPath.confirmClaimReport, token, { reportId: report.reportId, code });
  return { reportId: report.reportId as string, link: await linkSince(links) };
}

async function linkSince(count: number) {
  const link = /\/firma-constatazione\/[A-Za-z0-9_-]{43}/.exec((await nextSms(MOBILE_B, count)).text)?.[0];
  if (!link) throw new Error('no signing link in the SMS to B');
  return link;
}

/** B's phone, a browser of B's own without an account, on the link. */
async function phoneOfB(browser: Browser, link: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const b = await context.newPage();
  await b.goto(link);
  await expect(b.getByRole('heading', { level: 1, name: 'Firma la constatazione amichevole' })).toBeVisible();
  await expect(b.getByText('PQ321RS')).toBeVisible();
  return { b, context };
}

test.describe('Driver B as a signer', () => {
  test('B corrects B’s sections; A accepts them side by side and signs again; B signs the same document', async ({
    page,
    browser,
    loginAs,
    freshClient,
  }) => {
    // Two signers, a correction and three signatures: on a busy machine it outlasts the default 30 s.
    test.slow();
    const mario = await freshClient({ like: 'mario' });
    const token = await loginAs(mario.userCode);
    const { reportId, link } = await signedByA(page, mario, token);
    const { b, context } = await phoneOfB(browser, link);
    await expectAccessibleOn(b);

    // A tax code that does not match B's name: told beside the field, nothing confirmed.
    await press(b.getByLabel('Ho letto tutto il documento'), 'Space');
    await type(b.getByLabel('Nome', { exact: true }), 'Luigi');
    await type(b.getByLabel('Cognome', { exact: true }), B_PERSON.surname);
    await typeDate(b.getByLabel('Data di nascita'), B_PERSON.birthDate);
    await type(b.getByLabel('Codice fiscale', { exact: true }), B_PERSON.taxCode);
    await type(b.getByLabel('Numero della patente di guida'), B_PERSON.licence);
    await press(b.getByRole('button', { name: 'Conferma i miei dati' }));
    await expect(
      b.getByText('Il codice fiscale non corrisponde a nome, cognome e data di nascita indicati.'),
    ).toBeVisible();
    await expectAccessibleOn(b);
    await press(b.getByLabel('Ho letto tutto il documento'), 'Space');
    await readAndIdentify(b);

    await press(b.getByRole('button', { name: 'Correggi i miei dati' }));
    const form = b.getByRole('form', { name: 'Le tue parti della constatazione (veicolo B)' });
    await expect(form).toBeVisible();
    await expectAccessibleOn(b);
    await press(form.getByLabel('8. tamponava procedendo nello stesso senso e nella stessa fila'), 'Space');
    await press(form.getByLabel('9. procedeva nello stesso senso ma in una fila diversa'), 'Space');
    await type(form.getByLabel('Osservazioni'), 'Cambiavo corsia, non ho tamponato.');
    const toA = await emailCount(mario.email);
    await press(form.getByRole('button', { name: 'Invia le correzioni al conducente A' }));
    await expect(
      b.getByRole('status').filter({ hasText: 'Le tue correzioni sono state inviate' }),
    ).toBeVisible();
    await expectAccessibleOn(b);
    expect((await nextEmail(mario.email, toA)).subject).toBe('Il conducente B ha corretto la constatazione');

    // A's report: B's changes beside what A wrote, accepted, the corrected document signed with a new code.
    await page.goto(`/denuncia-sinistro/${reportId}`);
    const review = page.getByRole('region', { name: 'Il conducente B ha corretto le sue parti' });
    await expect(review).toBeVisible();
    await expect(review.getByRole('row', { name: /Circostanze/ })).toContainText('8');
    await expect(review.getByRole('row', { name: /Circostanze/ })).toContainText('9');
    await expect(review.getByRole('row', { name: /Osservazioni/ })).toContainText('Cambiavo corsia');
    await expectAccessibleOn(page);
    const codesA = await smsCount(mario.cell as string);
    const links = await smsCount(MOBILE_B);
    await press(review.getByRole('button', { name: 'Accetto e firmo di nuovo' }));
    await expect(page.getByRole('heading', { name: 'Firma con il codice SMS' })).toBeVisible();
    const hashA = (await page.getByTestId('claim-sha256').textContent())?.trim();
    expect(hashA).toMatch(/^[0-9a-f]{64}$/);
    await press(page.getByLabel(/^Ho letto il documento/), 'Space');
    await expectAccessibleOn(page);
    await type(
      page.getByLabel('Codice ricevuto via SMS'),
      sixDigits((await nextSms(mario.cell as string, codesA)).text),
    );
    await press(page.getByRole('button', { name: 'Firma e invia' }));
    await expect(page.getByRole('status').filter({ hasText: 'Hai firmato la denuncia' })).toBeVisible();

    // B's new link: the same document (one hash); B says again who B is, and signs with B's code.
    await b.goto(await linkSince(links));
    await expect(b.getByTestId('claim-sha256')).toHaveText(hashA as string);
    await readAndIdentify(b);
    // B accepts the FEA service terms before B's code: without them, told, and no code is sent.
    await chooseToSign(b, { acceptTerms: false });
    await expect(
      b.getByRole('heading', { name: 'Condizioni del servizio di firma elettronica avanzata' }),
    ).toBeVisible();
    await press(b.getByRole('button', { name: 'Inviami il codice via SMS' }));
    await expect(
      b.getByText('Per firmare devi accettare le condizioni del servizio di firma elettronica avanzata.'),
    ).toBeVisible();
    await expectAccessibleOn(b);
    await press(feaTermsOf(b), 'Space');
    const codesB = await smsCount(MOBILE_B);
    await press(b.getByRole('button', { name: 'Inviami il codice via SMS' }));
    await expect(b.getByText('+44 *** *** 0123')).toBeVisible();
    await type(b.getByLabel('Codice ricevuto via SMS'), sixDigits((await nextSms(MOBILE_B, codesB)).text));
    await press(b.getByRole('button', { name: 'Firma e invia' }));
    // B's texts speak to B: the copy goes to B's own insurer.
    await expect(b.getByRole('status').filter({ hasText: 'firmata anche da te' })).toContainText(
      'Invia la tua copia alla tua compagnia di assicurazione',
    );
    await expectAccessibleOn(b);
    await context.close();

    // The agency's desk shows B's corrections beside what A wrote, and that A accepted them.
    await loginAs('90000001');
    await page.goto(`/admin/denunce/${reportId}`);
    const desk = page.getByRole('region', { name: 'Il conducente B ha corretto le sue parti' });
    await expect(desk.getByRole('row', { name: /Circostanze/ })).toContainText('9');
    await expect(desk.getByRole('row', { name: /Osservazioni/ })).toContainText('Cambiavo corsia');
    await expect(page.getByText('Hai accettato le correzioni del conducente B')).toBeVisible();
    await expectAccessibleOn(page);
  });

  test('A does not accept B’s corrections: the report goes on signed by A alone', async ({
    page,
    browser,
    loginAs,
    freshClient,
  }) => {
    const mario = await freshClient({ like: 'mario' });
    const token = await loginAs(mario.userCode);
    const { reportId, link } = await signedByA(page, mario, token);
    const { b, context } = await phoneOfB(browser, link);
    await readAndIdentify(b);
    await press(b.getByRole('button', { name: 'Correggi i miei dati' }));
    // B's side cannot lose what the report needs: the plate emptied is named, nothing sent.
    await type(b.getByLabel('Targa'), '');
    await press(b.getByLabel('Targa'), 'Delete');
    await press(b.getByRole('button', { name: 'Invia le correzioni al conducente A' }));
    await expect(
      b.getByText('Non puoi lasciare vuoto questo dato: Targa (veicolo). Serve alla constatazione.'),
    ).toBeVisible();
    await expectAccessibleOn(b);
    await type(b.getByLabel('Targa'), 'PQ321RT');
    await press(b.getByRole('button', { name: 'Invia le correzioni al conducente A' }));
    await expect(
      b.getByRole('status').filter({ hasText: 'Le tue correzioni sono state inviate' }),
    ).toBeVisible();
    await context.close();

    await page.goto(`/denuncia-sinistro/${reportId}`);
    const review = page.getByRole('region', { name: 'Il conducente B ha corretto le sue parti' });
    await expect(review.getByRole('row', { name: /Veicolo: Targa/ })).toContainText('PQ321RT');
    await press(review.getByRole('button', { name: 'Non accetto' }));
    await expect(page.getByText('Non hai accettato le correzioni del conducente B')).toBeVisible();
    await expectAccessibleOn(page);
  });

  test('B declines with a reason: A is told at once and the report goes on signed by A alone', async ({
    page,
    browser,
    loginAs,
    freshClient,
  }) => {
    const mario = await freshClient({ like: 'mario' });
    const token = await loginAs(mario.userCode);
    const { reportId, link } = await signedByA(page, mario, token);
    const { b, context } = await phoneOfB(browser, link);
    await readAndIdentify(b);
    await press(b.getByRole('button', { name: 'Non concordo' }));
    const send = b.getByRole('button', { name: 'Invia: non concordo' });
    await type(b.getByLabel('Perché non sei d’accordo'), 'no');
    await press(send);
    await expect(b.getByText('Scrivi il motivo: almeno 10 caratteri.')).toBeVisible();
    await expectAccessibleOn(b);
    const reason = 'Il veicolo A si è fermato di colpo senza motivo.';
    await type(b.getByLabel('Perché non sei d’accordo'), reason);
    const toA = await emailCount(mario.email);
    await press(send);
    await expect(b.getByRole('status').filter({ hasText: 'sanno che non concordi' })).toBeVisible();
    await expectAccessibleOn(b);
    await context.close();

    // A gets the copy signed by A alone and, apart, the word that B did not agree.
    await nextEmail(mario.email, toA + 1);
    const subjects = (await emailsTo(mario.email)).slice(toA).map((mail) => mail.subject);
    expect(subjects).toContain('Il conducente B non ha firmato la constatazione');
    await page.goto(`/denuncia-sinistro/${reportId}`);
    await expect(page.getByText('Il conducente B non concorda e non ha firmato')).toBeVisible();
    await expect(page.getByText('Denuncia inviata').first()).toBeVisible();
    await expectAccessibleOn(page);
  });
});
