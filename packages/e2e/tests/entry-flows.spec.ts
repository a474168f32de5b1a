import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { EncryptJWT } from 'jose';
import { agencyCli, DEMO_PASSWORD, emailCount, expect, nextEmail, test, workerDataDir } from './fixtures.js';

test.describe('password recovery', () => {
  test('the link from the e-mail sets a new password once, then the login works', async ({
    page,
    expectAccessible,
    freshClient,
  }) => {
    const luca = await freshClient({ like: 'luca' });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Hai dimenticato la password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recupero password' })).toBeVisible();
    await expectAccessible();
    const before = await emailCount(luca.email);
    await page.getByLabel('User ID o e-mail').fill(luca.userCode);
    await page.getByRole('button', { name: 'Invia' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Richiesta inviata' })).toBeVisible();
    await expect(page.getByLabel('User ID o e-mail')).toHaveValue('');

    const mail = await nextEmail(luca.email, before);
    const link = /https?:\/\/\S+\/recupero-password\/([A-Za-z0-9]{35,50})/.exec(mail.text);
    expect(link?.[1]).toBeTruthy();
    await page.goto(`/recupero-password/${link?.[1]}`);
    await expect(page.getByRole('heading', { name: 'Scegli una nuova password' })).toBeVisible();
    // The demo password, published, is refused as a new one, and the page says why (decisions/0087).
    await page.getByLabel('Nuova password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Conferma nuova password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Salva la password' }).click();
    await expect(page.getByText('Questa è la password dimostrativa pubblicata')).toBeVisible();
    await expectAccessible();
    await page.getByLabel('Nuova password', { exact: true }).fill('Ritrovata-Quercia-26');
    await page.getByLabel('Conferma nuova password').fill('Ritrovata-Quercia-26');
    await page.getByRole('button', { name: 'Salva la password' }).click();
    await expect(page).toHaveURL(/\/login\/C0001$/);

    // The same link works only once.
    await page.goto(`/recupero-password/${link?.[1]}`);
    await page.getByLabel('Nuova password', { exact: true }).fill('Ritrovata-Quercia-27');
    await page.getByLabel('Conferma nuova password').fill('Ritrovata-Quercia-27');
    await page.getByRole('button', { name: 'Salva la password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test('answers an unknown account exactly as a known one', async ({ page }) => {
    await page.goto('/recupero-password');
    await page.getByLabel('User ID o e-mail').fill('nessuno@example.it');
    await page.getByRole('button', { name: 'Invia' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Richiesta inviata' })).toBeVisible();
  });
});

test.describe('first access by invite (/first)', () => {
  test('the agency invites Paolo Gallo; the e-mailed link sets his password and opens his area', async ({
    page,
    expectAccessible,
    freshClient,
  }) => {
    // The test's own Paolo, with no password yet as the demo's (src/factory.ts).
    const paolo = await freshClient({ like: 'paolo', account: { password: null } });
    const before = await emailCount(paolo.email);
    const printed = agencyCli('invite', paolo.userCode);
    const code = /\/first\?code=(\d{8}-[a-z0-9]{128})/.exec(printed)?.[1];
    expect(code, printed).toBeTruthy();
    const mail = await nextEmail(paolo.email, before);
    expect(mail.text).toContain(code as string);

    await page.goto(`/first?code=${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Primo accesso' })).toBeVisible();
    await page.getByLabel('Nuova password', { exact: true }).fill('Primo-Accesso-Quercia-7');
    await page.getByLabel('Conferma nuova password').fill('Primo-Accesso-Quercia-7');
    await expectAccessible();
    await page.getByRole('button', { name: 'Salva la password e accedi' }).click();
    await expect(page.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();

    // Used once: the same link is no longer valid.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`/first?code=${code}`);
    await expect(page.getByText(/non è valido o è scaduto/)).toBeVisible();
  });

  test('a malformed code shows nothing', async ({ page }) => {
    await page.goto('/first?code=123-abc');
    await expect(page.getByRole('button', { name: 'Salva la password e accedi' })).toHaveCount(0);
  });
});

test.describe('single sign-on (/inbanklogin)', () => {
  const ssoKey = () =>
    new Uint8Array(
      Buffer.from(readFileSync(join(workerDataDir(), 'sso-dev.key'), 'utf8').trim(), 'base64url'),
    );

  test('a fresh link from the bank logs the client in; the same link again is refused', async ({
    page,
    freshClient,
  }) => {
    // Autologin on, as the demo's Mario (whose switch another test moves).
    const mario = await freshClient({ like: 'mario', account: { autologin: true } });
    const link = agencyCli('sso-link', mario.userCode).trim();
    const data = new URL(link).searchParams.get('data');
    expect(data).toBeTruthy();
    await page.goto(`/inbanklogin?data=${encodeURIComponent(data as string)}`);
    await expect(page.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Auto Sicura', exact: true })).toBeVisible();

    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`/inbanklogin?data=${encodeURIComponent(data as string)}`);
    await expect(page).toHaveURL(/\/login\/0010$/);
    await expect(page.getByText('Username o password non validi!')).toBeVisible();
  });

  test('a stale token is refused (/login/0010); no data at all goes to /login/0011', async ({ page }) => {
    const fiveMinutesAgo = Math.floor(Date.now() / 1000) - 300;
    const stale = await new EncryptJWT({})
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setSubject('10000001')
      .setIssuedAt(fiveMinutesAgo)
      .setExpirationTime(fiveMinutesAgo + 60)
      .setJti(randomUUID())
      .encrypt(ssoKey());
    await page.goto(`/inbanklogin?data=${encodeURIComponent(stale)}`);
    await expect(page).toHaveURL(/\/login\/0010$/);
    await page.goto('/inbanklogin');
    await expect(page).toHaveURL(/\/login\/0011$/);
  });
});

/** Typing another address, or following one, leads back to the pending step (docs/decisions/0040). */
async function expectBackToStep(page: Page, step: RegExp) {
  for (const path of ['/', '/sinistri', '/profilo']) {
    await page.goto(path);
    await expect(page).toHaveURL(step);
  }
}

/** What the demo's Giulia has pending after login (the server's seed/demo-agency.ts). */
const GIULIA_STEPS = {
  passwordUpdateRequired: true,
  previousPrivacyOnly: true,
  loginMessage: {
    titolo: 'Novità per i clienti della filiale',
    testo:
      '<h2>Rinnovo della polizza casa</h2><p>Gentile cliente, dal <strong>1° gennaio</strong> la garanzia ' +
      'eventi atmosferici è compresa nella tua polizza senza costi aggiuntivi.</p>' +
      '<p><a href="/prodotti">Scopri i prodotti della tua agenzia</a></p>',
  },
};

test.describe('after login (SPEC §4 post-login flow)', () => {
  test('Giulia confirms the new consents, reads the message, changes her password, and lands home', async ({
    page,
    expectAccessible,
    freshClient,
  }) => {
    test.setTimeout(90_000);
    // The test's own Giulia, with every step pending as the demo's (src/factory.ts).
    const giulia = await freshClient({ like: 'giulia', account: GIULIA_STEPS });
    await page.goto('/login');
    await page.getByLabel('User ID o e-mail').fill(giulia.userCode);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();

    await expect(page).toHaveURL(/\/login-privacy\/775$/);
    await expect(page.getByRole('heading', { name: 'Aggiornamento dei consensi privacy' })).toBeVisible();
    // The steps cannot be skipped: no menu leads away, and any other page leads back to the step.
    await expect(page.getByRole('link', { name: 'Polizze' })).toHaveCount(0);
    await expectBackToStep(page, /\/login-privacy\/775$/);
    const confirm = page.getByRole('button', { name: 'Conferma' });
    await expectAccessible();
    // Each consent wants an answer, and a no is one (consent is free): none is chosen for the user. The one
    // marked "(necessario)" must be given to go on, and the page says why (decisions/0088).
    await confirm.click();
    await expect(page.getByText('Scegli se acconsenti o no a questo trattamento.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login-privacy\/775$/);
    for (const radio of await page.getByRole('main').getByRole('radio', { name: 'Non acconsento' }).all())
      await radio.check();
    await confirm.click();
    const necessary = page.getByRole('group', { name: /\(necessario\)/ });
    await expect(
      necessary.getByText("Per usare l'Area Clienti devi acconsentire a questo trattamento"),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login-privacy\/775$/);
    await expectAccessible();
    await necessary.getByRole('radio', { name: 'Acconsento', exact: true }).check();
    await confirm.click();

    await expect(page).toHaveURL(/\/login-messages\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectBackToStep(page, /\/login-messages\/$/);
    await expectAccessible();
    await page.getByRole('button', { name: 'Ok, ho capito' }).click();

    await expect(page).toHaveURL(/\/login-password-change\/$/);
    await expect(page.getByRole('heading', { name: 'Cambio password' })).toBeVisible();
    await expectBackToStep(page, /\/login-password-change\/$/);
    await expect(page.getByRole('link', { name: 'Sinistri' })).toHaveCount(0);
    // The server holds the same line: no client data while the password change is pending.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const data = await page.request.post('/v1/data/getDossierList', {
      data: {},
      headers: { authorization: `Bearer ${token}` },
    });
    expect(data.status()).toBe(403);
    expect((await data.json()).error.code).toBe('PASSWORDUPDATE_001');
    await page.getByLabel('Password attuale').fill(DEMO_PASSWORD);
    await page.getByLabel('Nuova password', { exact: true }).fill('Cambiata2026!');
    await page.getByLabel('Conferma nuova password').fill('Cambiata2026!');
    await expectAccessible();
    await page.getByRole('button', { name: 'Cambia password' }).click();

    await expect(page).toHaveURL(/\/m\/M0001$/);
    await expect(
      page.getByText('Operazione effettuata con successo. La password è stata cambiata!'),
    ).toBeVisible();

    // Nothing is pending any more: the next login goes straight to the policies.
    await page.goto('/logout');
    await page.getByLabel('User ID o e-mail').fill(giulia.userCode);
    await page.getByLabel('Password', { exact: true }).fill('Cambiata2026!');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();
  });

  test('a login from a browser not seen before shows "Nuovo accesso registrato", dismissible', async ({
    page,
    browser,
    freshClient,
  }) => {
    // Luca (the test's own) logs in once from another browser, then from this one.
    const luca = await freshClient({ like: 'luca' });
    const other = await browser.newContext({ userAgent: 'Mozilla/5.0 (Macintosh) Firefox/140.0' });
    await other.request.post('/v1/auth/login', {
      data: { loginId: luca.userCode, password: DEMO_PASSWORD, applicationId: 'area-clienti' },
    });
    await other.close();
    await page.goto('/login');
    await page.getByLabel('User ID o e-mail').fill(luca.userCode);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByText('Nuovo accesso registrato')).toBeVisible();
    await page.getByRole('button', { name: 'Chiudi' }).first().click();
    await expect(page.getByText('Nuovo accesso registrato')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();
    await expect(page.getByText('Nuovo accesso registrato')).toHaveCount(0);
  });

  test('a disabled user is sent to /login/0003', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('User ID o e-mail').fill('10000005');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/login\/0003$/);
    await expect(page.getByText("Utente non abilitato, contattare l'assistenza.")).toBeVisible();
  });
});
