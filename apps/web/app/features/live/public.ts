/**
 * What other features take of the live feature, and the only file of it they import
 * (eslint.config.js, WEB_LAYERS): the hook that runs a handler on each live event of a type.
 */
export { useLiveEvent } from './use-live-event';
