/**
 * `@wbn/contract/editions`: the editions and the reference data translated for each. A separate
 * entry (not re-exported by the contract's root or constants entry), so a page's first load
 * carries no translation until it imports one.
 */
export * from './editions.js';
export * from './display-names.js';
export type * from './refdata-translation.js';
export { REFDATA_ES } from './refdata-es.js';
export { REFDATA_IT } from './refdata-it.js';
export { REFDATA_ZH } from './refdata-zh.js';
export * from './industry-tree.js';
export * from './spec-texts.js';
export * from './edition-paths.js';
export * from './edition-offer.js';
export * from './preferred-edition.js';
