import { ClaimReportPath } from '@area-clienti/contract';
import type { Page } from '@playwright/test';
import { sendDamageReport } from './claim-report-api.js';
import { emailCount, expect, expectAccessibleAtBothSizes, nextEmail, test } from './fixtures.js';

/*
 * Requests are cases (issue 35 item 1, docs/decisions/0143): a request sent from /contatti gets its number at
 * once and in an e-mail copy, is listed in "Le tue richieste", the branch's answer shows as a badge, opening
 * it reads it, and the client replies — the request and the reply by keyboard only.
 */

const SUPERUSER = '90000001';

const staffCall = (page: Page, path: string, token: string, data: object) =>
  page.request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });

test('a request: its number at once, the list, the branch answers, the badge, read, the reply', async ({
  page,
  loginAs,
  freshClient,
}) => {
  // Five pages and states, each checked by axe-core at two widths, on a machine shared by many.
  test.setTimeout(300_000);
  const admin = await loginAs(SUPERUSER);
  const client = await freshClient({ like: 'mario' });
  await loginAs(client.userCode);
  const copies = await emailCount(client.email);

  // The request, by keyboard: the subject chosen with the arrows, the message typed, sent with Enter.
  await page.goto('/contatti');
  await expect(page.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();
  await page.getByLabel('Argomento').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Argomento')).toHaveValue('1');
  await page.getByLabel('Messaggio').focus();
  const question = 'Posso aggiungere mia figlia alla polizza auto?';
  await page.keyboard.type(question);
  await page.getByRole('button', { name: 'Invia la richiesta' }).focus();
  await page.keyboard.press('Enter');
  const done = page.getByRole('status').filter({ hasText: 'Richiesta inviata' });
  await expect(done).toContainText(/Numero della richiesta: R-\d{4}-\d{6}/);
  const numero = ((await done.textContent()) ?? '').match(/R-\d{4}-\d{6}/)?.[0] ?? '';
  await expectAccessibleAtBothSizes(page);

  // The copy: the number, the subject and the link, not the message nor the name.
  const copy = await nextEmail(client.email, copies);
  expect(copy.subject).toBe(`Area Clienti: abbiamo ricevuto la tua richiesta ${numero}`);
  expect(copy.text).toContain(`/richieste/${numero}`);
  expect(copy.text).not.toContain(question);
  expect(copy.text).not.toContain('Rossi');

  // "Le tue richieste" from the menu, by keyboard.
  const menu = page.getByRole('navigation', { name: 'Navigazione principale' });
  await menu.getByRole('link', { name: /^Richieste/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/richieste$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Le tue richieste' })).toBeVisible();
  const entry = page.locator('.request-entry').filter({ hasText: numero });
  await expect(entry).toContainText('Informazioni generali');
  await expect(entry).toContainText('Inviata');
  await expectAccessibleAtBothSizes(page);

  // The branch takes it and answers (the console's calls).
  const [request] = (await (await staffCall(page, '/v1/admin/getInbox', admin, {})).json()).requests as {
    id: number;
  }[];
  const id = request?.id as number;
  expect((await staffCall(page, '/v1/admin/takeInboxRequest', admin, { id })).status()).toBe(200);
  const answer = 'Sì: ci mandi la sua patente e la aggiungiamo dal prossimo mese.';
  expect((await staffCall(page, '/v1/admin/answerInboxRequest', admin, { id, text: answer })).status()).toBe(
    200,
  );
  const notice = await nextEmail(client.email, copies + 1);
  expect(notice.subject).toBe(`Area Clienti: nuova risposta alla tua richiesta ${numero}`);
  expect(notice.text).not.toContain(answer);

  // The badge in the menu and on the entry.
  await page.reload();
  await expect(menu.getByRole('link', { name: /^Richieste\s*1 risposta da leggere$/ })).toBeVisible();
  await expect(entry).toContainText('Risposta');
  await expect(entry).toContainText('1 nuova risposta');
  await expectAccessibleAtBothSizes(page);

  // Opened: the answer read, the badge gone.
  await entry.getByRole('link', { name: 'Informazioni generali' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/richieste/${numero}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Richiesta ${numero}` })).toBeVisible();
  await expect(page.getByText(question)).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Richieste', exact: true })).toBeVisible();
  await expectAccessibleAtBothSizes(page);

  // The reply, by keyboard: an empty one is refused on the page, then typed and sent.
  await page.getByRole('button', { name: 'Invia la risposta' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Scrivi il messaggio da inviare.')).toBeVisible();
  await expect(page.getByLabel('Rispondi alla filiale')).toBeFocused();
  const reply = 'Grazie, la porto in filiale domani mattina.';
  await page.keyboard.type(reply);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Risposta inviata alla filiale.' })).toBeVisible();
  await expect(page.locator('.request-message--client')).toContainText(reply);
  await expect(page.getByText('Presa in carico', { exact: true })).toBeVisible();
  await expectAccessibleAtBothSizes(page);

  // The branch sees it in the thread, the request back in its hands.
  const thread = await (await staffCall(page, '/v1/admin/getInboxThread', admin, { id })).json();
  expect(thread.messages.map((m: { author: string }) => m.author)).toEqual(['branch', 'client']);
});

test("another client's request number answers like a missing one: the not-found page", async ({
  page,
  loginAs,
  freshClient,
}) => {
  const mario = await freshClient({ like: 'mario' });
  const marioToken = await loginAs(mario.userCode);
  const sent = await page.request.post('/v1/data/formContatti', {
    data: { oggetto: '1', testo: 'Una domanda.' },
    headers: { Authorization: `Bearer ${marioToken}` },
  });
  const { numero } = (await sent.json()) as { numero: string };
  const other = await freshClient({ like: 'mario' });
  await loginAs(other.userCode);
  await page.goto(`/richieste/${numero}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await page.goto('/richieste/R-2026-999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
});

test("a claim report sent is listed among 'Le tue richieste' with its policy, answered once the branch writes", async ({
  page,
  loginAs,
  freshClient,
}) => {
  // Two states of the list, each checked by axe-core at two widths, and the report signed with its SMS code.
  test.slow();
  const admin = await loginAs(SUPERUSER);
  // Its own policy numbers (newIdentity): the entry is this test's report.
  const client = await freshClient({ like: 'mario', newIdentity: true });
  const token = await loginAs(client.userCode);
  const reportId = await sendDamageReport(page, client, token);

  await page.goto('/richieste');
  await expect(page.getByRole('heading', { level: 1, name: 'Le tue richieste' })).toBeVisible();
  const entry = page.locator('.request-entry').filter({ hasText: 'Denuncia di sinistro' });
  await expect(entry).toHaveCount(1);
  // Its state beside its title ("Inviata il", its date's label, is in every entry).
  const head = entry.locator('.request-entry__head');
  await expect(head).toHaveText(/^Denuncia di sinistro\s+Inviata\s*$/);
  await expect(entry).toContainText(`Polizza${client.policyNumber('20040050')}`);
  // A report has its own page, not a request's number.
  await expect(entry).not.toContainText('Numero');
  await expectAccessibleAtBothSizes(page);

  // The branch writes on the report (the console's call): the entry reads "Risposta".
  const wrote = await staffCall(page, ClaimReportPath.postStaffClaimReportMessage, admin, {
    reportId,
    text: 'Buongiorno, il perito la chiamerà entro venerdì.',
  });
  expect(wrote.status(), await wrote.text()).toBe(200);
  await page.reload();
  await expect(head).toHaveText(/^Denuncia di sinistro\s+Risposta\s*$/);
  await expectAccessibleAtBothSizes(page);

  // Its link opens the report's own page, where the branch's message is.
  await entry.getByRole('link', { name: 'Denuncia di sinistro' }).click();
  await expect(page).toHaveURL(new RegExp(`/denuncia-sinistro/${reportId}$`));
  await expect(page.getByText('Buongiorno, il perito la chiamerà entro venerdì.')).toBeVisible();
});
