/**
 * The forms' schemas (lib/form-schemas.ts), fetched once: the auth layout asks for them when it
 * hydrates, so a submit finds them ready; other forms ask on their first submit.
 */
export const loadFormSchemas = () => import('./form-schemas');
