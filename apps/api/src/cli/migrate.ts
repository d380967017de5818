/** npm run db:migrate: applies migrations and reference data to the configured database. */
import { openFromConfig } from './db.js';
import { seedReferenceData } from '../db/seed/reference.js';

const { database } = await openFromConfig();
await database.migrate();
await seedReferenceData(database.db);
console.log(`migrations and reference data applied (${database.kind})`);
await database.close();
