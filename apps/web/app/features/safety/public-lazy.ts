/**
 * What other features (and routes) load of the safety feature on demand, with `import()` only
 * (eslint.config.js refuses a static import of it): the Report / Block menu of a page, a post's
 * comment or a product, which is not part of any page's first load (decision 0009). Every
 * `import()` of it names this file, so the menu is one chunk of its own.
 */
export { PageSafetyMenu } from './components/page-safety-menus';
