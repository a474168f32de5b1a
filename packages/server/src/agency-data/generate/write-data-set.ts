import { once } from 'node:events';
import {
  closeSync,
  createWriteStream,
  mkdirSync,
  openSync,
  type WriteStream,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { makePdf } from '../pdf.js';
import { DataSet } from './generate.js';

/** The files of a data set, one record a line, in the agency's import format (docs/import.md). */
export const DATA_SET_FILES = {
  branch: 'branches.jsonl',
  repairCentre: 'repair-centres.jsonl',
  client: 'clients.jsonl',
  dossier: 'dossiers.jsonl',
  claim: 'claims.jsonl',
  document: 'documents.jsonl',
} as const;

export interface DataSetCounts {
  clients: number;
  dossiers: number;
  claims: number;
  documents: number;
}

export interface DataSetSummary extends DataSetCounts {
  branches: number;
  repairCentres: number;
  /** Bytes of the JSON Lines files and the PDFs. */
  bytes: number;
  elapsedMs: number;
}

/** The folder to write into already holds files: a data set is written into an empty one only. */
export class OutputNotEmptyError extends Error {}

/** The width of a file's header line: room for any count, padded with blanks (JSON allows them). */
const HEADER_WIDTH = 48;
const headerLine = (records: number) =>
  `${JSON.stringify({ type: 'feed', records })}`.padEnd(HEADER_WIDTH, ' ').concat('\n');

/**
 * One JSON Lines file, written through a stream that the writer waits for when its buffer is full. Its
 * first line is the file's header (docs/import.md): written blank-padded first, its count filled in
 * place once the file is whole, so the records stream past it without being held.
 */
export class JsonLines {
  private readonly stream: WriteStream;
  private records = 0;

  constructor(private readonly path: string) {
    this.stream = createWriteStream(path, { highWaterMark: 1 << 20 });
    this.stream.write(headerLine(0));
  }

  async write(record: object): Promise<void> {
    this.records++;
    if (!this.stream.write(`${JSON.stringify(record)}\n`)) await once(this.stream, 'drain');
  }

  async close(): Promise<number> {
    this.stream.end();
    await once(this.stream, 'finish');
    const descriptor = openSync(this.path, 'r+');
    try {
      writeSync(descriptor, headerLine(this.records), 0);
    } finally {
      closeSync(descriptor);
    }
    return this.stream.bytesWritten;
  }
}

async function assertEmptyFolder(out: string): Promise<void> {
  const entries = await readdir(out).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    if (error.code === 'ENOTDIR') throw new OutputNotEmptyError(`${out} is a file, not a folder`);
    throw error;
  });
  if (entries.length > 0) throw new OutputNotEmptyError(`${out} is not empty: give a new or empty folder`);
}

/**
 * Writes the data set of `seed` with `clients` clients into the empty folder `out`: the JSON Lines files
 * and documents/<nnn>/<id>.pdf. One client at a time, so memory stays flat at any size; `onProgress` is
 * called every `progressEveryMs` with the counts so far.
 */
export async function writeDataSet(options: {
  clients: number;
  seed: number;
  out: string;
  onProgress?: (counts: DataSetCounts, elapsedMs: number) => void;
  progressEveryMs?: number;
}): Promise<DataSetSummary> {
  const started = Date.now();
  await assertEmptyFolder(options.out);
  await mkdir(join(options.out, 'documents'), { recursive: true });
  const files = Object.fromEntries(
    Object.entries(DATA_SET_FILES).map(([type, name]) => [type, new JsonLines(join(options.out, name))]),
  ) as Record<keyof typeof DATA_SET_FILES, JsonLines>;
  const dataSet = new DataSet(options);
  for (const branch of dataSet.branches) await files.branch.write(branch);
  for (const centre of dataSet.repairCentres) await files.repairCentre.write(centre);

  const counts: DataSetCounts = { clients: 0, dossiers: 0, claims: 0, documents: 0 };
  let pdfBytes = 0;
  let folder = '';
  let reported = started;
  for (const bundle of dataSet.clients()) {
    await files.client.write(bundle.client);
    for (const dossier of bundle.dossiers) await files.dossier.write(dossier);
    for (const claim of bundle.claims) await files.claim.write(claim);
    for (const document of bundle.documents) {
      await files.document.write(document.record);
      const path = join(options.out, document.record.file);
      // Documents are numbered in order: a new folder starts every thousand.
      if (dirname(path) !== folder) {
        folder = dirname(path);
        mkdirSync(folder, { recursive: true });
      }
      // Small files are written synchronously: on this scale the file system, not the event loop, is the
      // limit, and a pool of asynchronous writes measured slower than one file after the other.
      const pdf = makePdf(document.title, document.lines);
      writeFileSync(path, pdf);
      pdfBytes += pdf.length;
    }
    counts.clients++;
    counts.dossiers += bundle.dossiers.length;
    counts.claims += bundle.claims.length;
    counts.documents += bundle.documents.length;
    if (options.onProgress && Date.now() - reported >= (options.progressEveryMs ?? 3_000)) {
      reported = Date.now();
      options.onProgress({ ...counts }, reported - started);
    }
  }
  let bytes = pdfBytes;
  for (const file of Object.values(files)) bytes += await file.close();
  return {
    ...counts,
    branches: dataSet.branches.length,
    repairCentres: dataSet.repairCentres.length,
    bytes,
    elapsedMs: Date.now() - started,
  };
}
