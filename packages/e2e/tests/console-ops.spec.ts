import { readFileSync } from 'node:fs';
import { ApiPath, type Endpoint, endpoints } from '@area-clienti/contract';
import {
  acceptEmailTo,
  emailCount,
  expect,
  nextEmail,
  openSession,
  refuseEmailTo,
  test,
} from './fixtures.js';
import { call, staffSession } from './staff.js';

/*
 * The console's operations (issue 21 items 2, 7-10): the failing deliveries and a resend, a client's
 * messages and the audit of who looked at them, the audit log filtered and downloaded, the go-live
 * checklist, and a Staff member refused every Superuser act.
 */

const SUPERUSER = '90000001';
const SUPERUSER_EMAIL = 'admin@example.it';

/** `m***@example.it`, as the console shows a recipient. */
const masked = (email: string) => `${email[0]}***${email.slice(email.indexOf('@'))}`;

test.describe('console operations', () => {
  test('a refused e-mail is listed from its first failure, with its cause and next try; sent again, it arrives', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const client = await freshClient({ like: 'mario' });
    await refuseEmailTo(client.email);
    const token = await loginAs(SUPERUSER);
    expect((await call(page, ApiPath.sendInvite, token, { userCode: client.userCode })).status()).toBe(200);

    await page.goto('/admin/consegne');
    await expect(page.getByRole('heading', { level: 1, name: 'Consegne non riuscite' })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ hasText: masked(client.email) })
      .first();
    // The worker tries within a second; the page shows the failure at once, not hours later.
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(row).toContainText('In nuovo tentativo');
    await expect(row).toContainText('rifiutato dal server');
    await expect(row).toContainText('prossimo:');
    await expectAccessible();

    // The mailbox is back: sent again now, with the keyboard, it arrives.
    await acceptEmailTo(client.email);
    const before = await emailCount(client.email);
    const resend = row.getByRole('button', { name: `Invia di nuovo il messaggio a ${masked(client.email)}` });
    await resend.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'è di nuovo in coda' })).toBeVisible();
    const invite = await nextEmail(client.email, before);
    expect(invite.subject).toBe('Area Clienti: il tuo primo accesso');

    // The client's page lists the message, sent; opening it is in the audit log.
    await page.goto(`/admin/clienti/${client.agencyId}`);
    const messages = page.getByRole('region', { name: 'E-mail e SMS' });
    await expect(messages.getByRole('row').filter({ hasText: 'Inviato' }).first()).toBeVisible();
    await expectAccessible();
    const views = await call(page, ApiPath.getAuditLog, token, {
      filter: { action: 'client.view', target: client.userCode },
    });
    expect((await views.json()).entries[0]).toMatchObject({ actor: SUPERUSER, target: client.userCode });
  });

  test('the audit log filtered by act and client, refused with reversed days, and downloaded as CSV', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const client = await freshClient({ like: 'giulia' });
    const token = await loginAs(SUPERUSER);
    await call(page, ApiPath.getClientFile, token, { clientId: client.agencyId });

    await page.goto('/admin/registro');
    await expect(page.getByRole('heading', { level: 1, name: 'Registro attività' })).toBeVisible();
    await expectAccessible();
    await page.getByLabel('Su chi (User ID o destinazione)').fill(client.userCode);
    await page.getByLabel('Azione', { exact: true }).selectOption('client.view');
    await page.getByRole('button', { name: 'Filtra' }).click();
    await expect(page).toHaveURL(/action=client\.view/);
    const table = page.getByRole('table', { name: 'Registro attività, dalla più recente' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(client.userCode);
    await expect(table).toContainText(SUPERUSER);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica in CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('registro-attivita.csv');
    // Not trimmed: the byte-order mark that opens it in a spreadsheet as UTF-8 is whitespace to trim().
    const lines = readFileSync((await file.path()) as string, 'utf8')
      .replace(/\r\n$/, '')
      .split('\r\n');
    expect(lines[0]).toBe('\uFEFFquando,chi,azione,su chi,dettagli');
    expect(lines.slice(1)).toEqual([
      expect.stringContaining(`,${SUPERUSER},client.view,${client.userCode},`),
    ]);
    // An address whose filter ends in a control character (a link cut and pasted with its NUL): the page
    // sends the filter without it, which the server would refuse, and lists the same entries.
    await page.goto(`/admin/registro?target=${client.userCode}%00%1B&action=client.view`);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(client.userCode);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.getByLabel('Dal giorno', { exact: true }).fill('2026-03-05');
    await page.getByLabel('Al giorno', { exact: true }).fill('2026-03-01');
    await page.getByRole('button', { name: 'Filtra' }).click();
    await expect(page.getByRole('alert')).toHaveText('Il giorno finale viene prima di quello iniziale.');
    await expectAccessible();
  });

  test('the go-live checklist on the overview, and a test e-mail to oneself', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs(SUPERUSER);
    await page.goto('/admin');
    const checklist = page.getByRole('region', { name: "Prima dell'apertura ai clienti" });
    await expect(checklist).toBeVisible();
    for (const line of [
      "Informativa privacy dell'agenzia pubblicata",
      "Dati dell'agenzia importati",
      'Filiali con un indirizzo e-mail',
      'SMS di prova inviato',
      "Logo dell'agenzia configurato",
      'Marca temporale del sigillo (SEAL_TSA_URL) configurata',
    ]) {
      await expect(checklist.getByText(line)).toBeVisible();
    }
    await expect(checklist.getByText('AGENCY_LOGO_FILE')).toBeVisible();
    await expectAccessible();
    const before = await emailCount(SUPERUSER_EMAIL);
    await checklist.getByRole('button', { name: "Invia un'e-mail di prova a me" }).click();
    await expect(checklist.getByText('Messaggio di prova in coda per a***@example.it.')).toBeVisible();
    expect((await nextEmail(SUPERUSER_EMAIL, before)).subject).toBe('Area Clienti: e-mail di prova');
  });

  test('Staff are refused every Superuser action, in the console and through its calls', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    const client = await freshClient({ like: 'luca' });
    const admin = await loginAs(SUPERUSER);
    // A Staff member as the agency makes one: invited by e-mail, chooses a password, sets up the app.
    const { token, user } = await staffSession(page, admin, `sportello.${client.userCode}`);

    // Every Superuser call, refused with FORBIDDEN_001: the server decides, whatever the page shows.
    const superuserOnly = (Object.values(endpoints) as Endpoint[]).filter((e) => e.access === 'superuser');
    expect(superuserOnly.length).toBeGreaterThan(10);
    for (const endpoint of superuserOnly) {
      const reply = await call(page, endpoint.path, token, { userCode: client.userCode });
      expect(reply.status(), endpoint.path).toBe(403);
      expect(await reply.json(), endpoint.path).toEqual({ status: 'KO', error: { code: 'FORBIDDEN_001' } });
    }

    // The console offers Staff none of them: no account acts on a client with a password, no test message.
    await openSession(page, token, user);
    await page.goto(`/admin/clienti/${client.agencyId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
    for (const act of [
      'Disattiva',
      'Sblocca',
      'Chiudi tutte le sessioni',
      'Azzera la verifica in due passaggi',
    ]) {
      await expect(page.getByRole('button', { name: act })).toHaveCount(0);
    }
    await expectAccessible();
    await page.goto('/admin');
    await expect(page.getByRole('region', { name: "Prima dell'apertura ai clienti" })).toBeVisible();
    await expect(page.getByRole('button', { name: /di prova a me/ })).toHaveCount(0);
    await expectAccessible();
  });
});
