import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ImportClaim,
  type ImportClient,
  type ImportDocument,
  type ImportDossier,
  type ImportType,
  importRecordByType,
  importRemoval,
  isValidCodiceFiscale,
  PRODUCT_GROUPS,
  PRODUCTS,
} from '@area-clienti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run.js';
import { DataSet, PLANS } from './generate.js';
import { DATA_SET_FILES } from './write-data-set.js';

const CLIENTS = 50;
const temporaryDirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'area-clienti-gen-data-'));
  temporaryDirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of temporaryDirs) await rm(dir, { recursive: true, force: true });
});

/** Runs the command line in this process, as `npm run gen-data -- <args>` would. */
async function genData(args: string[]) {
  const out: string[] = [];
  const error: string[] = [];
  const code = await runCli(
    ['gen-data', ...args],
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    {
      out: (line) => out.push(line),
      error: (line) => error.push(line),
    },
  );
  return { code, out, error };
}

/** Every file of a folder, by its path inside it, with its bytes. */
async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
  return new Map(
    await Promise.all(names.map(async (name) => [name, await readFile(join(dir, name))] as const)),
  );
}

const typeOfFile = Object.fromEntries(
  Object.entries(DATA_SET_FILES).map(([type, file]) => [file, type]),
) as Record<string, ImportType>;

describe(`npm run gen-data -- --clients ${CLIENTS}`, () => {
  let dir = '';
  let run: Awaited<ReturnType<typeof genData>>;
  const records = new Map<ImportType, Record<string, unknown>[]>();
  const of = <T>(type: ImportType) => (records.get(type) ?? []) as T[];

  beforeAll(async () => {
    dir = join(await tempDir(), 'data-set'); // a folder that does not exist yet is made
    run = await genData(['--clients', String(CLIENTS), '--out', dir]);
    for (const [file, type] of Object.entries(typeOfFile)) {
      const lines = (await readFile(join(dir, file), 'utf8')).split('\n');
      expect(lines.pop()).toBe(''); // every line ends with a newline, the last one too
      // The file's header first: the count of the records after it (docs/import.md).
      expect(JSON.parse(lines.shift() ?? '')).toEqual({ type: 'feed', records: lines.length });
      records.set(
        type,
        lines.map((line) => JSON.parse(line)),
      );
    }
  });

  it('writes the files of the import format and says what it wrote', () => {
    expect(run.code).toBe(0);
    expect(run.error).toEqual([]);
    expect(run.out.join('\n')).toMatch(/3 branches, 36 repair centres, 50 clients, 150 policies, \d+ claims/);
    expect(existsSync(join(dir, 'documents'))).toBe(true);
  });

  it('writes on every line a record that the contract accepts for the file it is in, and no removal', () => {
    for (const [type, list] of records) {
      expect(list.length).toBeGreaterThan(0);
      for (const record of list) {
        expect(record.type).toBe(type);
        expect(importRemoval.safeParse(record).success).toBe(false);
        const parsed = importRecordByType[type].safeParse(record);
        expect(parsed.error, `${type} ${String(record.id)}`).toBeUndefined();
      }
    }
    const ids = [...records.values()].flat().map((record) => `${record.type}:${record.id}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every client a valid codice fiscale of their own, an e-mail of their own at example.it and a mobile', () => {
    const clients = of<ImportClient>('client');
    expect(clients).toHaveLength(CLIENTS);
    for (const client of clients) {
      expect(isValidCodiceFiscale(client.codiceFiscale), client.codiceFiscale).toBe(true);
      expect(client.email).toMatch(/^[a-z.\d]+@([a-z]+\.)?example\.it$/);
      expect(client.cell).toMatch(/^\+393\d{9}$/);
      expect(client.indirizzi?.length).toBeGreaterThan(0);
    }
    expect(new Set(clients.map((c) => c.codiceFiscale)).size).toBe(CLIENTS);
    expect(new Set(clients.map((c) => c.email)).size).toBe(CLIENTS);
    for (const dossier of of<ImportDossier>('dossier')) {
      for (const member of dossier.nucleo ?? []) {
        expect(isValidCodiceFiscale(member.codiceFiscale ?? ''), member.codiceFiscale).toBe(true);
      }
    }
  });

  it('points every reference at a record of the data set: branch, client, policy, and a claim on the same policy', () => {
    const ids = (type: ImportType) => new Set(of<{ id: string }>(type).map((record) => record.id));
    const branches = ids('branch');
    const clients = ids('client');
    const dossiers = ids('dossier');
    const claimDossier = new Map(of<ImportClaim>('claim').map((claim) => [claim.id, claim.dossier]));
    for (const client of of<ImportClient>('client')) expect(branches.has(client.branch ?? '')).toBe(true);
    for (const dossier of of<ImportDossier>('dossier')) expect(clients.has(dossier.client)).toBe(true);
    for (const claim of of<ImportClaim>('claim')) expect(dossiers.has(claim.dossier)).toBe(true);
    for (const document of of<ImportDocument>('document')) {
      expect(dossiers.has(document.dossier)).toBe(true);
      if (document.claim) expect(claimDossier.get(document.claim)).toBe(document.dossier);
    }
    expect(of<ImportDocument>('document').some((document) => document.claim)).toBe(true);
  });

  it("writes every document's PDF where its record says, each a real PDF of its own", async () => {
    const documents = of<ImportDocument>('document');
    const pdfs = await Promise.all(documents.map((document) => readFile(join(dir, document.file ?? ''))));
    for (const pdf of pdfs) {
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    }
    expect(new Set(pdfs.map((pdf) => pdf.toString('latin1'))).size).toBe(documents.length);
    expect(new Set(documents.map((d) => d.file?.split('/')[1])).size).toBe(1); // 500 documents: one folder
    expect((await readdir(join(dir, 'documents', '000'))).length).toBe(documents.length);
  });

  it('gives every motor policy its attestato di rischio, and only motor policies one', () => {
    const motor = of<ImportDossier>('dossier').filter((d) => d.targa);
    expect(motor.length).toBeGreaterThan(0);
    const certified = new Set(
      of<ImportDocument>('document')
        .filter((d) => d.tipo === 'attestato-di-rischio')
        .map((d) => d.dossier),
    );
    expect([...certified].sort()).toEqual(motor.map((d) => d.id).sort());
  });

  it('shows the sections of every kind of policy, unpaid instalments and claims in every state', () => {
    const dossiers = of<ImportDossier>('dossier');
    expect(new Set(dossiers.map((d) => d.tipoProdotto?.area))).toEqual(new Set(PRODUCT_GROUPS));
    for (const section of ['beni', 'nucleo', 'movimenti', 'datiTecnici', 'riserve'] as const) {
      expect(
        dossiers.some((d) => (d[section]?.length ?? 0) > 0),
        section,
      ).toBe(true);
    }
    const movimenti = dossiers.flatMap((d) => d.movimenti ?? []);
    expect(movimenti.some((m) => m.stato === 'Da pagare')).toBe(true);
    expect(dossiers.some((d) => d.movimentiLayout === '5col')).toBe(true);
    expect(new Set(of<ImportClaim>('claim').map((c) => c.stato))).toEqual(
      new Set(['1', '2', '3', '4', '5', '6']),
    );
    expect(PLANS.map((plan) => plan.prodotto).sort()).toEqual(
      PRODUCTS.map((product) => product.title).sort(),
    );
  });

  it('writes byte for byte the same files for the same seed, and others for another seed', async () => {
    const again = join(await tempDir(), 'again');
    expect((await genData(['--clients', String(CLIENTS), '--out', again, '--seed', '1'])).code).toBe(0);
    const first = await filesOf(dir);
    const second = await filesOf(again);
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [name, bytes] of first) expect(second.get(name)?.equals(bytes), name).toBe(true);

    const other = join(await tempDir(), 'other');
    expect((await genData(['--clients', String(CLIENTS), '--out', other, '--seed', '2'])).code).toBe(0);
    const clients = 'clients.jsonl';
    expect((await readFile(join(other, clients))).equals(first.get(clients) as Buffer)).toBe(false);
  });
});

describe('the data set grows with the clients', () => {
  it('has 3 policies, about 3 claims and 10 documents per client, and a branch per 500 clients', () => {
    for (const clients of [CLIENTS, 2_000]) {
      const dataSet = new DataSet({ clients, seed: 7 });
      const counts = { clients: 0, dossiers: 0, claims: 0, documents: 0 };
      for (const bundle of dataSet.clients()) {
        counts.clients++;
        counts.dossiers += bundle.dossiers.length;
        counts.claims += bundle.claims.length;
        counts.documents += bundle.documents.length;
      }
      expect(counts.clients).toBe(clients);
      expect(counts.dossiers).toBe(3 * clients);
      expect(counts.claims / clients).toBeGreaterThan(2.9);
      expect(counts.claims / clients).toBeLessThanOrEqual(3);
      expect(counts.documents / clients).toBeGreaterThan(9.7);
      expect(counts.documents / clients).toBeLessThan(10.3);
      expect(dataSet.branches).toHaveLength(Math.max(3, clients / 500));
      expect(new Set(dataSet.repairCentres.map((centre) => centre.provincia)).size).toBeGreaterThan(10);
    }
  });
});

describe('npm run gen-data refuses a wrong command line', () => {
  it.each([
    ['no --clients', ['--out', 'X']],
    ['no --out', ['--clients', '5']],
    ['--clients 0', ['--clients', '0', '--out', 'X']],
    ['--clients -5', ['--clients', '-5', '--out', 'X']],
    ['--clients 1.5', ['--clients', '1.5', '--out', 'X']],
    ['--clients abc', ['--clients', 'abc', '--out', 'X']],
    ['--clients past the limit', ['--clients', '10000001', '--out', 'X']],
    ['--seed abc', ['--clients', '5', '--seed', 'abc', '--out', 'X']],
    ['an unknown option', ['--clients', '5', '--out', 'X', '--fast']],
    ['a stray word', ['--clients', '5', '--out', 'X', 'more']],
  ])('%s: exit code 2, the reason and the usage, nothing written', async (_, args) => {
    const parent = await tempDir();
    const out = join(parent, 'out');
    const { code, error } = await genData(args.map((arg) => (arg === 'X' ? out : arg)));
    expect(code).toBe(2);
    expect(error[0]).toMatch(/--clients|--out|--seed|Unknown option|Unexpected argument/);
    expect(error.join('\n')).toContain('gen-data --clients <N> --out <folder>');
    expect(await readdir(parent)).toEqual([]);
  });

  it('a folder that is not empty: exit code 2, and its files are left as they were', async () => {
    const out = await tempDir();
    await writeFile(join(out, 'clients.jsonl'), 'the agency’s own file\n');
    await mkdir(join(out, 'documents'));
    const { code, error } = await genData(['--clients', '5', '--out', out]);
    expect(code).toBe(2);
    expect(error[0]).toContain('is not empty');
    expect(await readFile(join(out, 'clients.jsonl'), 'utf8')).toBe('the agency’s own file\n');
    expect((await readdir(out)).sort()).toEqual(['clients.jsonl', 'documents']);
  });

  it('a file in place of the folder: exit code 2', async () => {
    const file = join(await tempDir(), 'a-file');
    await writeFile(file, '');
    const { code, error } = await genData(['--clients', '5', '--out', file]);
    expect(code).toBe(2);
    expect(error[0]).toContain('is a file');
  });
});
