import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible as expectPageAccessible, test } from './fixtures.js';

/*
 * The console's content pages (issue 21 item 5, docs/decisions/0106): a login message written in the rich
 * editor, previewed as the client will see it, published for one client of the test's own (a copy of
 * Giulia, so that no other test meets it), seen by her, counted, and withdrawn; privacy template versions
 * with their answers. As the demo Superuser.
 */

const SUPERUSER = '90000001';

/** Ticks or unticks a checkbox as a keyboard user does (Bootstrap Italia's label covers the box). */
async function toggle(page: Page, label: string) {
  await page.getByLabel(label).focus();
  await page.keyboard.press('Space');
}

test.describe('console: content', () => {
  test('publish a message and see it as Giulia, then withdraw it', async ({
    page,
    browser,
    baseURL,
    loginAs,
    expectAccessible,
    freshClient,
  }) => {
    // Two browsers and four pages checked for accessibility: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const giulia = await freshClient({ like: 'giulia' });
    await loginAs(SUPERUSER);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Sezioni della console' })
      .getByRole('link', { name: 'Messaggi' })
      .click();
    await expect(page).toHaveURL(/\/admin\/messaggi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Messaggi dopo il login' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Messaggi' })).toBeVisible();
    await expectAccessible();

    // Nothing written: each field says what it lacks, in Italian.
    const save = page.getByRole('button', { name: 'Salva la bozza' });
    await save.click();
    await expect(page.getByText('Scrivi il titolo.')).toBeVisible();
    await expect(page.getByText('Scrivi il testo del messaggio.')).toBeVisible();
    await expect(page.getByText('Scrivi uno o più User ID di 8 cifre.')).toBeVisible();
    await expect(page.getByLabel('Titolo', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Titolo', { exact: true }).fill('x'.repeat(201));
    await save.click();
    await expect(page.getByText('Il titolo può avere al massimo 200 caratteri.')).toBeVisible();

    // The HTML as pasted from elsewhere: the preview shows what the sanitizer takes out, and who is unknown.
    await page.getByLabel('Titolo', { exact: true }).fill('La polizza casa è online');
    await toggle(page, 'Modifica il codice HTML');
    await expect(page.getByLabel('Modifica il codice HTML')).toBeChecked();
    await page
      .getByRole('textbox', { name: 'Testo' })
      .fill(
        '<h2>Novità</h2><p style="color:red">Da oggi la <b>polizza casa</b> è online.<img src="x" onerror="alert(1)"></p>',
      );
    await page.getByLabel('User ID dei destinatari').fill(`${giulia.userCode}, 19999999`);
    await page.getByRole('button', { name: 'Anteprima' }).click();
    const preview = page.getByRole('region', { name: 'Anteprima: come la vedrà il cliente' });
    await expect(preview.getByText('Tag tolti: img.')).toBeVisible();
    await expect(preview.getByText('Attributi tolti: style, src, onerror.')).toBeVisible();
    await expect(preview.getByText('User ID senza account: 19999999.')).toBeVisible();
    const shown = preview.locator('.login-message__body');
    await expect(shown.getByRole('heading', { level: 2, name: 'Novità' })).toBeVisible();
    await expect(shown.locator('img, [style]')).toHaveCount(0);
    await expectAccessible();
    // The server refuses the unknown user ID too: 400 MESSAGE_001, said on screen.
    await save.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Uno o più User ID non corrispondono a un cliente con account: correggi l’elenco.',
    );

    // Back to the rich editor, with the keyboard: a bulleted list through the toolbar.
    await page.getByLabel('User ID dei destinatari').fill(giulia.userCode);
    await toggle(page, 'Modifica il codice HTML');
    const editor = page.getByRole('textbox', { name: 'Testo' });
    await editor.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page
      .getByRole('toolbar', { name: 'Formattazione del testo' })
      .getByRole('button', { name: 'Elenco puntato' })
      .focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Preventivo in 2 minuti');
    await toggle(page, 'Mostra a ogni login (anche dopo la conferma)');
    await page.getByRole('button', { name: 'Anteprima' }).click();
    await expect(shown.getByRole('listitem')).toHaveText('Preventivo in 2 minuti');
    // The editor showed the HTML cleaned as the client page cleans it: nothing is left to take out.
    await expect(preview.getByText('Niente è stato tolto.')).toBeVisible();
    await save.click();
    await expect(page.getByRole('status').getByText('Bozza salvata')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: 'La polizza casa è online' });
    await expect(row).toContainText('Bozza');
    await expect(row).toContainText('1 cliente');
    await row.getByRole('button', { name: 'Pubblica: La polizza casa è online' }).click();
    await expect(page.getByRole('status').getByText('Pubblicato.')).toBeVisible();
    await expect(row).toContainText('Pubblicato');
    await expect(row).toContainText('0 / 0');

    // Giulia, in a browser of her own, reads it after her login as the preview showed it.
    const context = await browser.newContext({ baseURL });
    const client = await context.newPage();
    const giuliaLogin = async () => {
      await client.goto('/login');
      await client.getByLabel('User ID o e-mail').fill(giulia.userCode);
      await client.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await client.getByRole('button', { name: 'Accedi', exact: true }).click();
    };
    await giuliaLogin();
    await expect(client).toHaveURL(/\/login-messages\/$/);
    await expect(client.getByRole('heading', { level: 1, name: 'La polizza casa è online' })).toBeVisible();
    const body = client.locator('.login-message__body');
    await expect(body.getByRole('heading', { level: 2, name: 'Novità' })).toBeVisible();
    await expect(body.getByRole('listitem')).toHaveText('Preventivo in 2 minuti');
    await expect(body.locator('img')).toHaveCount(0);
    await expectPageAccessible(client);
    await client.getByRole('button', { name: 'Prosegui' }).click();
    await expect(client.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();

    // The console counts her: shown once; an always-show message records no confirmation (SPEC §4).
    await page.reload();
    await expect(row).toContainText('1 / 0');
    // Withdrawn for good (confirmed first): her next login goes straight home.
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Ritira: La polizza casa è online' }).click();
    await expect(page.getByRole('status').getByText('Ritirato.')).toBeVisible();
    await expect(row).toContainText('Ritirato');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expectAccessible();

    await client.evaluate(() => sessionStorage.clear());
    await giuliaLogin();
    await expect(client.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();
    await expect(client).not.toHaveURL(/login-messages/);
    await context.close();
  });

  test('publish a message to a branch: a client inside it sees it, one outside does not', async ({
    page,
    browser,
    baseURL,
    loginAs,
    expectAccessible,
    freshClient,
  }) => {
    test.setTimeout(90_000);
    // A branch of the test's own: no other test's client is inside the filter.
    const branch = { id: `FIL-MSG-${Date.now()}`, name: `Filiale Messaggi ${Date.now()}` };
    const inside = await freshClient({ like: 'giulia', branch });
    const outside = await freshClient({ like: 'giulia' });
    await loginAs(SUPERUSER);
    await page.goto('/admin/messaggi');
    await page.getByLabel('Titolo', { exact: true }).fill('Novità della tua filiale');
    await toggle(page, 'Modifica il codice HTML');
    await page.getByRole('textbox', { name: 'Testo' }).fill('<p>La filiale resta aperta il sabato.</p>');
    // Bootstrap Italia's label covers the radio: chosen as a user does, by its label.
    await page.getByText('I clienti di una filiale o di un prodotto').click();
    await expect(page.getByLabel('I clienti di una filiale o di un prodotto')).toBeChecked();
    // A filter that names nothing is said under the field, nothing sent.
    await page.getByRole('button', { name: 'Anteprima' }).click();
    await expect(page.getByText('Scegli una filiale, un prodotto o entrambi.')).toBeVisible();
    // The same filter as the bulk invitations': the feed's branches and products.
    await page.getByLabel('Filiale', { exact: true }).selectOption(branch.id);
    await page.getByRole('button', { name: 'Anteprima' }).click();
    const preview = page.getByRole('region', { name: 'Anteprima: come la vedrà il cliente' });
    await expect(preview.getByText(/^Oggi il filtro sceglie 1 cliente con un account/)).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: 'Salva la bozza' }).click();
    await expect(page.getByRole('status').getByText('Bozza salvata')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Novità della tua filiale' });
    await expect(row).toContainText(`Filtro: ${branch.name}`);
    await row.getByRole('button', { name: 'Pubblica: Novità della tua filiale' }).click();
    await expect(row).toContainText('Pubblicato');

    const context = await browser.newContext({ baseURL });
    const client = await context.newPage();
    const login = async (userCode: string) => {
      await client.goto('/login');
      await client.getByLabel('User ID o e-mail').fill(userCode);
      await client.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await client.getByRole('button', { name: 'Accedi', exact: true }).click();
    };
    await login(inside.userCode);
    await expect(client).toHaveURL(/\/login-messages\/$/);
    await expect(client.getByRole('heading', { level: 1, name: 'Novità della tua filiale' })).toBeVisible();
    await expect(client.getByText('La filiale resta aperta il sabato.')).toBeVisible();
    await context.close();

    const other = await browser.newContext({ baseURL });
    const stranger = await other.newPage();
    await stranger.goto('/login');
    await stranger.getByLabel('User ID o e-mail').fill(outside.userCode);
    await stranger.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await stranger.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(stranger.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();
    await expect(stranger).not.toHaveURL(/login-messages/);
    await other.close();
  });

  test('privacy template versions: the answers per consent, a draft refused then written and discarded', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs(SUPERUSER);
    await page.goto('/admin/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Informative privacy' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Informative privacy' });
    // The demo's version in force of the profile notice, with how the demo clients answered it.
    const current = table.getByRole('row').filter({ hasText: 'In vigore' }).first();
    await expect(current).toContainText('Pubblicato');
    await expect(current).toContainText(/\d+ client[ei]/);
    await expect(current).toContainText(/Consenso 01: .+ — Dato \d+, Negato \d+/);
    await expectAccessible();

    await page.getByLabel('Nome della versione').fill('775 prova');
    await page.getByLabel('Testo del consenso 1').fill('Offerte <b>speciali</b>');
    await page.getByRole('button', { name: 'Salva la bozza' }).click();
    await expect(page.getByText('Usa da 1 a 50 caratteri tra lettere, cifre e . _ -')).toBeVisible();
    await expect(
      page.getByText('Un consenso è testo semplice: senza < e >, al massimo 2.000 caratteri.'),
    ).toBeVisible();

    const name = `775-e2e-${Date.now()}`;
    await page.getByLabel('Nome della versione').fill(name);
    await page.getByLabel('Testo del consenso 1').fill('Offerte speciali per e-mail');
    await page.getByRole('button', { name: 'Aggiungi un consenso' }).click();
    await page.getByLabel('Testo del consenso 3').fill('Sondaggi sulla qualità');
    await page.getByRole('button', { name: 'Salva la bozza' }).click();
    await expect(page.getByRole('status').getByText('Bozza salvata')).toBeVisible();
    const draft = table.getByRole('row').filter({ hasText: name });
    await expect(draft).toContainText('Bozza');
    await expect(draft).toContainText('Consenso 03: Sondaggi sulla qualità — Dato 0, Negato 0');

    // The same name again: the server's 409 TEMPLATE_001, said on screen.
    await page.getByLabel('Nome della versione').fill(name);
    await page.getByLabel('Testo del consenso 1').fill('Altro');
    await page.getByRole('button', { name: 'Salva la bozza' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Esiste già una versione con questo nome per questo tipo.',
    );

    // Discarded (never published: other tests' clients would be asked to answer it).
    page.once('dialog', (dialog) => void dialog.accept());
    await draft.getByRole('button', { name: `Scarta la bozza: 775 ${name}` }).click();
    await expect(page.getByRole('status').getByText('Ritirato.')).toBeVisible();
    await expect(draft).toContainText('Ritirato');
    await expectAccessible();
  });
});
