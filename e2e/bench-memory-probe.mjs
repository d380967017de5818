// Loaded with `--import` (through NODE_OPTIONS) into the server that `npm run bench:memory` starts
// (e2e/bench-memory.mjs): on SIGUSR2 it writes the JavaScript memory in use (heap, memory outside
// it, array buffers; then the live heap after a full collection) to BENCH_MEMORY_FILE. Written to a side file and renamed, so the bench never
// reads half a file. Without BENCH_MEMORY_FILE it does nothing.
import { renameSync, writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// A full collection on demand, for the live heap (without --expose-gc on the server's command line).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    const { heapUsed, heapTotal, external, arrayBuffers, rss } = process.memoryUsage();
    gc();
    const live = process.memoryUsage();
    writeFileSync(
      `${file}.part`,
      JSON.stringify({
        heapUsed,
        heapTotal,
        external,
        arrayBuffers,
        rss,
        liveHeap: live.heapUsed,
        rssAfterGc: live.rss,
      }),
    );
    renameSync(`${file}.part`, file);
  });
}
