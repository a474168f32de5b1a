import type { Page } from '@playwright/test';
import { APPLICATION_ID } from '../src/demo.js';
import { typeDemoSuperuserCode } from '../src/second-factor.js';
import { DEMO_PASSWORD, expect, test } from './fixtures.js';

/*
 * The agency's console (issue 21, console.html, docs/decisions/0096): a document of its own, served for
 * /admin and below. Staff sign in through the client pages' /login and land on it.
 */

const SUPERUSER = '90000001';

/**
 * The newest acts on accounts in the audit log, as the agency reads them (getAuditLog). Each reading of the
 * client's page is an entry of its own (`client.view`, console-ops.spec.ts tests it), between the acts.
 */
async function auditLog(page: Page, token: string) {
  const log = await page.request.post('/v1/admin/getAuditLog', {
    data: {},
    headers: { Authorization: `Bearer ${token}` },
  });
  const { entries } = (await log.json()) as { entries: { action: string; target: string; actor: string }[] };
  return entries.filter((entry) => entry.action !== 'client.view');
}

test.describe('console', () => {
  test('the staff sign in through /login with the keyboard and land on the console', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/login');
    await page.getByLabel('User ID o e-mail').focus();
    await page.keyboard.type(SUPERUSER);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    // The Superuser's second factor first (decisions/0091), from the README's secret.
    await expect(page).toHaveURL(/\/secondo-fattore$/);
    await typeDemoSuperuserCode(page, /\/admin$/);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Amministrazione' })).toBeVisible();
    // The console's own document: none of the client pages' code was needed to show it.
    await expect(page).toHaveTitle(/^Amministrazione/);
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src') ?? ''),
    );
    expect(
      scripts.some((src) => /\/assets\/console-[\w-]+\.js$/.test(src)),
      scripts.join(),
    ).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Sezioni della console' })).toBeVisible();
    await expectAccessible();
    await page.setViewportSize({ width: 390, height: 800 });
    await expectAccessible();
  });

  test('a minute before the idle timeout the console warns; left alone, the login returns to it', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await page.clock.install();
    await loginAs(SUPERUSER);
    await page.goto('/admin/clienti');
    await expect(page.getByRole('heading', { level: 1, name: 'Cerca un cliente' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const warning = page.getByRole('dialog', { name: 'La sessione sta per scadere' });
    await page.clock.fastForward('29:05');
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Resta collegato' })).toBeFocused();
    await expectAccessible();
    await page.clock.fastForward('01:05');
    await expect(page).toHaveURL(/\/login\/0001\?ritorno=%2Fadmin%2Fclienti$/);
    await expect(page.getByText('Sessione scaduta, effettuare nuovamente il login.')).toBeVisible();
  });

  test('Staff find Mario by tax code, by plate and by a misspelt surname, with the keyboard alone', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs(SUPERUSER);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Amministrazione' })).toBeVisible();
    // From the skip link, through the header, to the search in the console's sections.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Vai al contenuto principale' })).toBeFocused();
    const toSearch = page.getByRole('navigation', { name: 'Sezioni della console' }).getByRole('link', {
      name: 'Cerca un cliente',
    });
    for (let tab = 0; tab < 10 && !(await toSearch.evaluate((el) => el === document.activeElement)); tab++) {
      await page.keyboard.press('Tab');
    }
    await expect(toSearch).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/clienti$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cerca un cliente' })).toBeVisible();
    await expectAccessible();

    const box = page.getByRole('searchbox', { name: 'Cerca' });
    const results = page.locator('.console-results');
    // The demo's Mario, by his user ID: other tests of this worker copy him (same name and tax code, a
    // second client of the same person), and the search rightly finds them too.
    const mario = results
      .getByRole('listitem')
      .filter({ hasText: 'Rossi Mario' })
      .filter({ hasText: 'User ID: 10000001' });
    for (const [query, matched] of [
      ['RSSMRA80A01H501U', 'codice fiscale'],
      ['GA 123 BC', 'targa'],
      ['Rosi', 'cognome e nome'],
    ] as const) {
      await box.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(query);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(
        new RegExp(`/admin/clienti\\?q=${encodeURIComponent(query).replace(/%20/g, '(\\+|%20)')}$`),
      );
      // The list masks the tax code (decisions/0132); the client's page below shows it whole.
      await expect(mario).toContainText('RSS**********01U');
      await expect(mario).toContainText('10000001');
      await expect(mario).toContainText('Registrato');
      await expect(mario).toContainText(`Trovato per: ${matched}`);
    }
    await expectAccessible();
    await page.setViewportSize({ width: 390, height: 800 });
    await expectAccessible();

    // Mario's page, opened from the results with the keyboard (issue 21 item 2).
    await page.setViewportSize({ width: 1366, height: 900 });
    const link = mario.getByRole('link', { name: 'Rossi Mario' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/clienti\/CLI-000001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rossi Mario' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Anagrafica' })).toContainText('RSSMRA80A01H501U');
    await expect(page.getByRole('region', { name: 'Account' })).toContainText('Registrato');
    await expect(page.getByRole('region', { name: 'Polizze' })).toContainText('10020030');
    await expect(page.getByRole('region', { name: 'Sinistri' })).toContainText('2026/RC/004571');
    await expect(page.getByRole('region', { name: 'Documenti' })).toBeVisible();
    // A Superuser may disable the account (the demo's Mario is only read: the button is not pressed).
    await expect(page.getByRole('button', { name: 'Disattiva' })).toBeEnabled();
    await expectAccessible();
    await page.setViewportSize({ width: 390, height: 800 });
    await expectAccessible();
    await page.getByRole('link', { name: 'Torna alla ricerca' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/clienti$/);

    // Too short: said beside the box, nothing asked of the server.
    await box.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('R');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Scrivi almeno 2 caratteri.');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible();
  });

  test('a surname and name pasted from a spreadsheet, a tab between them, find Mario; so does such an address', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs(SUPERUSER);
    await page.goto('/admin/clienti');
    const box = page.getByRole('searchbox', { name: 'Cerca' });
    const mario = page
      .locator('.console-results')
      .getByRole('listitem')
      .filter({ hasText: 'Rossi Mario' })
      .filter({ hasText: 'User ID: 10000001' });
    // Pasted: the text arrives whole, its tab and line break with it (the server refuses them in a search).
    await box.focus();
    await page.keyboard.insertText('Rossi\tMario\r\n');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/clienti\?q=Rossi(\+|%20)Mario$/);
    await expect(mario).toContainText('Trovato per: cognome e nome');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible();
    // An address that holds a tab (a link written by hand) is searched the same.
    await page.goto('/admin/clienti?q=Rossi%09Mario');
    await expect(mario).toContainText('Trovato per: cognome e nome');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("a Superuser disables and enables a client's account from the client's page, each act audited", async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const client = await freshClient({ like: 'mario' });
    const token = await loginAs(SUPERUSER);
    await page.goto(`/admin/clienti/${client.agencyId}`);
    const account = page.getByRole('region', { name: 'Account' });
    await expect(account).toContainText('Registrato');
    await account.getByRole('button', { name: 'Disattiva' }).focus();
    await page.keyboard.press('Enter');
    await expect(account.getByRole('status')).toHaveText('Account disattivato: le sessioni sono terminate.');
    await expect(account).toContainText('Disattivato');
    await expectAccessible();
    await account.getByRole('button', { name: 'Riattiva' }).focus();
    await page.keyboard.press('Enter');
    await expect(account.getByRole('status')).toHaveText('Account riattivato.');
    await expect(account).toContainText('Registrato');
    const entries = await auditLog(page, token);
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'user.enable', target: client.userCode, actor: SUPERUSER }),
      expect.objectContaining({ action: 'user.disable', target: client.userCode, actor: SUPERUSER }),
    ]);
  });

  test("a Superuser closes a client's sessions and resets the second factor of a client who lost the phone", async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const client = await freshClient({ like: 'mario' });
    const clientLogin = await page.request.post('/v1/auth/login', {
      data: { loginId: client.userCode, password: client.password, applicationId: APPLICATION_ID },
    });
    const clientToken = ((await clientLogin.json()) as { token: string }).token;
    const stillIn = async () =>
      (
        await page.request.post('/v1/auth/getUserStatus', {
          data: {},
          headers: { Authorization: `Bearer ${clientToken}` },
        })
      ).status();
    expect(await stillIn()).toBe(200);

    const token = await loginAs(SUPERUSER);
    await page.goto(`/admin/clienti/${client.agencyId}`);
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByRole('button', { name: 'Chiudi tutte le sessioni' }).focus();
    await page.keyboard.press('Enter');
    await expect(account.getByRole('status')).toHaveText(
      'Sessioni chiuse: il cliente è stato avvisato per e-mail.',
    );
    expect(await stillIn()).toBe(401);
    await account.getByRole('button', { name: 'Azzera la verifica in due passaggi' }).focus();
    await page.keyboard.press('Enter');
    await expect(account.getByRole('status')).toHaveText(
      'Verifica in due passaggi azzerata e sessioni chiuse: il cliente è stato avvisato per e-mail.',
    );
    await expectAccessible();
    const entries = await auditLog(page, token);
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'user.second-factor-reset', target: client.userCode }),
      expect.objectContaining({ action: 'user.end-sessions', target: client.userCode }),
    ]);
  });
});
