/**
 * What every API-side benchmark shares for `--json FILE`: the option, where a relative FILE lands,
 * and the writing (parent folders made as needed), so a run can be checked by a script
 * (scripts/bench-smoke.mjs, CI). A relative FILE is taken from the folder npm was started in
 * (INIT_CWD): `npm run bench:feed -- --json out/feed.json` at the repository's root writes
 * <root>/out/feed.json, although npm runs the script in apps/api.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type autocannon from 'autocannon';

/** The `--json FILE` option, for node:util parseArgs: `options: { ...jsonOption, … }`. */
export const jsonOption = { json: { type: 'string' } } as const;

/** Where `--json FILE` points, absolute (undefined when not given). */
export function jsonTarget(file: string | undefined): string | undefined {
  if (!file) return undefined;
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** Writes the figures as JSON to `--json FILE` (nothing without it) and says where. */
export function writeFigures(file: string | undefined, figures: Record<string, unknown>): void {
  const target = jsonTarget(file);
  if (!target) return;
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(
    target,
    `${JSON.stringify({ at: new Date().toISOString(), node: process.version, ...figures }, null, 2)}\n`,
  );
  console.log(`figures written to ${target}`);
}

/** Rounded to `d` decimals (JSON figures stay readable). */
export const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

/**
 * autocannon's options for a run of `seconds`: it checks the end of a run at each sample, every
 * second by default, so a run shorter than a second (the small sizes of bench:smoke) samples as
 * often as it lasts.
 */
export const runFor = (seconds: number) => ({
  duration: seconds,
  sampleInt: Math.min(1000, Math.max(10, seconds * 1000)),
});

/** Requests per second of an autocannon run (its average is per sample, see runFor). */
export const perSecond = (r: autocannon.Result) =>
  (r.requests.average * 1000) / ((r as autocannon.Result & { sampleInt?: number }).sampleInt ?? 1000);
