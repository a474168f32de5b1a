import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { carryOverPglite, hasPgliteData } from '../db/pglite-carry-over.js';
import { claimDataDir } from '../shared/data-dir-owner.js';
import { type StandaloneCommand, UsageError } from './command.js';

function parse(words: string[]): { from: string } {
  let values: { from?: string };
  try {
    ({ values } = parseArgs({
      args: words,
      options: { from: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (!values.from)
    throw new UsageError('--from <folder> is required: the old PGlite data folder (DATA_DIR)');
  return { from: resolve(values.from) };
}

/**
 * `npm run carry-over -- --from <folder>`: the data of an old embedded (PGlite) data folder, copied into
 * the PostgreSQL database of DATABASE_URL, for operators who do it by hand (docs/operations.md,
 * docs/decisions/0074). The server on the embedded engine does the same by itself at start (issue 19).
 */
export const carryOverCommand: StandaloneCommand = {
  kind: 'standalone',
  name: 'carry-over',
  usage: 'carry-over --from <folder>',
  summary: 'copy an old embedded (PGlite) data folder into the empty database of DATABASE_URL',
  async run(words, config) {
    const { from } = parse(words);
    if (!config.DATABASE_URL) {
      throw new UsageError(
        'Set DATABASE_URL to the empty PostgreSQL database to fill. (On the embedded engine the server ' +
          'carries DATA_DIR over by itself when it starts.)',
      );
    }
    if (!hasPgliteData(from)) {
      return {
        lines: [`${from} holds no PGlite database (no PG_VERSION): nothing to carry over.`],
        exitCode: 1,
      };
    }
    // An old server still running on the folder would write behind the copy's back: it is refused.
    const claim = await claimDataDir(from, 'tool');
    const lines: string[] = [];
    try {
      // A CarryOverError says what failed and that nothing changed: the tool prints it, exit code 1.
      await carryOverPglite({
        pgliteDir: from,
        targetUrl: config.DATABASE_URL,
        log: (line) => lines.push(line),
      });
      return { lines, exitCode: 0 };
    } finally {
      await claim.release();
    }
  },
};
