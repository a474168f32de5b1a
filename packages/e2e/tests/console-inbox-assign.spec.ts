import { ApiPath } from '@area-clienti/contract';
import type { Locator } from '@playwright/test';
import { press } from '../src/claim-report-keys.js';
import { expect, expectAccessibleAtBothSizes, openSession, test } from './fixtures.js';
import { call, staffSession } from './staff.js';

/*
 * The inbox's "mie" and "in ritardo" filters, a request handed to a colleague, and the inbox's figures on the
 * status page (issue 35 item 1, docs/decisions/0144): by keyboard only, axe-core at 390 and 1366 px.
 */

const SUPERUSER = '90000001';
const DESKTOP = { width: 1366, height: 900 };

/** Ticks or clears a box as the keyboard does: focus, then the space bar. */
async function toggle(box: Locator) {
  await press(box, ' ');
}

test.describe('the inbox: mine, late, a request handed to a colleague', () => {
  test('filter by mine and late, hand a request to a colleague, who then finds it among theirs', async ({
    page,
    loginAs,
    freshClient,
  }) => {
    test.slow();
    const client = await freshClient({ like: 'mario' });
    const token = await loginAs(client.userCode);
    const question = `Vorrei cambiare la data di addebito. (${client.userCode})`;
    const sent = await page.request.post('/v1/data/formContatti', {
      data: { oggetto: '1', testo: question },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(sent.status()).toBe(200);
    const admin = await loginAs(SUPERUSER);
    const newest = await call(page, ApiPath.getInbox, admin, { limit: 1 });
    const id = ((await newest.json()) as { requests: { id: number }[] }).requests[0]?.id ?? 0;
    const suffix = client.userCode.toLowerCase();
    const colleague = await staffSession(page, admin, `collega.richieste.${suffix}`);
    const colleagueCode = (colleague.user as { username: string }).username;
    const staff = await staffSession(page, admin, `sportello.richieste.${suffix}`);

    await openSession(page, staff.token, staff.user);
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin/richieste');
    await expect(page.getByRole('heading', { level: 1, name: 'Richieste di contatto' })).toBeVisible();
    const filters = page.getByRole('form', { name: 'Filtra le richieste' });
    await expect(page.locator('.console-result').first()).toBeVisible();

    // "In ritardo": the request just written is not late; whatever is listed is marked so.
    await toggle(filters.getByLabel('Solo in ritardo'));
    await press(filters.getByRole('button', { name: 'Filtra' }));
    await expect(page).toHaveURL(/[?&]ritardo=1/);
    await expect(filters.getByLabel('Solo in ritardo')).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: /richiest/ })).toBeVisible();
    const late = page.locator('.console-result');
    const lateCount = await late.count();
    await expect(late.filter({ hasText: 'In ritardo' })).toHaveCount(lateCount);
    await expect(page.getByRole('link', { name: `Richiesta n. ${id}: Informazioni generali` })).toHaveCount(
      0,
    );
    await expectAccessibleAtBothSizes(page);

    // "Mie", the late box cleared: nothing is the new staff member's yet.
    await toggle(filters.getByLabel('Solo in ritardo'));
    await toggle(filters.getByLabel('Solo le mie'));
    await press(filters.getByRole('button', { name: 'Filtra' }));
    await expect(page).toHaveURL(/[?&]mie=1/);
    await expect(page).not.toHaveURL(/ritardo/);
    await expect(page.getByText('Nessuna richiesta.')).toBeVisible();

    // The request, from the whole list, opened by keyboard.
    await toggle(filters.getByLabel('Solo le mie'));
    await press(filters.getByRole('button', { name: 'Filtra' }));
    await expect(page).not.toHaveURL(/mie=1/);
    await press(page.getByRole('link', { name: `Richiesta n. ${id}: Informazioni generali` }));
    await expect(page).toHaveURL(new RegExp(`/admin/richieste/${id}$`));
    await expect(page.getByText(question)).toBeVisible();

    // Handed to the colleague: a choice is needed first.
    const assign = page.getByRole('region', { name: 'Affida a un collega' });
    await press(assign.getByRole('button', { name: 'Affida la richiesta' }));
    await expect(assign.getByText('Scegli il collega a cui affidare la richiesta.')).toBeVisible();
    await expectAccessibleAtBothSizes(page);
    const select = assign.getByLabel('Collega');
    await select.focus();
    await select.selectOption(colleagueCode);
    await press(assign.getByRole('button', { name: 'Affida la richiesta' }));
    await expect(assign.getByRole('status')).toHaveText(
      `Richiesta affidata a collega.richieste.${suffix}@agenzia.example.it (${colleagueCode}).`,
    );
    await expect(page.getByText(`Presa in carico da: ${colleagueCode}`)).toBeVisible();
    // A Staff member does not take back a colleague's request: the choice is gone, the outcome stays.
    await expect(assign.getByRole('button', { name: 'Affida la richiesta' })).toHaveCount(0);
    await expectAccessibleAtBothSizes(page);

    // The colleague finds it among theirs.
    await openSession(page, colleague.token, colleague.user);
    await page.goto('/admin/richieste?mie=1');
    await expect(
      page.getByRole('form', { name: 'Filtra le richieste' }).getByLabel('Solo le mie'),
    ).toBeChecked();
    await expect(page.locator('.console-result')).toHaveCount(1);
    await expect(page.locator('.console-result')).toContainText(`Richiesta n. ${id}: Informazioni generali`);
    await expect(page.locator('.console-result')).toContainText(`Presa in carico da: ${colleagueCode}`);
    await expectAccessibleAtBothSizes(page);
  });

  test("the status page's figures: open, late (a link to the filtered inbox), the first answers' median", async ({
    page,
    loginAs,
  }) => {
    await loginAs(SUPERUSER);
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin');
    const figures = page.getByRole('region', { name: 'Richieste dei clienti' });
    await expect(figures.getByText('Aperte (nuove o prese in carico)')).toBeVisible();
    await expect(figures.getByText('Tempo mediano alla prima risposta')).toBeVisible();
    await expect(figures).toContainText('in ore di calendario');
    await expectAccessibleAtBothSizes(page);
    await press(figures.getByRole('link'));
    await expect(page).toHaveURL(/\/admin\/richieste\?ritardo=1$/);
    await expect(
      page.getByRole('form', { name: 'Filtra le richieste' }).getByLabel('Solo in ritardo'),
    ).toBeChecked();
  });
});
