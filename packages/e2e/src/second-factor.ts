import { ApiPath } from '@area-clienti/contract';
import type { Locator, Page } from '@playwright/test';
import { totpCode } from '../../../scripts/totp-code.mjs';
import { APPLICATION_ID, DEMO_PASSWORD } from './demo.js';

/** The demo Superuser and its authenticator secret, printed in the README (decisions/0091). */
export const DEMO_SUPERUSER = '90000001';
export const DEMO_TOTP_SECRET = 'AREACLIENTIDEMOSUPERUSERTOTPXXYZ';

/** The code of a base32 secret now, as Debian's oathtool computes it (scripts/totp-code.mjs). */
export const totp = (secret: string) => totpCode(secret);

/**
 * Gives the demo Superuser's pending session its second factor. A code is single use per 30-second step:
 * a second code within the same step waits for the next one. With `device` (the login's `ac_device`
 * cookie) the browser is remembered, as "Ricorda questo browser per 30 giorni" does.
 */
export async function giveDemoFactor(baseURL: string, token: string, device?: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const reply = await fetch(`${baseURL}${ApiPath.verifySecondFactor}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(device ? { cookie: device } : {}),
      },
      body: JSON.stringify({
        method: 'app',
        code: totp(DEMO_TOTP_SECRET),
        rememberBrowser: device !== undefined,
      }),
    });
    if (reply.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('the demo Superuser second factor was refused');
}

/** Each worker server's remembered browser for the demo Superuser: its `ac_device` cookie. */
const rememberedDevices = new Map<string, Promise<string | undefined>>();

/**
 * A session of the demo Superuser, whole, for the tests' set-up (the factory's imports, `loginAs`): the
 * first login of a worker gives the app's code and asks to remember the browser; every later one presents
 * that browser's cookie and is not asked again, as a Superuser's own office computer would not be. Without
 * it, every login within a 30-second step waited for the next code.
 */
export async function demoSuperuserSession(baseURL: string): Promise<{ token: string; user: unknown }> {
  const remembered = rememberedDevices.get(baseURL);
  const known = remembered ? await remembered : undefined;
  let settle: (device: string | undefined) => void = () => {};
  if (!remembered) rememberedDevices.set(baseURL, new Promise((resolve) => (settle = resolve)));
  try {
    const reply = await fetch(`${baseURL}${ApiPath.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(known ? { cookie: known } : {}) },
      body: JSON.stringify({
        loginId: DEMO_SUPERUSER,
        password: DEMO_PASSWORD,
        applicationId: APPLICATION_ID,
      }),
    });
    const body = (await reply.json()) as { token?: string; user?: unknown; secondFactor?: string };
    if (!body.token) throw new Error(`the demo Superuser's login failed: ${JSON.stringify(body)}`);
    const device = known ?? /ac_device=[^;]+/.exec(reply.headers.get('set-cookie') ?? '')?.[0];
    if (body.secondFactor) await giveDemoFactor(baseURL, body.token, device);
    settle(device);
    return { token: body.token, user: body.user };
  } catch (error) {
    settle(undefined);
    if (!remembered) rememberedDevices.delete(baseURL);
    throw error;
  }
}

/**
 * Types the demo Superuser's app code on /secondo-fattore with the keyboard, as a person would, until the
 * page leaves for `next`: a code is single use per 30-second step, so when another login of this server
 * took this step's code, the next step's.
 */
export async function typeDemoSuperuserCode(page: Page, next: RegExp): Promise<void> {
  await typeAppCode(page, DEMO_TOTP_SECRET, next);
}

/** The same in a step-up's dialog (decisions/0092), until the dialog closes. */
export async function typeDemoSuperuserCodeIn(dialog: Locator): Promise<void> {
  await typeAppCodeIn(dialog, DEMO_TOTP_SECRET);
}

/** The app's code of `secret` on /secondo-fattore, by keyboard, until the page leaves for `next`. */
export async function typeAppCode(page: Page, secret: string, next: RegExp): Promise<void> {
  await typeCodeUntil(page, page, secret, () => page.waitForURL(next, { timeout: 5_000 }));
}

/** The app's code of `secret` in a step-up's dialog, by keyboard, until the dialog closes. */
export async function typeAppCodeIn(dialog: Locator, secret: string): Promise<void> {
  await typeCodeUntil(dialog.page(), dialog, secret, () =>
    dialog.waitFor({ state: 'hidden', timeout: 5_000 }),
  );
}

/** A step's code was taken already (an earlier code of this test, another login): the next step's then. */
async function typeCodeUntil(
  page: Page,
  where: Page | Locator,
  secret: string,
  done: () => Promise<unknown>,
) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const code = where.getByLabel("Codice dell'app");
    await code.fill('');
    await code.focus();
    await page.keyboard.type(totp(secret));
    await page.keyboard.press('Enter');
    const left = await done().then(
      () => true,
      () => false,
    );
    if (left) return;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
}
