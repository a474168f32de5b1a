import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/* The shared frame (cookie bar, footer) and the legal pages, for visitors and for clients (issue 4). */

const cookieBar = (page: Page) => page.getByRole('region', { name: 'Informativa sui cookie' });

async function storedChoice(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'cookiebar');
}

test.describe('cookie bar', () => {
  test('refusing is stored in the cookiebar cookie and survives a reload', async ({
    page,
    context,
    expectAccessible,
  }) => {
    await page.goto('/login');
    const bar = cookieBar(page);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('nessun cookie di profilazione o di terze parti');
    await expect(bar.getByRole('link', { name: 'Leggi la cookie policy' })).toHaveAttribute(
      'href',
      '/cookie',
    );
    await expectAccessible();

    await bar.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
    const cookie = await storedChoice(context);
    expect(cookie?.value).toBe('refused');
    expect(cookie?.path).toBe('/');
    // About six months.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(179 * 24 * 3600);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cookieBar(page)).toHaveCount(0);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cookieBar(page)).toHaveCount(0);
  });

  test('accepting with the keyboard is stored too; the cookie page shows the choice and lets it be made again', async ({
    page,
    context,
    expectAccessible,
  }) => {
    await page.goto('/cookie');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    await expect(page.getByText('Non hai ancora espresso una scelta.')).toBeVisible();
    // Tab: the skip link, then the bar's link and buttons come before the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Vai al contenuto principale' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cookieBar(page).getByRole('link', { name: 'Leggi la cookie policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cookieBar(page).getByRole('button', { name: 'Accetta', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cookieBar(page)).toHaveCount(0);
    expect((await storedChoice(context))?.value).toBe('accepted');
    await expect(page.getByText('Hai accettato i cookie.')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Hai accettato i cookie.')).toBeVisible();
    await expect(cookieBar(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Cambia la tua scelta' }).click();
    await expect(cookieBar(page)).toBeVisible();
    await expect(cookieBar(page)).toBeFocused();
    expect(await storedChoice(context)).toBeUndefined();
    await expect(page.getByRole('status').filter({ hasText: 'La scelta è stata cancellata' })).toBeVisible();
    await expectAccessible();
  });

  test('closing the bar without choosing is a refusal, and the bar does not come back', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await cookieBar(page).getByRole('button', { name: 'Continua senza accettare' }).click();
    await expect(cookieBar(page)).toHaveCount(0);
    expect((await storedChoice(context))?.value).toBe('refused');
    const another = await context.newPage();
    await another.goto('/contatti');
    await expect(another.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();
    await expect(cookieBar(another)).toHaveCount(0);
    await another.close();
  });

  test('the bar shows on the clients’ pages too', async ({ page, loginAs, expectAccessible }) => {
    await loginAs('10000003');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();
    await expect(cookieBar(page)).toBeVisible();
    await expectAccessible();
    await cookieBar(page).getByRole('button', { name: 'Accetta', exact: true }).click();
    await page.goto('/sinistri');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cookieBar(page)).toHaveCount(0);
  });
});

test.describe('frame', () => {
  test('a window widened past the help column, or narrowed back, keeps the page: what was typed, the focus', async ({
    page,
    loginAs,
    freshClient,
  }) => {
    // Below 1200 px the help panel is a bar above the page, from there a column beside it: the page itself
    // must stay as it is (a tablet turned, a window resized), not be rebuilt with the typing and the focus
    // lost.
    const client = await freshClient({ like: 'luca' });
    await page.setViewportSize({ width: 1024, height: 768 });
    await loginAs(client.userCode, client.password);
    await page.goto('/profilo/passkey');
    const help = page.getByRole('complementary', { name: 'Assistenza' });
    await expect(help.getByRole('button', { name: 'Hai bisogno di aiuto?' })).toBeVisible();
    const field = page.getByLabel('Nome della passkey');
    await field.focus();
    await page.keyboard.type('Portatile');
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 768 });
      // The panel has changed place: a column with its heading, or a bar with its disclosure button…
      await expect(
        help.getByRole(width > 1200 ? 'heading' : 'button', { name: 'Hai bisogno di aiuto?' }),
      ).toBeVisible();
      // …the page has not.
      await expect(field).toHaveValue('Portatile');
      await expect(field).toBeFocused();
    }
    await page.keyboard.type(' di casa');
    await expect(field).toHaveValue('Portatile di casa');
  });
});

const LEGAL_PAGES = [
  {
    path: '/privacy',
    footer: 'Informativa privacy',
    title: 'Informativa sul trattamento dei dati personali',
    mentions: [
      'articolo 13 del Regolamento (UE) 2016/679',
      'Titolare del trattamento',
      'Responsabile della protezione dei dati',
      'Dati di navigazione: 7 giorni',
      'Garante per la protezione dei dati personali',
      'I tuoi diritti',
    ],
  },
  {
    path: '/cookie',
    footer: 'Cookie policy',
    title: 'Cookie policy',
    mentions: [
      'cookiebar',
      'ac_device',
      'sessionStorage',
      'non usa cookie di terze parti',
      'Non usa cookie di profilazione',
    ],
  },
  {
    path: '/dichiarazione-accessibilita',
    footer: 'Dichiarazione di accessibilità',
    title: 'Dichiarazione di accessibilità',
    mentions: ['parzialmente conforme', 'Contenuti non accessibili', 'axe-core', 'Procedura di attuazione'],
  },
] as const;

test.describe('legal pages', () => {
  test('the footer leads to each of them, for a visitor; each passes axe-core', async ({
    page,
    expectAccessible,
  }) => {
    for (const legal of LEGAL_PAGES) {
      await page.goto('/login');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: legal.footer }).click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      await expect(page).toHaveTitle(`${legal.title} | Area Clienti`);
      for (const text of legal.mentions) await expect(main).toContainText(text);
      await expect(main).toContainText('Ultimo aggiornamento');
      await expectAccessible();
    }
  });

  test("the privacy notice names the agency the server is configured for (AGENCY_*), not the demo's", async ({
    page,
  }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    await expect(main).toContainText('Il titolare del trattamento è Agenzia Prova E2E S.r.l.');
    await expect(main.getByRole('link', { name: 'dpo@prova-e2e.example.it' }).first()).toHaveAttribute(
      'href',
      'mailto:dpo@prova-e2e.example.it',
    );
  });

  test('the claim report leads to the notice on claim data, opened at its section with the focus on it', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs('10000001');
    await page.goto('/denuncia-sinistro');
    const link = page.getByRole('link', { name: 'Leggi come trattiamo i dati della denuncia' });
    await link.focus();
    await link.press('Enter');
    await expect(page).toHaveURL(/\/privacy#denuncia-sinistro$/);
    const heading = page.getByRole('heading', { level: 2, name: '10. La denuncia di un sinistro online' });
    await expect(heading).toBeFocused();
    const section = page.getByRole('region', { name: '10. La denuncia di un sinistro online' });
    // What the issue asks the notice to say: health data on consent, third parties' data for the claim
    // only, the retention the product applies.
    await expect(section).toContainText('consenso esplicito (art. 9, par. 2, lett. a GDPR)');
    await expect(section).toContainText('le targhe che compaiono nelle foto');
    await expect(section).toContainText("restano nell'Area Clienti per 10 anni dall'invio");
    await expectAccessible();
  });

  test("the header and the footer name the agency the server is configured for, on the client's pages and the console's", async ({
    page,
    loginAs,
  }) => {
    const agency = 'Agenzia Prova E2E S.r.l.';
    await page.goto('/login');
    await expect(page.getByRole('banner')).toContainText(agency);
    await expect(page.getByRole('contentinfo')).toContainText(`${agency} · Area Clienti`);
    await expect(page.getByRole('banner')).not.toContainText('Agenzia Assicurativa');
    await loginAs('90000001');
    await page.goto('/admin');
    await expect(page.getByRole('banner')).toContainText(agency);
  });

  test('the accessibility declaration links the AgID enforcement procedure and a feedback address', async ({
    page,
  }) => {
    await page.goto('/dichiarazione-accessibilita');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'form.agid.gov.it' })).toHaveAttribute(
      'href',
      'https://form.agid.gov.it/',
    );
    await expect(main.getByRole('link', { name: /^accessibilita@/ })).toHaveAttribute('href', /^mailto:/);
  });

  test('a logged-in client reads them inside the client frame', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs('10000001');
    for (const legal of LEGAL_PAGES) {
      await page.goto(legal.path);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: legal.title }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /Mario Rossi/ })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
      await expectAccessible();
    }
    // And the contact page is the client's one there.
    await page.goto('/contatti');
    await expect(page.getByLabel('Messaggio')).toBeVisible();
  });
});
