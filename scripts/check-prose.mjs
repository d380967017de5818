#!/usr/bin/env node
// node scripts/check-prose.mjs (the second half of `npm run lint`): comments and docs say what
// holds and why, citing a decision record (docs/decisions/NNNN-*.md) when one covers it, never the
// number of the work item that asked for it. Reads the source and documentation files of apps/,
// packages/, e2e/ and scripts/ and fails, printing `file:line: text`, for every line that names an
// issue by number.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['apps', 'packages', 'e2e', 'scripts'];
const SKIPPED = new Set(['node_modules', 'dist', 'build', '.react-router', 'test-results', 'coverage']);
const EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.mjs',
  '.js',
  '.cjs',
  '.css',
  '.md',
  '.json',
  '.yml',
  '.yaml',
  '.sql',
  '.html',
]);
// Built from parts, so that this file does not match itself.
const CITES_ISSUE = new RegExp(['issue', '[0-9]+'].join(' '), 'i');

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
      yield* files(path.join(dir, entry.name));
    } else if (entry.isFile() && EXTENSIONS.has(path.extname(entry.name))) {
      yield path.join(dir, entry.name);
    }
  }
}

let read = 0;
const found = [];
for (const folder of FOLDERS) {
  for (const file of files(path.join(ROOT, folder))) {
    read += 1;
    const name = path.relative(ROOT, file).split(path.sep).join('/');
    const lines = readFileSync(file, 'utf8').split(/\r?\n/);
    lines.forEach((text, i) => {
      if (!CITES_ISSUE.test(text)) return;
      found.push(`${name}:${i + 1}: ${text.trim()}`);
    });
  }
}

if (found.length > 0) {
  for (const line of found) console.error(line);
  console.error(
    `prose: ${found.length} line(s) cite an issue number; say what holds and cite the decision (docs/decisions/) instead`,
  );
  process.exit(1);
}
console.log(`prose: no comment cites an issue number (${read} files read)`);
