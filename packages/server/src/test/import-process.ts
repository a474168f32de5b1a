import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codiceFiscaleCheckCharacter } from '@area-clienti/contract';
import { makePdf } from '../agency-data/pdf.js';

const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../../../..');

const withCheckCharacter = (first15: string) => first15 + codiceFiscaleCheckCharacter(first15);

/** A feed large enough to be killed halfway: a policy per client, and documents sharing one PDF. */
export async function largeFeed(dir: string, clients: number, documentsEach: number) {
  await mkdir(join(dir, 'documents'), { recursive: true });
  await writeFile(join(dir, 'documents/shared.pdf'), makePdf('Quietanza', ['Documento di prova.']));
  const lines: string[] = [];
  for (let c = 0; c < clients; c++) {
    lines.push(
      JSON.stringify({
        type: 'client',
        id: `K-CLI-${c}`,
        // A tax code each: the feed refuses two clients with one (decisions/0156).
        codiceFiscale: withCheckCharacter(`DTTNNN80A01H${String(c).padStart(3, '0')}`),
        nome: 'Ditta',
        cognome: `N${c}`,
      }),
      JSON.stringify({
        type: 'dossier',
        id: `K-POL-${c}`,
        client: `K-CLI-${c}`,
        numeroPolizza: `K${c}`,
        prodotto: 'Casa',
        stato: 'ATTIVA',
      }),
    );
    for (let d = 0; d < documentsEach; d++) {
      lines.push(
        JSON.stringify({
          type: 'document',
          id: `K-DOC-${c}-${d}`,
          dossier: `K-POL-${c}`,
          name: `Quietanza ${d}`,
          file: 'documents/shared.pdf',
        }),
      );
    }
  }
  // The file's header first: the count of its records (docs/import.md).
  const header = JSON.stringify({ type: 'feed', records: lines.length });
  await writeFile(join(dir, 'feed.jsonl'), `${[header, ...lines].join('\n')}\n`);
}

/** A real `npm run import` of a folder on a PostgreSQL database: what it prints is kept in `output`. */
export interface ImportProcess {
  child: ChildProcess;
  /** stdout and stderr, as they came. */
  output: string[];
  exited: Promise<number | null>;
}

export function startImport(databaseUrl: string, feed: string): ImportProcess {
  const child = spawn(
    // Node itself with tsx's loader: the tsx command would run the tool in a child that a signal misses.
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'packages/server/src/cli/cli.ts', 'import', feed],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output, exited: exitOf(child) };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
