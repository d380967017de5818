/**
 * What other features take of the saved-searches feature, and the only file of it they import
 * (eslint.config.js, WEB_LAYERS): the query keys of the saved searches (the next steps panel
 * reads whether there are any).
 */
export { savedSearchKeys } from './api/saved-searches';
