import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { emailCount, expect, nextEmail, test } from './fixtures.js';

const MARIO = '10000001';
const BRANCH_ROMA = 'filiale.romacentro@example.it';

/** The names of the documents the table shows, in order. */
const shownNames = (page: Page) =>
  page.getByRole('main').getByRole('row').locator('td:nth-child(2)').allTextContents();

test.describe('documents: filters and search', () => {
  test('filter by policy and type, search by name, kept in the address through Back; an empty result says so', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs(MARIO);
    await page.goto('/documenti');
    const main = page.getByRole('main');
    const count = main.getByRole('status').filter({ hasText: 'in elenco' });
    await expect(count).toHaveText('6 documenti in elenco');
    await expectAccessible();

    await main.getByLabel('Polizza', { exact: true }).selectOption('10020030');
    await expect(page).toHaveURL(/\/documenti\?polizza=10020030$/);
    await expect(count).toHaveText('4 documenti su 6 in elenco');
    await main.getByLabel('Tipo').selectOption({ label: 'Documenti di sinistro' });
    await expect(count).toHaveText('1 documento su 6 in elenco');
    expect(await shownNames(page)).toEqual(['Denuncia di sinistro.pdf']);
    await main.getByLabel('Tipo').selectOption({ label: 'Documenti di polizza' });
    await expect(count).toHaveText('3 documenti su 6 in elenco');

    // The search filters as the client types, with the other filters.
    await main.getByLabel('Cerca per nome').pressSequentially('certif');
    await expect(count).toHaveText('1 documento su 6 in elenco');
    expect(await shownNames(page)).toEqual(['Certificato di assicurazione.pdf']);
    await expect(page).toHaveURL(/polizza=10020030/);
    await expect(page).toHaveURL(/tipo=dossier/);
    await expect(page).toHaveURL(/cerca=certif/);
    await expectAccessible();

    // To the policy and Back: the same list, the same controls.
    await main.getByRole('link', { name: 'Vai alla polizza 10020030' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auto Sicura' })).toBeVisible();
    await page.goBack();
    await expect(count).toHaveText('1 documento su 6 in elenco');
    await expect(main.getByLabel('Polizza', { exact: true })).toHaveValue('10020030');
    await expect(main.getByLabel('Tipo')).toHaveValue('dossier');
    await expect(main.getByLabel('Cerca per nome')).toHaveValue('certif');

    await main.getByLabel('Cerca per nome').fill('nessun nome così');
    await expect(count).toHaveText('0 documenti su 6 in elenco');
    await expect(main.getByText('Nessun documento corrisponde ai filtri scelti.')).toBeVisible();
    await expect(main.getByRole('table')).toHaveCount(0);
    await expectAccessible();
    await main.getByRole('button', { name: 'Mostra tutti i documenti' }).click();
    await expect(count).toHaveText('6 documenti in elenco');
    await expect(page).toHaveURL(/\/documenti$/);

    // A link with filters opens the list filtered; one naming what does not exist shows everything.
    await page.goto('/documenti?tipo=sinistro&cerca=DENUNCIA');
    await expect(count).toHaveText('1 documento su 6 in elenco');
    await page.goto('/documenti?polizza=99999999&tipo=altro');
    await expect(count).toHaveText('6 documenti in elenco');
    await expect(main.getByLabel('Polizza', { exact: true })).toHaveValue('');
  });
});

test.describe('documents: several as a ZIP', () => {
  test("select with the keyboard, 'Seleziona tutti' for those shown, download the ZIP and read it", async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    const token = await loginAs(MARIO);
    await page.goto('/documenti?polizza=10020030&tipo=dossier');
    const main = page.getByRole('main');
    const selectAll = main.getByRole('checkbox', { name: 'Seleziona tutti i documenti in elenco' });
    const zipButton = main.getByRole('button', { name: 'Scarica selezionati (ZIP)' });

    await zipButton.click();
    await expect(main.getByRole('alert')).toHaveText('Seleziona almeno un documento da scaricare.');

    await selectAll.focus();
    await page.keyboard.press('Space');
    await expect(main.getByText('3 documenti selezionati')).toBeVisible();
    for (const name of await shownNames(page)) {
      await expect(main.getByRole('checkbox', { name: `Seleziona ${name}` })).toBeChecked();
    }
    // One left out: 'Seleziona tutti' is then neither ticked nor unticked.
    await main.getByRole('checkbox', { name: 'Seleziona Certificato di assicurazione.pdf' }).focus();
    await page.keyboard.press('Space');
    await expect(main.getByText('2 documenti selezionati')).toBeVisible();
    expect(await selectAll.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
    await expectAccessible();

    const downloadPromise = page.waitForEvent('download');
    await zipButton.focus();
    await page.keyboard.press('Enter');
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('documenti.zip');
    const zipPath = await download.path();
    const utf8 = { env: { ...process.env, LC_ALL: 'C.UTF-8' } };
    expect(execFileSync('unzip', ['-t', zipPath], { ...utf8, encoding: 'utf8' })).toContain(
      'No errors detected',
    );
    const names = execFileSync('unzip', ['-Z1', zipPath], { ...utf8, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const expected = (await shownNames(page)).filter((name) => name !== 'Certificato di assicurazione.pdf');
    expect(names).toEqual(expected);

    // Each file's bytes are the document's, as the single download gives it.
    const auth = { Authorization: `Bearer ${token}` };
    const listed = (
      await (await page.request.post('/v1/data/getDocumenti', { data: {}, headers: auth })).json()
    ).documenti as { documentID: number; name: string }[];
    for (const name of names) {
      const documentID = listed.find((d) => d.name === name)?.documentID;
      const reply = await page.request.post('/v1/data/getDocumento', { data: { documentID }, headers: auth });
      const original = Buffer.from((await reply.json()).documento.content, 'base64');
      expect(execFileSync('unzip', ['-p', zipPath, name], utf8).equals(original), name).toBe(true);
    }

    // 'Seleziona tutti' unticked: none of the shown documents stays selected.
    await selectAll.click();
    await selectAll.click();
    await expect(main.getByText('Nessun documento selezionato')).toBeVisible();
  });
});

test.describe('products: groups and the request for information', () => {
  test("the six groups' headings in the spec's order, one group chosen in the address", async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs(MARIO);
    await page.goto('/prodotti');
    const main = page.getByRole('main');
    const groups = ['Previdenza', 'Investimento', 'Imprese', 'Auto - mobilità', 'Persona', 'Patrimonio'];
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(groups);
    await expect(main.getByRole('article')).toHaveCount(15);
    // Each product's title is a heading under its group's.
    await expect(
      main.getByRole('region', { name: 'Auto - mobilità' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Auto Sicura', 'Due Ruote']);
    await expect(main.getByRole('status')).toHaveText('15 prodotti in tutte le aree');
    await expectAccessible();

    const filter = main.getByRole('list', { name: 'Mostra i prodotti di' });
    await expect(filter.getByRole('link', { name: 'Tutte le aree' })).toHaveAttribute('aria-current', 'true');
    await filter.getByRole('link', { name: 'Auto - mobilità' }).click();
    await expect(page).toHaveURL(/\/prodotti\?gruppo=auto-mobilita$/);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Auto - mobilità']);
    await expect(main.getByRole('article')).toHaveCount(2);
    await expect(main.getByRole('status')).toHaveText("2 prodotti dell'area Auto - mobilità");
    await expect(filter.getByRole('link', { name: 'Auto - mobilità' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectAccessible();

    await filter.getByRole('link', { name: 'Patrimonio' }).focus();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Patrimonio']);
    await page.goBack();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Auto - mobilità']);
    await filter.getByRole('link', { name: 'Tutte le aree' }).click();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(groups);
  });

  test("'Richiedi informazioni' opens the contact form naming the product; the request sent names it", async ({
    page,
    loginAs,
    expectAccessible,
    freshClient,
  }) => {
    // The request is sent by the test's own copy of Mario (src/factory.ts).
    const mario = await freshClient({ like: 'mario' });
    await loginAs(mario.userCode);
    await page.goto('/prodotti?gruppo=auto-mobilita');
    await page.getByRole('link', { name: 'Richiedi informazioni: Auto Sicura' }).click();
    await expect(page).toHaveURL(/\/contatti\?prodotto=8$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();
    await expect(page.getByLabel('Argomento')).toHaveValue('1');
    const message = page.getByLabel('Messaggio');
    await expect(message).toHaveValue(
      'Vorrei ricevere informazioni sul prodotto Auto Sicura (Auto - mobilità).',
    );
    await expectAccessible();

    // The client's own words go with it.
    await message.press('End');
    await message.pressSequentially(' Mi interessa la garanzia cristalli.');
    const before = await emailCount(BRANCH_ROMA);
    await page.getByRole('button', { name: 'Invia la richiesta' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Richiesta inviata' })).toBeVisible();

    const mail = await nextEmail(BRANCH_ROMA, before);
    expect(mail.subject).toBe("Richiesta di contatto dall'Area Clienti: Informazioni generali - Mario Rossi");
    expect(mail.text).toContain(
      'Vorrei ricevere informazioni sul prodotto Auto Sicura (Auto - mobilità). Mi interessa la garanzia cristalli.',
    );
  });
});
