import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openAppDatabase } from './db/open.js';
import { configuredDelivery } from './delivery/configured.js';
import { scheduleRetention } from './modules/maintenance/retention.js';
import { loadSsoKey } from './modules/sso/key.js';
import { seedDemoIfEmpty } from './seed/demo-agency.js';
import { claimDataDir, DataDirBusyError, loopbackUrl, newCliToken } from './shared/data-dir-owner.js';

async function main() {
  const config = loadConfig();
  // The embedded database allows one process: claim its folder first; the tools read the claim too.
  const claim = config.DATABASE_URL ? undefined : await claimDataDir(config.DATA_DIR, 'server');
  const database = await openAppDatabase(config, (error) =>
    console.error(JSON.stringify({ level: 50, msg: 'database pool error', error: error.message })),
  );
  if (config.NODE_ENV === 'production' && config.SEED_DEMO === 'true') {
    console.error(
      JSON.stringify({
        level: 40,
        msg: 'STAGING DEMO: the demo agency and its Superuser with a public password are in this production database',
      }),
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
  const app = await buildApp({ config, db: database.db, ...delivery, ssoKey, cliToken });
  app.log.info({ engine: database.engine }, 'database ready');
  app.log.info(
    { email: delivery.mailer ? 'smtp' : 'outbox', sms: delivery.sms ? 'gateway' : 'outbox' },
    'delivery of e-mail and SMS',
  );

  const stopRetention = scheduleRetention(database.db, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    stopRetention();
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
    console.error(error.message);
  } else {
    console.error('Area Clienti could not start:', error);
  }
  process.exit(1);
});
