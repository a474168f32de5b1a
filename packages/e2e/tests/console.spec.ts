import { DEMO_PASSWORD, expect, test } from './fixtures.js';

/*
 * The agency's console (issue 21, console.html, docs/decisions/0096): a document of its own, served for
 * /admin and below. Staff sign in through the client pages' /login and land on it.
 */

const SUPERUSER = '90000001';

test.describe('console', () => {
  test('the staff sign in through /login with the keyboard and land on the console', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/login');
    await page.getByLabel('User ID o e-mail').focus();
    await page.keyboard.type(SUPERUSER);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Amministrazione' })).toBeVisible();
    // The console's own document: none of the client pages' code was needed to show it.
    await expect(page).toHaveTitle(/^Amministrazione/);
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src') ?? ''),
    );
    expect(
      scripts.some((src) => /\/assets\/console-[\w-]+\.js$/.test(src)),
      scripts.join(),
    ).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Sezioni della console' })).toBeVisible();
    await expectAccessible();
    await page.setViewportSize({ width: 390, height: 800 });
    await expectAccessible();
  });
});
