import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { dropNullish } from '@wbn/contract';
import sjson from 'secure-json-parse';
import { IMAGE_MAX_BYTES } from '@wbn/contract';
import { AppError } from './errors.js';

/** The success envelope. */
export const ok = <T>(data: T) => ({ success: true as const, data });

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[]; message?: string } } };

function fieldsFromValidation(err: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  const context = (err as FastifyError & { validationContext?: string }).validationContext ?? 'body';
  for (const v of (err.validation ?? []) as Issue[]) {
    const pathParts = v.params?.issue?.path ?? v.instancePath?.split('/').filter(Boolean) ?? [];
    const name = pathParts.length ? pathParts.map(String).join('.') : context;
    if (!fields[name]) fields[name] = v.params?.issue?.message ?? v.message ?? 'Invalid value';
  }
  return fields;
}

const send = (reply: FastifyReply, status: number, name: string, message: string, fields?: Record<string, string>) =>
  reply.status(status).send({ success: false, error: fields ? { name, message, fields } : { name, message } });

/** Maps every error to the envelope. Bad input is a 4xx naming the field; only real faults are 5xx. */
export function installErrorHandling(app: FastifyInstance, bodyLimit: number) {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.status === 429) reply.header('retry-after', String((err as AppError & { retryAfter?: number }).retryAfter ?? 60));
      return send(reply, err.status, err.code, err.message, err.fields);
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      const fields = fieldsFromValidation(err);
      const first = Object.entries(fields)[0];
      return send(reply, 400, 'ValidationError', first ? `${first[0]}: ${first[1]}` : 'Invalid request', fields);
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
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'InternalError', 'An unexpected error has occurred, please try again.');
  });

  // JSON bodies: an empty body counts as no body (the refresh and logout calls send none);
  // prototype-poisoning keys are refused.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new AppError('ValidationError', 'The request body is not valid JSON', { body: 'Malformed JSON' }), undefined);
    }
  });

  app.setNotFoundHandler((req, reply) => send(reply, 404, 'NotFound', `No route ${req.method} ${req.url.split('?')[0]}`));

  // Spec 1 §5/§7: request bodies drop null or NaN fields.
  app.addHook('preValidation', async (req) => {
    if (req.body && typeof req.body === 'object') req.body = dropNullish(req.body);
  });
}
