/**
 * The zod every contract module uses, configured (constants/zod-config.ts) before any schema is built.
 * Importing zod first makes it create its shared settings object; the settings then go into it.
 */
import { z } from 'zod';
import { installZodConfig } from '../constants/zod-config.js';

installZodConfig();

/** Kept for callers that install explicitly (apps/api/src/lib/http.ts); idempotent. */
export const installHumanMessages = installZodConfig;

export { z };
