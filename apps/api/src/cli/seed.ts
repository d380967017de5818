/**
 * npm run db:seed -- --demo                 the demo set (idempotent)
 * npm run db:seed -- --users N [--seed S]   N generated users (deterministic)
 */
import { parseArgs } from 'node:util';
import { openFromConfig } from './db.js';
import { seedReferenceData } from '../db/seed/reference.js';
import { seedDemo } from '../db/seed/demo.js';
import { generateUsers } from '../db/seed/generator.js';

const { values } = parseArgs({
  options: {
    demo: { type: 'boolean', default: false },
    users: { type: 'string' },
    businesses: { type: 'string' },
    products: { type: 'string' },
    seed: { type: 'string', default: '42' },
  },
});
const count = (name: string, v?: string) => {
  if (v === undefined) return 0;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, got "${v}"`);
    process.exit(2);
  }
  return n;
};
if (values.businesses || values.products) {
  console.error('--businesses and --products need the companies module, which is not built yet; only --users and --demo work today.');
  process.exit(2);
}
const { database } = await openFromConfig();
await database.migrate();
await seedReferenceData(database.db);
if (values.demo) {
  await seedDemo(database.db);
  console.log('demo data seeded');
}
const n = count('users', values.users);
if (n) {
  const started = Date.now();
  await generateUsers(database.db, { users: n, seed: Number(values.seed) });
  console.log(`${n} users generated in ${Date.now() - started} ms`);
}
await database.close();
