import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type DataSetCounts,
  OutputNotEmptyError,
  writeDataSet,
} from '../agency-data/generate/write-data-set.js';
import { type StandaloneCommand, UsageError } from './command.js';

/** Enough for the scale benchmark and then some; more would take hours and fill the disk. */
const MAX_CLIENTS = 10_000_000;

const wholeNumber = (text: string | undefined, name: string, min: number, max: number): number => {
  if (text === undefined || !/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`--${name} takes a whole number from ${min} to ${max.toLocaleString('en')}`);
  }
  return Number(text);
};

function parse(words: string[]) {
  let values: { clients?: string; out?: string; seed?: string };
  try {
    ({ values } = parseArgs({
      args: words,
      options: { clients: { type: 'string' }, out: { type: 'string' }, seed: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (!values.out) throw new UsageError('--out <folder> is required: a new or empty folder');
  return {
    clients: wholeNumber(values.clients, 'clients', 1, MAX_CLIENTS),
    seed: wholeNumber(values.seed ?? '1', 'seed', 0, 2 ** 32 - 1),
    out: resolve(values.out),
  };
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const counted = (counts: DataSetCounts) =>
  `${counts.clients.toLocaleString('en')} clients, ${counts.dossiers.toLocaleString('en')} policies, ` +
  `${counts.claims.toLocaleString('en')} claims, ${counts.documents.toLocaleString('en')} documents`;

/**
 * `npm run gen-data -- --clients N --out <folder> [--seed S]`: a realistic data set in the agency's import
 * format, the same files for the same seed (docs/operations.md).
 */
export const genDataCommand: StandaloneCommand = {
  kind: 'standalone',
  name: 'gen-data',
  usage: 'gen-data --clients <N> --out <folder> [--seed <S>]',
  summary:
    'write a realistic data set of N clients in the import format into an empty folder (tests, benchmarks)',
  async run(words) {
    const { clients, seed, out } = parse(words);
    try {
      const summary = await writeDataSet({
        clients,
        seed,
        out,
        // Progress goes to stderr, so that stdout keeps only the summary.
        onProgress: (counts, elapsedMs) =>
          process.stderr.write(
            `gen-data: ${Math.floor((100 * counts.clients) / clients)}% ${counted(counts)} (${seconds(elapsedMs)})\n`,
          ),
      });
      return {
        lines: [
          `Written to ${out}: ${summary.branches} branches, ${summary.repairCentres} repair centres, ${counted(summary)}.`,
          `${mb(summary.bytes)} in ${seconds(summary.elapsedMs)} (seed ${seed}).`,
        ],
        exitCode: 0,
      };
    } catch (error) {
      if (error instanceof OutputNotEmptyError) throw new UsageError(error.message);
      throw error;
    }
  },
};
