/**
 * What other features take of the safety feature, and the only file of it they import
 * (eslint.config.js, WEB_LAYERS): the Report and Block actions of a menu, the settings' blocked
 * members, and the staff's reports and moderation log. The page menu (Report, Block) is loaded on
 * demand: public-lazy.ts. Named re-exports only: the build counts this file free of side effects
 * (vite.config.ts), so a name taken here brings its own module and no other (a post's menu loads
 * no staff list).
 */
export { useSafetyActions } from './components/safety-menu';
export { BlockedMembers } from './components/blocked-members';
export { ModerationLog } from './components/moderation-log';
export { StaffReports } from './components/staff-reports';
