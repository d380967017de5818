/**
 * One unit of work across repos: `inTransaction(db, async (tx) => { await aRepo.x(tx, …); await mail.send(tx, …) })`.
 * Services use it when a change and the jobs or events it causes must commit together or not at
 * all (decision 0022). A repo that opens its own transaction inside runs as a savepoint.
 */
import type { Db } from '../db/client.js';

export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));
