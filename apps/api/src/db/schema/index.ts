export * from './refdata.js';
export * from './accounts.js';
export * from './system.js';
export * from './businesses.js';
export * from './social.js';
export * from './content.js';
