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

/** Holds the replies of one data call until `release` is called. */
async function holdCall(page: Page, call: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/v1/data/${call}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

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
