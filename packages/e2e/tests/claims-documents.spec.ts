import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';

test.describe('claims', () => {
  test('the list shows the claims; the detail shows details, status colour and referenti', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs('10000001');
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Sinistri' }).click();
    await expect(page).toHaveURL(/\/sinistri$/);
    await expect(page.getByRole('heading', { name: 'I tuoi sinistri' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Collisione in via Nomentana');
    await expect(page.getByRole('main')).toContainText('Rottura del parabrezza');
    await expectAccessible();

    await page.getByRole('link', { name: /2026\/RC\/004571/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Collisione in via Nomentana' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dettagli sinistro' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Referenti' })).toBeVisible();
    const main = page.getByRole('main');
    for (const label of [
      'Data sinistro',
      'Data apertura',
      'Numero polizza',
      'Stato',
      'Evento',
      'Numero sinistro',
      'Operazione',
    ]) {
      await expect(main.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(main).toContainText('14/09/2026');
    await expect(main).toContainText('Roma, via Nomentana 210'); // an extra detail of the agency
    await expect(main).toContainText('Ferri');
    await expect(main).toContainText('06 5551234');
    // A claim under review (state 2) is tagged neutral, not as an error; a closed-positive one (5) as a
    // success (decisions/0057).
    const underReview = main
      .locator('.badge, .chip, [class*="status"]')
      .filter({ hasText: 'In istruttoria' })
      .first();
    await expect(underReview).toHaveClass(/neutral/);
    await expect(underReview).not.toHaveClass(/danger|error/);
    // The claim's own documents, and a way to its policy.
    const documents = page.getByRole('region', { name: 'Documenti del sinistro' });
    await expect(documents.getByRole('button', { name: 'Scarica Denuncia di sinistro.pdf' })).toBeVisible();
    await expectAccessible();
    await main.getByRole('link', { name: 'Vai alla polizza 10020030' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auto Sicura' })).toBeVisible();
    await page.goBack();

    await page.goBack();
    await page.getByRole('link', { name: /2025\/CR\/009120/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rottura del parabrezza' })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .locator('.badge, .chip, [class*="status"]')
        .filter({ hasText: 'Chiuso' })
        .first(),
    ).toHaveClass(/success/);
  });

  test('a client without claims sees the empty state with a link back to the policies', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs('10000003');
    await page.goto('/sinistri');
    await expect(page.getByText('Sembra che non siano presenti sinistri')).toBeVisible();
    await expectAccessible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /polizze/i })
      .click();
    await expect(page.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();
  });

  test("another client's claim is shown as not found", async ({ page, loginAs }) => {
    await loginAs('10000003');
    await page.goto('/sinistro/1');
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  });
});

test.describe('documents', () => {
  test('each document links to its policy and downloads as a real PDF file', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    await loginAs('10000001');
    await page.goto('/documenti');
    await expect(page.getByRole('heading', { name: 'I tuoi documenti' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('row')).toHaveCount(7); // header + 6
    await expectAccessible();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica Estratto conto annuale 2025.pdf' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('Estratto conto annuale 2025.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('Multiramo Equilibrio');

    await page.getByRole('link', { name: 'Vai alla polizza 30060070' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Multiramo Equilibrio' })).toBeVisible();
  });
});

test.describe('products', () => {
  test('the catalogue shows 15 products in 6 groups', async ({ page, loginAs, expectAccessible }) => {
    await loginAs('10000001');
    await page.goto('/prodotti');
    await expect(page.getByRole('heading', { level: 1, name: 'I nostri prodotti' })).toBeVisible();
    const main = page.getByRole('main');
    for (const title of ['Pensione Domani', 'Auto Sicura', 'Tutela Legale', 'Salute Più', 'Key Man']) {
      await expect(main.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(main.getByRole('article')).toHaveCount(15);
    for (const group of [
      'Previdenza',
      'Investimento',
      'Imprese',
      'Auto - mobilità',
      'Persona',
      'Patrimonio',
    ]) {
      await expect(main.getByText(group, { exact: true }).first()).toBeVisible();
    }
    await expectAccessible();
  });
});
