import type { ErrorCode } from '@area-clienti/contract';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { DeliveryQueue } from '../delivery/queue.js';
import type { ImportProgress } from '../modules/agency-import/index.js';
import type { Services } from '../services.js';
import type { Clock } from '../shared/clock.js';

/**
 * What a tool's work needs, in the server (its own parts) or in the tool (the database it opened): the
 * same services the routes use (services.ts), so a command is a thin wrapper over them.
 */
export interface ToolDeps extends Pick<Services, 'users' | 'messages' | 'templates'> {
  db: Db;
  config: Config;
  clock: Clock;
  deliveries: DeliveryQueue;
  /** Told how a long command advances (an import), when it runs in the tool: a progress bar. */
  onProgress?: (progress: ImportProgress) => void;
  /** Aborts when the caller gives up: Ctrl-C of the tool, or the tool's connection to the server lost. */
  signal?: AbortSignal;
}

/** What a command prints, and the exit code. */
export interface Report {
  lines: string[];
  exitCode: number;
}

/** A wrong command line: the usage is printed and the exit code is 2. */
export class UsageError extends Error {}

/**
 * A command that works on the database. It runs in the server (POST /v1/admin/cli/<name>) when a server
 * holds DATA_DIR, else in the tool's own process: `run` is the same function either way.
 */
export interface DatabaseCommand<
  Args extends z.ZodObject = z.ZodObject,
  Result extends z.ZodObject = z.ZodObject,
> {
  kind: 'database';
  name: string;
  /** The command line, e.g. `invite <userID>`, and what it does. */
  usage: string;
  summary: string;
  /** The words after the command's name → the request body (then checked by `args`). */
  /** `env` is the tool's environment (INIT_CWD: where `npm run` was typed, for relative paths). */
  parse(words: string[], env: NodeJS.ProcessEnv): z.input<Args>;
  args: Args;
  result: Result;
  /** The codes `run` may fail with (its server route declares them). */
  errors?: readonly ErrorCode[];
  run(deps: ToolDeps, args: z.output<Args>): Promise<z.output<Result>>;
  report(result: z.output<Result>): Report;
  /** How long the tool waits for the server to run it (default two minutes). */
  serverTimeoutMs?: number;
  /** What a failure code means here, when it needs saying better than the generic text. */
  explain?(code: string, args: z.output<Args>): string | undefined;
  /**
   * For a command that stops on Ctrl-C (`deps.signal`), what the tool then says; the others run to their
   * end (a second Ctrl-C ends the tool at once).
   */
  cancelled?: string;
}

/** A command that needs no database (it may read files in DATA_DIR). */
export interface StandaloneCommand {
  kind: 'standalone';
  name: string;
  usage: string;
  summary: string;
  run(words: string[], config: Config): Promise<Report>;
}

export type Command = DatabaseCommand | StandaloneCommand;

/** Keeps a database command's own types while listing it with the others. */
export const databaseCommand = <Args extends z.ZodObject, Result extends z.ZodObject>(
  command: DatabaseCommand<Args, Result>,
) => command as unknown as DatabaseCommand;

/** A command that takes no argument and lists something (`deliveries`, `audit-log`, …). */
export const listingCommand = <Result extends z.ZodObject>(command: {
  name: string;
  summary: string;
  result: Result;
  run(deps: ToolDeps): Promise<z.output<Result>>;
  report(result: z.output<Result>): Report;
}) =>
  databaseCommand({
    kind: 'database',
    usage: command.name,
    parse(words) {
      if (words.length !== 0) throw new UsageError(`${command.name} takes no argument`);
      return {};
    },
    args: noArguments,
    ...command,
    run: (deps) => command.run(deps),
  });

const noArguments = z.object({});
