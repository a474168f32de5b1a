import { ClaimReportPath } from '@area-clienti/contract';
import type { Browser, Page } from '@playwright/test';
import QRCode from 'qrcode';
import { stepUpDialog, typePasswordAgain } from '../src/step-up.js';
import {
  expectApart,
  expectBackdropOverViewport,
  expectBoxedField,
  expectNameStartsWithText,
} from '../src/visual-checks.js';
import { expect, expectAccessible, PHONE_AND_DESKTOP, test } from './fixtures.js';
import { call } from './staff.js';

/*
 * Issue 35 item 4, "small things a client notices", each measured as a person would meet it, at a phone's
 * and a desktop's width with axe-core: the second factor's code field and the identity dialog, the app's
 * set-up link for the same phone, the offer of a passkey as a card on the home (decisions/0150), the help
 * panel's policy field, the names of "Riprendi", the profile's short pages (decisions/0149).
 */

async function logInWithPassword(page: Page, userCode: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('User ID o e-mail').fill(userCode);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.keyboard.press('Enter');
}

/** Presses a control with the keyboard alone. */
async function press(page: Page, control: ReturnType<Page['getByRole']>) {
  await control.focus();
  await expect(control).toBeFocused();
  await page.keyboard.press('Enter');
}

test('the identity dialog dims the whole page; its code field is boxed, the label above the digits', async ({
  page,
  freshClient,
  loginAs,
}) => {
  test.slow();
  const client = await freshClient({ like: 'luca' });
  await loginAs(client.userCode, client.password);
  await page.goto('/secondo-fattore/attiva');
  const dialog = stepUpDialog(page);
  await press(page, dialog.getByRole('button', { name: 'Invia il codice via SMS' }));
  const field = dialog.getByLabel('Codice ricevuto via SMS');
  await expect(field).toBeFocused();
  await page.keyboard.type('123456');
  for (const size of PHONE_AND_DESKTOP) {
    await page.setViewportSize(size);
    await expectBackdropOverViewport(page);
    await expectBoxedField(field, dialog.getByText('Codice ricevuto via SMS', { exact: true }));
    await expect(field).toHaveValue('123456');
    await expectAccessible(page);
  }
});

test("the app's set-up offers an otpauth:// link holding the QR code's secret, and a boxed first-code field", async ({
  page,
  freshClient,
  loginAs,
}) => {
  test.slow();
  const client = await freshClient({ like: 'luca' });
  await loginAs(client.userCode, client.password);
  await page.goto('/secondo-fattore/attiva');
  await typePasswordAgain(page, client.password);
  const qr = page.getByRole('img', { name: "Codice QR da inquadrare con l'app di autenticazione" });
  await expect(qr).toBeVisible();
  const link = page.getByRole('link', { name: "Apri l'app di autenticazione" });
  const href = (await link.getAttribute('href')) ?? '';
  const address = new URL(href);
  expect(address.protocol).toBe('otpauth:');
  expect(address.host).toBe('totp');
  const secret = ((await page.locator('.second-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(address.searchParams.get('secret')).toBe(secret);
  // The QR code is the very address of the link: drawn again from it, the same picture.
  const src = (await qr.getAttribute('src')) ?? '';
  const drawn = await QRCode.toString(href, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe(drawn);
  const first = page.getByLabel("2. Inserisci il codice di 6 cifre che l'app ti mostra");
  await first.fill('123456');
  for (const size of PHONE_AND_DESKTOP) {
    await page.setViewportSize(size);
    await expect(link).toBeVisible();
    await expectBoxedField(first, page.getByText("2. Inserisci il codice di 6 cifre che l'app ti mostra"));
    await expectAccessible(page);
  }
});

/** Logs in from a browser of its own (no session, no storage of the first), to the home. */
async function homeInAnotherBrowser(browser: Browser, baseURL: string, userCode: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await logInWithPassword(other, userCode, password);
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByRole('heading', { level: 1, name: 'Le tue polizze' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Casa Serena', exact: true })).toBeVisible();
  return { context, other };
}

test('the login leads straight to the home, where a passkey is offered first in a card dismissed for good', async ({
  page,
  browser,
  baseURL,
  freshClient,
}) => {
  test.slow();
  const client = await freshClient({ like: 'luca', account: { offerDue: true } });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await logInWithPassword(page, client.userCode, client.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Le tue polizze' })).toBeVisible();
  expect(visited.filter((path) => path.startsWith('/secondo-fattore'))).toEqual([]);
  const card = page.getByRole('region', { name: 'Proteggi meglio il tuo accesso' });
  await expect(card).toBeVisible();
  // A passkey first: the card's first control, and the only primary one.
  await expect(card.getByRole('link').first()).toHaveAccessibleName('Crea una passkey');
  await expect(card.getByRole('link', { name: "Usa un'app di autenticazione" })).toHaveAttribute(
    'href',
    '/secondo-fattore/attiva',
  );
  for (const size of PHONE_AND_DESKTOP) {
    await page.setViewportSize(size);
    await expectAccessible(page);
  }
  await press(page, card.getByRole('link', { name: 'Crea una passkey' }));
  await expect(page).toHaveURL(/\/profilo\/passkey$/);
  await page.goBack();
  await expect(card).toBeVisible();

  const dismissed = page.waitForResponse((r) => r.url().endsWith('/dismissSecondFactorOffer'));
  await press(page, card.getByRole('button', { name: 'Non mostrare più' }));
  expect((await dismissed).status()).toBe(200);
  await expect(card).toHaveCount(0);
  await expect(page.locator('#contenuto-principale')).toBeFocused();

  // For good: not in another browser either (the server keeps it for the account).
  const { context, other } = await homeInAnotherBrowser(
    browser,
    baseURL as string,
    client.userCode,
    client.password,
  );
  await expect(other.getByRole('region', { name: 'Proteggi meglio il tuo accesso' })).toHaveCount(0);
  await context.close();
});

test("the help panel's policy label stands clear of its field and of the text above", async ({
  page,
  freshClient,
  loginAs,
}) => {
  // Two pages or widths, axe-core at each: more than the 30 s of a test on a loaded machine.
  test.slow();
  const client = await freshClient({ like: 'mario' });
  await loginAs(client.userCode, client.password);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Le tue polizze' })).toBeVisible();
  for (const size of PHONE_AND_DESKTOP) {
    await page.setViewportSize(size);
    const panel = page.getByRole('complementary', { name: 'Assistenza' }).filter({ visible: true });
    const toggle = panel.getByRole('button', { name: 'Hai bisogno di aiuto?' });
    if (await toggle.isVisible()) await press(page, toggle);
    const select = panel.getByRole('combobox', { name: 'Polizza' });
    await expect(select).toBeVisible();
    const label = panel.locator('label', { hasText: 'Polizza' });
    await expectApart(label, select, 'the label and its select');
    await expectApart(
      label,
      panel.getByText(/^Scegli la polizza per cui ti serve aiuto/),
      'the label and the text above',
    );
    await expectAccessible(page);
  }
});

test('"Riprendi" and "Apri" are named by the words they show, followed by which report', async ({
  page,
  freshClient,
  loginAs,
}) => {
  // Two pages or widths, axe-core at each: more than the 30 s of a test on a loaded machine.
  test.slow();
  const client = await freshClient({ like: 'mario', newIdentity: true });
  const token = await loginAs(client.userCode, client.password);
  const policies = await call(page, ClaimReportPath.getClaimReportPolicies, token, {
    eventDate: '2026-11-20',
  });
  expect(policies.status(), await policies.text()).toBe(200);
  const list = ((await policies.json()) as { policies: { dossierId: number; prodotto: string }[] }).policies;
  const made = await call(page, ClaimReportPath.createClaimReport, token, {
    dossierId: list.find((policy) => policy.prodotto === 'Casa Serena')?.dossierId,
    eventDate: '2026-11-20',
  });
  expect(made.status(), await made.text()).toBe(200);
  for (const [path, section, roles] of [
    ['/sinistri', 'Le tue denunce', ['link']],
    // Its draft's "Elimina" too.
    ['/denuncia-sinistro', 'Denunce da completare', ['link', 'button']],
  ] as const) {
    await page.goto(path);
    const reports = page.getByRole('region', { name: section });
    await expect(reports.getByRole('link', { name: /^Riprendi la denuncia del 20\/11\/2026/ })).toBeVisible();
    for (const size of PHONE_AND_DESKTOP) {
      await page.setViewportSize(size);
      for (const role of roles) await expectNameStartsWithText(reports.getByRole(role));
      await expectAccessible(page);
    }
  }
});

test("the profile keeps SPEC §2's parts and a short menu; security, notices and data have pages of their own", async ({
  page,
  freshClient,
  loginAs,
}) => {
  test.slow();
  const client = await freshClient({ like: 'luca' });
  await loginAs(client.userCode, client.password);
  await page.goto('/profilo');
  const main = page.getByRole('main');
  for (const region of ['Dati personali', 'Recapiti e accesso', 'Cambio password', 'Consensi privacy']) {
    await expect(main.getByRole('region', { name: region })).toBeVisible();
  }
  for (const moved of ['Verifica in due passaggi', 'Passkey', 'Accessi recenti', 'Avvisi', 'I tuoi dati']) {
    await expect(main.getByRole('region', { name: moved, exact: true })).toHaveCount(0);
  }
  const menu = page.getByRole('navigation', { name: 'Altre impostazioni del profilo' });
  const links = menu.getByRole('link');
  await expect(links).toHaveText([
    'I tuoi dati e recapiti',
    "Sicurezza dell'accesso",
    'Avvisi e copia dei tuoi dati',
  ]);
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
    '/profilo/dati-e-recapiti',
    '/profilo/sicurezza',
    '/profilo/privacy-e-dati',
  ]);
  for (const size of PHONE_AND_DESKTOP) {
    await page.setViewportSize(size);
    // The menu takes its own room in the page, laid over nothing.
    await expectApart(
      menu.getByRole('list'),
      main.getByRole('heading', { level: 2, name: 'Dati personali' }),
      'the menu and the page',
    );
    await expectAccessible(page);
  }
  for (const [name, path, regions] of [
    [
      "Sicurezza dell'accesso",
      /\/profilo\/sicurezza$/,
      ['Passkey', 'Verifica in due passaggi', 'Accessi recenti'],
    ],
    ['Avvisi e copia dei tuoi dati', /\/profilo\/privacy-e-dati$/, ['Avvisi', 'I tuoi dati']],
  ] as const) {
    await page.goto('/profilo');
    await press(page, menu.getByRole('link', { name }));
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    for (const region of regions) {
      await expect(main.getByRole('region', { name: region, exact: true })).toBeVisible();
    }
    for (const size of PHONE_AND_DESKTOP) {
      await page.setViewportSize(size);
      await expectAccessible(page);
    }
    await press(page, main.getByRole('link', { name: 'Torna al profilo' }));
    await expect(page).toHaveURL(/\/profilo$/);
  }
});
