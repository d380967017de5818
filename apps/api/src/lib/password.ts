/** Password hashing with argon2id (OWASP's recommended parameters: 19 MiB, 2 passes). */
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);
export const verifyPassword = (hashed: string, password: string) => verify(hashed, password).catch(() => false);
