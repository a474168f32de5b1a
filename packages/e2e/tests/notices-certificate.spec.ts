import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/*
 * Issue 9: the motor policy's risk certificate (attestato di rischio) on the policy detail, and the e-mail
 * notices switch in the profile. The switch is moved on the test's own copy of Luca Verdi (src/factory.ts).
 */

const MARIO = '10000001';

async function openPolicy(page: Page, prodotto: string) {
  await page.goto('/');
  await page.getByRole('link', { name: prodotto, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: prodotto })).toBeVisible();
  await expect(page.getByRole('tab').first()).toBeVisible();
}

test.describe('attestato di rischio', () => {
  test("the motor policy offers it among the policy's actions, and it downloads as a real PDF", async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs(MARIO);
    await openPolicy(page, 'Auto Sicura');
    // Among the actions behind the 'Azioni' button (decisions/0148), with the day it was issued.
    await page.getByRole('button', { name: 'Azioni', exact: true }).click();
    const actions = page.getByRole('list', { name: 'Azioni sulla polizza' });
    const certificate = actions.getByRole('button', { name: /^Scarica l'attestato di rischio/ });
    await expect(certificate).toContainText('Emesso il 01/11/2026.');
    await expectAccessible();

    const downloadPromise = page.waitForEvent('download');
    await certificate.click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('Attestato di rischio.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('GA123BC');
    // The menu closed behind the action.
    await expect(actions).toBeHidden();

    // Also among the policy's attachments; a policy without one does not offer it.
    await page.getByRole('tab', { name: 'Allegati' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Attestato di rischio.pdf');
    await openPolicy(page, 'Casa Serena');
    await page.getByRole('button', { name: 'Azioni', exact: true }).click();
    await expect(actions.getByRole('link', { name: 'Contatta la filiale' })).toBeVisible();
    await expect(actions.getByRole('button', { name: /attestato di rischio/ })).toHaveCount(0);
  });
});

test.describe('e-mail notices', () => {
  test('the switch is reached and moved with the keyboard, and the choice is kept', async ({
    page,
    loginAs,
    expectAccessible,
    freshClient,
  }) => {
    const luca = await freshClient({ like: 'luca' });
    await loginAs(luca.userCode);
    // The notices live on the profile's page of notices and data (decisions/0149), reached from its menu.
    await page.goto('/profilo');
    await page
      .getByRole('navigation', { name: 'Altre impostazioni del profilo' })
      .getByRole('link', { name: 'Avvisi e copia dei tuoi dati' })
      .click();
    await expect(page).toHaveURL(/\/profilo\/privacy-e-dati$/);
    const section = page.getByRole('region', { name: 'Avvisi' });
    const notices = section.getByRole('switch', { name: 'Avvisi per e-mail' });
    await expect(notices).toBeChecked();
    await expect(notices).toHaveAccessibleDescription(/nuovo documento o un sinistro cambia stato/);
    await expectAccessible();

    // The way back to the profile before it, then Tab: the notices come next; Space turns them off.
    await page.getByRole('main').getByRole('link', { name: 'Torna al profilo' }).focus();
    await page.keyboard.press('Tab');
    await expect(notices).toBeFocused();
    const off = page.waitForResponse((r) => r.url().endsWith('/setClientNotices'));
    await page.keyboard.press('Space');
    await off;
    await expect(notices).not.toBeChecked();
    await expect(
      section.getByRole('status').filter({ hasText: 'Preferenza sugli avvisi aggiornata correttamente!' }),
    ).toBeVisible();
    await expect(notices).toBeFocused();
    await expectAccessible();

    await page.reload();
    const reloaded = page.getByRole('switch', { name: 'Avvisi per e-mail' });
    await expect(reloaded).not.toBeChecked();
    await reloaded.focus();
    const on = page.waitForResponse((r) => r.url().endsWith('/setClientNotices'));
    await page.keyboard.press('Space');
    await on;
    await expect(reloaded).toBeChecked();
  });
});
