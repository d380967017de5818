/**
 * zod's settings for this product, written where every copy of zod reads them
 * (`globalThis.__zod_globalConfig`, zod ≥ 4.1), without importing zod: the web app calls this
 * first thing in the browser, before any chunk that builds a schema loads, and its first-load
 * code never carries zod (decision 0009). The contract's schemas/zod.ts calls it for every other side.
 *
 * - validation failures read as human sentences (zod-messages.ts), never zod's own words;
 * - in the browser, no code generation: zod otherwise probes `new Function` when it builds an
 *   object schema, which the Content-Security-Policy refuses and reports (decision 0016).
 *   Servers keep the faster compiled parsers.
 */
import { humanIssueMessage, type IssueLike } from './zod-messages.js';

type ZodGlobalConfig = { jitless?: boolean; customError?: (issue: IssueLike) => string | undefined };

export function installZodConfig(): void {
  const g = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
  const config = (g.__zod_globalConfig ??= {});
  if (config.customError) return;
  config.jitless = 'window' in globalThis;
  config.customError = (issue) => humanIssueMessage(issue);
}
