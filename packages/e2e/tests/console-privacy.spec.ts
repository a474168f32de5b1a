import { randomUUID } from 'node:crypto';
import {
  ApiPath,
  CLIENT_FILES_PER_MINUTE,
  CLIENT_SEARCHES_PER_MINUTE,
  ErrorCode,
} from '@area-clienti/contract';
import type { Page } from '@playwright/test';
import { typeDemoSuperuserCodeIn } from '../src/second-factor.js';
import { CLIENT_LOOKUP_WINDOW_SECONDS } from '../src/worker-server.js';
import { expect, openSession, test } from './fixtures.js';
import { call, staffSession } from './staff.js';

/*
 * Staff see what their work needs (issue 33 item 6, docs/decisions/0132): the search's list shows tax code,
 * e-mail and mobile masked, the client's page the whole ones (its opening audited); past 60 searches or 30
 * client pages a minute the console says so; a policy's IBAN shows masked until the staff member's step-up,
 * each reading audited.
 */

const SUPERUSER = '90000001';
const MARIO_IBAN = 'IT60X0542811101000000123456';

/** The newest entries of the audit log of one act, as the console lists them (getAuditLog). */
async function auditOf(page: Page, token: string, action: string) {
  const reply = await call(page, ApiPath.getAuditLog, token, { filter: { action, target: '10000001' } });
  return ((await reply.json()) as { entries: { actor: string; target: string; detail: unknown }[] }).entries;
}

/**
 * The refusal of the client lookup `act` makes the page ask for (a search, a client's page): 429 LIMIT_001,
 * the minutes to wait in its body and, as seconds, in Retry-After. Those minutes, which the page must show.
 */
async function refusalOf(page: Page, path: string, act: () => Promise<unknown>): Promise<number> {
  const replied = page.waitForResponse((reply) => new URL(reply.url()).pathname === path);
  await act();
  const reply = await replied;
  expect(reply.status()).toBe(429);
  const { error } = (await reply.json()) as { error: { code: string; retryAfterMinutes: number } };
  expect(error.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
  expect(reply.headers()['retry-after']).toBe(String(error.retryAfterMinutes * 60));
  // The window began in this test, on a server whose window is longer than a test (src/worker-server.ts).
  expect(error.retryAfterMinutes).toBeGreaterThanOrEqual(1);
  expect(error.retryAfterMinutes).toBeLessThanOrEqual(CLIENT_LOOKUP_WINDOW_SECONDS / 60);
  return error.retryAfterMinutes;
}
/** How long to wait, as the console says it. */
const inMinutes = (minutes: number) => (minutes === 1 ? 'un minuto' : `${minutes} minuti`);

test.describe("the console's view of a client's personal data", () => {
  test("the search's list masks tax code, e-mail and mobile; the client's page shows them whole, its opening in the audit log", async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs(SUPERUSER);
    await page.goto('/admin/clienti?q=RSSMRA80A01H501U');
    const results = page.locator('.console-results');
    // Other tests of this worker copy Mario: the demo's own is the one with his user ID.
    const mario = results.getByRole('listitem').filter({ hasText: 'User ID: 10000001' });
    await expect(mario).toContainText('Codice fiscale: RSS**********01U');
    await expect(mario).toContainText('E-mail: m***i@example.it');
    await expect(mario).toContainText('Cellulare: +39*******567');
    for (const whole of ['RSSMRA80A01H501U', 'mario.rossi@example.it', '3331234567']) {
      await expect(results).not.toContainText(whole);
    }
    await expect(page.getByText('Codice fiscale, e-mail e cellulare sono mostrati in parte')).toBeVisible();
    await expectAccessible();

    await mario.getByRole('link', { name: 'Rossi Mario' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/clienti\/CLI-000001$/);
    const anagrafica = page.getByRole('region', { name: 'Anagrafica' });
    await expect(anagrafica).toContainText('RSSMRA80A01H501U');
    await expect(anagrafica).toContainText('mario.rossi@example.it');
    await expect(anagrafica).toContainText('+393331234567');

    // Who looked at whom, when: in the console's audit log.
    await page.goto('/admin/registro?action=client.view&target=10000001');
    const newest = page
      .getByRole('table', { name: /Registro attività/ })
      .getByRole('row')
      .nth(1);
    await expect(newest).toContainText('90000001');
    await expect(newest).toContainText('client.view');
    await expect(newest).toContainText('10000001');
    await expectAccessible();
  });

  test('past 60 searches in a minute the search says so, in Italian, and how long to wait', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    // A Staff member of the test's own: the limit is per account, the demo Superuser's other tests go on.
    const staff = await staffSession(page, await loginAs(SUPERUSER), `ricerche.${randomUUID().slice(0, 8)}`);
    // The first search starts the account's window, which outlasts the test however slow the machine
    // (src/worker-server.ts): the search typed below is the 61st in it.
    for (let search = 0; search < CLIENT_SEARCHES_PER_MINUTE; search++) {
      const reply = await call(page, ApiPath.searchClients, staff.token, { query: `Verdi ${search}` });
      expect(reply.status(), await reply.text()).toBe(200);
    }
    await openSession(page, staff.token, staff.user);
    await page.goto('/admin/clienti');
    const box = page.getByRole('searchbox', { name: 'Cerca' });
    await box.focus();
    await page.keyboard.type('Verdi Luca');
    const minutes = await refusalOf(page, ApiPath.searchClients, () => page.keyboard.press('Enter'));
    await expect(page.getByRole('alert')).toHaveText(
      `Troppe ricerche in poco tempo: se ne possono fare al massimo ${CLIENT_SEARCHES_PER_MINUTE} al minuto. Riprova tra ${inMinutes(minutes)}.`,
    );
    await expectAccessible();
  });

  test("past 30 client pages in a minute the client's page says so, in Italian, and shows nothing of the client", async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    const staff = await staffSession(page, await loginAs(SUPERUSER), `schede.${randomUUID().slice(0, 8)}`);
    // As a script would walk the feed's sequential ids; the page opened below is the 31st in the window.
    for (let opened = 0; opened < CLIENT_FILES_PER_MINUTE; opened++) {
      const clientId = `CLI-${String((opened % 3) + 1).padStart(6, '0')}`;
      const reply = await call(page, ApiPath.getClientFile, staff.token, { clientId });
      expect(reply.status(), await reply.text()).toBe(200);
    }
    await openSession(page, staff.token, staff.user);
    const minutes = await refusalOf(page, ApiPath.getClientFile, () =>
      page.goto('/admin/clienti/CLI-000001'),
    );
    await expect(page.getByRole('alert')).toHaveText(
      `Troppe schede di clienti aperte in poco tempo: se ne possono aprire al massimo ${CLIENT_FILES_PER_MINUTE} al minuto. Riprova tra ${inMinutes(minutes)}.`,
    );
    await expect(page.locator('body')).not.toContainText('RSSMRA80A01H501U');
    await expect(page.getByRole('region', { name: 'Anagrafica' })).toHaveCount(0);
    await expectAccessible();
    // The way back to the search, with the keyboard.
    const back = page.getByRole('link', { name: 'Torna alla ricerca' });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/clienti$/);
  });

  test("a policy's IBAN shows masked on the client's page; the Superuser reveals it with the app's code, audited", async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    // A code is single use per 30-second step: when the login took this step's, the dialog waits for the next.
    test.slow();
    // The worker's first login gives the app's code and remembers the browser; this one is the
    // remembered browser's, whose second factor was not given now: the IBAN will ask for it.
    await loginAs(SUPERUSER);
    const token = await loginAs(SUPERUSER);
    const before = (await auditOf(page, token, 'client.view-iban')).length;
    // Without the step-up the call is refused, whatever the page shows.
    const { polizze } = (await (
      await call(page, ApiPath.getClientFile, token, { clientId: 'CLI-000001' })
    ).json()) as {
      polizze: { dossierID: number; numeroPolizza: string }[];
    };
    const dossierId = polizze.find((p) => p.numeroPolizza === '10020030')?.dossierID;
    const refused = await call(page, ApiPath.getClientIban, token, { clientId: 'CLI-000001', dossierId });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).not.toContain(MARIO_IBAN);

    await page.goto('/admin/clienti/CLI-000001');
    const policies = page.getByRole('region', { name: 'Polizze' });
    const auto = policies.getByRole('row').filter({ hasText: '10020030' });
    await expect(auto.getByText('IBAN nascosto, termina con 3456')).toBeAttached();
    await expect(page.locator('body')).not.toContainText(MARIO_IBAN);
    const show = auto.getByRole('button', { name: "Mostra l'IBAN completo" });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible();

    await show.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Conferma la tua identità' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Codice dell'app")).toBeVisible();
    await expectAccessible();
    await typeDemoSuperuserCodeIn(dialog);
    await expect(dialog).toBeHidden();
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(show).toBeFocused();
    await expect(auto).toContainText(MARIO_IBAN);
    await expectAccessible();

    const views = await auditOf(page, token, 'client.view-iban');
    expect(views).toHaveLength(before + 1);
    expect(views[0]).toMatchObject({ actor: SUPERUSER, target: '10000001', detail: { polizza: '10020030' } });
  });
});
