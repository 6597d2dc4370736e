import { buildApp } from './app.js';
import { prepareDatabase } from './boot.js';
import { loadConfig } from './config.js';
import { mailIsReady } from './modules/site/index.js';
import { startBanner } from './startBanner.js';

const config = loadConfig();
const { database, jwtSecret } = await prepareDatabase(config);
const app = await buildApp({ config, database, jwtSecret, ownsDatabase: true });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Assessly is running at ${config.publicUrl} (${database.dialect}${config.seedDemo ? ', demo data' : ''})`);
// `npm start` (scripts/start.mjs) asks for the address and the demo accounts in plain words.
if (process.env.ASSESSLY_ANNOUNCE === '1') {
  console.log(startBanner({ config, dialect: database.dialect, mailReady: await mailIsReady(database.db, config) }));
}
