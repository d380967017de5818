/**
 * Optional query parameters sent empty (`?businessID=`, as the spec writes some calls) are read as
 * absent, as browsers and forms send them: the route's schema decides which parameters are
 * optional, and a required one sent empty is still refused, naming it.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The keys of an object schema that may be left out (those that accept `undefined`). */
function optionalKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  if (!shape || typeof shape !== 'object') return [];
  return Object.entries(shape)
    .filter(([, field]) => typeof field?.safeParse === 'function' && field.safeParse(undefined).success)
    .map(([key]) => key);
}

export const validatorWithEmptyOptionalQuery: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'querystring') return validate;
  const optional = optionalKeys(route.schema);
  if (!optional.length) return validate;
  return (data) => {
    const query = data as Record<string, unknown> | null;
    if (!query || typeof query !== 'object' || !optional.some((k) => query[k] === '')) return validate(data);
    const present = { ...query };
    for (const key of optional) if (present[key] === '') delete present[key];
    return validate(present);
  };
};
