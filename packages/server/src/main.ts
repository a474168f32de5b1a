import { inspect } from 'node:util';
import { ConfigError, loadConfig } from './config.js';
import { isConnectionError } from './db/connection-errors.js';
import { EmbeddedEngineError } from './db/embedded/data-folder.js';
import type { EngineLog } from './db/embedded/engine.js';
import { causeOf, describeDatabaseUrl, openAppDatabase } from './db/open.js';
import { claimDataDir, DataDirBusyError, loopbackUrl, newCliToken } from './shared/data-dir-owner.js';
import { redactLogValue, redactText } from './shared/log-redaction.js';
import { sweepUploadFolders } from './shared/upload-folders.js';

/** A start that cannot go on, said in one line (the database's address and its own words). */
class StartError extends Error {}

/** The longest a shutdown may take (a draining request, then closing the pool), whatever the database does. */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * A JSON line on stderr, in pino's shape, for what happens before (or after) the app's logger exists;
 * masked like every line of the app's logger (shared/log-redaction.ts).
 */
function logLine(level: 30 | 40 | 50, msg: string, fields: Record<string, unknown> = {}) {
  console.error(JSON.stringify(redactLogValue({ level, time: Date.now(), msg, ...fields })));
}

/** The embedded engine's lines: its start (version, where it listens), its own FATAL lines, its restarts. */
const engineLog: EngineLog = {
  info: (fields, msg) => logLine(30, msg, fields),
  warn: (fields, msg) => logLine(40, msg, fields),
  error: (fields, msg) => logLine(50, msg, fields),
};

/** Set once the server is up: how it stops (the embedded engine gone for good stops it with exit code 1). */
let stopServer: ((reason: string, exitCode: number) => Promise<void>) | undefined;

/**
 * The app's own modules, loaded while PostgreSQL starts (about a second of a core, two on a busy machine,
 * that a first start used to spend before even running initdb): only what opens the database is imported
 * before main runs.
 */
function loadAppModules() {
  const modules = Promise.all([
    import('./app.js'),
    import('./delivery/configured.js'),
    import('./modules/agency/index.js'),
    import('./modules/sso/index.js'),
    import('./seed/demo-agency.js'),
    import('./modules/privacy/index.js'),
    import('./modules/second-factor/index.js'),
  ]).then(([app, delivery, agency, sso, seed, privacy, secondFactor]) => ({
    buildApp: app.buildApp,
    configuredDelivery: delivery.configuredDelivery,
    readBuildInfo: agency.readBuildInfo,
    loadSsoKey: sso.loadSsoKey,
    seedDemoIfEmpty: seed.seedDemoIfEmpty,
    ensurePrivacyNotice: privacy.ensurePrivacyNotice,
    loadSecondFactorKey: secondFactor.loadSecondFactorKey,
    // Once the database is open (pdf-lib and node-forge take a second to load: not beside its first tries).
    loadSealer: async (config: Parameters<typeof import('./signing/seal.js').loadSealer>[0]) =>
      (await import('./signing/seal.js')).loadSealer(config),
  }));
  // Awaited once the database is open; a start that fails before then says its own reason, not this one.
  modules.catch(() => {});
  return modules;
}

async function main() {
  const config = loadConfig();
  const loading = loadAppModules();
  // One process runs the embedded PostgreSQL of a data folder (starts, restarts and stops it): the server
  // claims the folder first; a command line tool finds it there and goes through the server.
  const claim = config.DATABASE_URL ? undefined : await claimDataDir(config.DATA_DIR, 'server');
  const where = config.DATABASE_URL
    ? `the PostgreSQL server at DATABASE_URL=${describeDatabaseUrl(config.DATABASE_URL)}`
    : `the embedded database in DATA_DIR=${config.DATA_DIR}`;
  const database = await openAppDatabase(config, {
    onPoolError: (error) => logLine(50, 'database pool error', { error: causeOf(error) }),
    onRetry: ({ cause, retryInSeconds }) =>
      logLine(40, `${where} does not answer yet`, { cause, retryInSeconds }),
    engineLog,
    onEngineLost: (reason) => {
      logLine(50, 'the embedded database is gone: stopping the server', { reason });
      if (stopServer) void stopServer('embedded database lost', 1);
      else process.exit(1);
    },
  }).catch(async (error: unknown) => {
    if (error instanceof EmbeddedEngineError) {
      await claim?.release();
      throw error;
    }
    const verb = isConnectionError(error) ? 'does not answer' : 'refused to open';
    throw new StartError(`${where} ${verb}: ${causeOf(error)}`);
  });
  if (config.NODE_ENV === 'production' && config.SEED_DEMO === 'true') {
    logLine(
      40,
      'STAGING DEMO: the demo agency and its Superuser with a public password are in this production database',
    );
  }
  const {
    buildApp,
    configuredDelivery,
    readBuildInfo,
    loadSsoKey,
    seedDemoIfEmpty,
    ensurePrivacyNotice,
    loadSecondFactorKey,
    loadSealer,
  } = await loading.catch(async (error: unknown) => {
    await database.close().catch(() => {});
    throw error;
  });
  let privacyNotice: Awaited<ReturnType<typeof ensurePrivacyNotice>>;
  let secondFactorKey: Buffer;
  let sealer: Awaited<ReturnType<typeof loadSealer>>;
  try {
    secondFactorKey = await loadSecondFactorKey(config);
    // The agency's seal for the signed claim reports (decisions/0113): a P12 that cannot be opened or has
    // expired stops the start with its reason, not a client's signature later.
    sealer = await loadSealer(config);
    await seedDemoIfEmpty(database.db, config, secondFactorKey);
    // After the demo's own notices: a new agency's database gets the default one, so registration works.
    privacyNotice = await ensurePrivacyNotice(database.db);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  const delivery = configuredDelivery(config);
  const cliToken = newCliToken();
  const ssoKey = await loadSsoKey(config);
  const app = await buildApp({
    config,
    db: database.db,
    ...delivery,
    ssoKey,
    cliToken,
    secondFactorKey,
    sealer,
    work: true,
  });
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
  if (privacyNotice !== 'agency notice') {
    app.log.warn(
      { privacyNotice },
      privacyNotice === 'none in force'
        ? 'no privacy notice is in force: registration is refused until one is published (docs/operations.md, template-publish)'
        : "the privacy notice in force is the product's default: publish the agency's own (docs/operations.md, template-create)",
    );
  }
  app.log.info(
    { email: delivery.mailer ? 'smtp' : 'outbox', sms: delivery.sms ? 'gateway' : 'outbox' },
    'delivery of e-mail and SMS',
  );
  // What a killed process left of its uploads (decisions/0117): before this process makes any of its own.
  const swept = await sweepUploadFolders(config.DATA_DIR);
  if (swept.length > 0) app.log.info({ folders: swept }, 'uploads left by a stopped process removed');

  let stopping = false;
  const stop = async (signal: string, exitCode = 0) => {
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
    // The pool, then the embedded engine (a fast shutdown, waited for).
    await database.close();
    await claim?.release();
    process.exit(exitCode);
  };
  stopServer = stop;
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  await claim?.announce({ url: loopbackUrl(app.server.address(), config.HOST), cliToken });
}

main().catch((error) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirBusyError ||
    error instanceof EmbeddedEngineError
  ) {
    console.error(redactText(error.message));
  } else if (error instanceof StartError) {
    console.error(redactText(`Area Clienti could not start: ${error.message}`));
  } else {
    console.error(redactText(`Area Clienti could not start: ${inspect(error)}`));
  }
  process.exit(1);
});
