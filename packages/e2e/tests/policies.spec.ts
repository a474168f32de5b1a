import type { Page } from '@playwright/test';
import { cspViolations, watchCspViolations } from '../src/csp.js';
import { expect, expectAccessible, nextSms, sixDigits, smsCount, test } from './fixtures.js';

/** Mario Rossi's verified mobile in the demo feed: where his step-up's SMS code goes. */
const MARIO_MOBILE = '+393331234567';

/** The policy's tabs, once they are shown (they appear together, when the tabs call has answered). */
async function tabNames(page: Page) {
  await expect(page.getByRole('tab').first()).toBeVisible();
  return page.getByRole('tab').allInnerTexts();
}

async function openPolicy(page: Page, prodotto: string) {
  await page.goto('/');
  await page.getByRole('link', { name: prodotto, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: prodotto })).toBeVisible();
}

test.describe('policies of the demo client', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs('10000001');
  });

  test('the list shows every policy with its state, and the promotion area', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();
    const policyLinks = page.getByRole('article').getByRole('link').filter({ hasNotText: 'Scopri di più' });
    await expect(policyLinks).toHaveText([
      'Auto Sicura',
      'Casa Serena',
      'Multiramo Equilibrio',
      'Infortuni Famiglia',
      'Due Ruote',
      'Salute Più',
      'Tutela Legale',
    ]);
    const main = page.getByRole('main');
    await expect(main.getByText('SOSPESA')).toBeVisible();
    await expect(main.getByText('GA123BC')).toBeVisible();
    await expect(main.getByText('Dato in aggiornamento')).toBeVisible();
    const promotion = page.getByRole('region', { name: 'Scopri le nostre soluzioni' });
    await expect(promotion.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(promotion.getByRole('link', { name: 'Vedi tutti i prodotti' })).toHaveAttribute(
      'href',
      '/prodotti',
    );
    await expect(page.getByRole('banner')).toContainText('Mario Rossi');
    await expectAccessible();
  });

  test('the home and a policy page break no rule of the Content-Security-Policy', async ({ page }) => {
    // Every violation the browser reports, from the page's first script on (zod's probe for eval was one).
    await watchCspViolations(page);
    await openPolicy(page, 'Auto Sicura');
    await tabNames(page);
    await page.getByRole('tab', { name: 'Garanzie' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
  });

  // In three parts of two policies, each with its own login: they spread over the workers instead of one
  // long test ending the run on one of them (docs/decisions/0085). The test above holds the list to seven;
  // the seventh, Tutela Legale, is locked and opens on the unavailable page (its own test below).
  for (const policies of [
    ['Auto Sicura', 'Casa Serena'],
    ['Multiramo Equilibrio', 'Infortuni Famiglia'],
    ['Due Ruote', 'Salute Più'],
  ]) {
    test(`every tab of ${policies.join(' and ')} opens, and passes axe-core`, async ({
      page,
      expectAccessible,
    }) => {
      test.setTimeout(60_000);
      for (const name of policies) {
        await openPolicy(page, name);
        const tabs = await tabNames(page);
        expect(tabs[0]).toBe('Dettagli contratto');
        for (const tab of tabs) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
          await expect(page.getByRole('tabpanel')).toBeVisible();
          await expectAccessible();
        }
      }
    });
  }

  test('the motor policy: coverages, 14 payments paged with the payment-date column, two claims, attachments', async ({
    page,
  }) => {
    await openPolicy(page, 'Auto Sicura');
    expect(await tabNames(page)).toEqual([
      'Dettagli contratto',
      'Garanzie',
      'Movimenti',
      'Sinistri',
      'Allegati',
    ]);
    const details = page.getByRole('tabpanel');
    await expect(details).toContainText('GA123BC');
    // The debit IBAN shows its last four characters until the client asks for the whole of it.
    await expect(details).not.toContainText('IT60X0542811101000000123456');
    await expect(details.getByText('IBAN nascosto, termina con 3456')).toBeAttached();
    const showIban = details.getByRole('button', { name: "Mostra l'IBAN completo" });
    await expect(showIban).toHaveAttribute('aria-pressed', 'false');
    // The whole IBAN needs a fresh second factor (decisions/0092): Mario has no app, so an SMS code.
    const before = await smsCount(MARIO_MOBILE);
    await showIban.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Conferma la tua identità' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Invia il codice via SMS' }).click();
    const sms = await nextSms(MARIO_MOBILE, before);
    await dialog.getByLabel('Codice ricevuto via SMS').fill(sixDigits(sms.text));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(showIban).toHaveAttribute('aria-pressed', 'true');
    await expect(details).toContainText('IT60X0542811101000000123456');
    await expect(details).toContainText('Fiat');
    await expect(details).toContainText('582,00');

    await page.getByRole('tab', { name: 'Garanzie' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('RC Auto');
    await expect(page.getByRole('tabpanel')).toContainText('10.000.000,00');

    await page.getByRole('tab', { name: 'Movimenti' }).click();
    const panel = page.getByRole('tabpanel');
    // The trade's 'data foglio cassa', in plain words.
    await expect(panel.getByRole('columnheader', { name: 'Data di pagamento' })).toBeVisible();
    await expect(panel.getByRole('row')).toHaveCount(11); // header + 10 of 14
    await panel
      .getByRole('navigation')
      .getByRole('button', { name: /Pagina 2|2/ })
      .first()
      .click();
    await expect(panel.getByRole('row')).toHaveCount(5);
    await panel.getByLabel('Cerca nella tabella').fill('Da pagare');
    await expect(panel.getByRole('row')).toHaveCount(2);

    await page.getByRole('tab', { name: 'Sinistri' }).click();
    await expect(page.getByRole('tabpanel').getByRole('row')).toHaveCount(3);

    await page.getByRole('tab', { name: 'Allegati' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Certificato di assicurazione.pdf');
  });

  test('tabs move with the arrow keys', async ({ page }) => {
    await openPolicy(page, 'Auto Sicura');
    await page.getByRole('tab', { name: 'Dettagli contratto' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Garanzie' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Allegati' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Dettagli contratto' })).toBeFocused();
  });

  test("the page asks for what it shows: two calls on opening, a tab's data when it opens, the tab in the address", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Auto Sicura', exact: true })).toBeVisible();
    // The frame's help column (this screen is wide) already shows the branch: the policy does not ask again.
    await expect(page.getByRole('complementary', { name: 'Assistenza' })).toContainText('La tua filiale:');
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/v1/data/')) asked.push(path.slice('/v1/data/'.length));
    });
    await page.getByRole('link', { name: 'Auto Sicura', exact: true }).click();
    expect(await tabNames(page)).toHaveLength(5);
    // The risk certificate the tabs call named, among the actions (decisions/0148); the instalments to pay
    // come from the home's call, already in hand: nothing more is asked.
    await page.getByRole('button', { name: 'Azioni', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Scarica l'attestato di rischio/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Da pagare' })).toBeVisible();
    expect(asked.sort()).toEqual(['getDossier', 'getDossierTabs']);

    await page.getByRole('tab', { name: 'Movimenti' }).click();
    await expect(page.getByRole('tabpanel').getByRole('row')).toHaveCount(11);
    expect(asked.filter((call) => !['getDossier', 'getDossierTabs'].includes(call))).toEqual([
      'getMovimenti',
    ]);
    await expect(page).toHaveURL(/\/polizza\/\d+\?scheda=movimenti$/);

    // Another page, then Back: the policy opens on the tab that was open.
    await page.getByRole('link', { name: 'Documenti', exact: true }).first().click();
    await expect(page).not.toHaveURL(/polizza/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Movimenti' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('row')).toHaveCount(11);

    // A link to a tab opens it; one to a tab the policy does not have opens the details.
    const address = new URL(page.url());
    await page.goto(`${address.pathname}?scheda=garanzie`);
    await expect(page.getByRole('tab', { name: 'Garanzie' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('RC Auto');
    await page.goto(`${address.pathname}?scheda=riserve`);
    await expect(page.getByRole('tab', { name: 'Dettagli contratto' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the home policy shows the dwelling and the household', async ({ page }) => {
    await openPolicy(page, 'Casa Serena');
    await page.getByRole('tab', { name: 'Garanzie' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('Abitazione principale');
    await expect(panel).toContainText('Abituale');
    await page.getByRole('tab', { name: 'Nucleo' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Laura');
    await expect(page.getByRole('tabpanel')).toContainText('BNCLRA82C45H501W');
  });

  test('the life policy shows reserves, surrender values and "no date" for a whole-life end', async ({
    page,
  }) => {
    await openPolicy(page, 'Multiramo Equilibrio');
    expect(await tabNames(page)).toEqual(['Dettagli contratto', 'Dati tecnici', 'Allegati', 'Riserve']);
    await expect(page.getByRole('tabpanel')).toContainText('Vita intera');
    await expect(page.getByRole('tabpanel')).toContainText('22.840,37');
    await expect(page.getByRole('tabpanel')).not.toContainText('9999');
    await page.getByRole('tab', { name: 'Dati tecnici' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Valore di riscatto al 31/10/2026');
    // The agency wrote '22.384,56 EUR': shown as every other amount.
    await expect(page.getByRole('tabpanel')).toContainText(/22\.384,56\s€/);
    await expect(page.getByRole('tabpanel')).not.toContainText('EUR');
    await page.getByRole('tab', { name: 'Riserve' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Fondo interno Azionario Globale');
    await expect(page.getByRole('tabpanel')).toContainText('6.657,13');
  });

  test('a section being updated shows "Dato in aggiornamento"', async ({ page }) => {
    await openPolicy(page, 'Salute Più');
    await page.getByRole('tab', { name: 'Movimenti' }).click();
    await expect(page.getByRole('tabpanel')).toHaveText(/Dato in aggiornamento/);
    await page.getByRole('tab', { name: 'Garanzie' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Ricovero con intervento');
  });

  test('a locked policy opens on the unavailable page with a link home', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Tutela Legale', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Polizza non disponibile' })).toBeVisible();
    await expectAccessible();
    await page.getByRole('link', { name: 'Torna alle polizze' }).click();
    await expect(page.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();
  });

  test("another client's policy is shown as not found", async ({ page }) => {
    await page.goto('/polizza/999999');
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  });
});
