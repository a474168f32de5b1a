import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { apiBuildVersion, readBuildInfo } from './build-info.js';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const { version } = JSON.parse(await readFile(join(serverDir, 'package.json'), 'utf8')) as {
  version: string;
};

const t = useTestApp();
const ko = (code: string) => ({ status: 'KO', error: { code } });

describe('getClienti', () => {
  it('answers the build of the API (from source: the version, commit and time "dev") and the counts', async () => {
    const token = await t.login('90000001');
    const reply = await t.post(ApiPath.getClienti, { userID: '90000001' }, token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      status: 'OK',
      apiBuildVersion: `${version} (dev, dev)`,
      build: { version, commit: 'dev', builtAt: 'dev' },
      // The demo agency: seven clients (Anna Neri has no account yet), six accounts, the admin's session.
      clienti: { clients: 7, users: 6, activeSessions: 1 },
    });
  });

  it('counts only the sessions still alive: not ended, not idle past the limit', async () => {
    const admin = await t.login('90000001');
    const count = async () =>
      (await t.post(ApiPath.getClienti, {}, admin)).json().clienti.activeSessions as number;
    const before = await count();
    const mario = await t.login('10000001');
    await t.login('10000003');
    expect(await count()).toBe(before + 2);
    await t.post(ApiPath.logout, {}, mario);
    expect(await count()).toBe(before + 1);
    // 29 minutes on, the admin calls again (staying alive); the others have been idle 29 minutes: still alive.
    t.clock.advance(29 * 60_000);
    expect(await count()).toBe(before + 1);
    t.clock.advance(2 * 60_000);
    // 31 idle minutes: Luca's session is over (SESSION_IDLE_MINUTES 30); the admin's is not.
    expect(await count()).toBe(1);
  });

  it('refuses a User without the Superuser role (FORBIDDEN_001), and no session (TOKEN_1001)', async () => {
    const token = await t.login('10000001');
    const reply = await t.post(ApiPath.getClienti, { userID: '10000001' }, token);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual(ko(ErrorCode.FORBIDDEN));
    const none = await t.post(ApiPath.getClienti, {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(ko(ErrorCode.TOKEN));
  });

  it("refuses another user's userID, even to a Superuser (FORBIDDEN_001)", async () => {
    const token = await t.login('90000001');
    const reply = await t.post(ApiPath.getClienti, { userID: '10000001' }, token);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual(ko(ErrorCode.FORBIDDEN));
  });
});

describe('the build stamp', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'build-info-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is written by scripts/build-info.mjs (run by npm run build) and read back by the server', async () => {
    const stamp = join(dir, 'dist', 'build-info.json');
    const before = Date.now();
    execFileSync(process.execPath, [join(serverDir, 'scripts/build-info.mjs'), stamp], { stdio: 'ignore' });
    const written = JSON.parse(await readFile(stamp, 'utf8'));
    expect(written.version).toBe(version);
    expect(written.commit).toMatch(/^(?:[0-9a-f]{4,40}|unknown)$/);
    expect(Date.parse(written.builtAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(readBuildInfo(stamp)).toEqual(written);
    expect(apiBuildVersion(written)).toBe(`${version} (${written.commit}, ${written.builtAt})`);
  });

  it("falls back to the package's version and 'dev' without a stamp, or with a broken one", async () => {
    const broken = join(dir, 'broken.json');
    await writeFile(broken, '{"version": 1}');
    const packageFile = join(serverDir, 'package.json');
    for (const file of [join(dir, 'missing.json'), broken]) {
      expect(readBuildInfo(file, packageFile)).toEqual({ version, commit: 'dev', builtAt: 'dev' });
    }
    expect(readBuildInfo(join(dir, 'missing.json'), join(dir, 'missing-package.json')).version).toBe(
      'unknown',
    );
  });
});
