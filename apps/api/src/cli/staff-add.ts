/**
 * npm run staff:add -- EMAIL
 * Makes the account with this e-mail staff of the network (the staff area /staff: verification
 * queue, payments, need-help enquiries). Staff accounts are never made by sign-up. Without an
 * account, one is created with a random password printed here once (decision 0018): give it to
 * the person, who changes it (Forgot password) after the first login.
 * With the embedded database, stop the server first: one process at a time may open its folder.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { openFromConfig } from './db.js';
import { hashPassword } from '../lib/password.js';
import { authRepo } from '../modules/auth/auth.repo.js';
import { staffRepo } from '../modules/staff/staff.repo.js';
import { runCli, type Cli } from './run-cli.js';

async function main(args: Cli<Record<never, never>>) {
  // Any flag is ignored (strict: false): the first word that is not one is the address.
  const email = args.positionals.find((a) => !a.startsWith('-'));
  if (!email || !z.string().email().safeParse(email).success)
    throw args.usage('an e-mail address, e.g. npm run staff:add -- ana@example.com');

  const { database } = await openFromConfig();
  try {
    await database.migrate();
    const db = database.db;
    const user = await staffRepo.userByEmail(db, email);
    if (user?.isStaff) {
      console.log(`${user.email} is already staff.`);
    } else if (user) {
      await staffRepo.setStaff(db, user.id);
      console.log(`${user.email} is now staff: the staff area is at /staff after logging in.`);
    } else {
      const password = randomBytes(15).toString('base64url');
      const local =
        email
          .split('@')[0]
          .replace(/[^\p{L}\p{N}]+/gu, ' ')
          .trim() || 'Staff';
      const created = await authRepo.createUser(db, {
        email,
        passwordHash: await hashPassword(password),
        firstName: 'Staff',
        lastName: local.slice(0, 60),
        emailVerified: true,
      }); // an operator vouches for the address
      await staffRepo.setStaff(db, created.id);
      console.log(`Created the staff account ${created.email}.`);
      console.log(`Its password, shown this once: ${password}`);
      console.log(
        'Give it to the person over a private channel; they change it with "Forgot password" after the first login.',
      );
    }
  } finally {
    await database.close();
  }
}

await runCli({ usage: 'npm run staff:add -- EMAIL', positionals: true, strict: false }, main);
