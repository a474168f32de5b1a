import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * The two screens of issue 11: a phone held upright and a common laptop. Every page must fit each, with
 * axe-core clean at that size too (the layout changes: cards for tables on the phone, the help panel
 * beside the page on the laptop).
 */
const SCREENS = [
  { name: 'on a phone', viewport: { width: 390, height: 844 }, phone: true },
  { name: 'on a laptop', viewport: { width: 1366, height: 768 }, phone: false },
] as const;

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

/** The path a link of the page at `path` leads to (the demo client's policies and claims have generated ids). */
async function linkTarget(page: Page, path: string, name: string | RegExp): Promise<string> {
  await page.goto(path);
  const link = page.getByRole('main').getByRole('link', { name, exact: typeof name === 'string' });
  await expect(link).toBeVisible();
  return new URL((await link.getAttribute('href')) ?? '', page.url()).pathname;
}

/** Every page of the demo client's area, in four parts of about the same length. */
const CLIENT_AREA: [string, (page: Page) => Promise<string[]>][] = [
  [
    'the home and the motor policy',
    async (page) => {
      const policy = await linkTarget(page, '/', 'Auto Sicura');
      return [
        '/',
        policy,
        `${policy}?scheda=garanzie`,
        `${policy}?scheda=movimenti`,
        `${policy}?scheda=sinistri`,
        `${policy}?scheda=allegati`,
      ];
    },
  ],
  [
    'the life policy and the claims',
    async (page) => {
      const life = await linkTarget(page, '/', 'Multiramo Equilibrio');
      const claim = await linkTarget(page, '/sinistri', /2026\/RC\/004571/);
      return [`${life}?scheda=riserve`, `${life}?scheda=dati-tecnici`, '/sinistri', claim];
    },
  ],
  [
    'the documents and the profile',
    async () => [
      '/documenti',
      '/documenti?polizza=10020030&cerca=nessun',
      '/profilo',
      '/profilo/sicurezza',
      '/profilo/privacy-e-dati',
      '/profilo/modifica-cellulare',
    ],
  ],
  [
    'the products, the contacts and the privacy notice',
    async () => [
      '/prodotti',
      '/prodotti?gruppo=auto-mobilita',
      '/contatti',
      '/contatti?dossier=10020030&centro_convenzionato',
      '/contatti?prodotto=8',
      '/privacy',
    ],
  ],
];

for (const screen of SCREENS) {
  const { width, height } = screen.viewport;
  test.describe(`${screen.name} (${width} × ${height})`, () => {
    test.use({ viewport: screen.viewport });

    // The public pages in three parts: eight pages with axe-core each took past the 30 s of one test on a
    // loaded machine (a clean-clone CI run, docs/testing.md); together, every page as before.
    for (const [part, paths] of [
      ['the login, the registration and the recovery', ['/login', '/registrazione', '/recupero-password']],
      ['the contacts, the privacy and the cookies', ['/contatti', '/privacy', '/cookie']],
      [
        'the accessibility statement and a missing page',
        ['/dichiarazione-accessibilita', '/pagina-che-non-esiste'],
      ],
    ] as const) {
      test(`every public page fits the screen and passes axe-core: ${part}`, async ({
        page,
        expectAccessible,
      }) => {
        await visitEach(page, paths, expectAccessible);
      });
    }

    // The client's area in four parts, each with its own login: they spread over the workers instead of
    // one long test ending the run on one of them (docs/decisions/0085). Together, every page as before.
    for (const [part, paths] of CLIENT_AREA) {
      test(`every page of the client's area fits the screen and passes axe-core: ${part}`, async ({
        page,
        loginAs,
        expectAccessible,
      }) => {
        test.setTimeout(90_000);
        await loginAs('10000001');
        await visitEach(page, await paths(page), expectAccessible);
      });
    }

    if (screen.phone)
      test("the key column of each of the client's tables is on the screen", async ({ page, loginAs }) => {
        await loginAs('10000001');
        await page.goto('/sinistri');
        await expect(page.getByText('In istruttoria', { exact: true })).toBeInViewport();
        await page.goto('/documenti');
        const download = page.getByRole('button', { name: /^Scarica .*\.pdf$/ }).first();
        await download.scrollIntoViewIfNeeded();
        await expect(download).toBeInViewport({ ratio: 1 });
      });
  });
}
