import { inspect } from 'node:util';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { isConnectionError } from './db/connection-errors.js';
import { causeOf, describeDatabaseUrl, openAppDatabase } from './db/open.js';
import { configuredDelivery } from './delivery/configured.js';
import { readBuildInfo } from './modules/agency/index.js';
import { loadSsoKey } from './modules/sso/index.js';
import { seedDemoIfEmpty } from './seed/demo-agency.js';
import { claimDataDir, DataDirBusyError, loopbackUrl, newCliToken } from './shared/data-dir-owner.js';
import { redactLogValue, redactText } from './shared/log-redaction.js';

/** A start that cannot go on, said in one line (the database's address and its own words). */
class StartError extends Error {}

/** The longest a shutdown may take (a draining request, then closing the pool), whatever the database does. */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * A JSON line on stderr, in pino's shape, for what happens before (or after) the app's logger exists;
 * masked like every line of the app's logger (shared/log-redaction.ts).
 */
function logLine(level: 40 | 50, msg: string, fields: Record<string, unknown> = {}) {
  console.error(JSON.stringify(redactLogValue({ level, time: Date.now(), msg, ...fields })));
}

async function main() {
  const config = loadConfig();
  // The embedded database allows one process: claim its folder first; the tools read the claim too.
  const claim = config.DATABASE_URL ? undefined : await claimDataDir(config.DATA_DIR, 'server');
  const where = config.DATABASE_URL
    ? `the PostgreSQL server at DATABASE_URL=${describeDatabaseUrl(config.DATABASE_URL)}`
    : `the embedded database in DATA_DIR=${config.DATA_DIR}`;
  const database = await openAppDatabase(config, {
    onPoolError: (error) => logLine(50, 'database pool error', { error: causeOf(error) }),
    onRetry: ({ cause, retryInSeconds }) =>
      logLine(40, `${where} does not answer yet`, { cause, retryInSeconds }),
  }).catch((error: unknown) => {
    const verb = isConnectionError(error) ? 'does not answer' : 'refused to open';
    throw new StartError(`${where} ${verb}: ${causeOf(error)}`);
  });
  if (config.NODE_ENV === 'production' && config.SEED_DEMO === 'true') {
    logLine(
      40,
      'STAGING DEMO: the demo agency and its Superuser with a public password are in this production database',
    );
  }
  try {
    await seedDemoIfEmpty(database.db, config);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  const delivery = configuredDelivery(config);
  const cliToken = newCliToken();
  const ssoKey = await loadSsoKey(config);
  const app = await buildApp({ config, db: database.db, ...delivery, ssoKey, cliToken, work: true });
  // Which build runs, and what this start changed in the database: the first line to read after a deploy.
  const build = readBuildInfo();
  const applied = database.migrationsApplied;
  app.log.info(
    {
      version: build.version,
      commit: build.commit,
      builtAt: build.builtAt,
      engine: database.engine,
      migrationsApplied: applied,
    },
    `Area Clienti ${build.version} (${build.commit}) starting: database ready, ${
      applied.length === 0 ? 'no migration to apply' : `migrations applied: ${applied.join(', ')}`
    }`,
  );
  app.log.info(
    { email: delivery.mailer ? 'smtp' : 'outbox', sms: delivery.sms ? 'gateway' : 'outbox' },
    'delivery of e-mail and SMS',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    // Requests and the pool wait at most a query timeout each; a database that hangs past that must not
    // keep the process alive: the orchestrator is waiting for it to go.
    setTimeout(() => {
      logLine(40, 'shutdown took too long: exiting anyway', { afterSeconds: SHUTDOWN_LIMIT_MS / 1000 });
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    await app.close();
    await database.close();
    await claim?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  await claim?.announce({ url: loopbackUrl(app.server.address(), config.HOST), cliToken });
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(redactText(error.message));
  } else if (error instanceof StartError) {
    console.error(redactText(`Area Clienti could not start: ${error.message}`));
  } else {
    console.error(redactText(`Area Clienti could not start: ${inspect(error)}`));
  }
  process.exit(1);
});
