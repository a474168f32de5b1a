import { ApiPath } from '@area-clienti/contract';
import { expect, test } from './fixtures.js';
import { openNarrow, PHONE } from './narrow.js';

/*
 * Every page of the agency's console at a phone's width (issue 21: "usable at 390 px"): opened at 390×844
 * as the demo Superuser (who sees every page and every act), each must have no axe-core violation and no
 * horizontal scroll — the page as wide as the screen, what is wider (a table) scrolling in its own box. The
 * payments page is judged so in console-payments.spec.ts, whose server takes payments online.
 */

const SUPERUSER = '90000001';

/** The console's pages, each with an address that shows its content (a search with results, a request). */
const PAGES: [name: string, path: string][] = [
  ['overview', '/admin'],
  ['search', '/admin/clienti?q=Rossi'],
  ["a client's page", '/admin/clienti/CLI-000001'],
  ['messages', '/admin/messaggi'],
  ['privacy templates', '/admin/privacy'],
  ['bulk invitations', '/admin/inviti'],
  ['inbox', '/admin/richieste'],
  ['a request of the inbox', 'request'],
  ['claim reports', '/admin/denunce'],
  ['feeds', '/admin/feed'],
  ['deliveries', '/admin/consegne'],
  ['audit log', '/admin/registro'],
];

test.describe('console at 390 px', () => {
  for (const [name, path] of PAGES) {
    test(`${name}: no accessibility violation, no horizontal scroll`, async ({
      page,
      loginAs,
      expectAccessible,
    }) => {
      await page.setViewportSize(PHONE);
      let address = path;
      if (path === 'request') {
        // Two pages and a post before the judging: on a busy machine more than the default time (CI saw 30 s).
        test.slow();
        // A request of the test's own, from the public form (no account needed).
        const sent = await page.request.post(ApiPath.publicFormContatti, {
          data: { nome: 'Ada', cognome: 'Stretta', oggetto: '1', telefono: '06 1234 5678', privacy: true },
        });
        expect(sent.status(), await sent.text()).toBe(200);
        await loginAs(SUPERUSER);
        await page.goto('/admin/richieste');
        const link = page.getByRole('link', { name: /^Richiesta n\. \d+: / }).first();
        address = (await link.getAttribute('href')) ?? '';
        expect(address).toMatch(/^\/admin\/richieste\/\d+$/);
      } else {
        await loginAs(SUPERUSER);
      }
      await openNarrow(page, address, expectAccessible);
      if (path === '/admin/messaggi') {
        // The audience by filter opens the shared filter's fields (decisions/0116): as narrow.
        await page.getByText('I clienti di una filiale o di un prodotto').click();
        await expect(page.getByLabel('Filiale', { exact: true })).toBeVisible();
        await expectAccessible();
        const open = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(open, `the filter's fields are ${open} px wide at 390`).toBeLessThanOrEqual(PHONE.width);
      }
    });
  }
});
