/** The rows of a `db.execute(sql…)` answer: node-postgres wraps them in `{ rows }`, PGlite's drizzle driver too; some return the array. */
export const rowsOf = <T>(res: unknown) => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];
