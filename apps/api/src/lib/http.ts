import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { dropNullish, fieldLabel, humanIssueMessage, installHumanMessages, IMAGE_MAX_BYTES } from '@wbn/contract';
import sjson from 'secure-json-parse';
import { AppError } from './errors.js';
import { findUnsafeText, jsonDepthOver, MAX_JSON_DEPTH } from './text-safety.js';
import { isServiceUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS } from './unavailable.js';

installHumanMessages();

/** The catch-all route of the server-rendered web app (web-handler.ts). */
export const WEB_ROUTE = '/*';

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
    const message = v.message ?? humanIssueMessage({ ...v.params, code: v.keyword, path: pathParts.length ? pathParts : [context] });
    if (!fields[name]) fields[name] = message;
  }
  return fields;
}

const send = (reply: FastifyReply, status: number, name: string, message: string, fields?: Record<string, string>) =>
  reply.status(status).send({ success: false, error: fields ? { name, message, fields } : { name, message } });

/** Maps every error to the envelope. Bad input is a 4xx naming the field; only real faults are 5xx. */
export function installErrorHandling(app: FastifyInstance, bodyLimit: number) {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.status === 429) reply.header('retry-after', String(Math.max(1, (err as AppError & { retryAfter?: number }).retryAfter ?? 60)));
      return send(reply, err.status, err.code, err.message, err.fields);
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      const fields = fieldsFromValidation(err);
      const first = Object.values(fields)[0];
      return send(reply, 400, 'ValidationError', first ?? 'The request is not valid', fields);
    }
    switch (err.code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        return send(reply, 413, 'PayloadTooLarge', `Images can be at most ${IMAGE_MAX_BYTES / 1024} KB`, { file: `The file is larger than ${IMAGE_MAX_BYTES / 1024} KB` });
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return send(reply, 415, 'UnsupportedMediaType', 'Send the file as multipart/form-data', { file: 'Multipart form expected' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, 'PayloadTooLarge', `Request body is larger than ${bodyLimit} bytes`, { body: `At most ${bodyLimit} bytes` });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 415, 'UnsupportedMediaType', 'Send the request body as application/json', { body: 'Unsupported content type' });
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
  // prototype-poisoning keys are refused.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    // A parser walks nesting with recursion: refuse absurd depth before parsing.
    if (jsonDepthOver(text, MAX_JSON_DEPTH)) {
      return done(new AppError('ValidationError', `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`, { body: 'Nested too deeply' }), undefined);
    }
    try {
      done(null, sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new AppError('ValidationError', 'The request body is not valid JSON', { body: 'Malformed JSON' }), undefined);
    }
  });

  app.setNotFoundHandler((req, reply) => send(reply, 404, 'NotFound', `No route ${req.method} ${req.url.split('?')[0]}`));

  // As the spec asks, request bodies drop null or NaN fields. Text that PostgreSQL cannot store
  // (NUL) or that is not valid Unicode (a lone surrogate) is refused here, once, for every route.
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.url === WEB_ROUTE) return; // pages: their loaders call the API, which refuses
    for (const [where, value] of [['params', req.params], ['query', req.query], ['body', req.body]] as const) {
      const bad = findUnsafeText(value);
      if (bad) {
        const field = bad.path.length ? bad.path.join('.') : where;
        const message = `${fieldLabel(bad.path.length ? bad.path : [where])} contains ${bad.kind === 'nul' ? 'a NUL character' : 'an invalid character'}, which is not allowed`;
        throw new AppError('ValidationError', message, { [field]: message });
      }
    }
    if (req.body && typeof req.body === 'object') req.body = dropNullish(req.body);
  });
}
