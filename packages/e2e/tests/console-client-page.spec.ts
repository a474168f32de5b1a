import { randomUUID } from 'node:crypto';
import { expect, expectAccessibleAtBothSizes, test } from './fixtures.js';

/*
 * The console's page of one client (issue 37 item 6, docs/decisions/0158): the branch, every policy with its
 * main data, its documents (each opened), and the client's requests, each a link to the inbox's page of it;
 * by keyboard, and accessible at a phone's and a desktop's width.
 */

const SUPERUSER = '90000001';

test("the client's page shows the branch, every policy and the requests, which open in the inbox", async ({
  page,
  loginAs,
  freshClient,
}) => {
  test.slow();
  const tag = randomUUID().slice(0, 8);
  const branch = { id: `FIL-${tag}`, name: `Filiale Pagina ${tag}` };
  const client = await freshClient({ like: 'mario', branch });
  const token = await loginAs(client.userCode);
  const sent = await page.request.post('/v1/data/formContatti', {
    data: { oggetto: '1', testo: `Una domanda dalla pagina del cliente (${tag})` },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(sent.status()).toBe(200);
  const { numero } = (await sent.json()) as { numero: string };

  const admin = await loginAs(SUPERUSER);
  const file = await page.request.post('/v1/admin/getClientFile', {
    data: { clientId: client.agencyId },
    headers: { Authorization: `Bearer ${admin}` },
  });
  const { polizze } = (await file.json()) as { polizze: { numeroPolizza: string }[] };
  expect(polizze.map((p) => p.numeroPolizza)).toContain(client.policyNumber('10020030'));
  await page.goto(`/admin/clienti/${client.agencyId}`);
  const anagrafica = page.getByRole('region', { name: 'Anagrafica' });
  await expect(anagrafica).toContainText(branch.name);

  const policies = page.getByRole('region', { name: 'Polizze' });
  for (const header of ['Numero', 'Prodotto', 'Stato', 'Decorrenza', 'Scadenza', 'Premio']) {
    await expect(policies.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  // Every policy of the client's, as the area shows them to the client.
  await expect(policies.getByRole('row')).toHaveCount(1 + polizze.length);
  for (const { numeroPolizza } of polizze) await expect(policies).toContainText(numeroPolizza);

  await expect(page.getByRole('region', { name: 'Denunce di sinistro' })).toContainText('Nessuno.');
  const requests = page.getByRole('region', { name: 'Richieste di contatto' });
  const link = requests.getByRole('link', { name: `Apri la richiesta ${numero}` });
  await expect(requests.getByRole('row').filter({ hasText: numero })).toContainText('Nuova');
  // The documents, paged by the server, each opened as the client would (a download).
  const documents = page.getByRole('region', { name: 'Documenti' });
  const first = documents.getByRole('button', { name: /^Apri il documento / }).first();
  await expect(first).toBeVisible();
  await expectAccessibleAtBothSizes(page);
  await first.focus();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/richieste\/\d+$/);
  await expect(page.getByText(`Una domanda dalla pagina del cliente (${tag})`)).toBeVisible();
});
