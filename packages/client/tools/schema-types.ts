/**
 * The TypeScript types of an OpenAPI document, as this package commits them in src/schema.d.ts:
 * openapi-typescript's output under its usual header. The generator (`npm run client:generate`)
 * writes them, and the API's staleness test compares them with the committed file, so both call
 * this one function.
 */
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

/** openapi-typescript's input type: the document as a plain object. */
type OpenApiDocument = Parameters<typeof openapiTS>[0] & object;

export async function schemaTypes(document: Record<string, unknown>): Promise<string> {
  // openapi-typescript resolves and may annotate the document it is given: it gets a copy.
  const nodes = await openapiTS(structuredClone(document) as OpenApiDocument);
  return COMMENT_HEADER + astToString(nodes);
}
