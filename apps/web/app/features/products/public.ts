/**
 * What other features take of the products feature, and the only file of it they import
 * (eslint.config.js, WEB_LAYERS): a product's thumbnail and the URL of its picture at a width (the
 * search results' product cards). Named re-exports only: the build counts this file free of side
 * effects (vite.config.ts), so a name taken here brings its own module and no other.
 */
export { ProductThumb } from './components/product-card';
export { imageUrl } from './lib/image';
