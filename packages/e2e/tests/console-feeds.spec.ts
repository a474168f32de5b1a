import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';

/*
 * Feeds in the browser (issue 21 item 4, docs/decisions/0102): a Superuser uploads the agency's feed from
 * the console, reads the report of a refused one (and downloads it as CSV), then imports a good one and
 * finds both in the history. The feed has ids of its own (E2E-FEED-…) and a company's partita IVA, so no
 * other test's client, search or policy is touched.
 */

const SUPERUSER = '90000001';

const BRANCH = {
  type: 'branch',
  id: 'E2E-FEED-FIL',
  name: 'Filiale del feed',
  bank: 'Banca del feed',
  email: 'feed@example.it',
};
const COMPANY = {
  type: 'client',
  id: 'E2E-FEED-CLI',
  codiceFiscale: '09876543217',
  nome: 'Officine',
  cognome: 'Feed Srl',
  branch: 'E2E-FEED-FIL',
};
const POLICY = {
  type: 'dossier',
  id: 'E2E-FEED-POL',
  client: 'E2E-FEED-CLI',
  numeroPolizza: '99900001',
  prodotto: 'Flotta Aziendale',
  stato: 'ATTIVA',
};

const jsonl = (lines: (object | string)[]) =>
  Buffer.from(
    `${lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n')}\n`,
  );

test.describe('console: feeds', () => {
  test('upload a feed with 3 bad records and read the report (and download the CSV), then a good one and see it in the history', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs(SUPERUSER);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Sezioni della console' })
      .getByRole('link', { name: 'Importa i dati' })
      .click();
    await expect(page).toHaveURL(/\/admin\/feed$/);
    await expect(page.getByRole('heading', { level: 1, name: "Importa i dati dell'agenzia" })).toBeVisible();
    await expectAccessible();

    // No file chosen: said beside the field, which gets the focus back.
    const submit = page.getByRole('button', { name: 'Carica e importa' });
    await submit.focus();
    await page.keyboard.press('Enter');
    const field = page.getByLabel('File del feed (.jsonl o .zip, anche più di uno)');
    await expect(field).toBeFocused();
    await expect(page.getByText('Scegli almeno un file .jsonl o .zip.')).toBeVisible();

    // Three bad records among good ones: nothing is written, every problem is listed.
    await field.setInputFiles({
      name: 'feed-con-errori.jsonl',
      mimeType: 'application/octet-stream',
      buffer: jsonl([
        BRANCH,
        { ...COMPANY, codiceFiscale: 'NONVALIDO' },
        '{"type":"dossier", rotto',
        { ...POLICY, client: 'E2E-FEED-NESSUNO' },
      ]),
    });
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText(
      'Il feed feed-con-errori.jsonl non è stato importato: 3 problemi.',
    );
    const report = page.getByRole('table', { name: 'Rapporto dei problemi' });
    await expect(report.getByRole('row')).toHaveCount(4);
    // Each refusal in Italian, with its file, line, record and field (issue 37, docs/decisions/0156).
    await expect(report.getByRole('columnheader')).toHaveText([
      'File',
      'Riga',
      'Record',
      'Campo',
      'Messaggio',
    ]);
    await expect(report.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      'feed-con-errori.jsonl',
      '2',
      'client E2E-FEED-CLI',
      'codiceFiscale',
      'codice fiscale o partita IVA non valido',
    ]);
    await expect(report.getByRole('row').nth(2).getByRole('cell')).toHaveText([
      'feed-con-errori.jsonl',
      '3',
      '—',
      '—',
      'non è JSON valido',
    ]);
    await expect(report.getByRole('row').nth(3).getByRole('cell')).toHaveText([
      'feed-con-errori.jsonl',
      '4',
      'dossier E2E-FEED-POL',
      'client',
      'polizza senza cliente: il cliente E2E-FEED-NESSUNO non è nel feed né tra i dati già importati, o il feed lo rimuove',
    ]);
    await expectAccessible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica il rapporto (CSV)' }).click();
    const csvFile = await download;
    expect(csvFile.suggestedFilename()).toMatch(/^segnalazioni-import-\d+\.csv$/);
    const csv = (await readFile(await csvFile.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe('file,line,field,why');
    expect(csv.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      'feed-con-errori.jsonl,2,codiceFiscale',
      'feed-con-errori.jsonl,3,',
      'feed-con-errori.jsonl,4,client',
    ]);

    // The good feed: written, its counts per type on screen.
    await field.setInputFiles({
      name: 'feed-buono.jsonl',
      mimeType: 'application/octet-stream',
      buffer: jsonl([BRANCH, COMPANY, POLICY]),
    });
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'è stato importato' })).toContainText(
      'Il feed feed-buono.jsonl è stato importato.',
    );
    const counts = page.getByRole('table', { name: 'Record per tipo' });
    await expect(counts.getByRole('row', { name: /Clienti/ })).toContainText('1');

    // Both in the history, newest first: who, the file, what it did or why it was refused.
    const history = page.getByRole('table', { name: 'Storico degli import' });
    const rows = history.getByRole('row');
    await expect(rows.nth(1)).toContainText('feed-buono.jsonl');
    await expect(rows.nth(1)).toContainText(SUPERUSER);
    await expect(rows.nth(1)).toContainText('Importato');
    await expect(rows.nth(1)).toContainText('Clienti: 1 creati, 0 aggiornati, 0 rimossi, 0 invariati');
    await expect(rows.nth(2)).toContainText('feed-con-errori.jsonl');
    await expect(rows.nth(2)).toContainText('Rifiutato: 3 problemi');
    await expect(
      rows.nth(2).getByRole('button', { name: 'Scarica il rapporto CSV di feed-con-errori.jsonl' }),
    ).toBeVisible();
    await expectAccessible();
    await page.setViewportSize({ width: 390, height: 800 });
    await expectAccessible();
  });

  test('feed files sent one by one in chunks: a dropped chunk resumes, each file on the board (decisions/0159)', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs(SUPERUSER);
    await page.goto('/admin/feed');
    // The first chunk's connection drops once: the page asks where the upload stands and sends it again.
    let dropped = 0;
    let sent = 0;
    await page.route('**/v1/admin/sendFeedChunk', async (route) => {
      if (dropped === 0) {
        dropped += 1;
        await route.abort('connectionreset');
        return;
      }
      sent += 1;
      await route.continue();
    });
    await page.getByLabel('File del feed (.jsonl o .zip, anche più di uno)').setInputFiles([
      {
        name: 'a-filiali.jsonl',
        mimeType: 'application/octet-stream',
        buffer: jsonl([{ ...BRANCH, name: 'Filiale del feed a pezzi' }]),
      },
      {
        name: 'b-clienti.jsonl',
        mimeType: 'application/octet-stream',
        buffer: jsonl([COMPANY, POLICY]),
      },
    ]);
    await page.getByRole('button', { name: 'Carica e importa' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'è stato importato' })).toContainText(
      'Il feed a-filiali.jsonl, b-clienti.jsonl è stato importato.',
    );
    expect([dropped, sent]).toEqual([1, 2]);
    const board = page.getByRole('table', { name: 'Avanzamento dei file' });
    await expect(board.getByRole('row')).toHaveCount(3);
    await expect(board.getByRole('row', { name: /a-filiali\.jsonl/ })).toContainText('Ricevuto');
    await expect(board.getByRole('row', { name: /b-clienti\.jsonl/ })).toContainText('Ricevuto');
    await expect(
      page.getByRole('table', { name: 'Storico degli import' }).getByRole('row').nth(1),
    ).toContainText('a-filiali.jsonl, b-clienti.jsonl');
    await expectAccessible();
  });

  test('a file that is not a feed gets a clear message and writes nothing', async ({ page, loginAs }) => {
    await loginAs(SUPERUSER);
    await page.goto('/admin/feed');
    await page.getByLabel('File del feed (.jsonl o .zip, anche più di uno)').setInputFiles({
      name: 'feed.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('questo non è un archivio zip'),
    });
    await page.getByRole('button', { name: 'Carica e importa' }).click();
    await expect(page.getByRole('alert')).toContainText('Il file non è un archivio .zip leggibile');
    await expect(page.getByRole('region', { name: 'Storico degli import' })).not.toContainText('feed.zip');
  });
});
