import { randomBytes } from 'node:crypto';
import { ApiPath } from '@area-clienti/contract';
import type { Page } from '@playwright/test';
import { demoSuperuserSession } from '../src/second-factor.js';
import { expect, expectAccessibleAtBothSizes, nextEmail, openSession, test } from './fixtures.js';
import { staffSession } from './staff.js';

/*
 * The staff accounts from the console (issue 37 item 5, docs/decisions/0157): the Superuser makes a staff
 * account of one branch, sees it listed, disables and enables it, and resets its second factor, by
 * keyboard where a person would type; the page passes axe at a phone's width and a desktop's.
 */

const SUPERUSER = '90000001';

/** The test's own branch, through the agency's import, and the demo Superuser's token that imported it. */
async function ownBranch(page: Page, baseURL: string) {
  const tag = randomBytes(4).toString('hex');
  const branch = { type: 'branch', id: `FIL-STAFF-${tag}`, name: `Filiale Personale ${tag}`, bank: 'Banca' };
  const { token } = await demoSuperuserSession(baseURL);
  const imported = await page.request.post(ApiPath.importData, {
    data: { records: [branch] },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  return { tag, branch, token };
}

test.describe('console: staff accounts', () => {
  test('a branch staff account made, listed, disabled, enabled, its second factor reset', async ({
    page,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const { tag, branch, token } = await ownBranch(page, baseURL ?? '');
    const email = `filiale.${tag}@agenzia.example.it`;

    await loginAs(SUPERUSER);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Sezioni della console' })
      .getByRole('link', { name: 'Personale' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personale' })).toBeVisible();
    // The Superuser's own row offers no act on itself.
    const own = page.getByRole('row').filter({ hasText: SUPERUSER });
    await expect(own.getByText('Sei tu')).toBeVisible();

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Cellulare').fill('340 555 0199');
    await page.getByLabel('Ruolo').selectOption('Staff');
    await page.getByLabel('Ambito').selectOption(branch.id);
    await expectAccessibleAtBothSizes(page);
    await page.getByLabel('Cellulare').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Account creato' })).toHaveText(
      `Account creato: l’invito è partito per ${email}.`,
    );

    // Listed with its role, its branch, invited and without a second factor.
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('cell').nth(2)).toHaveText('Staff');
    await expect(row.getByRole('cell').nth(3)).toHaveText(branch.name);
    await expect(row.getByText('Invitato, non ancora attivato')).toBeVisible();
    await expect(row.getByText('Non configurato')).toBeVisible();
    // Its invite speaks to a colleague (item 7).
    const invite = await nextEmail(email);
    expect(invite.subject).toBe("Console dell'agenzia: il tuo accesso di lavoro");
    expect(invite.text).toMatch(/^Gentile collega,/);

    // Disabled, by keyboard.
    const disable = row.getByRole('button', { name: `Disattiva: ${email}` });
    await disable.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'disattivato' })).toHaveText(
      `Account di ${email} disattivato: le sue sessioni sono chiuse.`,
    );
    await expect(row.getByText('Disattivato', { exact: true })).toBeVisible();
    await expectAccessibleAtBothSizes(page);

    // Enabled again.
    await row.getByRole('button', { name: `Riattiva: ${email}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'riattivato' })).toHaveText(
      `Account di ${email} riattivato.`,
    );
    await expect(row.getByText('Invitato, non ancora attivato')).toBeVisible();

    // Its second factor reset: said, and in the audit log with the account as target.
    await row.getByRole('button', { name: `Azzera il secondo fattore: ${email}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'azzerato' })).toHaveText(
      `Secondo fattore di ${email} azzerato: lo configurerà di nuovo al prossimo accesso.`,
    );
    const userCode = (await row.getByRole('cell').nth(1).textContent()) ?? '';
    const log = await page.request.post(ApiPath.getAuditLog, {
      data: { filter: { target: userCode } },
      headers: { Authorization: `Bearer ${token}` },
    });
    const actions = ((await log.json()) as { entries: { action: string }[] }).entries.map((e) => e.action);
    expect(actions).toEqual(['user.second-factor-reset', 'user.enable', 'user.disable', 'user.create']);
  });

  test("a branch's staff are offered no section that is the whole agency's", async ({ page, baseURL }) => {
    const { tag, branch, token } = await ownBranch(page, baseURL ?? '');
    const staff = await staffSession(page, token, `sportello.${tag}`, branch.id);
    await openSession(page, staff.token, staff.user);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Sezioni della console' });
    // Its own sections, and not every delivery nor the whole log (decisions/0158): they answer 403 to it.
    await expect(nav.getByRole('link', { name: 'Cerca un cliente' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Richieste' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Utilizzo' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Consegne' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Registro attività' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: "Prima dell'apertura ai clienti" })).toHaveCount(0);
    await expectAccessibleAtBothSizes(page);

    // A colleague of the whole agency is offered them.
    const wide = await staffSession(page, token, `agenzia.${tag}`);
    await openSession(page, wide.token, wide.user);
    await page.goto('/admin');
    await expect(nav.getByRole('link', { name: 'Consegne' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Registro attività' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Prima dell'apertura ai clienti" })).toBeVisible();
  });
});
