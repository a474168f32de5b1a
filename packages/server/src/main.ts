import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { type Database, openPglite, openPostgres } from './db/database.js';
import { isDatabaseEmpty, seedDemoAgency } from './seed/demo-agency.js';

async function main() {
  const config = loadConfig();
  const database: Database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, (error) =>
        console.error(JSON.stringify({ level: 50, msg: 'database pool error', error: error.message })),
      )
    : await openPglite(config.DATA_DIR);
  await database.migrate();
  if (config.SEED_DEMO === 'true' && (await isDatabaseEmpty(database.db))) {
    await seedDemoAgency(database.db, config);
  }
  const app = await buildApp({ config, db: database.db });
  app.log.info({ engine: database.engine }, 'database ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Area Clienti could not start:', error);
  }
  process.exit(1);
});
