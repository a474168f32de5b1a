import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test } from './fixtures.js';

/*
 * Issue 11 item 3: the home's 'In evidenza' and each policy at a glance, for the demo client on 22/11/2026
 * (the E2E server's CLOCK_TODAY), and the due dates in the client's calendar: the .ics download, and the
 * private subscription address made, read, replaced and revoked.
 */

const MARIO = '10000001';

/** The events of an iCalendar file as a calendar application reads them: "date summary". */
function eventsOf(ics: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    expect(event.startDate.isDate).toBe(true);
    return `${event.startDate.toString()} ${event.summary}`;
  });
}

test.describe('at a glance', () => {
  test('Mario sees the unpaid instalment and the expiring motor policy first, and reaches his branch about it', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs(MARIO);
    await page.goto('/');
    const area = page.getByRole('region', { name: 'In evidenza' });
    await expect(area).toBeVisible();
    const items = area.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Auto Sicura n. 10020030');
    await expect(items.nth(0)).toContainText(
      'Rata non pagata: Rata 14 - 11/2026, 48,50 €. Era da pagare entro il 05/11/2026.',
    );
    await expect(items.nth(1)).toContainText('Scade tra 9 giorni, il 01/12/2026.');
    // It comes before the policies.
    const areaBox = await area.boundingBox();
    const firstCard = await page.locator('.dossier-card').first().boundingBox();
    expect(areaBox && firstCard && areaBox.y < firstCard.y).toBe(true);

    // Each policy card says what matters now.
    const motorCard = page.getByRole('article').filter({ hasText: '10020030' });
    await expect(motorCard).toContainText('Scade tra 9 giorni');
    await expect(motorCard).toContainText('Prossimo pagamento05/12/2026, 48,50 €');
    await expect(motorCard).toContainText('Rata 14 - 11/2026, 48,50 €: scaduta il 05/11/2026');
    await expect(page.getByRole('article').filter({ hasText: '20040050' })).toContainText(
      'Prossimo pagamento15/03/2027, 310,40 €',
    );
    await expectAccessible();

    // The way forward, by keyboard: the branch request about that policy, with its reason (decisions/0105).
    await expect(items.nth(1).getByRole('link', { name: 'Rinnova la polizza n. 10020030' })).toHaveAttribute(
      'href',
      '/contatti?dossier=10020030&motivo=rinnova',
    );
    // No payment provider on this server: the instalment's way is the branch, and its link says so (issue 36).
    const pay = items.nth(0).getByRole('link', {
      name: 'Chiedi alla filiale come pagare la rata della polizza n. 10020030',
    });
    await pay.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contatti\?dossier=10020030&motivo=pagaRata&importo=48\.50$/);
    await expect(page.getByRole('region', { name: 'La tua richiesta' })).toContainText(
      'Pagamento della rata',
    );
    await expectAccessible();

    await page.goBack();
    await area.getByRole('link', { name: 'Vedi polizza n. 10020030' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auto Sicura' })).toBeVisible();
  });

  test('the due dates download as an .ics file a calendar reads', async ({ page, loginAs }) => {
    await loginAs(MARIO);
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Le scadenze nel tuo calendario' });
    const downloadPromise = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Scarica il calendario (.ics)' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('scadenze-area-clienti.ics');
    const events = eventsOf(await readFile(await download.path(), 'utf8'));
    expect(events).toEqual(
      expect.arrayContaining([
        '2026-11-05 Rata da pagare - Auto Sicura n. 10020030',
        '2026-12-01 Scadenza polizza - Auto Sicura n. 10020030',
        '2026-12-05 Pagamento - Auto Sicura n. 10020030',
        '2027-03-15 Pagamento - Casa Serena n. 20040050',
      ]),
    );
  });

  test('the subscription address is made, copied, read by a calendar, and revoked', async ({
    page,
    context,
    loginAs,
    expectAccessible,
    freshClient,
  }) => {
    // The subscription is made on the test's own copy of Mario (src/factory.ts), whatever ran before.
    const mario = await freshClient({ like: 'mario' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAs(mario.userCode);
    await page.goto('/');
    const feed = page.getByRole('region', { name: 'Abbonamento al calendario' });
    const manage = feed.getByRole('button', { name: "Gestisci l'abbonamento" });
    await expect(manage).toHaveAttribute('aria-expanded', 'false');
    await manage.click();
    await expect(manage).toHaveAttribute('aria-expanded', 'true');
    await feed.getByRole('button', { name: "Crea l'indirizzo di abbonamento" }).click();
    const address = feed.getByLabel('Indirizzo di abbonamento');
    await expect(address).toHaveValue(/\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await address.inputValue();
    await expect(feed).toContainText('non potremo mostrarlo di nuovo');
    await expect(feed.getByRole('link', { name: 'Apri nel calendario' })).toHaveAttribute(
      'href',
      url.replace(/^http:/, 'webcal:'),
    );
    await feed.getByRole('button', { name: "Copia l'indirizzo" }).click();
    await expect(feed.getByRole('status')).toHaveText('Indirizzo copiato.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectAccessible();

    // A calendar application reads it with no session.
    const read = await page.request.get(url, { headers: { authorization: '' } });
    expect(read.status()).toBe(200);
    expect(eventsOf(await read.text())).toContain('2026-12-01 Scadenza polizza - Auto Sicura n. 10020030');

    // Back on the home later: the address is active, but no longer shown.
    await page.reload();
    await manage.click();
    await expect(feed).toContainText('Hai un indirizzo di abbonamento attivo, creato il');
    await expect(feed.getByLabel('Indirizzo di abbonamento')).toHaveCount(0);
    const revoke = feed.getByRole('button', { name: "Revoca l'indirizzo" });
    await revoke.focus();
    await page.keyboard.press('Enter');
    await expect(feed.getByRole('status').filter({ hasText: 'revocato' })).toBeVisible();
    await expect(feed.getByRole('button', { name: "Crea l'indirizzo di abbonamento" })).toBeVisible();
    expect((await page.request.get(url)).status()).toBe(404);
    await expectAccessible();
  });
});
