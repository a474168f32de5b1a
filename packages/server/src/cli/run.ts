import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode, isErrorCode } from '@area-clienti/contract';
import { z } from 'zod';
import { type DatabaseCommand, type Report, UsageError } from '../commands/command.js';
import { COMMANDS } from '../commands/index.js';
import { type Config, ConfigError, loadConfig } from '../config.js';
import { openAppDatabase } from '../db/open.js';
import { configuredDelivery } from '../delivery/configured.js';
import { OutboxMailer, OutboxSmsSender } from '../delivery/outbox.js';
import { DeliveryQueue } from '../delivery/queue.js';
import { Jobs } from '../jobs/jobs.js';
import type { ImportProgress } from '../modules/agency-import/index.js';
import { loadSecondFactorKey } from '../modules/second-factor/index.js';
import { seedDemoIfEmpty } from '../seed/demo-agency.js';
import { buildServices } from '../services.js';
import { BackgroundTasks } from '../shared/background.js';
import { systemClock } from '../shared/clock.js';
import { claimDataDir, DataDirBusyError, type DataDirOwner, readOwner } from '../shared/data-dir-owner.js';
import { AppError } from '../shared/errors.js';
import { redactText } from '../shared/log-redaction.js';

export interface CliOutput {
  out(line: string): void;
  error(line: string): void;
}

/** How long a tool waits for a server that is starting, or for another tool, to let it work. */
const WAIT_FOR_OWNER_MS = 60_000;
const POLL_MS = 250;

const GENERIC_FAILURES: Record<string, string> = {
  [ErrorCode.NOT_FOUND]: 'Not found.',
  [ErrorCode.VALIDATION]: 'The server refused the arguments.',
  [ErrorCode.TOKEN]: 'The server refused the tool: is DATA_DIR the one the server uses?',
  [ErrorCode.CONNECTION]: 'The database cannot be reached.',
};

/** Whether the command stops on Ctrl-C (an import): the tool then hands it the signal of `runCli`. */
export const stopsOnCtrlC = (name: string | undefined): boolean => {
  const command = COMMANDS.find((candidate) => candidate.name === name);
  return command?.kind === 'database' && command.cancelled !== undefined;
};

/** The exit code of a command stopped by Ctrl-C (128 + SIGINT, as shells report it). */
const CANCELLED_EXIT_CODE = 130;

/**
 * The command line of the agency's tools: `cli.ts <command> [args]`. Returns the exit code. `signal`
 * (Ctrl-C) stops a command that stops on it: nothing of it is written, and the exit code is 130.
 */
export async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  given: CliOutput,
  signal?: AbortSignal,
): Promise<number> {
  // Failures are masked like the server's log lines (an error's message may carry a query's values); the
  // report is not: printing the invite or single sign-on link for the agency is what the command is for.
  const output: CliOutput = {
    out: (line) => given.out(line),
    error: (line) => given.error(redactText(line)),
  };
  const [name, ...words] = argv;
  const command = COMMANDS.find((candidate) => candidate.name === name);
  const usage = () =>
    output.error(
      `Usage: npm run <command> -- [args]\n${COMMANDS.map((c) => `  ${c.usage.padEnd(20)} ${c.summary}`).join('\n')}`,
    );
  if (!command) {
    usage();
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.error(error.message);
    return 2;
  }
  let args: Record<string, unknown> = {};
  try {
    let report: Report;
    if (command.kind === 'standalone') {
      report = await command.run(words, config);
    } else {
      args = command.args.parse(command.parse(words, env));
      report = command.report(await execute(command, args, config, signal));
    }
    for (const line of report.lines) output.out(line);
    return report.exitCode;
  } catch (error) {
    if (signal?.aborted && command.kind === 'database' && command.cancelled) {
      output.error(command.cancelled);
      return CANCELLED_EXIT_CODE;
    }
    if (error instanceof UsageError || error instanceof z.ZodError) {
      output.error(error instanceof UsageError ? error.message : z.prettifyError(error));
      usage();
      return 2;
    }
    if (error instanceof AppError) {
      const explained = command.kind === 'database' ? command.explain?.(error.code, args) : undefined;
      output.error(explained ?? GENERIC_FAILURES[error.code] ?? `Failed: ${error.code}.`);
      return 1;
    }
    output.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

/**
 * Runs a database command where it may run: through the server that holds DATA_DIR (it runs the embedded
 * PostgreSQL, docs/decisions/0073), or here when no server does (starting that engine, then stopping it),
 * or always here with a PostgreSQL server.
 */
async function execute(
  command: DatabaseCommand,
  args: Record<string, unknown>,
  config: Config,
  signal: AbortSignal | undefined,
): Promise<Record<string, unknown>> {
  if (config.DATABASE_URL) return runHere(command, args, config, signal);
  const deadline = Date.now() + WAIT_FOR_OWNER_MS;
  for (;;) {
    const owner = await readOwner(config.DATA_DIR);
    if (owner?.role === 'server' && owner.url && owner.cliToken)
      return runInServer(command, args, owner, signal);
    if (!owner) {
      const claim = await claimDataDir(config.DATA_DIR, 'tool').catch((error) => {
        if (error instanceof DataDirBusyError) return null; // taken in between: look again
        throw error;
      });
      if (claim) {
        try {
          return await runHere(command, args, config, signal);
        } finally {
          await claim.release();
        }
      }
    }
    // A server still starting (no address yet), or another tool at work.
    if (Date.now() > deadline) throw new DataDirBusyError(config.DATA_DIR, owner as DataDirOwner);
    signal?.throwIfAborted();
    await sleep(POLL_MS);
  }
}

async function runHere(
  command: DatabaseCommand,
  args: Record<string, unknown>,
  config: Config,
  signal: AbortSignal | undefined,
): Promise<Record<string, unknown>> {
  // A tool answers at once: it does not wait for a database that is not there.
  const database = await openAppDatabase({ ...config, DATABASE_START_TIMEOUT_SECONDS: 0 });
  const secondFactorKey = await loadSecondFactorKey(config);
  await seedDemoIfEmpty(database.db, config, secondFactorKey);
  const configured = configuredDelivery(config);
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const jobs = await Jobs.open(database.db, quiet);
  const deliveries = await DeliveryQueue.on(jobs, {
    mailer: configured.mailer ?? new OutboxMailer(database.db, systemClock, quiet),
    ...(configured.bulkMailer ? { bulkMailer: configured.bulkMailer } : {}),
    sms: configured.sms ?? new OutboxSmsSender(database.db, systemClock, quiet),
    log: quiet,
  });
  const background = new BackgroundTasks(quiet);
  try {
    // The same services as the server's (services.ts): a command here acts as its route would there.
    const services = buildServices({
      db: database.db,
      clock: systemClock,
      config,
      deliveries,
      background,
      ssoKey: null,
      secondFactorKey,
    });
    const result = await command.run(
      {
        db: database.db,
        config,
        clock: systemClock,
        deliveries,
        ...services,
        onProgress: progressBar(),
        ...(signal ? { signal } : {}),
      },
      args,
    );
    // No server works the queue here: what the command queued leaves now (or waits for a server's worker).
    await deliveries.drain();
    return result;
  } finally {
    await background.drain();
    await jobs.stop();
    configured.mailer?.close?.();
    configured.bulkMailer?.close();
    await database.close();
  }
}

async function runInServer(
  command: DatabaseCommand,
  args: Record<string, unknown>,
  owner: DataDirOwner,
  signal: AbortSignal | undefined,
): Promise<Record<string, unknown>> {
  let answer: { status: number; text: string };
  const timeout = AbortSignal.timeout(command.serverTimeoutMs ?? 120_000);
  try {
    answer = await postJson(
      `${owner.url}/v1/admin/cli/${command.name}`,
      owner.cliToken as string,
      args,
      // Ctrl-C closes the connection: the server stops a command that stops on it (an import).
      signal ? AbortSignal.any([timeout, signal]) : timeout,
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(
      `The server (process ${owner.pid}) holds the data folder but does not answer at ${owner.url}. ` +
        'Wait until it has started or stopped, then run the command again.',
    );
  }
  let body: { status?: string; error?: { code?: string } } = {};
  try {
    body = JSON.parse(answer.text);
  } catch {}
  if (answer.status !== 200 || body.status !== 'OK') {
    throw new AppError(isErrorCode(body.error?.code) ? body.error.code : ErrorCode.INTERNAL);
  }
  return command.result.parse(body);
}

/**
 * POSTs JSON to the server on this machine and reads its answer, waiting as long as `signal` lets it.
 * Not `fetch`: its client gives up on an answer that has not begun within five minutes, and the server
 * cancels an import whose caller went away — a long import handed to the server would stop there.
 */
function postJson(
  url: string,
  token: string,
  payload: unknown,
  signal: AbortSignal,
): Promise<{ status: number; text: string }> {
  const body = JSON.stringify(payload);
  return new Promise((done, fail) => {
    const call = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', fail);
      },
    );
    call.on('error', fail);
    call.end(body);
  });
}

/** A progress bar on the terminal (none when the output goes to a file or a pipe). */
function progressBar(): ((progress: ImportProgress) => void) | undefined {
  const terminal = process.stderr;
  if (!terminal.isTTY) return undefined;
  let shown = '';
  return ({ phase, done, total }) => {
    const fraction = total > 0 ? Math.min(1, done / total) : 0;
    const width = 30;
    const filled = Math.round(fraction * width);
    const line = `${phase.padEnd(8)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.floor(fraction * 100)}%`;
    if (line === shown) return;
    shown = line;
    terminal.write(`\r${line}${fraction >= 1 && phase === 'writing' ? '\n' : ''}`);
  };
}
