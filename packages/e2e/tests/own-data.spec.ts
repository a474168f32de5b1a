import type { Locator, Page } from '@playwright/test';
import { stepUpDialog, typePasswordAgain } from '../src/step-up.js';
import { emailCount, expect, expectAccessibleAtBothSizes, nextEmail, sixDigits, test } from './fixtures.js';

/*
 * "I tuoi dati e recapiti" (issue 35 item 2, docs/decisions/0145 and 0146): each change behind the step-up
 * (here the password typed again, decisions/0130), on a copy of Luca Verdi of the test's own.
 */

const PAGE = '/profilo/dati-e-recapiti';
const SUPERUSER = '90000001';

async function openPage(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'I tuoi dati e recapiti' })).toBeVisible();
}

/** Presses Tab until `target` has the focus: the keyboard alone reaches it. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached by Tab within ${max} presses`);
}

test.describe('I tuoi dati e recapiti', () => {
  // Each state checked by axe at two widths: four to six runs a test.
  test.slow();

  test('a change of e-mail with the keyboard alone: the code from the new address, a wrong one first', async ({
    page,
    loginAs,
    freshClient,
  }) => {
    const luca = await freshClient({ like: 'luca' });
    const next = `nuova.${luca.userCode}@example.it`;
    await loginAs(luca.userCode, luca.password);
    await openPage(page);
    await expect(page.getByRole('region', { name: 'E-mail' })).toContainText(luca.email);
    await expectAccessibleAtBothSizes(page);

    const field = page.getByLabel('Nuova e-mail');
    await tabTo(page, field);
    await page.keyboard.type(next);
    await page.keyboard.press('Enter');
    // A change of e-mail is behind the step-up: the password typed again.
    await expect(stepUpDialog(page)).toBeVisible();
    await typePasswordAgain(page, luca.password);
    await expect(stepUpDialog(page)).toBeHidden();
    await expect(page.getByText(`Abbiamo inviato un codice di 6 cifre a ${next}`)).toBeVisible();
    const code = sixDigits((await nextEmail(next)).text);
    await expectAccessibleAtBothSizes(page);

    const codeField = page.getByLabel('Codice ricevuto via e-mail');
    await tabTo(page, codeField);
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await expect(
      page.getByText("Il codice inserito non è corretto o è scaduto. Controlla l'e-mail e riprova."),
    ).toBeVisible();
    await expect(codeField).toBeFocused();
    await expectAccessibleAtBothSizes(page);

    const told = await emailCount(luca.email);
    await codeField.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'E-mail' }).getByRole('status')).toContainText(
      `da ora accedi e ricevi i nostri messaggi a ${next}`,
    );
    await expect(page.getByRole('region', { name: 'E-mail' })).toContainText(next);
    expect((await nextEmail(luca.email, told)).subject).toBe(
      "Area Clienti: l'e-mail del tuo accesso è cambiata",
    );
    await expectAccessibleAtBothSizes(page);
  });

  test('bank details and an address: their refusals under their fields, then the request and the change', async ({
    page,
    loginAs,
    freshClient,
  }) => {
    const luca = await freshClient({ like: 'luca' });
    await loginAs(luca.userCode, luca.password);
    await openPage(page);

    const iban = page.getByRole('region', { name: 'Coordinate bancarie (IBAN)' });
    await iban.getByLabel('Nuovo IBAN').fill('IT61 X054 2811 1010 0000 0123 456');
    await iban.getByRole('button', { name: 'Invia la richiesta' }).click();
    await typePasswordAgain(page, luca.password);
    await expect(
      iban.getByText("L'IBAN non è corretto: le cifre di controllo non corrispondono."),
    ).toBeVisible();
    await expectAccessibleAtBothSizes(page);
    await iban.getByLabel('Nuovo IBAN').fill('IT60 X054 2811 1010 0000 0123 456');
    await iban.getByRole('button', { name: 'Invia la richiesta' }).click();
    await expect(iban.getByRole('status')).toHaveText(
      'Richiesta inviata alla filiale: nuovo IBAN **** **** **** **** **** ***3 456.',
    );

    const home = page.getByRole('region', { name: 'Indirizzo di residenza' });
    await home.getByRole('button', { name: 'Modifica: indirizzo di residenza' }).click();
    await home.getByLabel('Indirizzo', { exact: true }).fill('Via Garibaldi 5');
    await home.getByLabel('CAP').fill('10121');
    await home.getByLabel('Comune').fill('Milano');
    await home.getByLabel('Provincia').fill('MI');
    await home.getByRole('button', { name: "Salva l'indirizzo" }).click();
    await expect(home.getByText('Il CAP non corrisponde al comune indicato')).toBeVisible();
    await expectAccessibleAtBothSizes(page);
    await home.getByLabel('CAP').fill('20124');
    await home.getByRole('button', { name: "Salva l'indirizzo" }).click();
    await expect(home.getByRole('status')).toContainText('Indirizzo aggiornato');
    await expect(home).toContainText('Via Garibaldi 5, 20124 Milano (MI)');
    const pending = page.getByRole('region', { name: 'Modifiche in attesa' });
    await expect(pending).toContainText('Residenza: Via Garibaldi 5, 20124 Milano (MI)');
    await expect(pending).toContainText('IBAN: **** **** **** **** **** ***3 456 — Richiesta alla filiale');
    await expectAccessibleAtBothSizes(page);

    // The branch sees them on the console's page of the client (decisions/0145).
    await loginAs(SUPERUSER);
    await page.goto(`/admin/clienti/${luca.agencyId}`);
    const changes = page.getByRole('region', { name: 'Modifiche del cliente' });
    await expect(changes.getByRole('row').filter({ hasText: 'Residenza' })).toContainText(
      'Via Garibaldi 5, 20124 Milano (MI)',
    );
    await expect(changes.getByRole('row').filter({ hasText: 'IBAN' })).toContainText(
      'Richiesta alla filiale',
    );
    await expectAccessibleAtBothSizes(page);
  });

  test('paperless: documents online only, the same choice again refused, then by post too again', async ({
    page,
    loginAs,
    freshClient,
  }) => {
    const luca = await freshClient({ like: 'luca' });
    await loginAs(luca.userCode);
    await openPage(page);
    const documents = page.getByRole('region', { name: 'Documenti' });
    const online = documents.getByLabel("Solo online, nell'Area Clienti");
    const post = documents.getByLabel('Online e anche per posta');
    await expect(documents.getByRole('group', { name: 'Come vuoi ricevere i documenti' })).toBeVisible();
    // The agency's record: by post too.
    await expect(post).toBeChecked();

    // Bootstrap Italia's label covers the radio: chosen as a user does, by its label.
    await documents.getByText("Solo online, nell'Area Clienti").click();
    await expect(online).toBeChecked();
    await documents.getByRole('button', { name: 'Salva la scelta' }).click();
    await typePasswordAgain(page, luca.password);
    await expect(documents.getByRole('status')).toHaveText('Scelta salvata.');
    await expectAccessibleAtBothSizes(page);

    // Read again: the choice is the client's now; the same one saved again has nothing to change.
    await openPage(page);
    await expect(online).toBeChecked();
    await documents.getByRole('button', { name: 'Salva la scelta' }).click();
    await expect(
      documents.getByText('Il valore indicato è già quello attuale: non c’è niente da cambiare.'),
    ).toBeVisible();
    await expect(documents.getByRole('status')).toHaveCount(0);
    await expectAccessibleAtBothSizes(page);

    await documents.getByText('Online e anche per posta').click();
    await documents.getByRole('button', { name: 'Salva la scelta' }).click();
    await expect(documents.getByRole('status')).toHaveText('Scelta salvata.');
    await openPage(page);
    await expect(post).toBeChecked();
  });

  test('the postal address set apart from the residence, then the residence moved abroad', async ({
    page,
    loginAs,
    freshClient,
  }) => {
    const luca = await freshClient({ like: 'luca' });
    await loginAs(luca.userCode);
    await openPage(page);

    // The postal address: none of its own, the residence's; then one in Italy, checked like the residence.
    const postal = page.getByRole('region', { name: 'Indirizzo di recapito (posta)' });
    await expect(postal).toContainText('Uguale alla residenza');
    await postal.getByRole('button', { name: 'Modifica: indirizzo di recapito (posta)' }).click();
    await postal.getByLabel('Indirizzo', { exact: true }).fill('Via Po 10');
    await postal.getByLabel('CAP').fill('20124');
    await postal.getByLabel('Comune').fill('Torino');
    await postal.getByLabel('Provincia').fill('TO');
    await postal.getByRole('button', { name: "Salva l'indirizzo" }).click();
    await typePasswordAgain(page, luca.password);
    await expect(postal.getByText('Il CAP non corrisponde al comune indicato')).toBeVisible();
    await expectAccessibleAtBothSizes(page);
    await postal.getByLabel('CAP').fill('10124');
    await postal.getByRole('button', { name: "Salva l'indirizzo" }).click();
    await expect(postal.getByRole('status')).toContainText('Indirizzo aggiornato');
    await expect(postal).toContainText('Via Po 10, 10124 Torino (TO)');

    // The residence abroad: the country first, then a postcode and a city, and no province to give.
    const home = page.getByRole('region', { name: 'Indirizzo di residenza' });
    await home.getByRole('button', { name: 'Modifica: indirizzo di residenza' }).click();
    await home.getByLabel('Paese').selectOption({ label: 'Francia' });
    await expect(home.getByLabel('Provincia')).toHaveCount(0);
    await expect(home.getByLabel('Comune')).toHaveCount(0);
    await home.getByLabel('Indirizzo', { exact: true }).fill('12 rue de Rivoli');
    await home.getByLabel('Codice postale').fill('75001');
    await home.getByLabel('Città').fill('Paris');
    await expectAccessibleAtBothSizes(page);
    await home.getByRole('button', { name: "Salva l'indirizzo" }).click();
    await expect(home.getByRole('status')).toContainText('Indirizzo aggiornato');
    await expect(home).toContainText('12 rue de Rivoli, 75001 Paris, FR');
    // The postal address stays the client's own.
    await expect(postal).toContainText('Via Po 10, 10124 Torino (TO)');
    const pending = page.getByRole('region', { name: 'Modifiche in attesa' });
    await expect(pending).toContainText('Recapito: Via Po 10, 10124 Torino (TO)');
    await expect(pending).toContainText('Residenza: 12 rue de Rivoli, 75001 Paris, FR');
    await expectAccessibleAtBothSizes(page);

    // The branch sees both on the console's page of the client (decisions/0145).
    await loginAs(SUPERUSER);
    await page.goto(`/admin/clienti/${luca.agencyId}`);
    const changes = page.getByRole('region', { name: 'Modifiche del cliente' });
    await expect(changes.getByRole('row').filter({ hasText: 'Residenza' })).toContainText(
      '12 rue de Rivoli, 75001 Paris, FR',
    );
    await expect(changes.getByRole('row').filter({ hasText: 'Recapito' })).toContainText(
      'Via Po 10, 10124 Torino (TO)',
    );
  });
});
