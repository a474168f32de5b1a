import type { Page } from '@playwright/test';
import { DEMO_SUPERUSER, typeDemoSuperuserCode } from '../src/second-factor.js';
import { stepUpDialog, typePasswordAgain } from '../src/step-up.js';
import { DEMO_PASSWORD, expect, expectAccessibleAtBothSizes, test, totp } from './fixtures.js';

/*
 * The second factor (issue 20 item 2, decisions/0091): a client turns the authenticator app on from the
 * profile, logs out, logs in with the password and a code (Debian's oathtool), and once with a recovery code.
 * Keyboard only; axe-core at 390 and 1366 px on its screens.
 */

async function logInWithPassword(page: Page, userCode: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('User ID o e-mail').fill(userCode);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.keyboard.press('Enter');
}

async function logOut(page: Page) {
  await page.goto('/logout');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a client turns the app on from the profile, then logs in with a code and once with a recovery code', async ({
  page,
  freshClient,
}) => {
  test.setTimeout(120_000);
  const client = await freshClient({ like: 'luca' });
  await logInWithPassword(page, client.userCode, client.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profilo/sicurezza');
  const section = page.getByRole('region', { name: 'Verifica in due passaggi' });
  await expect(section).toContainText('Non attiva');
  const activate = section.getByRole('link', { name: 'Attiva la verifica in due passaggi' });
  await activate.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/secondo-fattore\/attiva$/);
  // A new way in takes a fresh proof (decisions/0130): the password typed again, before the QR code.
  await expect(stepUpDialog(page).getByRole('button', { name: 'Usa la tua password' })).toBeVisible();
  await expectAccessibleAtBothSizes(page);
  await typePasswordAgain(page, client.password);
  await expect(
    page.getByRole('img', { name: "Codice QR da inquadrare con l'app di autenticazione" }),
  ).toBeVisible();
  await expect(stepUpDialog(page)).toHaveCount(0);
  await expectAccessibleAtBothSizes(page);
  const secret = ((await page.locator('.second-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const first = page.getByLabel("2. Inserisci il codice di 6 cifre che l'app ti mostra");
  await first.focus();
  await page.keyboard.type(totp(secret));
  await page.keyboard.press('Enter');
  const codes = page.getByRole('list', { name: 'I tuoi codici di recupero' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = ((await codes.first().textContent()) ?? '').trim();
  await expectAccessibleAtBothSizes(page);
  await page.getByLabel('Ho salvato i codici').focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Continua', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profilo\/sicurezza$/);
  await expect(page.getByRole('region', { name: 'Verifica in due passaggi' })).toContainText('Attiva:');
  await logOut(page);

  // Password, then the app's code (the next 30-second step: a code is single use).
  await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  await logInWithPassword(page, client.userCode, client.password);
  await expect(page).toHaveURL(/\/secondo-fattore$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' })).toBeVisible();
  await expectAccessibleAtBothSizes(page);
  const code = page.getByLabel("Codice dell'app");
  await code.focus();
  await page.keyboard.type(totp(secret));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await logOut(page);

  // A recovery code, once.
  await logInWithPassword(page, client.userCode, client.password);
  await expect(page).toHaveURL(/\/secondo-fattore$/);
  await page.getByRole('button', { name: 'Usa un codice di recupero' }).focus();
  await page.keyboard.press('Enter');
  const field = page.getByLabel('Codice di recupero');
  await expect(field).toBeFocused();
  await page.keyboard.type(recovery);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await logOut(page);
  await logInWithPassword(page, client.userCode, client.password);
  await page.getByRole('button', { name: 'Usa un codice di recupero' }).click();
  await page.getByLabel('Codice di recupero').fill(recovery);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Codice non valido o già usato');
});

test('the demo Superuser logs in with the README secret, by keyboard, and reaches /admin', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/login?ritorno=%2Fadmin');
  await page.getByLabel('User ID o e-mail').fill(DEMO_SUPERUSER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/secondo-fattore$/);
  await typeDemoSuperuserCode(page, /\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amministrazione' })).toBeVisible();
});
