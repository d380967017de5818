import { PRODUCT_TITLE_DESCRIPTION_CHARS } from '@wbn/contract/constants';

/** Cut a text at `max` characters and add '...' when something was cut. */
export const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);

/** Upper-case tier label (the tier string is shown upper case, default standard). */
export const tierLabel = (subscription: string | null | undefined) => (subscription || 'standard').toUpperCase();

/** Page title of a product: the first PRODUCT_TITLE_DESCRIPTION_CHARS characters of its description. */
export const productTitle = (description: string) =>
  description.slice(0, PRODUCT_TITLE_DESCRIPTION_CHARS).replace(/\s+/g, ' ').trim();
