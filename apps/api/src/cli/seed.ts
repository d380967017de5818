/**
 * npm run db:seed -- --demo                                  the demo set (users, ~60 businesses, products, pictures)
 * npm run db:seed -- --users N --businesses N --products N   a deterministic data set of that size (no pictures)
 *   [--seed S]
 */
import { openFromConfig } from './db.js';
import { seedReferenceData } from '../seed/reference.js';
import { seedDemo } from '../seed/demo.js';
import { countUsers, generateUsers } from '../seed/generator.js';
import { generateCompanies } from '../seed/companies.js';
import { createStorageFromConfig } from '../ports/storage.js';
import { users } from '../db/schema/index.js';
import { runCli, UsageError, type Cli } from './run-cli.js';

const OPTIONS = {
  demo: { type: 'boolean', default: false },
  users: { type: 'string' },
  businesses: { type: 'string' },
  products: { type: 'string' },
  seed: { type: 'string', default: '42' },
} as const;

const count = (name: string, v?: string) => {
  if (v === undefined) return 0;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} must be a whole number, got "${v}"`);
  return n;
};

async function main({ values }: Cli<typeof OPTIONS>) {
  const { database, config } = await openFromConfig();
  await database.migrate();
  await seedReferenceData(database.db);
  if (values.demo) {
    await seedDemo(database.db, createStorageFromConfig(config));
    console.log('demo data seeded');
  }
  const n = count('users', values.users);
  if (n) {
    const started = Date.now();
    await generateUsers(database.db, { users: n, seed: Number(values.seed) });
    console.log(`${n} users generated in ${Date.now() - started} ms`);
  }
  const nb = count('businesses', values.businesses);
  const np = count('products', values.products);
  if (np && !nb) throw new UsageError('--products needs --businesses (products belong to businesses)');
  if (nb) {
    const started = Date.now();
    if ((await countUsers(database.db)) === 0)
      await generateUsers(database.db, { users: Math.max(1, Math.ceil(nb / 10)), seed: Number(values.seed) });
    const owners = (await database.db.select({ id: users.id }).from(users).limit(10000)).map((u) => u.id);
    const per = np / nb;
    const made = await generateCompanies(database.db, {
      ownerIds: owners,
      businesses: nb,
      productsPerBusiness: [Math.floor(per), Math.ceil(per)],
      seed: Number(values.seed),
      paidEvery: 7,
    });
    console.log(`${made.businesses} businesses and ${made.products} products generated in ${Date.now() - started} ms`);
  }
  await database.close();
}

// A count typed wrong ends the process where it is found (exit code 2), the database closing with it.
await runCli({ options: OPTIONS }, main);
