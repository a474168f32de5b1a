import { expect, test } from './fixtures.js';

/**
 * The app's own router (decisions/0125) as a client meets it: links change the page without loading the
 * document again, Back finds a page where it was left, a new page opens at its top, and a screen whose code
 * cannot be downloaded says so and lets the client go on.
 */
test.describe('moving between pages', () => {
  test.beforeEach(async ({ loginAs, page }) => {
    await page.setViewportSize({ width: 390, height: 664 });
    await loginAs('10000001');
  });

  test('a link opens its page in the same document; Back returns to the list where it was left', async ({
    page,
  }) => {
    await page.goto('/');
    const last = page.getByRole('link', { name: 'Tutela Legale', exact: true });
    await expect(last).toBeVisible();
    // A mark on the document: a page load would lose it.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await last.scrollIntoViewIfNeeded();
    const leftAt = await page.evaluate(() => window.scrollY);
    expect(leftAt).toBeGreaterThan(200);

    await last.click();
    await expect(page).toHaveURL(/\/polizza\/\d+$/);
    // The demo's legal protection policy is being updated at the agency: its page says so.
    await expect(page.getByRole('heading', { level: 1, name: 'Polizza non disponibile' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(last).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Polizza non disponibile' })).toBeVisible();
  });

  test('the menu marks the page shown, and a link opened in a new tab is left to the browser', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/sinistri');
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(nav.getByRole('link', { name: 'Sinistri' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Polizze' })).not.toHaveAttribute('aria-current', 'page');

    const opened = context.waitForEvent('page');
    await nav.getByRole('link', { name: 'Documenti' }).click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/documenti$/);
    // This tab stayed where it was.
    await expect(page).toHaveURL(/\/sinistri$/);
    await tab.close();
  });

  test('a page whose code cannot be downloaded says so; the client reloads it and goes on', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Tutela Legale', exact: true })).toBeVisible();
    // The claims page's chunk lost (a new version deployed meanwhile, a network cut).
    await page.route(/\/assets\/ClaimsPage-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Sinistri' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Si è verificato un errore' })).toBeVisible();

    await page.unroute(/\/assets\/ClaimsPage-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Ricarica la pagina' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'I tuoi sinistri' })).toBeVisible();
  });

  test('an address no page has shows the not-found page in the same frame', async ({ page }) => {
    await page.goto('/nessuna-pagina/qui');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    await expect(page).toHaveURL(/\/nessuna-pagina\/qui$/);
  });
});
