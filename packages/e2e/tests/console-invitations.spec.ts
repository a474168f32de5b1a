import { randomBytes } from 'node:crypto';
import { ApiPath, codiceFiscaleCheckCharacter } from '@area-clienti/contract';
import { demoSuperuserSession } from '../src/second-factor.js';
import { emailCount, expect, nextEmail, test } from './fixtures.js';

/*
 * Bringing imported clients in from the console (issue 21 items 2 and 3, docs/decisions/0100 and 0101):
 * one client invited with a preview of the e-mail, and a bulk invitation paced, paused and resumed.
 */

const SUPERUSER = '90000001';

/** A call of the admin API as the demo Superuser (the test's own data, the audit log). */
async function adminCall(baseURL: string, path: string, data: object) {
  const { token } = await demoSuperuserSession(baseURL);
  const reply = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(data),
  });
  expect(reply.status, path).toBe(200);
  return (await reply.json()) as Record<string, unknown>;
}

test.describe('console: invitations', () => {
  test('invite an imported client and complete the first access from the e-mail', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    // Four pages, each checked with axe, on a machine shared with other work.
    test.setTimeout(120_000);
    // Imported only: no account until the invite makes one (docs/decisions/0100).
    const client = await freshClient({ like: 'paolo', account: false });
    const before = await emailCount(client.email);
    await loginAs(SUPERUSER);
    await page.goto(`/admin/clienti/${encodeURIComponent(client.agencyId)}`);
    const account = page.getByRole('region', { name: 'Account' });
    await expect(account.getByText('Il cliente non ha ancora un account')).toBeVisible();

    await account.getByRole('button', { name: "Invia l'invito al primo accesso" }).click();
    const preview = page.getByRole('region', { name: "Anteprima dell'e-mail" });
    await expect(preview.getByRole('heading', { name: "Anteprima dell'e-mail" })).toBeFocused();
    await expect(preview.getByText(client.email)).toBeVisible();
    await expect(preview.getByText('Area Clienti: il tuo primo accesso')).toBeVisible();
    const shown = (await preview.locator('pre').textContent()) ?? '';
    expect(shown).toMatch(/^Gentile Paolo,/);
    await expectAccessible();
    // Nothing has gone yet.
    expect(await emailCount(client.email)).toBe(before);

    await page.keyboard.press('Tab');
    await expect(preview.getByRole('button', { name: "Invia l'invito" })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(account.getByRole('status')).toHaveText(/^Invito inviato a p\*\*\*@example\.it\.$/);
    await expect(account.getByText('Invitato', { exact: true })).toBeVisible();

    // The e-mail is the one previewed, with the personal link in place of the placeholder.
    const mail = await nextEmail(client.email, before);
    expect(mail.subject).toBe('Area Clienti: il tuo primo accesso');
    const link = /https?:\/\/\S+\/first\?code=\d{8}-[a-z0-9]{128}/.exec(mail.text)?.[0] ?? '';
    expect(link, mail.text).not.toBe('');
    expect(
      mail.text.replace(link, `${new URL(link).origin}/first?code=[collegamento-personale]`).trim(),
    ).toBe(shown.trim());

    // The client opens the link (in their own browser: no console session), chooses a password, is in.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Primo accesso' })).toBeVisible();
    await page.getByLabel('Nuova password', { exact: true }).fill('Invito-Console-Quercia-9');
    await page.getByLabel('Conferma nuova password').fill('Invito-Console-Quercia-9');
    await expectAccessible();
    await page.getByRole('button', { name: 'Salva la password e accedi' }).click();
    // Logged in: an imported client has given no consent yet, so the privacy step comes first.
    await expect(page).toHaveURL(/\/login-privacy\/775$/);
    await expect(page.getByRole('heading', { name: 'Aggiornamento dei consensi privacy' })).toBeVisible();
    const necessary = page.getByRole('group', { name: /\(necessario\)/ });
    await expect(necessary).toBeVisible();
    const refusals = page.getByRole('main').getByRole('radio', { name: 'Non acconsento' });
    await expect(refusals).toHaveCount(4);
    for (const radio of await refusals.all()) await radio.check();
    await necessary.getByRole('radio', { name: 'Acconsento', exact: true }).check();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();
    await expectAccessible();
  });

  test('a bulk invitation of 50 with pause and resume', async ({
    page,
    baseURL,
    loginAs,
    expectAccessible,
  }) => {
    test.setTimeout(300_000);
    // The test's own branch and 50 imported clients, through the agency's import.
    const tag = randomBytes(4).toString('hex');
    const branch = {
      type: 'branch',
      id: `FIL-BULK-${tag}`,
      name: `Filiale Inviti ${tag}`,
      bank: 'Banca Prova',
    };
    const emails = Array.from({ length: 50 }, (_, n) => `invito${n}.${tag}@example.it`);
    const clients = emails.map((email, n) => {
      // A tax code of this run's own (birth year and day from the tag): the feed refuses a second client
      // with a tax code another client has (docs/decisions/0156), a retry's clients too.
      const seed = Number.parseInt(tag, 16);
      const born = `${String(seed % 100).padStart(2, '0')}A${String(1 + (Math.floor(seed / 100) % 28)).padStart(2, '0')}`;
      const first15 = `BLKNVT${born}Z${String(n).padStart(3, '0')}`;
      return {
        type: 'client',
        id: `CLI-BULK-${tag}-${n}`,
        codiceFiscale: first15 + codiceFiscaleCheckCharacter(first15),
        nome: `Cliente${n}`,
        cognome: 'Invitato',
        email,
        branch: branch.id,
      };
    });
    await loginAs(SUPERUSER);
    const imported = await adminCall(baseURL ?? '', ApiPath.importData, { records: [branch, ...clients] });
    expect(imported.imported).toBe(true);

    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Sezioni della console' })
      .getByRole('link', { name: 'Inviti' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inviti ai clienti importati' })).toBeVisible();
    await page.getByLabel('Filiale').selectOption(branch.id);
    await page.getByLabel('Inviti al minuto').fill('120');
    await expectAccessible();
    await page.getByLabel('Inviti al minuto').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Invio avviato' })).toHaveText(
      'Invio avviato: 50 clienti.',
    );

    const row = page.getByRole('row').filter({ hasText: branch.name });
    const progress = row.getByRole('progressbar');
    const done = async () => Number(await progress.getAttribute('aria-valuenow'));
    await expect.poll(done, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    // The rate achieved and the time left, the server's figures (decisions/0155), while it runs.
    const report = row.locator('td[data-label="Rapporto"]');
    await expect(
      report.getByText(/^Tempo rimanente: (circa \d+ minut[oi]|meno di un minuto)$/),
    ).toBeVisible();
    const rate = async () =>
      Number(/Ritmo raggiunto: (\d+) al minuto/.exec((await report.textContent()) ?? '')?.[1] ?? 0);
    await expect.poll(rate, { timeout: 30_000 }).toBeGreaterThan(0);
    await row.getByRole('button', { name: /^Metti in pausa/ }).click();
    await expect(row.getByText('In pausa', { exact: true })).toBeVisible();
    await expect(report.getByText(/^Tempo rimanente/)).toHaveCount(0);
    const atPause = await done();
    expect(atPause).toBeLessThan(50);
    // Paused, nothing more goes: the page reads the report again and the count stands.
    await page.reload();
    await expect(row.getByText('In pausa', { exact: true })).toBeVisible();
    expect(await done()).toBe(atPause);
    await expectAccessible();

    await row.getByRole('button', { name: /^Riprendi/ }).focus();
    await page.keyboard.press('Enter');
    await expect(row.getByText('In corso', { exact: true })).toBeVisible();
    await expect(row.getByText('Concluso', { exact: true })).toBeVisible({ timeout: 90_000 });
    await expect(row.getByText('50 di 50')).toBeVisible();
    await expect(report.getByText('Inviati: 50', { exact: true })).toBeVisible();
    await expect(report.getByText('Saltati: 0', { exact: true })).toBeVisible();
    // The delivery queue hands them to the test SMTP server at its own speed: every one arrives.
    await expect
      .poll(
        async () => {
          await page.reload();
          return report.getByText(/^Consegnati al server di posta: /).textContent();
        },
        { timeout: 120_000, intervals: [2_000] },
      )
      .toBe('Consegnati al server di posta: 50');
    for (const email of emails) expect(await emailCount(email), email).toBe(1);
    await expectAccessible();

    // Who started, paused and resumed it is in the audit log (asked by action: the run's own rows, two a
    // client invited, fill the log's first page).
    for (const action of ['invitation.start', 'invitation.pause', 'invitation.resume']) {
      const { entries } = await adminCall(baseURL ?? '', ApiPath.getAuditLog, { filter: { action } });
      const actors = (entries as { action: string; actor: string }[]).map((entry) => entry.actor);
      expect(actors, action).toContain(SUPERUSER);
    }
  });
});
