import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPath, ErrorCode, type ImportRecordInput, Role } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../agency-data/pdf.js';
import { userRoles, users } from '../../db/schema.js';
import { processUploadFolder } from '../../shared/upload-folders.js';
import { useTestApp } from '../../test/harness.js';
import { BOUNDARY, form, type ZipEntry, zip } from '../../test/multipart.js';

const dataDir = join(tmpdir(), `area-clienti-feeds-${process.pid}`);
// 1 MiB: a feed one byte larger is refused, and a .zip unpacks to at most 4 MiB.
const t = useTestApp({ config: { DATA_DIR: dataDir, FEED_UPLOAD_MAX_MB: 1 } });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// This process's folder (decisions/0117): each call's own is made in it and removed when the call answers.
const uploads = processUploadFolder(dataDir);
const SUPERUSER = '90000001';

/** The console's upload of one file, as the browser sends it: the progress key first, then the file. */
function upload(token: string | undefined, name: string, bytes: Buffer, progressKey = randomUUID()) {
  return t.inject({
    method: 'POST',
    url: ApiPath.uploadFeed,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: form([
      { field: 'progressKey', value: progressKey },
      { field: 'feed', file: name, type: 'application/octet-stream', bytes },
    ]),
  });
}

const jsonl = (records: (ImportRecordInput | string)[]) =>
  Buffer.from(`${records.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n')}\n`);

/** A feed of its own ids (U-…): a branch, a client, a policy and, in a .zip, its document. */
const FEED: ImportRecordInput[] = [
  { type: 'branch', id: 'U-FIL-1', name: 'Filiale Upload', bank: 'Banca Upload', email: 'upload@example.it' },
  {
    type: 'client',
    id: 'U-CLI-1',
    codiceFiscale: 'BNCGLI80A41H501C',
    nome: 'Giulia',
    cognome: 'Bianco',
    branch: 'U-FIL-1',
  },
  {
    type: 'dossier',
    id: 'U-POL-1',
    client: 'U-CLI-1',
    numeroPolizza: '99100001',
    prodotto: 'Casa Sicura',
    stato: 'ATTIVA',
  },
];
const DOCUMENT: ImportRecordInput = {
  type: 'document',
  id: 'U-DOC-1',
  dossier: 'U-POL-1',
  name: 'Condizioni di polizza',
  file: 'documents/condizioni.pdf',
};

const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;
const history = async (token: string, after?: string) =>
  (await t.post(ApiPath.getImportHistory, after ? { after } : {}, token)).json();
const latestAudit = async (token: string) => (await t.post(ApiPath.getAuditLog, {}, token)).json().entries[0];
/** Every upload's folder is gone once its call has answered, whatever it answered. */
const expectNoUploadLeft = async () => expect(existsSync(uploads) ? await readdir(uploads) : []).toEqual([]);

describe('a feed uploaded from the console', () => {
  it('imports a folder zipped whole, documents included, and lists it in the history with its counts', async () => {
    const admin = await t.login(SUPERUSER);
    const entries: ZipEntry[] = [
      { name: 'feed-agenzia/', bytes: Buffer.alloc(0) },
      { name: 'feed-agenzia/feed.jsonl', bytes: jsonl([...FEED, DOCUMENT]) },
      { name: 'feed-agenzia/documents/condizioni.pdf', bytes: makePdf('Condizioni', ['Testo.']) },
    ];
    const reply = await upload(admin, 'feed-agenzia.zip', zip(entries, { deflate: true }));
    expect(reply.statusCode, reply.body).toBe(200);
    const outcome = reply.json();
    expect(outcome).toMatchObject({
      status: 'OK',
      imported: true,
      problems: [],
      importId: expect.stringMatching(/^\d+$/),
      summary: {
        entities: {
          branch: { created: 1 },
          client: { created: 1 },
          dossier: { created: 1 },
          document: { created: 1 },
        },
      },
    });
    const { imports } = await history(admin);
    expect(imports[0]).toMatchObject({
      importId: outcome.importId,
      by: SUPERUSER,
      file: 'feed-agenzia.zip',
      imported: true,
      problemCount: 0,
      reasons: [],
      summary: { entities: { document: { created: 1, updated: 0, removed: 0, unchanged: 0 } } },
    });
    expect(imports[0].bytes).toBeGreaterThan(0);
    expect(await latestAudit(admin)).toMatchObject({
      actor: SUPERUSER,
      action: 'data.import',
      target: 'console',
      detail: { file: 'feed-agenzia.zip', document: '1/0/0/0' },
    });
    await expectNoUploadLeft();
  });

  it('imports a .jsonl file; the same file again changes nothing', async () => {
    const admin = await t.login(SUPERUSER);
    const first = await upload(admin, 'anagrafiche.jsonl', jsonl(FEED));
    expect(first.statusCode, first.body).toBe(200);
    const again = (await upload(admin, 'anagrafiche.jsonl', jsonl(FEED))).json();
    expect(again).toMatchObject({
      imported: true,
      summary: { entities: { client: { created: 0, updated: 0, unchanged: 1 } } },
    });
    expect((await history(admin)).imports[0]).toMatchObject({ file: 'anagrafiche.jsonl', imported: true });
  });

  it('refuses a feed with 3 bad records whole: the report on screen, in the history and as CSV', async () => {
    const admin = await t.login(SUPERUSER);
    const before = (await history(admin)).imports.length;
    const bad: (ImportRecordInput | string)[] = [
      ...FEED,
      { ...FEED[1], id: 'U-CLI-2', codiceFiscale: 'NONVALIDO' } as ImportRecordInput,
      '{"type":"client", broken',
      { type: 'dossier', id: 'U-POL-2', client: 'U-NESSUNO', numeroPolizza: '1', prodotto: 'X', stato: 'X' },
    ];
    const reply = await upload(admin, 'con-errori.jsonl', jsonl(bad));
    expect(reply.statusCode, reply.body).toBe(200);
    const outcome = reply.json();
    expect(outcome).toMatchObject({ imported: false, summary: null, moreProblems: 0 });
    expect(
      outcome.problems.map((p: { file: string; line: number; field: string | null }) => [
        p.file,
        p.line,
        p.field,
      ]),
    ).toEqual([
      ['con-errori.jsonl', 4, 'codiceFiscale'],
      ['con-errori.jsonl', 5, null],
      ['con-errori.jsonl', 6, 'client'],
    ]);

    const { imports } = await history(admin);
    expect(imports).toHaveLength(before + 1);
    expect(imports[0]).toMatchObject({
      importId: outcome.importId,
      file: 'con-errori.jsonl',
      imported: false,
      summary: null,
      problemCount: 3,
      reasons: outcome.problems,
    });
    expect(await latestAudit(admin)).toMatchObject({
      action: 'data.import.refused',
      detail: { file: 'con-errori.jsonl', problems: '3' },
    });

    const csv = await t.post(ApiPath.getImportReport, { importId: outcome.importId }, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`segnalazioni-import-${outcome.importId}.csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('file,line,field,why');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      'con-errori.jsonl,4,codiceFiscale',
      'con-errori.jsonl,5,',
      'con-errori.jsonl,6,client',
    ]);
    expect(lines[1]).toContain('client U-CLI-2');
    // Nothing of the feed was written: its good records neither.
    const again = (await upload(admin, 'anagrafiche.jsonl', jsonl(FEED))).json();
    expect(again.summary.entities.client).toMatchObject({ created: 0, unchanged: 1 });
  });

  it('names the file in the report as it was sent, and keeps a spreadsheet from running a cell', async () => {
    const admin = await t.login(SUPERUSER);
    const outcome = (await upload(admin, '=SOMMA(1;2) feed.jsonl', jsonl(['{"type":"branch"']))).json();
    expect(outcome.problems).toMatchObject([{ file: '=SOMMA(1;2) feed.jsonl', line: 1 }]);
    const csv = await t.post(ApiPath.getImportReport, { importId: outcome.importId }, admin);
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[1]).toMatch(/^'=SOMMA\(1;2\) feed\.jsonl,1,,/);
  });

  it('refuses a file that is neither a .zip nor a .jsonl, and a .zip that is not one: nothing written', async () => {
    const admin = await t.login(SUPERUSER);
    const before = (await history(admin)).imports.length;
    const pdf = await upload(admin, 'feed.pdf', makePdf('X', ['Y']));
    expect([pdf.statusCode, codeOf(pdf)]).toEqual([415, ErrorCode.UPLOAD_BAD_TYPE]);
    const fakeZip = await upload(admin, 'feed.zip', jsonl(FEED));
    expect([fakeZip.statusCode, codeOf(fakeZip)]).toEqual([400, ErrorCode.IMPORT_NOT_A_FEED]);
    // A zip's signature, then nothing a zip reader can read.
    const broken = await upload(
      admin,
      'rotto.zip',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 7)]),
    );
    expect([broken.statusCode, codeOf(broken)]).toEqual([400, ErrorCode.IMPORT_NOT_A_FEED]);
    const empty = await upload(
      admin,
      'vuoto.zip',
      zip([{ name: 'leggimi.txt', bytes: Buffer.from('ciao') }]),
    );
    expect([empty.statusCode, codeOf(empty)]).toEqual([400, ErrorCode.IMPORT_NO_FEED]);
    expect((await history(admin)).imports).toHaveLength(before);
    await expectNoUploadLeft();
  });

  it('refuses a zip with a path out of its folder, an absolute one or a bomb: nothing written anywhere', async () => {
    const admin = await t.login(SUPERUSER);
    const before = (await history(admin)).imports.length;
    const feed = { name: 'feed.jsonl', bytes: jsonl(FEED) };
    for (const name of [
      '../fuori.jsonl',
      'documents/../../fuori.jsonl',
      '/tmp/fuori.jsonl',
      'doc\\..\\fuori.jsonl',
    ]) {
      const reply = await upload(admin, 'percorsi.zip', zip([feed, { name, bytes: Buffer.from('{}') }]));
      expect([reply.statusCode, codeOf(reply)], name).toEqual([400, ErrorCode.IMPORT_UNSAFE_ARCHIVE]);
    }
    expect(existsSync(join(dataDir, 'fuori.jsonl'))).toBe(false);
    expect(existsSync('/tmp/fuori.jsonl')).toBe(false);
    // 5 MiB of zeros deflate to a few kilobytes: past the 4 MiB a 1 MiB upload may unpack to.
    const bomb = zip([feed, { name: 'documents/zeri.pdf', bytes: Buffer.alloc(5 * 1024 * 1024) }], {
      deflate: true,
    });
    expect(bomb.length).toBeLessThan(64 * 1024);
    const reply = await upload(admin, 'bomba.zip', bomb);
    expect([reply.statusCode, codeOf(reply)]).toEqual([400, ErrorCode.IMPORT_UNSAFE_ARCHIVE]);
    expect((await history(admin)).imports).toHaveLength(before);
    await expectNoUploadLeft();
  });

  it('refuses a file past FEED_UPLOAD_MAX_MB with 413 UPLOAD_001, and keeps none of it', async () => {
    const admin = await t.login(SUPERUSER);
    const reply = await upload(admin, 'grande.jsonl', Buffer.alloc(1024 * 1024 + 1, 0x20));
    expect([reply.statusCode, codeOf(reply)]).toEqual([413, ErrorCode.UPLOAD_TOO_LARGE]);
    await expectNoUploadLeft();
  });

  it('tells its caller how far the server is while the upload call works, and nothing once it has ended', async () => {
    const admin = await t.login(SUPERUSER);
    const progressKey = randomUUID();
    // Enough branches (about 0.7 MiB unpacked) that the import takes a while to read, check and write.
    const branches = Array.from({ length: 10_000 }, (_, n) => ({
      type: 'branch' as const,
      id: `U-PRG-${n}`,
      name: `Filiale ${n}`,
      bank: 'Banca di Prova',
    }));
    const feed = zip([{ name: 'feed.jsonl', bytes: jsonl(branches) }], { deflate: true });
    let ended = false;
    const sent = upload(admin, 'avanzamento.zip', feed, progressKey).finally(() => {
      ended = true;
    });
    const phases = new Set<string>();
    while (!ended) {
      const { progress } = (await t.post(ApiPath.getFeedProgress, { progressKey }, admin)).json();
      if (progress) {
        phases.add(progress.phase);
        expect(progress.done).toBeLessThanOrEqual(progress.total);
      }
    }
    expect((await sent).json()).toMatchObject({ imported: true });
    expect(phases.size).toBeGreaterThan(0);
    for (const phase of phases) expect(['unpacking', 'reading', 'checking', 'writing']).toContain(phase);
    const after = await t.post(ApiPath.getFeedProgress, { progressKey }, admin);
    expect(after.json()).toEqual({ status: 'OK', progress: null });
    const bad = await t.post(ApiPath.getFeedProgress, { progressKey: 'non-una-chiave' }, admin);
    expect([bad.statusCode, codeOf(bad)]).toEqual([400, ErrorCode.VALIDATION]);
  });

  it('refuses Staff, a client and no session on every call of the feeds', async () => {
    // A client of the demo made Staff too: the console's calls of import are the Superuser's alone.
    const [luca] = await t.db.select({ id: users.id }).from(users).where(eq(users.userCode, '10000003'));
    await t.db
      .insert(userRoles)
      .values({ userId: luca?.id as number, applicationId: t.config.APPLICATION_ID, role: Role.STAFF });
    const staff = await t.login('10000003');
    const client = await t.login('10000001');
    const before = (await history(await t.login(SUPERUSER))).imports.length;
    for (const token of [staff, client]) {
      const sent = await upload(token, 'anagrafiche.jsonl', jsonl(FEED));
      expect([sent.statusCode, codeOf(sent)]).toEqual([403, ErrorCode.FORBIDDEN]);
      for (const [path, body] of [
        [ApiPath.getFeedProgress, { progressKey: randomUUID() }],
        [ApiPath.getImportHistory, {}],
        [ApiPath.getImportReport, { importId: '1' }],
      ] as const) {
        const reply = await t.post(path, body, token);
        expect([reply.statusCode, codeOf(reply)], path).toEqual([403, ErrorCode.FORBIDDEN]);
      }
    }
    expect((await upload(undefined, 'anagrafiche.jsonl', jsonl(FEED))).statusCode).toBe(401);
    expect((await history(await t.login(SUPERUSER))).imports).toHaveLength(before);
    await expectNoUploadLeft();
  });
  it('lists the history a page at a time, newest first', async () => {
    const admin = await t.login(SUPERUSER);
    for (let n = 0; n < 21; n++) await upload(admin, `pagina-${n}.jsonl`, jsonl(FEED.slice(0, 1)));
    const first = await history(admin);
    expect(first.imports).toHaveLength(20);
    expect(first.imports[0].file).toBe('pagina-20.jsonl');
    expect(first.next).toMatch(/^\d+$/);
    const second = await history(admin, first.next);
    const ids = [...first.imports, ...second.imports].map((entry: { importId: string }) =>
      Number(entry.importId),
    );
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    const unknown = await t.post(ApiPath.getImportReport, { importId: '999999' }, admin);
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([404, ErrorCode.NOT_FOUND]);
  });
});
