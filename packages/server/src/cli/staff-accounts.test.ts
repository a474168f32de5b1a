import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ApiPath, INVITE_CODE_PATTERN } from '@area-clienti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../delivery/outbox.js';
import { claimDataDir, type DataDirClaim, newCliToken } from '../shared/data-dir-owner.js';
import { useTestApp } from '../test/harness.js';
import { setUpSecondFactor } from '../test/second-factor.js';
import { runCli } from './run.js';

const cliToken = newCliToken();
const t = useTestApp({ deps: () => ({ cliToken }) });
const actor = `cli:${userInfo().username}`;

let dataDir = '';
let claim: DataDirClaim | undefined;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  dataDir = await mkdtemp(join(tmpdir(), 'area-clienti-staff-'));
  claim = await claimDataDir(dataDir, 'server');
  await claim.announce({ url, cliToken });
});
afterAll(async () => {
  await claim?.release();
  await rm(dataDir, { recursive: true, force: true });
});

/** `npm run <command> -- <args>`, through the server holding DATA_DIR, as cli.test.ts runs it. */
async function cli(...argv: string[]) {
  const out: string[] = [];
  const error: string[] = [];
  const code = await runCli(
    argv,
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    { out: (line) => out.push(line), error: (line) => error.push(line) },
  );
  await t.app.deliveries.drain();
  return { code, out, error };
}
const auditLog = async () =>
  (await t.post(ApiPath.getAuditLog, {}, await t.login('90000001'))).json().entries;

describe('npm run create-staff', () => {
  it('makes a Staff account, prints the link, e-mails the invite and records who ran it', async () => {
    const { code, out, error } = await cli('create-staff', 'cassa@agenzia.it', '340 555 1212');
    expect(error).toEqual([]);
    expect(code).toBe(0);
    const [, userCode] = /^Staff (\d{8}) created for cassa@agenzia\.it\. /.exec(out[0] ?? '') ?? [];
    expect(userCode).toBeDefined();
    const link = out[1] ?? '';
    const [mail] = await listOutbox(t.db, { to: 'cassa@agenzia.it', limit: 1 });
    expect(mail?.text).toContain(link);
    expect((await auditLog())[0]).toMatchObject({
      actor,
      action: 'user.create',
      target: userCode,
      detail: { roles: 'Staff, User' },
    });

    const [, userID, hash] = INVITE_CODE_PATTERN.exec(new URL(link).searchParams.get('code') ?? '') ?? [];
    const accepted = await t.post(ApiPath.validateInviteCode, {
      userID,
      hash_pwd: hash,
      newPassword: 'Quercia-Rossa-2026',
    });
    const token = accepted.json().token as string;
    // Its first session must set the second factor up before anything else (decisions/0091).
    await setUpSecondFactor(t, token);
    expect(accepted.json().user.registrations[0].roles).toEqual(expect.arrayContaining(['Staff', 'User']));
    expect((await t.post(ApiPath.getContactRequests, {}, token)).statusCode).toBe(200);
    expect((await t.post(ApiPath.disableUser, { userCode: '10000003' }, token)).statusCode).toBe(403);
  });

  it('create-superuser still makes a Superuser', async () => {
    const { code, out } = await cli('create-superuser', 'titolare@agenzia.it', '3405551313');
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^Superuser \d{8} created for titolare@agenzia\.it\. /);
    expect((await auditLog())[0]).toMatchObject({ actor, detail: { roles: 'Superuser, User' } });
  });

  it('says why it cannot, with exit code 1 (taken, not a mobile) or 2 (a wrong command line)', async () => {
    const before = await auditLog();
    expect(await cli('create-staff', 'Cassa@Agenzia.it', '3405551414')).toMatchObject({
      code: 1,
      // A failure's line is masked like a log line (cli/run.ts).
      error: ['The e-mail C***@Agenzia.it already belongs to an account.'],
    });
    expect(await cli('create-staff', 'altra@agenzia.it', '02 1234567')).toMatchObject({
      code: 1,
      error: ['The mobile number is not an Italian mobile number.'],
    });
    for (const argv of [['not-an-e-mail', '3405551414'], ['altra@agenzia.it'], []]) {
      const { code, error } = await cli('create-staff', ...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(error.join('\n')).toMatch(/Usage: npm run <command> -- \[args\]/);
    }
    expect(await auditLog()).toEqual(before);
  });
});

describe('npm run invite', () => {
  it('is recorded like the admin call sendInvite: who, when, to whom', async () => {
    expect((await cli('invite', '10000004')).code).toBe(0);
    expect((await auditLog())[0]).toEqual({
      at: t.clock.now().toISOString(),
      actor,
      action: 'user.invite',
      target: '10000004',
      detail: null,
    });
  });

  it('refuses a disabled account with the reason, and records nothing', async () => {
    const before = await auditLog();
    expect(await cli('invite', '10000005')).toMatchObject({
      code: 1,
      error: ['The user 10000005 is disabled: enable them before inviting them.'],
    });
    expect(await auditLog()).toEqual(before);
  });
});
