import type { Page } from '@playwright/test';
import { expect, expectAccessibleAtBothSizes, test } from './fixtures.js';

const MARIO = '10000001';

/**
 * Records each print dialog the page asks for, instead of opening it: what the page's main content held
 * at that moment (what would be on paper). `afterprint` ends each.
 */
async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const target = window as unknown as { printed: string[] };
    target.printed = [];
    window.print = () => {
      target.printed.push(document.querySelector('main')?.textContent ?? '');
    };
  });
}
const printsAsked = (page: Page) => page.evaluate(() => (window as unknown as { printed: string[] }).printed);

test.describe('a policy page', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs(MARIO);
  });

  test('fields in groups, the way back, the menu item marked, and the ways forward on the page', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Auto Sicura', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auto Sicura' })).toBeVisible();

    // 'Dettagli contratto' in groups, each a heading over its own fields.
    const details = page.getByRole('tabpanel');
    const groups = details.getByRole('region');
    await expect(groups).toHaveCount(4);
    await expect(details.getByRole('heading', { level: 2 })).toHaveText([
      'Il contratto',
      'Premio e pagamenti',
      'Il veicolo',
      'Intermediario e filiale',
    ]);
    await expect(page.getByRole('region', { name: 'Il veicolo' })).toContainText('GA123BC');
    await expect(page.getByRole('region', { name: 'Premio e pagamenti' })).toContainText('582,00');
    await expect(page.getByRole('region', { name: 'Il veicolo' })).not.toContainText('582,00');
    await expect(page.getByRole('region', { name: 'Intermediario e filiale' })).toContainText(
      'Filiale di Roma Centro',
    );

    // Where the page sits, and the way back.
    const breadcrumb = page.getByRole('navigation', { name: 'Percorso di navigazione' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['Le tue polizze', 'Auto Sicura']);
    await expect(breadcrumb.getByText('Auto Sicura')).toHaveAttribute('aria-current', 'page');
    // The menu's 'Polizze' is marked while a policy is open.
    const menu = page.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(menu.getByRole('link', { name: 'Polizze' })).toHaveAttribute('aria-current', 'true');
    await expect(menu.getByRole('link', { name: 'Sinistri' })).not.toHaveAttribute('aria-current', /.*/);

    // The ways forward, on the policy itself, behind its 'Azioni' button (decisions/0148).
    const openActions = () => page.getByRole('button', { name: 'Azioni', exact: true }).click();
    const actions = page.getByRole('list', { name: 'Azioni sulla polizza' });
    await expect(actions).toBeHidden();
    await openActions();
    await expect(actions.getByRole('link', { name: 'Contatta la filiale' })).toHaveAttribute(
      'href',
      '/contatti?dossier=10020030',
    );
    await expect(actions.getByRole('link', { name: 'Trova un centro convenzionato' })).toHaveAttribute(
      'href',
      '/contatti?dossier=10020030&centro_convenzionato',
    );
    // The branch request with its reason (decisions/0105).
    for (const [name, motivo] of [
      ['Paga la rata', 'pagaRata'],
      ['Rinnova', 'rinnova'],
      ['Cambia le coordinate bancarie', 'coordinateBancarie'],
    ] as const) {
      await expect(actions.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/contatti?dossier=10020030&motivo=${motivo}`,
      );
    }
    await expectAccessible();

    await actions.getByRole('link', { name: 'Contatta la filiale' }).click();
    await expect(page.getByLabel('Polizza (facoltativa)')).toHaveValue('10020030');
    await page.goBack();

    await breadcrumb.getByRole('link', { name: 'Le tue polizze' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Le tue polizze' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Polizze' })).toHaveAttribute('aria-current', 'page');

    // A policy without a plate offers the branch, not a repair centre.
    await page.getByRole('link', { name: 'Casa Serena', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Casa Serena' })).toBeVisible();
    await openActions();
    await expect(actions.getByRole('link', { name: 'Contatta la filiale' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Trova un centro convenzionato' })).toHaveCount(0);
  });

  test('printed, every section is on paper, every payment included, and nothing of the frame', async ({
    page,
  }) => {
    await recordPrints(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Auto Sicura', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Garanzie' })).toBeVisible();

    await page.getByRole('button', { name: 'Azioni', exact: true }).click();
    await page.getByRole('button', { name: 'Stampa la polizza' }).click();
    // The dialog opens once, when every section's data is on the page.
    await expect.poll(async () => (await printsAsked(page)).length).toBe(1);
    const [onPaper] = await printsAsked(page);
    for (const content of [
      'RC Auto',
      'Rata 14 - 11/2026',
      '2026/RC/004571',
      'Certificato di assicurazione.pdf',
    ]) {
      expect(onPaper).toContain(content);
    }
    await page.emulateMedia({ media: 'print' });
    const main = page.getByRole('main');
    for (const section of ['Dettagli contratto', 'Garanzie', 'Movimenti', 'Sinistri', 'Allegati']) {
      await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(main).toContainText('RC Auto');
    await expect(main).toContainText('Certificato di assicurazione.pdf');
    // All 14 payments: on paper there is no next page.
    const payments = page.getByRole('region', { name: 'Movimenti' });
    await expect(payments.getByRole('row')).toHaveCount(15);
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Assistenza' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Stampa la polizza' })).toBeHidden();

    // When the browser says printing is over, the page is the tabs again.
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page.getByRole('tab', { name: 'Garanzie' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    expect(await printsAsked(page)).toHaveLength(1);
  });

  test("a claim's page: the way back to the claims, the menu marked, printed without the frame", async ({
    page,
  }) => {
    await recordPrints(page);
    await page.goto('/sinistri');
    await page.getByRole('link', { name: /2026\/RC\/004571/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Collisione in via Nomentana' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Percorso di navigazione' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText([
      'I tuoi sinistri',
      'Collisione in via Nomentana',
    ]);
    const menu = page.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(menu.getByRole('link', { name: 'Sinistri' })).toHaveAttribute('aria-current', 'true');

    await page.getByRole('button', { name: 'Stampa il sinistro' }).click();
    expect(await printsAsked(page)).toHaveLength(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Referenti' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Documenti del sinistro' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(breadcrumb).toBeHidden();
    await expect(page.getByRole('button', { name: 'Stampa il sinistro' })).toBeHidden();

    await page.emulateMedia({ media: 'screen' });
    await breadcrumb.getByRole('link', { name: 'I tuoi sinistri' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'I tuoi sinistri' })).toBeVisible();
  });
});

/** The page's scroll, and where an element's top is on the screen. */
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const screenTop = async (locator: ReturnType<Page['getByRole']>) =>
  (await locator.boundingBox())?.y ?? Number.NaN;

test.describe('a policy page on a phone (issue 35 item 3, decisions/0148)', () => {
  test.beforeEach(async ({ page, loginAs }) => {
    await loginAs(MARIO);
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('heading, the unpaid instalment, then the tabs; a tab chosen stays on the screen, by touch and by keys', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Auto Sicura', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auto Sicura' })).toBeVisible();

    // The instalment the home flags, flagged here too, with its amount, its day and the way to pay it.
    const unpaid = page.getByRole('region', { name: 'Da pagare' });
    await expect(unpaid).toContainText(
      'Rata non pagata: Rata 14 - 11/2026, 48,50 €. Era da pagare entro il 05/11/2026.',
    );
    await expect(
      unpaid.getByRole('link', { name: 'Chiedi alla filiale come pagare la rata della polizza n. 10020030' }),
    ).toHaveAttribute('href', '/contatti?dossier=10020030&motivo=pagaRata&importo=48.50');
    // The order: heading, the flag, the tabs on the first screen, their content; the actions folded away.
    const tablist = page.getByRole('tablist', { name: 'Sezioni della polizza' });
    const heading = page.getByRole('heading', { level: 1 });
    expect(await screenTop(heading)).toBeLessThan(await screenTop(unpaid));
    expect(await screenTop(unpaid)).toBeLessThan(await screenTop(tablist));
    // The tabs on the first screen of the policy: from its heading (a banner of the session above it, such as
    // "Nuovo accesso registrato", depends on the tests run before and is not the page's).
    await heading.evaluate((h) =>
      window.scrollBy({ top: h.getBoundingClientRect().top - 8, behavior: 'instant' }),
    );
    await expect(tablist).toBeInViewport();
    await expect(page.getByRole('list', { name: 'Azioni sulla polizza' })).toBeHidden();

    // The tab row at the top of the screen, the contract's details below it: a tab low in the row, tapped.
    // (At once: the page scrolls smoothly otherwise, Bootstrap's `scroll-behavior`.)
    await tablist.evaluate((row) =>
      window.scrollBy({ top: row.getBoundingClientRect().top - 8, behavior: 'instant' }),
    );
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(0);
    const rowTop = await screenTop(tablist);
    await page.getByRole('tab', { name: 'Movimenti' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Movimenti' });
    await expect(panel.getByRole('table')).toBeVisible();
    // Not back at the page's top: the tabs where the finger left them, the payments under them.
    await expect(panel).toBeInViewport();
    expect(await scrollY(page)).toBe(before);
    expect(await screenTop(tablist)).toBeCloseTo(rowTop, 0);
    await expect(page).toHaveURL(/scheda=movimenti$/);

    // By keys: the arrow opens the next tab, the focus on it, the page still where it was.
    await page.keyboard.press('ArrowRight');
    const next = page.getByRole('tab', { selected: true });
    await expect(next).not.toHaveText('Movimenti');
    await expect(next).toBeFocused();
    // (A shorter tab makes the page shorter: the browser may scroll up by as much, never to the top.)
    await expect(page.getByRole('tabpanel')).toBeInViewport();
    await expect(tablist).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(0);

    // A real navigation still opens at its top.
    await page.getByRole('navigation', { name: 'Percorso di navigazione' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Le tue polizze' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('the actions open, are used and close with the keyboard alone; a paid policy flags nothing', async ({
    page,
  }) => {
    // Six accessibility checks: at a phone's width and a desktop's, closed, open, and on a paid policy.
    test.slow();
    await page.goto('/');
    await page.getByRole('link', { name: 'Auto Sicura', exact: true }).click();
    await expect(page.getByRole('tab').first()).toBeVisible();
    // The separators of the path: drawn between the crumbs, not part of their text.
    const crumbs = page.getByRole('navigation', { name: 'Percorso di navigazione' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Le tue polizze', 'Auto Sicura']);
    const separators = await crumbs.evaluateAll((items) =>
      items.map((item) => getComputedStyle(item, '::before').content),
    );
    expect(separators[0]).toBe('none');
    expect(separators[1]).toMatch(/^"\/"/);
    await expectAccessibleAtBothSizes(page);
    await page.setViewportSize({ width: 390, height: 844 });

    const toggle = page.getByRole('button', { name: 'Azioni', exact: true });
    const actions = page.getByRole('list', { name: 'Azioni sulla polizza' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(actions.getByRole('listitem')).toHaveText([
      'Denuncia un sinistro',
      'Paga la rata',
      'Rinnova',
      'Cambia le coordinate bancarie',
      'Contatta la filiale',
      'Trova un centro convenzionato',
      /^Scarica l'attestato di rischio/,
      'Stampa la polizza',
    ]);
    await expect(actions).toBeInViewport();
    await expectAccessibleAtBothSizes(page);
    await page.setViewportSize({ width: 390, height: 844 });

    // Tab walks into the actions; Escape closes them and gives the focus back to the button.
    await page.keyboard.press('Tab');
    await expect(actions.getByRole('link', { name: 'Denuncia un sinistro' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(actions).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Opened again with Space, and one used: "Rinnova" opens the branch request with its reason.
    await page.keyboard.press('Space');
    for (const name of ['Denuncia un sinistro', 'Paga la rata', 'Rinnova']) {
      await page.keyboard.press('Tab');
      await expect(actions.getByRole('link', { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contatti\?dossier=10020030&motivo=rinnova$/);

    // A policy with nothing to pay flags nothing.
    await page.goto('/');
    await page.getByRole('link', { name: 'Casa Serena', exact: true }).click();
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Da pagare' })).toHaveCount(0);
    await expectAccessibleAtBothSizes(page);
  });
});

test.describe('the help panel', () => {
  test('on a wide screen it stands beside the page, open, with the branch, its phone and hours', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(MARIO);
    await page.goto('/');
    const panel = page.getByRole('complementary', { name: 'Assistenza' });
    await expect(panel.getByRole('heading', { name: 'Hai bisogno di aiuto?' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Hai bisogno di aiuto?' })).toHaveCount(0);
    await expect(panel.getByLabel('Polizza')).toBeVisible();
    await expect(panel).toContainText('Filiale di Roma Centro');
    await expect(panel.getByRole('link', { name: '06 6789 1234' })).toHaveAttribute('href', 'tel:0667891234');
    await expect(panel).toContainText('Lunedì–venerdì 8:30–13:30 e 14:45–16:15');
    // Beside the page, not above it: the panel's left edge is right of the page's content.
    const mainBox = await page.getByRole('main').boundingBox();
    const panelBox = await panel.boundingBox();
    expect(panelBox && mainBox && panelBox.x >= mainBox.x + mainBox.width).toBe(true);
    await expectAccessible();

    // Narrower, it folds into the bar under the header, closed, taking no room until asked for.
    await page.setViewportSize({ width: 1024, height: 768 });
    const toggle = panel.getByRole('button', { name: 'Hai bisogno di aiuto?' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByLabel('Polizza')).toBeHidden();
    await toggle.click();
    await expect(panel.getByRole('link', { name: '06 6789 1234' })).toBeVisible();
  });

  test('asks for the branch together with the policies, not after them', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(MARIO);
    // The policies' answer is held back until the branch has been asked for: a panel that waited for the
    // list before asking would never show either.
    let branchAsked: () => void = () => {};
    const branchRequest = new Promise<void>((resolve) => {
      branchAsked = resolve;
    });
    await page.route('**/v1/data/getFiliale', (route) => {
      branchAsked();
      return route.continue();
    });
    await page.route('**/v1/data/getDossierList', async (route) => {
      await branchRequest;
      await route.continue();
    });
    await page.goto('/');
    const panel = page.getByRole('complementary', { name: 'Assistenza' });
    await expect(panel).toContainText('Filiale di Roma Centro');
    await expect(page.getByRole('link', { name: 'Auto Sicura', exact: true })).toBeVisible();
  });
});
