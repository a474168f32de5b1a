import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Prova2026!';
const APPLICATION_ID = 'area-clienti';

/** Fails with the list of WCAG 2.1 A/AA violations axe-core finds on the page as it is now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Logs in through the API and stores the session as the web app does, skipping the login screen. */
async function loginThroughApi(page: Page, loginId: string, password = DEMO_PASSWORD) {
  const reply = await page.request.post('/v1/auth/login', {
    data: { loginId, password, applicationId: APPLICATION_ID },
  });
  expect(reply.status(), `login of ${loginId}`).toBe(200);
  const { token, user } = await reply.json();
  await page.goto('/not-found');
  await page.evaluate(
    ([storedToken, storedUser]) => {
      sessionStorage.setItem('token', storedToken as string);
      sessionStorage.setItem('user', JSON.stringify(storedUser));
    },
    [token, user] as const,
  );
  return token as string;
}

export const test = base.extend<{
  expectAccessible: () => Promise<void>;
  loginAs: (loginId: string) => Promise<string>;
}>({
  expectAccessible: async ({ page }, use) => {
    await use(() => expectAccessible(page));
  },
  loginAs: async ({ page }, use) => {
    await use((loginId) => loginThroughApi(page, loginId));
  },
});

export { expect };
