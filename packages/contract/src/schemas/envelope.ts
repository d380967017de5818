/**
 * The envelope of every answer (decision 0004) as schemas: `{success: true, data}` around each
 * route's data, and the error envelope. The API serializes its answers through these and the
 * OpenAPI document (decision 0025) shows them; the API names the error envelope as the
 * document's shared component `ErrorEnvelope`.
 */
import { z } from './zod.js';

/** `{success: true, data}` with the route's data. */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** `{success: true, message, data}`: the answers that also carry a sentence for a toast (saves, the need-help form). */
export const okWithMessage = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/**
 * A page of a new collection (decision 0026): `{ data: [...], nextCursor }`, `nextCursor` opaque
 * and null on the last page; the next page is asked for with `?cursor=<nextCursor>`. The spec's
 * own lists keep the spec's shapes.
 */
export const cursorPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), nextCursor: z.string().nullable() });

/** The `cursor` query parameter of a cursor page: the previous page's `nextCursor`, as given. */
export const cursorParam = () => z.string().max(200, 'cursor is not valid').optional();

/** `{message}`: an answer that is only a sentence. */
export const ZMessageResponse = z.object({ message: z.string() });

export const ZApiError = z.object({
  /** The error's name (ValidationError, NotFound, TokenExpiredError...): what a client branches on. */
  name: z.string(),
  /** One human sentence. */
  message: z.string(),
  /** The path of each bad field (`mobilePhone.phoneNumber`, `body` for the body as a whole) to its message. */
  fields: z.record(z.string(), z.string()).optional(),
  /** The request's id, the same as its X-Request-Id header. */
  requestId: z.string(),
});

/** `{success: false, error: {name, message, fields?, requestId}}`. */
export const ZErrorEnvelope = z.object({ success: z.literal(false), error: ZApiError });
export type ErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
