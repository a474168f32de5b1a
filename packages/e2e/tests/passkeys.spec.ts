import type { BrowserContext, Page } from '@playwright/test';
import { stepUpDialog, typePasswordAgain } from '../src/step-up.js';
import {
  expect,
  expectAccessible,
  expectAccessibleAtBothSizes,
  type FreshClient,
  PHONE_AND_DESKTOP,
  test,
} from './fixtures.js';

/*
 * Issue 20, item 1: passkeys, with Chromium's own virtual authenticator (CDP WebAuthn.*): a platform
 * authenticator with user verification that keeps discoverable credentials, as a phone or a laptop with
 * a fingerprint reader does. Each test has its own client (src/factory.ts).
 */

const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

/**
 * A device for the page's browser that makes and keeps passkeys: the computer's own fingerprint reader
 * ('internal'), or a security key plugged in ('usb').
 */
async function addAuthenticator(page: Page, transport: 'internal' | 'usb' = 'internal') {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport,
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /** The device is taken away (the key unplugged). */
    remove: () => cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId }),
  };
}

/** Presses a control with the keyboard alone: focused, then Enter. */
async function press(page: Page, control: ReturnType<Page['getByRole']>) {
  await control.focus();
  await expect(control).toBeFocused();
  await page.keyboard.press('Enter');
}

/**
 * Adds a passkey named `name` from /profilo/passkey, with the keyboard; `password` when the page must ask
 * for the step-up first (the first new way in of a password session).
 */
async function addPasskey(page: Page, name: string, password?: string) {
  const field = page.getByLabel('Nome della passkey');
  await field.focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  if (password) await typePasswordAgain(page, password);
  await expect(page.getByRole('status').filter({ hasText: `Passkey «${name}» aggiunta` })).toBeVisible();
  await expect(stepUpDialog(page)).toHaveCount(0);
}

async function logOut(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
}

/** Removes with the keyboard: the question takes the focus, Tab reaches "Sì, rimuovi", Enter confirms. */
async function confirmRemoval(page: Page, name: string) {
  await expect(page.getByText(`Vuoi rimuovere la passkey «${name}»?`)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sì, rimuovi' })).toBeFocused();
  await page.keyboard.press('Enter');
}

async function signInWithPasskey(page: Page) {
  await press(page, page.getByRole('button', { name: 'Accedi con passkey' }));
}

test.describe('passkeys', () => {
  let client: FreshClient;
  let secondContext: BrowserContext | undefined;

  test.beforeEach(async ({ freshClient }) => {
    client = await freshClient({ like: 'luca' });
  });
  test.afterEach(async () => {
    await secondContext?.close();
    secondContext = undefined;
  });

  test('add one in the profile, log out, sign in with it; a browser without it cannot', async ({
    page,
    browser,
    loginAs,
  }) => {
    // Five screens, two browsers, axe-core at two widths on each: more than the 30 s of a test when the
    // machine is loaded.
    test.slow();
    const device = await addAuthenticator(page);
    await loginAs(client.userCode, client.password);
    await page.goto('/profilo/sicurezza');
    const section = page.getByRole('region', { name: 'Passkey' });
    await expect(section).toContainText('due fattori');
    await press(page, section.getByRole('link', { name: 'Gestisci le passkey' }));
    await expect(page).toHaveURL(/\/profilo\/passkey$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Le tue passkey' })).toBeVisible();
    await expect(page.getByText('Non hai ancora aggiunto nessuna passkey.')).toBeVisible();
    await expectAccessibleAtBothSizes(page);

    // A name the contract refuses is explained in Italian under the field; nothing is created.
    await page.getByLabel('Nome della passkey').fill('<Il mio PC>');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Usa da 1 a 40 caratteri tra lettere, numeri, spazi/)).toBeVisible();
    await expect(page.getByLabel('Nome della passkey')).toHaveAttribute('aria-invalid', 'true');
    expect(await device.credentials()).toHaveLength(0);
    await page.getByLabel('Nome della passkey').fill('');

    // A new way in takes a fresh proof: the dialog asks for it before the browser makes the passkey.
    // Cancelled (Esc): nothing made, the page says why.
    const name = page.getByLabel('Nome della passkey');
    await name.focus();
    await page.keyboard.type('Computer di casa');
    await page.keyboard.press('Enter');
    const dialog = stepUpDialog(page);
    await expect(dialog.getByRole('button', { name: 'Invia il codice via SMS' })).toBeVisible();
    await expect(dialog).toContainText('oppure la password del tuo profilo');
    await expectAccessibleAtBothSizes(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveText(
      /Nessuna passkey è stata aggiunta: per aggiungerne una serve/,
    );
    expect(await device.credentials()).toHaveLength(0);
    // A wrong password opens nothing; the field keeps the focus for another try.
    await page.keyboard.press('Enter');
    await typePasswordAgain(page, 'Sbagliata-2026!');
    await expect(dialog.getByRole('alert')).toHaveText('Password non corretta. Controlla e riprova.');
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await expectAccessible(page);
    expect(await device.credentials()).toHaveLength(0);
    await press(page, dialog.getByRole('button', { name: 'Annulla' }));
    await name.fill('');

    await addPasskey(page, 'Computer di casa', client.password);
    const table = page.getByRole('table', { name: 'Passkey registrate' });
    const row = table.getByRole('row', { name: /Computer di casa/ });
    await expect(row).toContainText('Mai usata');
    await expect(row).toContainText(DATE_TIME);
    expect(await device.credentials()).toMatchObject([{ isResidentCredential: true }]);
    await expectAccessibleAtBothSizes(page);

    await logOut(page);
    await expect(page.getByRole('button', { name: 'Accedi con passkey' })).toBeVisible();
    await expectAccessibleAtBothSizes(page);
    await signInWithPasskey(page);
    // The same post-login flow as a password login: the client's home.
    await expect(page.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    await page.goto('/profilo/passkey');
    await expect(page.getByRole('row', { name: /Computer di casa/ })).toContainText(DATE_TIME);
    await expect(page.getByRole('row', { name: /Computer di casa/ })).not.toContainText('Mai usata');

    // Another browser, on a device that holds no passkey of this site: no way in.
    secondContext = await browser.newContext();
    const other = await secondContext.newPage();
    await addAuthenticator(other);
    await other.goto('/login');
    await signInWithPasskey(other);
    await expect(other.getByRole('alert')).toHaveText(
      'Accesso con passkey annullato o non riuscito. Riprova, oppure accedi con User ID e password.',
    );
    await expect(other).toHaveURL(/\/login$/);
    expect(await other.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await expectAccessibleAtBothSizes(other);
  });

  test("the profile's accesses list every passkey with when it was added, and lead to where it is removed", async ({
    page,
    loginAs,
  }) => {
    test.slow();
    await addAuthenticator(page);
    await loginAs(client.userCode, client.password);
    await page.goto('/profilo/sicurezza');
    const accesses = page.getByRole('region', { name: 'Accessi recenti' });
    await expect(accesses.getByRole('heading', { level: 3, name: 'Passkey del tuo account' })).toBeVisible();
    await expect(accesses).toContainText('Nessuna passkey è stata aggiunta al tuo account.');

    // Added at /profilo/passkey, reached from the accesses (the profile's list read before, in the cache).
    await press(page, accesses.getByRole('link', { name: 'Gestisci le passkey' }));
    await expect(page).toHaveURL(/\/profilo\/passkey$/);
    await addPasskey(page, 'Telefono di Luca', client.password);
    const row = page
      .getByRole('table', { name: 'Passkey registrate' })
      .getByRole('row', { name: /Telefono di Luca/ });
    const added = DATE_TIME.exec((await row.textContent()) ?? '')?.[0];
    expect(added).toBeDefined();

    await press(page, page.getByRole('link', { name: "Torna a Sicurezza dell'accesso" }));
    await expect(page).toHaveURL(/\/profilo\/sicurezza$/);
    const passkeys = accesses.getByRole('list', { name: 'Passkey del tuo account' }).getByRole('listitem');
    await expect(passkeys).toHaveText([`«Telefono di Luca», aggiunta il ${added}`]);
    await expect(accesses).toContainText('Se ne vedi una che non hai aggiunto tu, rimuovila');
    await expectAccessibleAtBothSizes(page);
    await press(page, accesses.getByRole('link', { name: 'Gestisci le passkey' }));
    await expect(page).toHaveURL(/\/profilo\/passkey$/);
  });

  test('several passkeys, one removed after a confirmation; a removed passkey is not recognised', async ({
    page,
    loginAs,
  }) => {
    // Two devices, two removals, axe-core at two widths: more than 30 s when the machine is loaded.
    test.slow();
    const computer = await addAuthenticator(page);
    await loginAs(client.userCode, client.password);
    await page.goto('/profilo/passkey');
    // The first one after the password's step-up; the next ones within its ten minutes ask nothing more.
    await addPasskey(page, 'Telefono di Luca', client.password);
    // One passkey per account on a device: the browser refuses a second, and the page says why.
    await page.getByLabel('Nome della passkey').fill('Ancora lui');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      /Su questo dispositivo c’è già una passkey per il tuo profilo/,
    );
    await page.getByLabel('Nome della passkey').fill('');
    await computer.remove();
    const key = await addAuthenticator(page, 'usb');
    await addPasskey(page, 'Chiave USB (ufficio)');
    const table = page.getByRole('table', { name: 'Passkey registrate' });
    await expect(table.getByRole('row')).toHaveCount(3);

    // Cancelling keeps it, and gives the focus back to its button (at both widths, each checked by axe).
    const remove = page.getByRole('button', { name: 'Rimuovi la passkey Telefono di Luca' });
    for (const size of PHONE_AND_DESKTOP) {
      await page.setViewportSize(size);
      await press(page, remove);
      await expect(page.getByText('Vuoi rimuovere la passkey «Telefono di Luca»?')).toBeFocused();
      await expectAccessible(page);
      await press(page, page.getByRole('button', { name: 'Annulla' }));
      await expect(remove).toBeFocused();
    }
    await expect(table.getByRole('row')).toHaveCount(3);

    await press(page, remove);
    await confirmRemoval(page, 'Telefono di Luca');
    await expect(
      page.getByRole('status').filter({ hasText: 'Passkey «Telefono di Luca» rimossa.' }),
    ).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Chiave USB (ufficio)');

    // Remove the last one too: none left.
    await press(page, page.getByRole('button', { name: 'Rimuovi la passkey Chiave USB (ufficio)' }));
    await confirmRemoval(page, 'Chiave USB (ufficio)');
    await expect(page.getByText('Non hai ancora aggiunto nessuna passkey.')).toBeVisible();
    await expectAccessibleAtBothSizes(page);

    // The key still holds its passkey; the Area Clienti no longer knows it.
    expect(await key.credentials()).toHaveLength(1);
    await logOut(page);
    await signInWithPasskey(page);
    await expect(page.getByRole('alert')).toHaveText(
      'Passkey non riconosciuta: potrebbe essere stata rimossa dal tuo profilo. Accedi con User ID e password.',
    );
    await expect(page).toHaveURL(/\/login$/);
  });
});
