/**
 * What other features take of the business feature, and the only file of it they import
 * (eslint.config.js, WEB_LAYERS): the category picker (the RFQ form) and the country and state
 * fields (the profile form). Named re-exports only: the build counts this file free of side
 * effects (vite.config.ts), so a name taken here brings its own module and no other.
 */
export { CategoryPickerField } from './components/category-picker-field';
export { CountryStateFields } from './components/country-state-fields';
