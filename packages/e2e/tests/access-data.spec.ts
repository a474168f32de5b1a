import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, nextSms, sixDigits, smsCount, test } from './fixtures.js';

/*
 * Issue 11, item 7: the new-access notice with when and from which browser and system, the profile's recent
 * accesses, ending the other sessions, and "Scarica i miei dati". Each test has its own copy of Mario Rossi
 * (src/factory.ts): his accesses and sessions are the test's alone.
 */

const LUCA_CF = 'VRDLCU85M12F205L';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const PHONE = { width: 390, height: 844 };
const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

/** Mario logs in through the login page of a browser that has never been his. */
async function loginFromAnotherBrowser(
  browser: Browser,
  userCode: string,
  userAgent: string,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({ userAgent, ...(viewport ? { viewport } : {}) });
  const other = await context.newPage();
  await other.goto('/login');
  await other.getByLabel('User ID o e-mail').fill(userCode);
  await other.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await other.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(other.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();
  return { context, other };
}

/** Today in Italy, as dd/MM/yyyy. */
const todayInRome = () =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

/** Presses a button with the keyboard: focused, then Enter. */
async function pressButton(page: Page, name: string | RegExp) {
  const button = page.getByRole('button', { name });
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('accesses and my data', () => {
  test('a login from another browser shows when and from which browser and system, and what to do', async ({
    page,
    browser,
    loginAs,
    freshClient,
  }) => {
    const mario = await freshClient({ like: 'mario' });
    // Mario is already in from this browser (Chromium on Linux) …
    await loginAs(mario.userCode);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();
    // … and now from one he never used.
    const { context, other } = await loginFromAnotherBrowser(browser, mario.userCode, FIREFOX_WINDOWS);
    const notice = other.locator('.new-access-notice');
    await expect(notice).toContainText('Nuovo accesso registrato');
    await expect(notice).toContainText(`Accesso del ${todayInRome()}`);
    await expect(notice).toContainText(DATE_TIME);
    await expect(notice).toContainText('da Firefox su Windows.');
    await expect(notice).toContainText('Se non hai effettuato tu questo accesso, cambia subito la password');
    await expect(notice.getByRole('link', { name: 'Cambia la password' })).toHaveAttribute(
      'href',
      '/profilo#cambio-password',
    );
    await expectAccessible(other);

    // The notice leads to the accesses: the section opens with its heading focused.
    await notice.getByRole('link', { name: 'Controlla gli accessi e termina le altre sessioni' }).click();
    await expect(other).toHaveURL(/\/profilo\/sicurezza#accessi-recenti$/);
    await expect(other.getByRole('heading', { name: 'Accessi recenti' })).toBeFocused();
    const accesses = other.getByRole('region', { name: 'Accessi recenti' });
    const current = accesses.getByRole('row').filter({ hasText: 'Sessione attuale' });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Firefox su Windows');
    await expect(current).toContainText('127.0.0.*');
    await expect(current).toContainText(DATE_TIME);
    await expect(current).toContainText('nuovo accesso');
    // The whole address is never shown.
    await expect(accesses).not.toContainText('127.0.0.1');
    const first = accesses.getByRole('row').filter({ hasText: 'Chrome su Linux' }).first();
    await expect(first).toContainText('Aperta');
    await expectAccessible(other);

    // Ending the other sessions, with the keyboard: this one stays, the first browser is out on its next call.
    await pressButton(other, 'Termina le altre sessioni');
    await expect(accesses.getByRole('status').or(accesses.getByRole('alert'))).toContainText(
      /Fatto: (è stata terminata 1 altra sessione|sono state terminate \d+ altre sessioni)\./,
    );
    await expect(accesses.getByRole('row').filter({ hasText: 'Aperta' })).toHaveCount(0);
    await expect(first).toContainText('Chiusa');
    await expectAccessible(other);

    await page.goto('/sinistri');
    await expect(page).toHaveURL(/\/login\/0001\?ritorno=%2Fsinistri$/);
    await expect(page.getByText('Sessione scaduta, effettuare nuovamente il login.')).toBeVisible();
    await other.reload();
    await expect(other.getByRole('heading', { level: 1, name: "Sicurezza dell'accesso" })).toBeVisible();
    await context.close();
  });

  test("'Scarica i miei dati' downloads the client's data as JSON and as PDF, and nobody else's", async ({
    page,
    loginAs,
    freshClient,
  }) => {
    const mario = await freshClient({ like: 'mario' });
    await loginAs(mario.userCode);
    await page.goto('/profilo/privacy-e-dati');
    const section = page.getByRole('region', { name: 'I tuoi dati' });
    await expect(section).toContainText('artt. 15 e 20');

    const jsonDownload = page.waitForEvent('download');
    await pressButton(page, 'Scarica i miei dati (JSON)');
    // The download needs a fresh second factor (decisions/0092): a client without the app gets an SMS code.
    const dialog = page.getByRole('dialog', { name: 'Conferma la tua identità' });
    const before = await smsCount(mario.cell as string);
    await dialog.getByRole('button', { name: 'Invia il codice via SMS' }).click();
    const sms = await nextSms(mario.cell as string, before);
    await dialog.getByLabel('Codice ricevuto via SMS').fill(sixDigits(sms.text));
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    const json = await jsonDownload;
    expect(json.suggestedFilename()).toMatch(
      new RegExp(`^miei-dati-${mario.userCode}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const text = await readFile((await json.path()) as string, 'utf8');
    const data = JSON.parse(text);
    expect(data.anagrafica).toMatchObject({
      nome: 'Mario',
      cognome: 'Rossi',
      codiceFiscale: mario.codiceFiscale,
    });
    expect(data.polizze.map((p: { numeroPolizza: string }) => p.numeroPolizza)).toContain('10020030');
    expect(data.accessi.length).toBeGreaterThan(0);
    expect(data.consensi.length).toBeGreaterThan(0);
    expect(text).not.toContain(LUCA_CF);
    expect(text).not.toContain('Verdi');
    await expect(section.getByRole('status').or(section.getByRole('alert'))).toContainText(
      'Il file è stato scaricato.',
    );

    const pdfDownload = page.waitForEvent('download');
    await pressButton(page, 'Scarica i miei dati (PDF)');
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(
      new RegExp(`^miei-dati-${mario.userCode}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
    );
    const bytes = await readFile((await pdf.path()) as string);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The text is stored as written (WinAnsi, uncompressed): the name and a policy number are in it.
    expect(bytes.toString('latin1')).toContain('Dati di Mario Rossi');
    expect(bytes.toString('latin1')).toContain('Polizza n. 10020030');
    expect(bytes.toString('latin1')).not.toContain(LUCA_CF);
    await expectAccessible(page);
  });

  test('on a phone, the notice and the profile fit the screen and pass axe-core', async ({
    browser,
    loginAs,
    freshClient,
  }) => {
    const mario = await freshClient({ like: 'mario' });
    await loginAs(mario.userCode);
    const { context, other } = await loginFromAnotherBrowser(browser, mario.userCode, SAFARI_IPHONE, PHONE);
    await expect(other.locator('.new-access-notice')).toContainText('da Safari su iPhone.');
    for (const path of ['/', '/profilo', '/profilo/sicurezza', '/profilo/privacy-e-dati']) {
      if (path !== '/') await other.goto(path);
      await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
      await other.waitForLoadState('networkidle');
      const width = await other.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
      await expectAccessible(other);
    }
    await context.close();
  });
});
