import { basename, resolve } from 'node:path';
import {
  ErrorCode,
  IMPORT_TYPES,
  type ImportOutcome,
  type ImportProblem,
  importOutcome,
} from '@area-clienti/contract';
import { z } from 'zod';
import {
  feedBytes,
  ImportCancelled,
  importFeed,
  recordImport,
  startRun,
} from '../modules/agency-import/index.js';
import { databaseCommand, UsageError } from './command.js';
import { cliActor } from './users.js';

/**
 * `npm run import -- <file|folder>`: the agency's feed (docs/import.md). With the embedded database and a
 * server running, the server reads the files (they are on its machine) and imports them.
 */
export const importCommand = databaseCommand({
  kind: 'database',
  name: 'import',
  usage: 'import <file|folder>',
  summary: "import the agency's data: checked whole first, then written all or nothing",
  parse(words, env) {
    if (words.length !== 1) throw new UsageError('import takes one file or folder');
    // npm runs scripts from the project's folder: a relative path is the caller's, where npm was typed.
    return { path: resolve(env.INIT_CWD ?? process.cwd(), words[0] as string), actor: cliActor() };
  },
  args: z.object({ path: z.string().min(1).max(4096), actor: z.string().min(1).max(100) }),
  result: importOutcome,
  errors: [ErrorCode.IMPORT_BUSY, ErrorCode.IMPORT_NO_FEED],
  // A large feed takes long through the server too.
  serverTimeoutMs: 6 * 60 * 60 * 1000,
  async run(deps, { path, actor }) {
    const run = startRun(deps.clock, { actor, target: path, file: basename(path), bytes: 0 });
    const outcome = await importFeed(deps, { path }, { onProgress: deps.onProgress, signal: deps.signal });
    await recordImport(deps, { ...run, bytes: await feedBytes(path) }, outcome);
    return outcome;
  },
  report: (outcome) => ({ lines: reportLines(outcome), exitCode: outcome.imported ? 0 : 1 }),
  cancelled: new ImportCancelled().message,
  explain: (code, { path }) => {
    if (code === ErrorCode.IMPORT_BUSY) return 'Another import is running: try again when it has finished.';
    if (code === ErrorCode.IMPORT_NO_FEED)
      return `No feed at ${path}: a .jsonl or .json file, or a folder of them.`;
    return undefined;
  },
});

export function reportLines(outcome: ImportOutcome): string[] {
  if (!outcome.summary) {
    const total = outcome.problems.length + outcome.moreProblems;
    return [
      `Nothing was imported: ${total} problem${total === 1 ? '' : 's'} in the feed.`,
      ...outcome.problems.map(problemLine),
      ...(outcome.moreProblems ? [`… and ${outcome.moreProblems} more.`] : []),
    ];
  }
  const header = ['', 'created', 'updated', 'removed', 'unchanged'];
  const rows = IMPORT_TYPES.map((type) => {
    const c = outcome.summary?.entities[type];
    return [type, c?.created, c?.updated, c?.removed, c?.unchanged].map(String);
  });
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [
    'Imported.',
    line(header),
    ...rows.map(line),
    `Notices queued for clients: ${outcome.summary.notices}`,
  ];
}

function problemLine(p: ImportProblem): string {
  const where = p.line ? `${p.file} line ${p.line}` : p.file;
  const what = [p.record, p.field].filter(Boolean).join(', ');
  return `${where}${what ? ` (${what})` : ''}: ${p.problem}`;
}
