import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** A phone held upright (issue 11): every page must fit it, with axe-core clean at that size too. */
const PHONE = { width: 390, height: 844 };

/**
 * Nothing on the page reaches past the screen's right edge: the page does not scroll sideways, and no cell,
 * link or button of the main content is cut off (a table's status, amount or download pushed off-screen).
 */
async function expectFitsTheScreen(page: Page, path: string) {
  await page.waitForLoadState('networkidle');
  const { pageWidth, screenWidth, cutOff } = await page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden')
        return false;
      // Visually hidden helpers (clipped to nothing, or inside such a box) are for screen readers, not the eye.
      for (let at: Element | null = element; at; at = at.parentElement)
        if (getComputedStyle(at).clip === 'rect(0px, 0px, 0px, 0px)') return false;
      return true;
    };
    const main = document.querySelector('main') ?? document.body;
    const cutOff = [...main.querySelectorAll('td, th, a, button, .status-tag')]
      .filter((element) => visible(element) && element.closest('[hidden]') === null)
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map(
        (element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
      );
    return {
      pageWidth: document.documentElement.scrollWidth,
      screenWidth: window.innerWidth,
      cutOff: cutOff.slice(0, 5),
    };
  });
  expect(pageWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(screenWidth);
  expect(cutOff, `${path}: past the right edge`).toEqual([]);
}

/** Opens each page in turn: it must fit the screen and pass axe-core. */
async function visitEach(page: Page, paths: readonly string[], expectAccessible: () => Promise<void>) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsTheScreen(page, path);
    await expectAccessible();
  }
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: PHONE });

  test('every public page fits the screen and passes axe-core', async ({ page, expectAccessible }) => {
    await visitEach(
      page,
      ['/login', '/registrazione', '/recupero-password', '/contatti', '/privacy', '/cookie'],
      expectAccessible,
    );
  });

  test("every page of the client's area fits the screen, its tables as cards, and passes axe-core", async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    await loginAs('10000001');
    await page.goto('/');
    const motor = page.getByRole('link', { name: 'Auto Sicura', exact: true });
    await expect(motor).toBeVisible();
    const policy = new URL((await motor.getAttribute('href')) ?? '', page.url()).pathname;
    const life = new URL(
      (await page.getByRole('link', { name: 'Multiramo Equilibrio', exact: true }).getAttribute('href')) ??
        '',
      page.url(),
    ).pathname;
    await visitEach(
      page,
      [
        '/',
        policy,
        `${policy}?scheda=garanzie`,
        `${policy}?scheda=movimenti`,
        `${policy}?scheda=sinistri`,
        `${policy}?scheda=allegati`,
        `${life}?scheda=riserve`,
        `${life}?scheda=dati-tecnici`,
        '/sinistri',
        '/documenti',
        '/profilo',
        '/prodotti',
        '/contatti',
      ],
      expectAccessible,
    );

    // The key column of each table is on the screen: a claim's status, a document's download.
    await page.goto('/sinistri');
    await expect(page.getByText('In istruttoria', { exact: true })).toBeInViewport();
    await page.goto('/documenti');
    const download = page.getByRole('button', { name: /^Scarica/ }).first();
    await download.scrollIntoViewIfNeeded();
    await expect(download).toBeInViewport({ ratio: 1 });
  });
});
