import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/*
 * Issue 20 (Lighthouse's layout shift, docs/decisions/0094): while the home's policies and a policy's parts
 * load, their room is kept by grey shapes in a block that says it is busy ("Caricamento in corso..." for a
 * screen reader); when they arrive, nothing already on the screen moves. At a phone's width and a desktop's.
 */

const MARIO = '10000001';
const WIDTHS = [390, 1366];

/** Sums the page's layout shifts from its first paint on, as Chrome reports them (none follow an input here). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const target = window as unknown as { layoutShift: number };
    target.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        target.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/** Holds the replies to the requests for `url` until `release` is called. */
async function holdRequests(page: Page, url: string | RegExp) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the replies of one data call until `release` is called. */
const holdCall = (page: Page, call: string) => holdRequests(page, `**/v1/data/${call}`);

/** Holds the client's frame's chunk (the logged-in layout) until `release` is called. */
const holdLayoutChunk = (page: Page) => holdRequests(page, /\/assets\/AuthenticatedLayout-[^/]+\.js$/);

test.describe('room kept for what loads', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs(MARIO);
  });

  for (const width of WIDTHS) {
    test(`at ${width} px the home keeps the policies' room until they come with 'In evidenza'`, async ({
      page,
      expectAccessible,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await recordLayoutShifts(page);
      const releaseGlance = await holdCall(page, 'getInEvidenza');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Le tue polizze' })).toBeVisible();
      const busy = page.getByRole('main').locator('[aria-busy="true"]');
      await expect(busy).toBeVisible();
      await expect(busy).toContainText('Caricamento in corso...');
      // The list has answered, but the cards wait for their lines and for what goes above them.
      await expect(page.getByRole('article')).toHaveCount(0);
      await expectAccessible();

      releaseGlance();
      await expect(page.getByRole('region', { name: 'In evidenza' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Auto Sicura', exact: true })).toBeVisible();
      await expect(busy).toHaveCount(0);
      expect(await layoutShift(page)).toBeLessThan(0.05);
      await expectAccessible();
    });

    test(`at ${width} px a policy's page keeps the room of the policy, then of its tabs`, async ({
      page,
      expectAccessible,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const address = await page.getByRole('link', { name: 'Auto Sicura', exact: true }).getAttribute('href');
      await recordLayoutShifts(page);
      const releaseDossier = await holdCall(page, 'getDossier');
      const releaseTabs = await holdCall(page, 'getDossierTabs');
      await page.goto(address ?? '');
      const busy = page.getByRole('main').locator('[aria-busy="true"]');
      await expect(busy).toBeVisible();
      await expect(busy).toContainText('Caricamento in corso...');
      await expectAccessible();

      releaseDossier();
      await expect(page.getByRole('heading', { level: 1, name: 'Auto Sicura' })).toBeVisible();
      await expect(busy).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expectAccessible();

      releaseTabs();
      await expect(page.getByRole('tab', { name: 'Dettagli contratto' })).toBeVisible();
      await expect(busy).toHaveCount(0);
      expect(await layoutShift(page)).toBeLessThan(0.05);
      await expectAccessible();
    });
  }
});

/*
 * Issue 20 (docs/decisions/0126): while a client's page downloads its code, the client's frame — skip link,
 * cookie bar, header, menu — is already drawn from the first file, and says the page is loading; when the
 * page comes, nothing already drawn moves.
 */
test.describe("the client's frame before the page's code", () => {
  for (const width of WIDTHS) {
    test(`at ${width} px the frame shows while the page's code downloads, accessible, then the page without a shift`, async ({
      page,
      loginAs,
      expectAccessible,
    }) => {
      await loginAs(MARIO);
      await page.setViewportSize({ width, height: 800 });
      await recordLayoutShifts(page);
      const release = await holdLayoutChunk(page);
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Caricamento in corso...');
      await expect(page.getByRole('region', { name: 'Informativa sui cookie' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
      await expect(nav.getByRole('link', { name: 'Polizze' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      await expectAccessible();

      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Le tue polizze' })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('button', { name: /Menu del profilo/ })).toBeVisible();
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await expectAccessible();
    });
  }

  test("without a session in the tab no client's frame is drawn: the loading screen, then the login", async ({
    page,
  }) => {
    const release = await holdLayoutChunk(page);
    await page.goto('/sinistri');
    await expect(page.getByRole('status').filter({ hasText: 'Caricamento in corso...' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Informativa sui cookie' })).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accedi alla tua Area Clienti' })).toBeVisible();
  });
});
