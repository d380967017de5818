/**
 * zod's settings (human messages; no `new Function` in the browser, decision 0016), installed
 * before any chunk that builds a schema runs: root.tsx imports this module first. It does not
 * import zod, so the first load stays without it (decision 0009).
 */
import { installZodConfig } from '@wbn/contract/constants';

installZodConfig();
