/**
 * What other features take of the account feature, and the only file of it they import
 * (eslint.config.js, WEB_LAYERS; decision 0071): the member's notification settings (the "Save
 * this search" dialog says where alerts go by them, decision 0068).
 */
export { useNotificationSettings } from './api/settings';
