// Loaded with `--import` into the server that `npm run bench:chat` starts (bench/chat.ts): on
// SIGUSR2 it runs a full garbage collection (the server runs with --expose-gc) and writes the
// JavaScript memory in use (heap and buffers outside it) to BENCH_MEMORY_FILE, which the bench
// reads. Written to a side file and renamed, so the bench never reads half a file.
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    const { heapUsed, external, rss } = process.memoryUsage();
    writeFileSync(`${file}.part`, JSON.stringify({ heapUsed, external, rss }));
    renameSync(`${file}.part`, file);
  });
}
