import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ApiPath } from '@area-clienti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginMessages } from '../db/schema.js';
import { type DataDirClaim, newCliToken } from '../shared/data-dir-owner.js';
import { runCommandLine, serveDataDir } from '../test/command-line.js';
import { workerDatabaseUrl } from '../test/database.js';
import { useTestApp } from '../test/harness.js';

const cliToken = newCliToken();
const t = useTestApp({ deps: () => ({ cliToken }) });

let workDir = '';
let dataDir = '';
let claim: DataDirClaim | undefined;
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'area-clienti-content-'));
  dataDir = join(workDir, 'data');
  claim = await serveDataDir(t, dataDir, cliToken);
});
afterAll(async () => {
  await claim?.release();
  await rm(workDir, { recursive: true, force: true });
});

/** The command line, reaching the test's server unless told another environment. */
const cli = (argv: string[], env: Record<string, string> = { DATA_DIR: dataDir }) =>
  runCommandLine(argv, env);
/** A JSON file in the test's folder: its path. */
async function file(name: string, content: unknown): Promise<string> {
  const path = join(workDir, name);
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}
/** The id printed in `#12  draft …`. */
const idIn = (lines: string[]) => Number(/#(\d+) /.exec(lines.join('\n'))?.[1]);
const status = async (userCode: string) =>
  (await t.post(ApiPath.getUserStatus, {}, await t.login(userCode))).json();

describe('npm run message-create, message-publish, message-withdraw, messages (through the server)', () => {
  it('writes a draft from a JSON file, publishes it to the listed clients, withdraws it', async () => {
    const path = await file('message.json', {
      titolo: 'Agenzia chiusa il 24 dicembre',
      testo: '<p>Buone feste!</p><script>alert(1)</script>',
      audience: ['10000003'],
    });
    const created = await cli(['message-create', path]);
    expect(created.error).toEqual([]);
    expect(created.code).toBe(0);
    expect(created.out[0]).toBe('Message written as a draft:');
    const id = idIn(created.out);
    expect(created.out[1]).toMatch(
      new RegExp(`^#${id}  draft +1 client\\(s\\), once, .*"Agenzia chiusa il 24 dicembre"$`),
    );
    expect(created.out[2]).toBe(`Publish it: npm run message-publish -- ${id}`);
    expect(await status('10000003')).toMatchObject({ messageToShow: false });

    expect(await cli(['message-publish', String(id)])).toMatchObject({
      code: 0,
      out: ['Message published:', expect.stringMatching(/published/)],
    });
    expect(await status('10000003')).toMatchObject({ messageToShow: true });
    expect(await status('10000001')).toMatchObject({ messageToShow: false });
    const shown = await t.post(ApiPath.getMessage, {}, await t.login('10000003'));
    expect(shown.json().message).toMatchObject({ messaggioID: id, testo: '<p>Buone feste!</p>' });

    const listed = await cli(['messages']);
    expect(listed.out[0]).toMatch(new RegExp(`^#${id}  published`));
    expect((await cli(['message-withdraw', String(id)])).code).toBe(0);
    expect(await status('10000003')).toMatchObject({ messageToShow: false });

    const { entries } = (await t.post(ApiPath.getAuditLog, {}, await t.login('90000001'))).json();
    expect(entries.slice(0, 3).map((e: { action: string }) => e.action)).toEqual([
      'message.withdraw',
      'message.publish',
      'message.create',
    ]);
    expect(entries[0]).toMatchObject({ actor: `cli:${userInfo().username}`, target: `message:${id}` });
  });

  it('says why it cannot, with exit code 1', async () => {
    const unknown = await file('unknown.json', { titolo: 'x', testo: 'x', audience: ['19999999'] });
    expect(await cli(['message-create', unknown])).toMatchObject({
      code: 1,
      error: ['A user ID of the audience has no account: nothing was written.'],
    });
    // By filter (decisions/0116): a branch the feed does not have is refused as well.
    const nowhere = await file('nowhere.json', {
      titolo: 'x',
      testo: 'x',
      audience: { filter: { branch: 'FIL-NESSUNA' } },
    });
    expect(await cli(['message-create', nowhere])).toMatchObject({
      code: 1,
      error: ["The audience's filter names a branch the feed does not have: nothing was written."],
    });
    const byProduct = await file('product.json', {
      titolo: 'x',
      testo: 'x',
      audience: { filter: { product: 'Casa Serena' } },
    });
    const created = await cli(['message-create', byProduct]);
    expect(created.out.join('\n')).toContain('filter Casa Serena');
    await cli(['message-withdraw', String(idIn(created.out))]);
    expect(await cli(['message-publish', '4242'])).toMatchObject({
      code: 1,
      error: ['No message has the id 4242.'],
    });
    const id = idIn(
      (await cli(['message-create', await file('m.json', { titolo: 'x', testo: 'x', audience: 'all' })])).out,
    );
    await cli(['message-withdraw', String(id)]);
    expect(await cli(['message-withdraw', String(id)])).toMatchObject({
      code: 1,
      error: [`Message ${id}: it is withdrawn already.`],
    });
  });

  it.each([
    ['no file', ['message-create']],
    ['a file that is not there', ['message-create', '/nonexistent/message.json']],
    ['an id that is not one', ['message-publish', 'abc']],
    ['two ids', ['message-withdraw', '1', '2']],
  ])('prints the usage with exit code 2 for %s', async (_name, argv) => {
    const { code, error } = await cli(argv);
    expect(code).toBe(2);
    expect(error.join('\n')).toMatch(/Usage: npm run <command> -- \[args\]/);
  });

  it('names what is wrong in a file that is not JSON, or not a message, with exit code 2', async () => {
    const notJson = await cli(['message-create', await file('bad.json', '{ titolo: ')]);
    expect(notJson.code).toBe(2);
    expect(notJson.error[0]).toMatch(/bad\.json is not JSON/);
    const noTitle = await cli([
      'message-create',
      await file('empty.json', { titolo: ' ', testo: 'x', audience: 'all' }),
    ]);
    expect(noTitle.code).toBe(2);
    expect(noTitle.error[0]).toMatch(/titolo/);
  });
});

describe('npm run template-create, template-publish, template-withdraw, templates (through the server)', () => {
  it('publishes a new version as a pending update, and withdrawing it restores the one before', async () => {
    const path = await file('template.json', {
      type: '775',
      templateID: '775-2027-06',
      items: { privacy01value: 'Trattamento necessario', privacy02value: 'Marketing' },
    });
    const created = await cli(['template-create', path]);
    expect(created.code).toBe(0);
    const id = idIn(created.out);
    expect(created.out[1]).toMatch(new RegExp(`^#${id}  draft +type 775  775-2027-06  2 consent\\(s\\)`));
    expect((await cli(['template-publish', String(id)])).out[1]).toMatch(/published +in force/);
    expect(await status('10000003')).toMatchObject({ privacyUpdates: ['775'] });
    expect((await cli(['templates'])).out[0]).toMatch(new RegExp(`^#${id}  published in force`));

    expect((await cli(['template-withdraw', String(id)])).code).toBe(0);
    expect(await status('10000003')).toMatchObject({ privacyUpdates: [] });
    expect(await cli(['template-create', path])).toMatchObject({
      code: 1,
      error: ['Type 775 has a version 775-2027-06 already.'],
    });
  });
});

describe('npm run message-create, with no server: on the database directly', () => {
  it('reads the file in the tool and writes the draft in the database it opens', async () => {
    const ownDir = join(workDir, 'own-data');
    const env = { DATABASE_URL: workerDatabaseUrl(), SEED_DEMO: 'false', DATA_DIR: ownDir };
    const path = await file('alone.json', { titolo: 'Da solo', testo: '<p>x</p>', audience: 'all' });
    const { code, out, error } = await cli(['message-create', path], env);
    expect(error).toEqual([]);
    expect(code).toBe(0);
    const id = idIn(out);
    const rows = await t.db.select().from(loginMessages);
    expect(rows.find((row) => row.id === id)).toMatchObject({ titolo: 'Da solo', publishedAt: null });
  }, 60_000);
});
