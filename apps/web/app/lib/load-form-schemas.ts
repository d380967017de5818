/** The account forms' schemas (lib/auth-schemas.ts), fetched once: the auth layout asks for them when it hydrates, so a submit finds them ready. */
export const loadAuthSchemas = () => import('./auth-schemas');
