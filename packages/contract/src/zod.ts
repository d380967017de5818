/**
 * The zod every contract module uses, configured once for every side that loads a schema:
 * - validation failures read as human sentences (zod-messages.ts), never zod's own words;
 * - in the browser, no code generation: zod otherwise probes `new Function` to compile its
 *   object parsers, which the Content-Security-Policy refuses (and reports) on every page that
 *   loads a form (decision 0016). Servers keep the faster compiled parsers.
 */
import { z } from 'zod';
import { humanIssueMessage, type IssueLike } from './zod-messages.js';

let installed = false;
/** Makes `humanIssueMessage` the message of every check that has none of its own (idempotent). */
export function installHumanMessages() {
  if (installed) return;
  installed = true;
  z.config({ jitless: 'window' in globalThis, customError: (iss) => humanIssueMessage(iss as IssueLike) });
}
installHumanMessages();

export { z };
