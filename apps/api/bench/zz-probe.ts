// Times searchRepo calls on the bench DB: node --import tsx bench/zz-probe.ts <kind> <text> [skip]
import { openDatabase } from '../src/db/client.js';
import { searchRepo, clearSearchCaches, parseQuery, toTsquery } from '../src/modules/search/search.repo.js';
const url = process.env.PGURL ?? 'postgres://postgres@127.0.0.1:5432/wbn_bench_1000000';
const db = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
const [kind, text, skip = '0', type = 'MA', country = ''] = process.argv.slice(2);
const words = parseQuery(text).words;
let tsq = words.length ? toTsquery(words) : null;
for (let round = 0; round < 3; round++) {
  clearSearchCaches(db.db);
  const t0 = performance.now();
  let r: { total: number; rows: unknown[] };
  if (kind === 'product') {
    r = await searchRepo.products(db.db, { tsq, skip: Number(skip), size: 5 });
    if (!r.total && words.length) {
      const fixed = await Promise.all(words.map((w) => searchRepo.correctWord(db.db, w)));
      r = await searchRepo.products(db.db, { tsq: toTsquery(fixed, false), skip: 0, size: 5 });
    }
  } else r = await searchRepo.businesses(db.db, { tsq, type, country: country || null, skip: Number(skip), size: 5 });
  console.log(kind, JSON.stringify(text), 'skip', skip, 'total', r.total, 'rows', r.rows.length, (performance.now() - t0).toFixed(1), 'ms');
}
await db.close?.();
process.exit(0);
