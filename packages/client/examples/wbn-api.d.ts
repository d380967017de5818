/**
 * In a reader's project, openapi-typescript writes this file from /api/openapi.json (see
 * search-businesses.ts). In this repository the same types are this package's own generated ones,
 * so the example is type-checked with the package; apps/api/src/test/developer-examples.test.ts
 * also generates the file as a reader would and checks and runs the example with it.
 */
export type { paths, components, operations } from '../src/schema.js';
