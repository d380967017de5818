/** `@wbn/contract`: both entries, for the API and tests (the web app imports the entries themselves, decision 0009). */
export * from './constants/index.js';
export * from './schemas/index.js';
