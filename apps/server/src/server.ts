import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { loadDemoData } from './demo/demo-data.js';
import { developmentBanner } from './dev-banner.js';
import { OffsetClock } from './lib/clock.js';
import { closeGracefully } from './lib/shutdown.js';

/**
 * The process entry point: configuration, database (PGlite under DATA_DIR unless DATABASE_URL is
 * set), migrations, demo data on a first development start, then listen. SIGINT/SIGTERM close
 * the server gracefully: stop accepting, finish requests and the job in hand, close the database.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolMax: config.databasePoolMax,
  });
  // DEV_CLOCK_CONTROL (development only): a clock that POST /api/v1/dev/clock/advance moves forward
  const app = await buildApp({ config, database, clock: config.devClockControl ? new OffsetClock() : undefined });
  const demoLoaded = config.demoData ? await loadDemoData(app.ctx, (line) => app.log.info(line)) : false;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: đang dừng máy chủ…`);
    await closeGracefully(app, database);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Chợ Gundam đang chạy tại ${config.appUrl} (cơ sở dữ liệu: ${database.kind})`);
  for (const line of developmentBanner(config, demoLoaded)) app.log.warn(line);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
