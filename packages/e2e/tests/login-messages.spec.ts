import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agencyCli, DEMO_PASSWORD, expect, test } from './fixtures.js';

/*
 * Issue 9: a login message the agency writes and publishes with the command line reaches the client it
 * lists, cleaned on the way in and again on display. Written for the test's own copy of Luca Verdi
 * (src/factory.ts), withdrawn at the end.
 */

test('a message published from the command line is shown after login, its HTML clean', async ({
  page,
  expectAccessible,
  freshClient,
}) => {
  const luca = await freshClient({ like: 'luca' });
  const file = join(await mkdtemp(join(tmpdir(), 'area-clienti-message-')), 'message.json');
  await writeFile(
    file,
    JSON.stringify({
      titolo: 'Agenzia chiusa il 24 dicembre',
      testo:
        '<h2>Buone feste</h2><p onmouseover="alert(1)">Per i sinistri usa il ' +
        '<a href="https://www.example.it/sinistri" target="_self">modulo online</a> o la ' +
        '<a href="javascript:alert(2)">chat</a>.</p><img src="x" onerror="alert(3)"><script>alert(4)</script>',
      audience: [luca.userCode],
    }),
  );
  const id = /#(\d+) /.exec(agencyCli('message-create', file))?.[1] ?? '';
  expect(agencyCli('message-publish', id)).toContain('published');

  await page.goto('/login');
  await page.getByLabel('User ID o e-mail').fill(luca.userCode);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();

  await expect(page).toHaveURL(/\/login-messages\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenzia chiusa il 24 dicembre' })).toBeVisible();
  const body = page.locator('.login-message__body');
  await expect(body.getByRole('heading', { level: 2, name: 'Buone feste' })).toBeVisible();
  const link = body.getByRole('link', { name: 'modulo online' });
  await expect(link).toHaveAttribute('href', 'https://www.example.it/sinistri');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // The javascript: link lost its address (no longer a link), the image and the script are gone.
  await expect(body.getByRole('link')).toHaveCount(1);
  await expect(body.locator('img, script, [onmouseover]')).toHaveCount(0);
  await expectAccessible();

  await page.getByRole('button', { name: 'Ok, ho capito' }).click();
  await expect(page.getByRole('heading', { name: 'Le tue polizze' })).toBeVisible();
  expect(agencyCli('message-withdraw', id)).toContain('withdrawn');
});
