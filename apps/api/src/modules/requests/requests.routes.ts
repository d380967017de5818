/** /api/business/request* (decision 0017): inquiries and their conversations. Every route needs a session. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
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
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { RequestsService } from './requests.service.js';

const tags = ['requests'];
const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export function requestsRoutes(auth: Authenticator, requests: RequestsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireUser(auth));

    r.post('/request', { schema: { tags, body: ZSendInquiryRequest, response: { 201: envelope(ZSendInquiryResponse) } } }, async (req, reply) =>
      reply.status(201).send(ok(await requests.send(currentUser(req).userID, req.body))),
    );
    r.get('/request', { schema: { tags, querystring: ZRequestListQuery, response: { 200: envelope(ZRequestList) } } }, async (req) =>
      ok(await requests.list(currentUser(req).userID, req.query)),
    );
    r.get('/request/summary', { schema: { tags, response: { 200: envelope(ZRequestSummary) } } }, async (req) => ok(await requests.summary(currentUser(req).userID)));
    r.get('/request/:rid/get-messages', { schema: { tags, params: ZRequestParams, querystring: ZRequestMessagesQuery, response: { 200: envelope(ZRequestMessages) } } }, async (req) =>
      ok(await requests.messages(currentUser(req).userID, req.params.rid, req.query)),
    );
    r.post(
      '/request/:rid/send-message',
      { schema: { tags, params: ZRequestParams, querystring: ZRequestBidQuery, body: ZSendMessageRequest, response: { 201: envelope(ZSendMessageResponse) } } },
      async (req, reply) => reply.status(201).send(ok(await requests.sendMessage(currentUser(req).userID, req.params.rid, req.query.bid, req.body.content))),
    );
    r.post('/request/:rid/end-request', { schema: { tags, params: ZRequestParams, querystring: ZRequestBidQuery, response: { 200: envelope(ZEndRequestResponse) } } }, async (req) =>
      ok(await requests.end(currentUser(req).userID, req.params.rid, req.query.bid)),
    );
    r.post('/request/:rid/read', { schema: { tags, params: ZRequestParams, querystring: ZRequestBidQuery, response: { 200: envelope(ZReadRequestResponse) } } }, async (req) =>
      ok(await requests.read(currentUser(req).userID, req.params.rid, req.query.bid)),
    );
  };
}
