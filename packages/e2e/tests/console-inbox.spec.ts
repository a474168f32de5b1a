import type { Page } from '@playwright/test';
import { emailCount, expect, nextEmail, test } from './fixtures.js';

/*
 * The agency's inbox (issue 21 item 6, docs/decisions/0104) and the requests with a reason the client's
 * actions open (docs/decisions/0105). Each test writes as a client of its own (src/factory.ts).
 */

const SUPERUSER = '90000001';

interface InboxRow {
  id: number;
  from: string;
  subject: string;
  reason: string | null;
  polizza: string | null;
  importo: number | null;
  callback: string | null;
  state: string;
}

/** The newest requests, as the console reads them (getInbox), with the Superuser's session in the page. */
async function newestRequests(page: Page, token: string): Promise<InboxRow[]> {
  const reply = await page.request.post('/v1/admin/getInbox', {
    data: {},
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await reply.json()) as { requests: InboxRow[] }).requests;
}

test.describe('the inbox', () => {
  test('take, answer and close a contact request and read the answer in the test mailbox', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    // A client's request, then the console's two pages with four acts and five accessibility checks.
    test.slow();
    const client = await freshClient({ like: 'mario' });
    const question = `Posso pagare con bonifico? (${client.userCode})`;
    const token = await loginAs(client.userCode);
    const sent = await page.request.post('/v1/data/formContatti', {
      data: { oggetto: '1', testo: question },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(sent.status()).toBe(200);
    const { numero } = (await sent.json()) as { numero: string };

    const admin = await loginAs(SUPERUSER);
    const [request] = await newestRequests(page, admin);
    expect(request?.subject).toBe('Informazioni generali');
    const id = request?.id as number;

    await page.goto('/admin');
    const sections = page.getByRole('navigation', { name: 'Sezioni della console' });
    await sections.getByRole('link', { name: 'Richieste' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/richieste$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Richieste di contatto' })).toBeVisible();
    // Only the new ones, by the filter.
    await page.getByLabel('Stato').selectOption('new');
    await page.getByRole('button', { name: 'Filtra' }).click();
    await expect(page).toHaveURL(/stato=new/);
    const row = page.locator('.console-result').filter({ hasText: `Richiesta n. ${id}:` });
    await expect(row).toContainText('Nuova');
    await expect(row).toContainText('Presa in carico da: nessuno');
    await expectAccessible();

    await row.getByRole('link', { name: `Richiesta n. ${id}: Informazioni generali` }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/richieste/${id}$`));
    await expect(page.getByText(question)).toBeVisible();
    await expectAccessible();

    await page.getByRole('button', { name: 'Prendi in carico' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Richiesta presa in carico.' })).toBeVisible();
    await expect(page.getByText(`Presa in carico da: ${SUPERUSER}`)).toBeVisible();
    const note = 'Cliente da richiamare se non legge la posta.';
    await page.getByLabel('Nota interna').fill(note);
    await page.getByRole('button', { name: 'Salva la nota' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Nota salvata.' })).toBeVisible();
    // The notes are a list, each with its author and time (decisions/0117); the box is ready for the next.
    const notes = page.getByRole('list').filter({ hasText: note });
    await expect(notes.getByRole('listitem')).toHaveCount(1);
    await expect(notes).toContainText(`da ${SUPERUSER}.`);
    await expect(page.getByLabel('Nota interna')).toHaveValue('');
    await page.getByLabel('Nota interna').fill('Seconda nota: preferisce la mattina.');
    await page.getByRole('button', { name: 'Salva la nota' }).click();
    await expect(page.getByRole('list').filter({ hasText: note }).getByRole('listitem')).toHaveCount(2);

    // Given back to the inbox (new again, audited), then taken again.
    await page.getByRole('button', { name: 'Rilascia la richiesta' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Richiesta rilasciata: torna tra le nuove.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Prendi in carico' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rilascia la richiesta' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Prendi in carico' }).click();
    await expect(page.getByText(`Presa in carico da: ${SUPERUSER}`)).toBeVisible();

    // A blank answer is refused on the page, before any call.
    await page.getByRole('button', { name: 'Invia la risposta' }).click();
    await expect(page.getByText('Scrivi la risposta.')).toBeVisible();
    const answer = 'Sì, può pagare con bonifico: le coordinate sono nel suo contratto.';
    const box = page.getByLabel('Risposta al cliente');
    await box.focus();
    await page.keyboard.type(answer);
    const before = await emailCount(client.email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Risposta inviata al cliente.' })).toBeVisible();
    // A client of the area is told where to read it, not what it says (docs/decisions/0143).
    const mail = await nextEmail(client.email, before);
    expect(mail?.subject).toBe(`Area Clienti: nuova risposta alla tua richiesta ${numero}`);
    expect(mail?.text).not.toContain(answer);
    expect(mail?.text).not.toContain(note);
    await expect(page.getByText(answer)).toBeVisible();
    await expectAccessible();

    await page.getByRole('button', { name: 'Chiudi la richiesta' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Richiesta chiusa.' })).toBeVisible();
    await expect(page.getByText(/^Chiusa il .* da 90000001\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Prendi in carico' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chiudi la richiesta' })).toHaveCount(0);
    await expectAccessible();
    expect((await newestRequests(page, admin)).find((r) => r.id === id)?.state).toBe('closed');
  });

  test("the client's 'Paga la rata' from the home opens the request filled in; the inbox shows its reason", async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    // The client's home and form, then the console's page: two documents, four accessibility checks.
    test.slow();
    const client = await freshClient({ like: 'mario' });
    const policy = client.policyNumber('10020030');
    await loginAs(client.userCode);
    await page.goto('/');
    const area = page.getByRole('region', { name: 'In evidenza' });
    // No payment provider on this server: the link writes to the branch, and says so (issue 36).
    await area
      .getByRole('link', { name: `Chiedi alla filiale come pagare la rata della polizza n. ${policy}` })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`/contatti\\?dossier=${policy}&motivo=pagaRata&importo=48\\.50$`),
    );
    const summary = page.getByRole('region', { name: 'La tua richiesta' });
    await expect(summary).toContainText('MotivoPagamento della rata');
    await expect(summary).toContainText(`Auto Sicura n. ${policy}`);
    await expect(summary).toContainText('48,50 €');
    await expect(summary).toContainText(/Preferisci chiamare\? .*: tel\. /);
    // The amount as Italian formats it: a no-break space before the euro sign.
    await expect(page.getByLabel('Messaggio (facoltativo)')).toHaveValue(
      `Vorrei pagare la rata di 48,50\u00a0€ della polizza Auto Sicura n. ${policy} (targa GA123BC).`,
    );
    await expectAccessible();

    // The call-back slot, by keyboard: from the default, the arrows move between the radios.
    const slots = page.getByRole('group', { name: 'Quando preferisci essere richiamato?' });
    await expect(slots.getByLabel('In qualsiasi orario di apertura')).toBeChecked();
    await slots.getByLabel('In mattinata (9-13)').focus();
    await page.keyboard.press('ArrowDown');
    await expect(slots.getByLabel('Nel pomeriggio (14-18)')).toBeChecked();
    await page.getByRole('button', { name: 'Invia la richiesta' }).click();
    await expect(page.getByRole('heading', { name: 'Richiesta inviata' })).toBeVisible();
    await expectAccessible();

    const admin = await loginAs(SUPERUSER);
    const mine = (await newestRequests(page, admin)).find((r) => r.polizza === policy && r.reason);
    expect(mine).toMatchObject({
      reason: 'pagaRata',
      subject: 'Pagamento della rata',
      importo: 48.5,
      callback: 'pomeriggio',
      state: 'new',
    });
    await page.goto(`/admin/richieste/${mine?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Richiesta n. ${mine?.id}: Pagamento della rata`,
    );
    await expect(page.getByText(`Polizza: ${policy}`)).toBeVisible();
    await expect(page.getByText('Importo: 48,50 €')).toBeVisible();
    await expect(page.getByText('Richiamare: Nel pomeriggio (14-18)')).toBeVisible();
    await expectAccessible();
  });
});
