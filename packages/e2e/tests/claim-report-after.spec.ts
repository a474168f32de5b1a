import { ClaimReportPath } from '@area-clienti/contract';
import { PHOTO, press } from '../src/claim-report-keys.js';
import { sendDamageReport } from './claim-report-api.js';
import { emailCount, expect, nextEmail, test } from './fixtures.js';
import { call } from './staff.js';

/**
 * After a claim report is sent (issue 34, items 6 and 7; decisions/0140), on a phone's width: the branch
 * writes to the client and asks for a document from the console; the client is e-mailed only that there is
 * news, reads the message on the report's page, answers, uploads the requested document and adds a photo.
 * axe-core on each screen.
 */
test.use({ viewport: { width: 390, height: 844 } });

const SUPERUSER = '90000001';
const NEWS = 'Novità sulla tua denuncia di sinistro';

test('the branch writes and asks for a document; the client reads, answers and uploads it', async ({
  page,
  loginAs,
  freshClient,
  expectAccessible,
}) => {
  test.slow();
  const client = await freshClient({ like: 'mario', newIdentity: true });
  const clientToken = await loginAs(client.userCode);
  const reportId = await sendDamageReport(page, client, clientToken);
  // The copy of the FEA terms and the signed report reach the client first (queued): news is counted after them.
  await nextEmail(client.email, 1);
  const mails = await emailCount(client.email);

  // The console: the report's page opened from the list, a message, then a request for a document.
  await loginAs(SUPERUSER);
  await page.goto('/admin/denunce');
  // Its own row: the client's policy numbers are new (newIdentity), so no other test's report matches.
  const row = page.locator('.console-result', { hasText: `Polizza: ${client.policyNumber('20040050')}` });
  await expect(row).toHaveCount(1);
  await press(row.getByRole('link', { name: /^Apri la denuncia/ }), 'Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/denunce/${reportId}$`));
  const first = page.getByRole('main');
  await expect(first.getByText('Nessun messaggio.')).toBeVisible();
  await first.getByLabel('Messaggio al cliente').fill('Buongiorno, il perito la chiamerà entro venerdì.');
  await press(first.getByRole('button', { name: 'Invia al cliente' }));
  await expect(first.getByRole('status').filter({ hasText: 'Messaggio inviato' })).toBeVisible();
  await first.getByLabel('Quali documenti servono').fill('La foto del pavimento danneggiato');
  await press(first.getByRole('button', { name: 'Chiedi i documenti' }));
  await expect(first.getByText('Richiesta inviata')).toBeVisible();
  await expect(first.getByText('(Richiesta aperta)')).toBeVisible();
  await expectAccessible();

  // The client's e-mail says there is news and where, nothing else: no name, policy, tax code, text.
  const mail = await nextEmail(client.email, mails);
  expect(mail.subject).toBe(NEWS);
  expect(mail.text).toContain(`/denuncia-sinistro/${reportId}`);
  for (const data of [
    client.policyNumber('20040050'),
    client.codiceFiscale,
    'Rossi',
    'Mario',
    'perito',
    'pavimento',
  ]) {
    expect(`${mail.subject}\n${mail.text}`).not.toContain(data);
  }

  // The client's page, opened from the e-mail's own link (the web's route of a report, not a 404): the
  // branch's message and its open request.
  await loginAs(client.userCode);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 2, name: 'Messaggi con l’agenzia' })).toBeVisible();
  await expect(page.getByText('Buongiorno, il perito la chiamerà entro venerdì.')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Documenti richiesti dall’agenzia' }),
  ).toBeVisible();
  await expect(page.getByText('Nuovo messaggio dall’agenzia')).toBeVisible();
  await expectAccessible();

  // An answer: a bad one first (only blanks), then a real one.
  const box = page.getByLabel('Il tuo messaggio');
  await box.fill('   ');
  await press(page.getByRole('button', { name: 'Invia il messaggio' }));
  await expect(page.getByRole('alert')).toContainText('Scrivi un testo da 1 a 2000 caratteri');
  await box.fill('Grazie, sono disponibile tutte le mattine.');
  await press(page.getByRole('button', { name: 'Invia il messaggio' }));
  await expect(page.getByRole('status').filter({ hasText: 'Messaggio inviato.' })).toBeVisible();
  await expect(page.locator('.claim-thread__list li')).toHaveCount(3);

  // The requested document, through the request's own file input (opened with the keyboard).
  const chooser = page.waitForEvent('filechooser');
  await press(page.getByLabel('Carica il documento richiesto: La foto del pavimento danneggiato'), 'Space');
  await (await chooser).setFiles({ name: 'pavimento.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByText('Inviato:')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Altro documento: pavimento.jpg').first()).toBeVisible();

  // A file that is neither a photo nor a PDF: refused, and said why in Italian.
  const wrong = page.waitForEvent('filechooser');
  await press(page.getByLabel('Scegli il file da aggiungere'), 'Space');
  await (await wrong).setFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('nota') });
  await expect(page.getByRole('alert')).toContainText('nota.txt: Puoi allegare foto JPEG, PNG, WebP o HEIC');
  await expectAccessible();

  // One more photo, chosen by kind.
  await page.getByLabel('Che documento è').selectOption('otherPhoto');
  const second = page.waitForEvent('filechooser');
  await press(page.getByLabel('Scegli il file da aggiungere'), 'Space');
  await (await second).setFiles({ name: 'cucina.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.locator('.claim-later__list li')).toHaveCount(2, { timeout: 20_000 });
  await expect(page.locator('.claim-later__list')).toContainText('Altra foto: cucina.jpg');
  await expectAccessible();

  // The branch sees the answer and the request fulfilled; the agency's feed lists both files with their hash.
  const admin = await loginAs(SUPERUSER);
  const thread = await call(page, ClaimReportPath.getStaffClaimReportThread, admin, { reportId });
  const messages = ((await thread.json()) as { messages: { author: string; fulfilledAt: string | null }[] })
    .messages;
  expect(messages.map((m) => m.author)).toEqual(['branch', 'branch', 'client']);
  expect(messages[1]?.fulfilledAt).not.toBeNull();
  const feed = await call(page, ClaimReportPath.getClaimReportFeed, admin, { since: 0 });
  const line = (await feed.text())
    .split('\n')
    .filter(Boolean)
    .map((row) => JSON.parse(row) as { reportId: string; files: { sha256: string; laterKind: string }[] })
    .find((row) => row.reportId === reportId);
  expect(line?.files.map((f) => f.laterKind)).toEqual(['other', 'otherPhoto']);
  for (const file of line?.files ?? []) expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);

  // The desk: the client's answer waits for the branch, marked in the list (found by its filter, keyboard
  // only) and on the report's page, until the branch writes back.
  await page.goto('/admin/denunce');
  const filters = page.getByRole('form', { name: 'Filtra le denunce' });
  await press(filters.getByLabel('Solo con messaggi del cliente da leggere'), 'Space');
  await press(filters.getByRole('button', { name: 'Filtra' }));
  const waiting = page.locator('.console-result', { hasText: `Polizza: ${client.policyNumber('20040050')}` });
  await expect(waiting).toContainText('Messaggi del cliente da leggere');
  await expectAccessible();
  await press(waiting.getByRole('link', { name: /^Apri la denuncia/ }));
  const desk = page.getByRole('main');
  await expect(desk.getByText(/Il cliente ha scritto il \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expectAccessible();
  await desk.getByLabel('Messaggio al cliente').fill('Ricevuto, grazie.');
  await press(desk.getByRole('button', { name: 'Invia al cliente' }));
  await expect(desk.getByRole('status').filter({ hasText: 'Messaggio inviato' })).toBeVisible();
  await expect(desk.getByText(/Il cliente ha scritto il/)).toHaveCount(0);
  await press(page.getByRole('link', { name: 'Torna alle denunce' }));
  const after = page.getByRole('form', { name: 'Filtra le denunce' });
  await press(after.getByLabel('Solo con messaggi del cliente da leggere'), 'Space');
  await press(after.getByRole('button', { name: 'Filtra' }));
  // The filtered list read (its count shown), without the report.
  await expect(page.getByText(/^(Nessuna denuncia|\d+ denunc[ae])/)).toBeVisible();
  await expect(waiting).toHaveCount(0);
});
