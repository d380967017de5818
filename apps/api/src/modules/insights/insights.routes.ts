/**
 * Insights (decision 0040): `POST /api/insights/events`, the browsers' beacon (public; no cookie is
 * read or set for counting), and a business's figures for its owner and admins, as JSON and CSV.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  INSIGHTS_RESPONSES as R,
  ZBusinessParams,
  ZInsightEventsAccepted,
  ZInsightEventsRequest,
  ZInsightsCsvFile,
  ZInsightsQuery,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { currentUser, requireUser, type Authenticator } from '../../core/auth.js';
import type { InsightsService } from './insights.service.js';

const tags = ['insights'];

export function insightsRoutes(auth: Authenticator, insights: InsightsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/insights/events',
      {
        schema: op({
          id: 'recordInsightEvents',
          summary:
            "What a visitor's browser saw (company page, product page, search results and the result clicked), for the businesses' insights",
          description:
            'Sent by the web app once a page shows (navigator.sendBeacon). Known bots are dropped; each client address (an IPv6 address by its /64) is counted once a day per thing seen, whatever browser it names, through a hash of a daily salt and the address; nothing is stored that names the visitor. One address reports at most 60 events a minute: past that the beacon is answered 202 as usual and not counted. Unknown or hidden businesses and products are dropped silently.',
          tags,
          access: 'public',
          body: ZInsightEventsRequest,
          response: { 202: ZInsightEventsAccepted },
          errors: [429],
        }),
      },
      async (req, reply) => {
        await insights.record(req.body.events, { ip: req.ip, userAgent: req.headers['user-agent'] });
        return reply
          .status(202)
          .header('cache-control', 'no-store')
          .send(ok({ received: req.body.events.length }));
      },
    );
    r.get(
      '/business/profile/:id/insights',
      {
        onRequest: requireUser(auth),
        schema: op({
          id: 'getBusinessInsights',
          summary:
            'Views, search appearances and clicks, inquiries, follows, quotes sent and won over the last 7, 30 or 90 days, per day, and the search words that found the business (owner or admin)',
          tags,
          access: 'member',
          params: ZBusinessParams,
          querystring: ZInsightsQuery,
          response: { 200: R.insights },
          errors: [403, 404],
        }),
      },
      async (req, reply) =>
        reply
          .header('cache-control', 'private, no-store')
          .send(ok(await insights.insights(currentUser(req).userID, req.params.id, req.query.days))),
    );
    r.get(
      '/business/profile/:id/insights.csv',
      {
        onRequest: requireUser(auth),
        schema: op({
          id: 'exportBusinessInsights',
          summary: 'The same figures per day as a CSV file, a column per figure (owner or admin)',
          tags,
          access: 'member',
          params: ZBusinessParams,
          querystring: ZInsightsQuery,
          response: { 200: { description: 'The CSV file.', content: { 'text/csv': { schema: ZInsightsCsvFile } } } },
          errors: [403, 404],
        }),
      },
      async (req, reply) => {
        const file = await insights.csv(currentUser(req).userID, req.params.id, req.query.days);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body as unknown as string);
      },
    );
  };
}
