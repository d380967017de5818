/** /api/business/request* (decision 0017): inquiries and their conversations. Every route needs a session. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okEnvelope,
  ZEndRequestResponse,
  ZReadRequestResponse,
  ZRequestBidQuery,
  ZRequestList,
  ZRequestListQuery,
  ZRequestMessages,
  ZRequestMessagesQuery,
  ZRequestParams,
  ZRequestSummary,
  ZSendInquiryRequest,
  ZSendInquiryResponse,
  ZSendMessageRequest,
  ZSendMessageResponse,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, keyAllowed, requireUser, requireVerifiedEmail } from '../../core/auth.js';
import type { RequestsService } from './requests.service.js';

const tags = ['requests'];
const access = 'member';
/** With an API key (decision 0035): the business inbox named by `ubid` or `bid` must be the key's (none: the creator's own inbox, refused). */
const inboxOf = (param: 'ubid' | 'bid') => (req: FastifyRequest) =>
  (req.query as Record<string, string | undefined>)[param] ?? '';

export function requestsRoutes(auth: Authenticator, requests: RequestsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireUser(auth));
    // Writing to someone needs a proven address (decision 0028).
    const verified = { onRequest: requireVerifiedEmail(auth) };

    r.post(
      '/request',
      {
        ...verified,
        schema: op({
          id: 'sendInquiry',
          summary:
            'Send an inquiry to a business, as the caller or as a business they own or administer; opens a thread',
          tags,
          access,
          body: ZSendInquiryRequest,
          response: { 201: okEnvelope(ZSendInquiryResponse) },
          errors: [403, 404, 429],
        }),
      },
      async (req, reply) => reply.status(201).send(ok(await requests.send(currentUser(req).userID, req.body))),
    );
    r.get(
      '/request',
      {
        ...keyAllowed('inquiries:read', inboxOf('ubid')),
        schema: op({
          apiKey: 'inquiries:read',
          id: 'listRequests',
          summary: "The threads of one inbox (the caller's own, or a business's with `ubid`), newest activity first",
          tags,
          access,
          querystring: ZRequestListQuery,
          response: { 200: okEnvelope(ZRequestList) },
          errors: [403],
        }),
      },
      async (req) => ok(await requests.list(currentUser(req).userID, req.query)),
    );
    r.get(
      '/request/summary',
      {
        schema: op({
          id: 'getRequestSummary',
          summary: 'The inboxes the caller may open, with the unread threads of each',
          tags,
          access,
          response: { 200: okEnvelope(ZRequestSummary) },
        }),
      },
      async (req) => ok(await requests.summary(currentUser(req).userID)),
    );
    r.get(
      '/request/:rid/get-messages',
      {
        ...keyAllowed('inquiries:read', inboxOf('bid')),
        schema: op({
          apiKey: 'inquiries:read',
          id: 'getRequestMessages',
          summary: 'A thread and a page of its messages, oldest first (older pages with `before`)',
          tags,
          access,
          params: ZRequestParams,
          querystring: ZRequestMessagesQuery,
          response: { 200: okEnvelope(ZRequestMessages) },
          errors: [403, 404],
        }),
      },
      async (req) => ok(await requests.messages(currentUser(req).userID, req.params.rid, req.query)),
    );
    r.post(
      '/request/:rid/send-message',
      {
        ...verified,
        ...keyAllowed('inquiries:write', inboxOf('bid')),
        schema: op({
          apiKey: 'inquiries:write',
          id: 'sendRequestMessage',
          summary: 'Send a message in an open thread',
          tags,
          access,
          params: ZRequestParams,
          querystring: ZRequestBidQuery,
          body: ZSendMessageRequest,
          response: { 201: okEnvelope(ZSendMessageResponse) },
          errors: [403, 404, 409, 429],
        }),
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(
            ok(await requests.sendMessage(currentUser(req).userID, req.params.rid, req.query.bid, req.body.content)),
          ),
    );
    r.post(
      '/request/:rid/end-request',
      {
        schema: op({
          id: 'endRequest',
          summary: 'End a thread (ending an ended thread answers the same)',
          tags,
          access,
          params: ZRequestParams,
          querystring: ZRequestBidQuery,
          response: { 200: okEnvelope(ZEndRequestResponse) },
          errors: [403, 404],
        }),
      },
      async (req) => ok(await requests.end(currentUser(req).userID, req.params.rid, req.query.bid)),
    );
    r.post(
      '/request/:rid/read',
      {
        ...keyAllowed('inquiries:write', inboxOf('bid')),
        schema: op({
          apiKey: 'inquiries:write',
          id: 'markRequestRead',
          summary: "Mark a thread read by the caller's side",
          tags,
          access,
          params: ZRequestParams,
          querystring: ZRequestBidQuery,
          response: { 200: okEnvelope(ZReadRequestResponse) },
          errors: [403, 404],
        }),
      },
      async (req) => ok(await requests.read(currentUser(req).userID, req.params.rid, req.query.bid)),
    );
  };
}
