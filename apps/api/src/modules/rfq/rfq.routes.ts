/**
 * Requests for quotation (decision 0038): /api/rfq (post, the public board, mine), one request,
 * closing and awarding it, and its quotes (send, list, edit, withdraw, shortlist).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RFQ_RESPONSES as R,
  ZAwardRequest,
  ZCreateQuoteRequest,
  ZCreateRfqRequest,
  ZQuoteListQuery,
  ZQuoteParams,
  ZRfqBoardQuery,
  ZRfqMineQuery,
  ZRfqParams,
  ZShortlistRequest,
  ZUpdateQuoteRequest,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { currentUser, optionalUser, requireUser, requireVerifiedUser, type Authenticator } from '../../core/auth.js';
import type { RfqService } from './rfq.service.js';

export function rfqRoutes(auth: Authenticator, rfq: RfqService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['rfq'];
    const member = { onRequest: requireUser(auth) };
    // Posting and quoting speak to other members: a proven address first (decision 0028).
    const verified = { onRequest: requireVerifiedUser(auth) };

    r.post(
      '/rfq',
      {
        ...verified,
        schema: op({
          id: 'createRfq',
          summary:
            'Posts a request for quotation, as the caller or as a business they own or administer (asBusinessID). A public one tells the businesses in its categories (and supplier countries, when given); an invited one only the invited businesses. At most 5 a day per buyer.',
          tags,
          access: 'member',
          body: ZCreateRfqRequest,
          response: { 201: R.created },
          errors: [403, 429],
        }),
      },
      async (req, reply) => reply.status(201).send(ok(await rfq.create(currentUser(req).userID, req.body))),
    );
    r.get(
      '/rfq',
      {
        schema: op({
          id: 'listRfqBoard',
          summary:
            'The public board: open public requests, newest first, by words (q), industry and destination country; pages by cursor',
          tags,
          access: 'public',
          querystring: ZRfqBoardQuery,
          response: { 200: R.list },
        }),
      },
      async (req) => ok(await rfq.board(req.query)),
    );
    r.get(
      '/rfq/mine',
      {
        ...member,
        schema: op({
          id: 'listMyRfqs',
          summary:
            "The caller's requests (as themself and as the businesses they own or administer), every status, newest first; pages by cursor",
          tags,
          access: 'member',
          querystring: ZRfqMineQuery,
          response: { 200: R.list },
        }),
      },
      async (req) => ok(await rfq.mine(currentUser(req).userID, req.query)),
    );
    r.get(
      '/rfq/:rfqID',
      {
        onRequest: optionalUser(auth),
        schema: op({
          id: 'getRfq',
          summary:
            'One request, with what the caller may do (viewer). An invited-only request is found only by its buyer and the invited businesses’ teams.',
          tags,
          access: 'optional',
          params: ZRfqParams,
          response: { 200: R.one },
          errors: [404],
        }),
      },
      async (req) => ok(await rfq.get(req.params.rfqID, req.user?.userID)),
    );
    r.post(
      '/rfq/:rfqID/close',
      {
        ...member,
        schema: op({
          id: 'closeRfq',
          summary: 'Closes an open request before its deadline (buyer only): no more quotes',
          tags,
          access: 'member',
          params: ZRfqParams,
          response: { 200: R.done },
          errors: [403, 404, 409],
        }),
      },
      async (req) => ok(await rfq.close(currentUser(req).userID, req.params.rfqID)),
    );
    r.post(
      '/rfq/:rfqID/award',
      {
        ...member,
        schema: op({
          id: 'awardRfq',
          summary:
            'Awards one submitted quote (buyer only): the request closes, the winner is told and a conversation opens with them; the other suppliers are told, with the optional reason',
          tags,
          access: 'member',
          params: ZRfqParams,
          body: ZAwardRequest,
          response: { 200: R.done },
          errors: [403, 404, 409],
        }),
      },
      async (req) => ok(await rfq.award(currentUser(req).userID, req.params.rfqID, req.body)),
    );

    r.post(
      '/rfq/:rfqID/quotes',
      {
        ...verified,
        schema: op({
          id: 'createRfqQuote',
          summary:
            'Sends the quote of a business the caller owns or administers (one per business: a second answers 409). Quotes per business per month depend on its membership tier (429 names the limit and the upgrade).',
          tags,
          access: 'member',
          params: ZRfqParams,
          body: ZCreateQuoteRequest,
          response: { 201: R.quoteDone },
          errors: [403, 404, 409, 429],
        }),
      },
      async (req, reply) =>
        reply.status(201).send(ok(await rfq.createQuote(currentUser(req).userID, req.params.rfqID, req.body))),
    );
    r.get(
      '/rfq/:rfqID/quotes',
      {
        ...member,
        schema: op({
          id: 'listRfqQuotes',
          summary:
            'The quotes: every live quote for the buyer; only its own for a supplier’s team; none for anyone else. Oldest first; pages by cursor',
          tags,
          access: 'member',
          params: ZRfqParams,
          querystring: ZQuoteListQuery,
          response: { 200: R.quotes },
          errors: [404],
        }),
      },
      async (req) => ok(await rfq.quotes(currentUser(req).userID, req.params.rfqID, req.query)),
    );
    r.patch(
      '/rfq/:rfqID/quotes/:quoteID',
      {
        ...member,
        // `attachment: null` takes the attachment off (nulls are not dropped here as elsewhere).
        config: { keepNulls: true },
        schema: op({
          id: 'updateRfqQuote',
          summary:
            'Changes a submitted quote while the request is open (its business’s owner or admins); `attachment: null` removes the attachment',
          tags,
          access: 'member',
          params: ZQuoteParams,
          body: ZUpdateQuoteRequest,
          response: { 200: R.quoteDone },
          errors: [403, 404, 409],
        }),
      },
      async (req) => ok(await rfq.updateQuote(currentUser(req).userID, req.params.rfqID, req.params.quoteID, req.body)),
    );
    r.post(
      '/rfq/:rfqID/quotes/:quoteID/withdraw',
      {
        ...member,
        schema: op({
          id: 'withdrawRfqQuote',
          summary:
            'Withdraws a submitted quote while the request is open (its business’s owner or admins); the buyer no longer sees it',
          tags,
          access: 'member',
          params: ZQuoteParams,
          response: { 200: R.quoteDone },
          errors: [403, 404, 409],
        }),
      },
      async (req) => ok(await rfq.withdrawQuote(currentUser(req).userID, req.params.rfqID, req.params.quoteID)),
    );
    r.post(
      '/rfq/:rfqID/quotes/:quoteID/shortlist',
      {
        ...member,
        schema: op({
          id: 'shortlistRfqQuote',
          summary: 'Adds a quote to the buyer’s shortlist or takes it off (buyer only; suppliers never see it)',
          tags,
          access: 'member',
          params: ZQuoteParams,
          body: ZShortlistRequest,
          response: { 200: R.quoteDone },
          errors: [403, 404],
        }),
      },
      async (req) =>
        ok(await rfq.shortlist(currentUser(req).userID, req.params.rfqID, req.params.quoteID, req.body.shortlisted)),
    );
  };
}
