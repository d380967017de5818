/**
 * npm run db:migrate: applies migrations and reference data to the configured database (the same
 * step as `node apps/api/dist/main.js --migrate-only` in a built image, without the demo seed).
 */
import { openFromConfig } from './db.js';
import { prepareDatabase } from '../seed/prepare.js';
import { runCli } from './run-cli.js';

await runCli({}, async () => {
  const { database } = await openFromConfig();
  await prepareDatabase(database);
  console.log(`migrations and reference data applied (${database.kind})`);
  await database.close();
});
