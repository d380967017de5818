import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySerializerCompiler } from 'fastify';
import { hasZodFastifySchemaValidationErrors, serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { dropNullish, fieldLabel, humanIssueMessage, installHumanMessages, IMAGE_MAX_BYTES } from '@wbn/contract';
import sjson from 'secure-json-parse';
import { AppError } from './errors.js';
import { findUnsafeText, jsonDepthOver, MAX_JSON_DEPTH } from './text-safety.js';
import { isServiceUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS } from './unavailable.js';

installHumanMessages();

/** The catch-all route of the server-rendered web app (web-handler.ts). */
export const WEB_ROUTE = '/*';

/** Keys that name an object's prototype rather than a field. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The success envelope. */
export const ok = <T>(data: T) => ({ success: true as const, data });

/** A validation failure as fastify-type-provider-zod reports it: zod's issue, its message already ours. */
type Issue = { instancePath?: string; keyword?: string; message?: string; params?: Record<string, unknown> };

/** One human sentence per failing field (zod's own texts are replaced by installHumanMessages). */
function fieldsFromValidation(err: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  const context = (err as FastifyError & { validationContext?: string }).validationContext ?? 'body';
  for (const v of (err.validation ?? []) as Issue[]) {
    const pathParts = v.instancePath?.split('/').filter(Boolean) ?? [];
    const name = pathParts.length ? pathParts.join('.') : context;
    const message =
      v.message ?? humanIssueMessage({ ...v.params, code: v.keyword, path: pathParts.length ? pathParts : [context] });
    if (!fields[name]) fields[name] = message;
  }
  return fields;
}

/** The error envelope (decision 0004), with the request's id so a report can name the request. */
export const errorBody = (requestId: string, name: string, message: string, fields?: Record<string, string>) => ({
  success: false as const,
  error: { name, message, ...(fields ? { fields } : {}), requestId },
});

/** Sends the error envelope with `status`. */
export const sendError = (
  reply: FastifyReply,
  status: number,
  name: string,
  message: string,
  fields?: Record<string, string>,
) =>
  // The header too: errors of the framework itself (an unreadable address) skip the hooks that set it.
  reply
    .status(status)
    .header('x-request-id', reply.request.id)
    .send(errorBody(reply.request.id, name, message, fields));
const send = sendError;

/** A caller's X-Request-Id is kept when it is a plain token of at most 64 characters; otherwise the server makes one. */
export const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Maps every error to the envelope. Bad input is a 4xx naming the field; only real faults are 5xx. */
export function installErrorHandling(app: FastifyInstance, bodyLimit: number) {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.status === 429)
        reply.header('retry-after', String(Math.max(1, (err as AppError & { retryAfter?: number }).retryAfter ?? 60)));
      return send(reply, err.status, err.code, err.message, err.fields);
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      const fields = fieldsFromValidation(err);
      const first = Object.values(fields)[0];
      return send(reply, 400, 'ValidationError', first ?? 'The request is not valid', fields);
    }
    switch (err.code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        return send(reply, 413, 'PayloadTooLarge', `Images can be at most ${IMAGE_MAX_BYTES / 1024} KB`, {
          file: `The file is larger than ${IMAGE_MAX_BYTES / 1024} KB`,
        });
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return send(reply, 415, 'UnsupportedMediaType', 'Send the file as multipart/form-data', {
          file: 'Multipart form expected',
        });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, 'PayloadTooLarge', `Request body is larger than ${bodyLimit} bytes`, {
          body: `At most ${bodyLimit} bytes`,
        });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 415, 'UnsupportedMediaType', 'Send the request body as application/json', {
          body: 'Expected application/json',
        });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, 'ValidationError', 'The request body is empty', { body: 'A JSON body is required' });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return send(reply, 400, 'ValidationError', 'The request body is not valid JSON', { body: 'Malformed JSON' });
    }
    if (err instanceof SyntaxError || err.name === 'SyntaxError') {
      return send(reply, 400, 'ValidationError', 'The request body is not valid JSON', { body: 'Malformed JSON' });
    }
    if (err.statusCode === 429) return send(reply, 429, 'TooManyRequests', 'Too many requests, please slow down');
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(reply, err.statusCode, 'BadRequest', err.message);
    }
    if (isServiceUnavailable(err)) {
      req.log.warn({ err }, 'a backing service is unreachable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
      return send(reply, 503, 'ServiceUnavailable', UNAVAILABLE_MESSAGE);
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'InternalError', 'An unexpected error has occurred, please try again.');
  });

  // JSON bodies: an empty body counts as no body (the refresh and logout calls send none);
  // prototype-poisoning keys are refused. Plain text is no body any route takes: 415, not a 400
  // from a schema that received a string.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    // A parser walks nesting with recursion: refuse absurd depth before parsing.
    if (jsonDepthOver(text, MAX_JSON_DEPTH)) {
      return done(
        new AppError('ValidationError', `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`, {
          body: 'Nested too deeply',
        }),
        undefined,
      );
    }
    try {
      done(null, sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(
        new AppError('ValidationError', 'The request body is not valid JSON', { body: 'Malformed JSON' }),
        undefined,
      );
    }
  });

  app.setNotFoundHandler((req, reply) =>
    send(reply, 404, 'NotFound', `No route ${req.method} ${req.url.split('?')[0]}`),
  );

  // As the spec asks, request bodies drop null or NaN fields. Text that PostgreSQL cannot store
  // (NUL) or that is not valid Unicode (a lone surrogate) is refused here, once, for every route.
  // Without a promise of its own: it runs on every request, pages included (decision 0079).
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.routeOptions.url === WEB_ROUTE) return done(); // pages: their loaders call the API, which refuses
    for (const [where, value] of [
      ['params', req.params],
      ['query', req.query],
      ['body', req.body],
    ] as const) {
      const bad = findUnsafeText(value);
      if (bad) {
        // A key such as `__proto__` is not a field a client can be told about (nor one an object can carry): the part is named instead.
        const field = bad.path.length && !bad.path.some((k) => PROTOTYPE_KEYS.has(k)) ? bad.path.join('.') : where;
        const message = `${fieldLabel(bad.path.length ? bad.path : [where])} contains ${bad.kind === 'nul' ? 'a NUL character' : 'an invalid character'}, which is not allowed`;
        return done(new AppError('ValidationError', message, { [field]: message }));
      }
    }
    // The spec's clients send null for "not given"; a route whose null means "clear it" (route config `keepNulls`) keeps them.
    if (req.body && typeof req.body === 'object' && !req.routeOptions.config?.keepNulls)
      req.body = dropNullish(req.body);
    done();
  });
}

/** A JSON value with its object keys sorted (two answers that differ only in key order compare equal). */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;

/** The first place where `after` lost or changed something of `before` (both plain JSON). */
function firstDifference(before: unknown, after: unknown, path = ''): string | undefined {
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length)
      return `${path || '(answer)'} has ${after.length} items instead of ${before.length}`;
    for (const [i, b] of before.entries()) {
      const d = firstDifference(b, after[i], `${path}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (!(k in after)) return `${path}.${k} was dropped (the response schema lacks it)`;
      if (!(k in before)) return `${path}.${k} was added by the response schema`;
      const d = firstDifference(
        (before as Record<string, unknown>)[k],
        (after as Record<string, unknown>)[k],
        `${path}.${k}`,
      );
      if (d) return d;
    }
    return undefined;
  }
  return JSON.stringify(before) === JSON.stringify(after)
    ? undefined
    : `${path || '(answer)'} changed from ${JSON.stringify(before)?.slice(0, 80)} to ${JSON.stringify(after)?.slice(0, 80)}`;
}

/**
 * Serializes answers through the route's response schema (fastify-type-provider-zod). `strict`
 * (tests): an answer the schema would change, a field it would drop above all, is a fault instead
 * of a silently different answer; the schema must say exactly what the route sends (decision 0025).
 */
export function createResponseSerializer({
  strict,
}: {
  strict: boolean;
}): FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> {
  if (!strict) return serializerCompiler;
  return (route) => {
    const serialize = serializerCompiler(route);
    return (data) => {
      const text = serialize(data);
      const before = canonical(JSON.parse(JSON.stringify(data) ?? 'null'));
      const difference = firstDifference(before, canonical(JSON.parse(text)));
      if (difference)
        throw new Error(
          `The response schema of ${route.method} ${route.url} (${route.httpStatus}) changes the answer: ${difference}`,
        );
      return text;
    };
  };
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** The body's nulls mean "clear it" on this route: they are kept, not dropped as "not given". */
    keepNulls?: boolean;
  }
}
