import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ApiPath, ErrorCode, INVITE_CODE_PATTERN } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { jwtDecrypt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { runningPostmaster } from '../db/embedded/engine.js';
import { openAppDatabase } from '../db/open.js';
import { invites, outbox, users } from '../db/schema.js';
import { inviteSecretHash } from '../modules/invites/create.js';
import { decodeSsoKey } from '../modules/sso/key.js';
import {
  claimDataDir,
  DataDirBusyError,
  type DataDirClaim,
  newCliToken,
  OWNER_FILE,
} from '../shared/data-dir-owner.js';
import { useTestApp } from '../test/harness.js';
import { runCli } from './run.js';

const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../../../..');
const cliToken = newCliToken();
const t = useTestApp({ deps: () => ({ cliToken }) });

const temporaryDirs: string[] = [];
const claims: DataDirClaim[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'area-clienti-cli-'));
  temporaryDirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const claim of claims) await claim.release();
  for (const dir of temporaryDirs) await rm(dir, { recursive: true, force: true });
});

/** Runs the command line in this process, as `npm run <command> -- <args>` would. */
async function cli(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const error: string[] = [];
  const code = await runCli(
    argv,
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    {
      out: (line) => out.push(line),
      error: (line) => error.push(line),
    },
  );
  return { code, out, error };
}
const linkIn = (lines: string[]) => lines.find((line) => line.includes('/first?code=')) ?? '';
const secretOf = (link: string) =>
  INVITE_CODE_PATTERN.exec(new URL(link).searchParams.get('code') ?? '')?.[2] ?? '';
const invitesOf = async (userCode: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.userCode, userCode));
  return t.db
    .select()
    .from(invites)
    .where(eq(invites.userId, user?.id ?? 0));
};

describe('npm run invite, with a server holding DATA_DIR: through its admin route', () => {
  let dataDir = '';
  let url = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    dataDir = await tempDir();
    const claim = await claimDataDir(dataDir, 'server');
    claims.push(claim);
    await claim.announce({ url, cliToken });
  });

  it('creates the invite in the server, e-mails it and prints the link', async () => {
    const { code, out } = await cli(['invite', '10000004'], { DATA_DIR: dataDir });
    expect(code).toBe(0);
    expect(out[0]).toMatch(
      /^Invite for 10000004, valid until .*\. E-mail queued to paolo\.gallo@example\.it:/,
    );
    const link = linkIn(out);
    expect(link).toMatch(/^http:\/\/localhost:3000\/first\?code=10000004-[a-z0-9]{128}$/);
    const stored = await invitesOf('10000004');
    expect(stored.map((row) => row.secretHash)).toEqual([inviteSecretHash(secretOf(link))]);
    // The server's queue sends it (its worker, here the test's drain).
    await t.app.deliveries.drain();
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'paolo.gallo@example.it'));
    expect(mail?.text).toContain(link);
    const checked = await t.post(ApiPath.checkInviteCode, { userID: '10000004', hash: secretOf(link) });
    expect(checked.json().inviteCodeValid).toBe(true);
  });

  it('says why it cannot invite, with exit code 1', async () => {
    expect(await cli(['invite', '19999999'], { DATA_DIR: dataDir })).toMatchObject({
      code: 1,
      error: ['No user has the ID 19999999.'],
    });
    expect((await cli(['invite', '10000005'], { DATA_DIR: dataDir })).error[0]).toMatch(/is disabled/);
  });

  // The real command, as the agency types it: the built server (built first when the sources changed,
  // which on a fresh checkout takes tsc's time), its report alone on stdout.
  it('works as a real process (npm run invite), on the built code', { timeout: 180_000 }, async () => {
    const script = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')).scripts.invite;
    expect(script).toMatch(/node packages\/server\/dist\/cli\/cli\.js invite$/);
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'invite', '--', '10000003'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, NODE_ENV: 'test' },
    });
    const link = linkIn(stdout.split('\n'));
    expect((await invitesOf('10000003')).map((row) => row.secretHash)).toEqual([
      inviteSecretHash(secretOf(link)),
    ]);
  });

  it('waits for a server that is still starting', async () => {
    const starting = await tempDir();
    const claim = await claimDataDir(starting, 'server');
    claims.push(claim);
    const run = cli(['invite', '10000001'], { DATA_DIR: starting });
    await new Promise((done) => setTimeout(done, 600));
    await claim.announce({ url, cliToken });
    expect((await run).code).toBe(0);
  });

  it('stops, without opening the database, when the server holding DATA_DIR does not answer', async () => {
    const silent = await tempDir();
    const claim = await claimDataDir(silent, 'server');
    claims.push(claim);
    await claim.announce({ url: 'http://127.0.0.1:1', cliToken });
    const { code, error } = await cli(['invite', '10000004'], { DATA_DIR: silent });
    expect(code).toBe(1);
    expect(error[0]).toMatch(/does not answer at http:\/\/127\.0\.0\.1:1/);
    expect(existsSync(join(silent, 'PG_VERSION'))).toBe(false);
  });

  it('the admin route takes only the token of this server process', async () => {
    const call = (authorization?: string) =>
      t.inject({
        method: 'POST',
        url: '/v1/admin/cli/invite',
        payload: { userID: '10000004' },
        headers: authorization ? { authorization } : {},
      });
    const userToken = await t.login('90000001');
    for (const authorization of [undefined, `Bearer ${newCliToken()}`, `Bearer ${userToken}`, cliToken]) {
      const reply = await call(authorization);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.TOKEN } });
    }
    expect((await call(`Bearer ${cliToken}`)).statusCode).toBe(200);
    const bad = await t.inject({
      method: 'POST',
      url: '/v1/admin/cli/invite',
      payload: { userID: 'mario' },
      headers: { authorization: `Bearer ${cliToken}` },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('the owner file is readable by its owner only', async () => {
    expect((await stat(join(dataDir, OWNER_FILE))).mode & 0o777).toBe(0o600);
  });
});

describe('npm run invite, with no server: on the embedded database of DATA_DIR', () => {
  it('starts the embedded PostgreSQL, invites, stops it and lets the data folder go (a stale owner file is taken over)', async () => {
    const dataDir = await tempDir();
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(
      join(dataDir, OWNER_FILE),
      JSON.stringify({ pid: deadPid, role: 'server', startedAt: '' }),
    );
    const { code, out, error } = await cli(['invite', '10000004'], { DATA_DIR: dataDir });
    expect(error).toEqual([]);
    expect(code).toBe(0);
    const link = linkIn(out);
    expect(link).toMatch(/\/first\?code=10000004-[a-z0-9]{128}$/);
    expect(existsSync(join(dataDir, OWNER_FILE))).toBe(false);
    // The tool stopped the engine it started: no PostgreSQL runs on the folder any more.
    expect(runningPostmaster(join(dataDir, 'postgres'))).toBeUndefined();

    const database = await openAppDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    try {
      const rows = await database.db.select().from(invites);
      expect(rows.map((row) => row.secretHash)).toEqual([inviteSecretHash(secretOf(link))]);
      const [mail] = await database.db.select().from(outbox);
      expect(mail?.text).toContain(link);
    } finally {
      await database.close();
    }
    expect(runningPostmaster(join(dataDir, 'postgres'))).toBeUndefined();
  }, 60_000);
});

describe('the data folder has one owner', () => {
  it('refuses a second claim while a live process holds it', async () => {
    const dataDir = await tempDir();
    await writeFile(
      join(dataDir, OWNER_FILE),
      JSON.stringify({ pid: process.ppid, role: 'tool', startedAt: '' }),
    );
    await expect(claimDataDir(dataDir, 'server')).rejects.toBeInstanceOf(DataDirBusyError);
  });
});

describe('npm run sso-link', () => {
  it('prints a fresh link that logs the user in once', async () => {
    const key = newCliToken();
    const { code, out } = await cli(['sso-link', '10000001'], {
      SSO_SHARED_KEY: key,
      PUBLIC_URL: 'https://clienti.example.it/',
    });
    expect(code).toBe(0);
    const link = new URL(out[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('https://clienti.example.it/inbanklogin');
    const { payload } = await jwtDecrypt(link.searchParams.get('data') ?? '', decodeSsoKey(key));
    expect(payload).toMatchObject({ sub: '10000001', jti: expect.any(String) });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(60);
  });

  it('in development without SSO_SHARED_KEY, uses the key of DATA_DIR that the server uses too', async () => {
    const dataDir = await tempDir();
    const { code, out } = await cli(['sso-link', '10000001'], { NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^http:\/\/localhost:3000\/inbanklogin\?data=[\w-]*\.\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(existsSync(join(dataDir, 'sso-dev.key'))).toBe(true);
  });

  it('says so when single sign-on is not configured', async () => {
    const { code, out } = await cli(['sso-link', '10000001'], {});
    expect(code).toBe(1);
    expect(out[0]).toMatch(/SSO_SHARED_KEY/);
  });
});

describe('the command line', () => {
  it.each([
    [[]],
    [['unknown']],
    [['invite']],
    [['invite', '1234']],
    [['invite', '10000001', '10000002']],
    [['sso-link', 'mario']],
  ])('prints the usage with exit code 2 for %j', async (argv) => {
    const { code, error } = await cli(argv, { DATA_DIR: await tempDir() });
    expect(code).toBe(2);
    expect(error.join('\n')).toMatch(/Usage: npm run <command> -- \[args\]/);
  });

  it('names a bad variable with exit code 2', async () => {
    const { code, error } = await cli(['invite', '10000004'], { PORT: 'abc' });
    expect(code).toBe(2);
    expect(error[0]).toMatch(/PORT/);
  });
});
