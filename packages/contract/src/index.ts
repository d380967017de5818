export * from './constants.js';
export * from './envelope.js';
export * from './refdata.js';
export * from './auth.js';
export * from './user.js';
export * from './routes.js';
