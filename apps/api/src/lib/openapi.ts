/**
 * The OpenAPI document's shared pieces (decision 0025): `op()` writes a route's documentation
 * (operationId, summary, tags, security and the errors it can answer) beside its zod schemas, and
 * `openApiOptions()` configures @fastify/swagger to build one OpenAPI 3.1 document from them.
 *
 * Errors a route can answer come from what it is, plus the ones its service adds:
 * - a session (`member`, `optional`): 401; staff only: 401 and 403;
 * - a JSON body: 400 (bad field or malformed JSON), 413 (over the body limit), 415 (not JSON);
 * - path, query or header values: 400.
 * Each is the error envelope, the component `ErrorEnvelope`, and the API serializes its errors
 * through it as it does its answers.
 */
import { z } from 'zod';
import type { SwaggerOptions } from '@fastify/swagger';
import { isLimitedRead } from './limited-reads.js';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  SITE_PATHS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EXAMPLES,
  WEBHOOK_PAYLOADS,
  ZBusinessProfile,
  ZComment,
  ZConnection,
  ZErrorEnvelope,
  ZInquiryThread,
  ZPost,
  ZProduct,
  ZReceipt,
  ZUserProfile,
  type WebhookEvent,
} from '@wbn/contract';

// ---------------------------------------------------------------- security

type SecurityRequirement = Record<string, string[]>;

/** Who may call a route: its `security` in the document (the guards in core/auth.ts decide). */
export const SECURITY = {
  /** No session needed. */
  public: [] as SecurityRequirement[],
  /** A session is read when a token is sent (answers may say more to a member); visitors pass. */
  optional: [{}, { bearer: [] }] as SecurityRequirement[],
  /** requireUser: a bearer access token of an open session. */
  member: [{ bearer: [] }] as SecurityRequirement[],
  /** requireStaff: a bearer access token of a staff account. */
  staff: [{ bearer: [] }] as SecurityRequirement[],
  /** The account service's refresh: the refresh-token cookie of a browser, or the token sent in a header or the body. */
  refresh: [{ refreshCookie: [] }, {}] as SecurityRequirement[],
  /** Logout: ends the session of the bearer token and of the refresh-token cookie, either or both. */
  logout: [{}, { bearer: [] }, { refreshCookie: [] }, { bearer: [], refreshCookie: [] }] as SecurityRequirement[],
  /** The exchange of a sign-in's code: the hand-off cookie set by register or login in the same browser. */
  handoff: [{ handoffCookie: [] }] as SecurityRequirement[],
  /** The sandbox payment provider's card endpoint: its publishable key as a bearer token. */
  publishableKey: [{ publishableKey: [] }] as SecurityRequirement[],
  /** GET /metrics: the operators' METRICS_TOKEN as a bearer token. */
  metrics: [{ metricsToken: [] }] as SecurityRequirement[],
} as const;
export type Access =
  'public' | 'optional' | 'member' | 'staff' | 'refresh' | 'logout' | 'handoff' | 'publishableKey' | 'metrics';

// ---------------------------------------------------------------- errors

/** The errors a route may answer, each with the component response the document names. */
export const ERROR_RESPONSES = {
  400: {
    name: 'BadRequest',
    description:
      'ValidationError (or InvalidToken, UploadExpired): the request is not valid; `error.fields` names each bad field, or `body` for the body as a whole.',
  },
  401: {
    name: 'Unauthorized',
    description:
      'No session, or it expired or ended (TokenNotFound, TokenExpiredError, JsonWebTokenError, SessionError; InvalidCredentials at login).',
  },
  402: {
    name: 'PaymentRequired',
    description: 'PaymentDeclined: the card provider refused the card; the message says why.',
  },
  403: {
    name: 'Forbidden',
    description: 'Forbidden (or ProductLimitReached): signed in, but this account may not do this.',
  },
  404: {
    name: 'NotFound',
    description: 'NotFound: what the request names does not exist (or is not shown to this account).',
  },
  409: { name: 'Conflict', description: 'Conflict or EmailTaken: the request clashes with what exists.' },
  413: { name: 'PayloadTooLarge', description: 'PayloadTooLarge: the body (or the file) is over the limit.' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'UnsupportedMediaType: the body is not of a type this route takes (JSON, or multipart for uploads).',
  },
  429: {
    name: 'TooManyRequests',
    description:
      'TooManyRequests: a rate limit was reached; Retry-After says when to try again, RateLimit-Policy and RateLimit which limit it was.',
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      'ServiceUnavailable (or PaymentUnavailable): a backing service cannot be reached; Retry-After says when to try again.',
  },
} as const;
export type ErrorStatus = keyof typeof ERROR_RESPONSES;

// ---------------------------------------------------------------- one route's documentation

type OpInput = {
  /** camelCase, unique in the document, never changed once published (clients generate names from it). */
  id: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: Access;
  /** Errors beyond those the route's access and schemas imply (404 from the service, 403 from a role check...). */
  errors?: readonly ErrorStatus[];
  body?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  response: Record<number, unknown>;
  /** Also callable with a business's API key (`Authorization: Bearer wbn_…`) that has this scope (decision 0035). */
  apiKey?: string;
  /** A body read without a JSON schema (a multipart upload, the webhook's raw event): its media type and JSON schema, for the document only. */
  rawBody?: { contentType: string; schema: Record<string, unknown>; description?: string };
};
type OpSchema<T extends OpInput> = Omit<T, 'id' | 'access' | 'errors' | 'rawBody' | 'apiKey'> & {
  operationId: string;
  security: SecurityRequirement[];
};

/** Vendor key carrying a raw body's description to the document's requestBody (transformObject moves it). */
const RAW_BODY = 'x-raw-body';

/**
 * A route's `schema`: its zod schemas as given, and its documentation. The error responses are added
 * to `response` (the error handler's envelope is serialized through them); the type keeps only the
 * route's own answers, which are what its handler returns.
 */
export function op<const T extends OpInput>(o: T): OpSchema<T> {
  const { id, access, errors = [], rawBody, response, apiKey, ...schema } = o;
  const statuses = new Set<ErrorStatus>(errors);
  if (apiKey) statuses.add(403);
  if (access === 'member' || access === 'optional') statuses.add(401);
  if (access === 'staff') [401, 403].forEach((s) => statuses.add(s as ErrorStatus));
  if (o.body) [400, 413, 415].forEach((s) => statuses.add(s as ErrorStatus));
  if (o.params || o.querystring || o.headers) statuses.add(400);
  const errorResponses = Object.fromEntries([...statuses].sort().map((s) => [s, ZErrorEnvelope]));
  return {
    ...schema,
    operationId: id,
    security: apiKey ? [...SECURITY[access], { businessKey: [apiKey] }] : SECURITY[access],
    response: { ...errorResponses, ...response },
    ...(rawBody ? { [RAW_BODY]: rawBody } : {}),
  } as unknown as OpSchema<T>;
}

// ---------------------------------------------------------------- the document

/**
 * Schemas the document names as components (`#/components/schemas/<id>`): the error envelope
 * and the entities many answers hold. Kept in this registry, not zod's global one, so that the
 * contract's schemas carry no document names.
 */
export const components = z.registry<{ id: string; description?: string }>();
components.add(ZErrorEnvelope, {
  id: 'ErrorEnvelope',
  description: 'Every error answer: `{success: false, error: {name, message, fields?, requestId}}`.',
});
components.add(ZBusinessProfile, {
  id: 'BusinessProfile',
  description: 'A business profile (the spec\'s "Business profile" entity).',
});
components.add(ZProduct, { id: 'Product', description: 'A product with the card of its company.' });
components.add(ZUserProfile, { id: 'UserProfile', description: "A member's own profile." });
components.add(ZPost, { id: 'Post', description: 'A post card.' });
components.add(ZComment, { id: 'Comment', description: 'A comment or a reply.' });
components.add(ZInquiryThread, { id: 'InquiryThread', description: 'An inquiry thread as one of its sides sees it.' });
components.add(ZConnection, {
  id: 'Connection',
  description: 'A connection request to a business, or the connection it became.',
});
components.add(ZReceipt, { id: 'Receipt', description: 'The receipt of a membership payment.' });

const TAGS = [
  ['auth', 'The account service (/auth): registration, sign-in, sessions and passwords.'],
  ['users', "A member's profile, public profiles and the profile photo."],
  ['businesses', 'Business profiles, their team, invitations and favorites.'],
  ['products', "A business's product catalogue."],
  ['files', 'Signed upload grants and the embedded receiver of uploads.'],
  ['search', 'Businesses, products and members.'],
  ['social', 'Posts, newsfeed, timelines, comments, reactions, follows and connections.'],
  ['requests', 'Inquiries and the message center.'],
  [
    'notifications',
    'The grouped notifications list, the unread count, what a member is told and how, and the one-click unsubscribe.',
  ],
  ['live', 'The live channel: a ticket, then a server-sent event stream.'],
  ['memberships', 'Plans, quotes, checkout, receipts and the payment provider webhook.'],
  ['verification', "A business's verification request and what everyone sees of it."],
  [
    'staff',
    'The staff area: verifications, payments, enquiries, failed jobs, the moderation queue and log, and the counts.',
  ],
  ['safety', 'Reports to the staff and blocks between members.'],
  ['integrations', "A business's API keys and webhooks, and the log of the keys' uses."],
  ['rfq', 'Requests for quotation, their quotes and awards.'],
  ['insights', "Counting views without cookies, and a business's figures for its owners."],
  ['saved-searches', "A member's saved searches and how often they alert of new matches."],
  ['reviews', 'Reviews of businesses by members who traded with them, and the businesses’ replies.'],
  ['need help', 'The need-help enquiry form.'],
  ['reference data', 'Countries, states, genders, languages, job positions and business types.'],
  ['industries', 'The industry tree.'],
  ['system', 'Health and readiness checks for load balancers and operators.'],
  ['site', 'robots.txt and the sitemaps, at the site root.'],
  [
    'sandbox payment provider',
    'The built-in stand-in for the card provider, at the site root (absent when Stripe is configured).',
  ],
] as const;

type Json = Record<string, unknown>;
type Operation = Json & { responses?: Record<string, Json>; [RAW_BODY]?: OpInput['rawBody'] };
type Document = Json & {
  paths: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Record<string, unknown> };
};

const ERROR_REF = '#/components/schemas/ErrorEnvelope';

/** The fields every answer that met a rate limit carries (lib/rate-limit-headers.ts), shown on the 429. */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description:
      'Each limit the request met: `"name";q=<quota>;w=<window seconds>` (IETF httpapi draft); also on successful answers.',
    schema: { type: 'string' },
  },
  RateLimit: {
    description: 'Where each limit stands: `"name";r=<remaining>;t=<seconds until reset>`; also on successful answers.',
    schema: { type: 'string' },
  },
};
const isErrorEnvelope = (r: Json) =>
  (r.content as Record<string, { schema?: { $ref?: string } }> | undefined)?.['application/json']?.schema?.$ref ===
  ERROR_REF;

/** Component schemas no part of the document names (the input copies of output-only components). */
function pruneComponents(doc: Document) {
  const schemas = doc.components?.schemas ?? {};
  const used = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === '$ref' && typeof x === 'string' && x.startsWith('#/components/schemas/')) {
          const name = x.slice('#/components/schemas/'.length);
          if (!used.has(name)) {
            used.add(name);
            walk(schemas[name]);
          }
        } else walk(x);
      }
    }
  };
  walk({ ...doc, components: { ...doc.components, schemas: {} } });
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/**
 * Turns the built document into the published one: each error answer becomes a reference to its
 * component response, raw bodies become request bodies, unused component schemas go.
 */
/**
 * The `webhooks` section (OpenAPI 3.1): what a business's endpoint receives for each event, with
 * the Standard Webhooks headers and an example body (decision 0036).
 */
function webhooksSection(): Json {
  const headers = [
    {
      name: 'webhook-id',
      description: 'The delivery: the same on every attempt and on a redelivery (drop repeats by it).',
    },
    {
      name: 'webhook-timestamp',
      description: 'When this attempt was signed, in seconds since 1970 (refuse old ones).',
    },
    {
      name: 'webhook-signature',
      description:
        "`v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the endpoint's secret (Standard Webhooks).",
    },
  ].map((h) => ({ in: 'header', required: true, schema: { type: 'string' }, ...h }));
  return Object.fromEntries(
    Object.entries(WEBHOOK_PAYLOADS).map(([event, schema]) => [
      event,
      {
        post: {
          operationId: `webhook_${event.replace(/\./g, '_')}`,
          summary: WEBHOOK_EVENT_LABELS[event as WebhookEvent],
          tags: ['integrations'],
          // The receiver checks the signature, not a credential of ours.
          security: [],
          parameters: headers,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: z.toJSONSchema(schema, { target: 'draft-2020-12' }),
                example: WEBHOOK_EXAMPLES[event as WebhookEvent],
              },
            },
          },
          responses: {
            '200': {
              description:
                'Any 2xx answer within 10 s is a success; anything else is retried, with back-off, for more than a day.',
            },
          },
        },
      },
    ]),
  );
}

function finish(doc: Document): Document {
  const responses: Record<string, Json> = {};
  for (const [status, { name, description }] of Object.entries(ERROR_RESPONSES)) {
    responses[name] = {
      description,
      content: { 'application/json': { schema: { $ref: ERROR_REF } } },
      ...(status === '429' || status === '503'
        ? {
            headers: {
              'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
              ...(status === '429' ? RATE_LIMIT_HEADERS : {}),
            },
          }
        : {}),
    };
  }
  const usedResponses = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      // Reads meet the per-address read limit (core/public-read-limit.ts) whatever else they do.
      if (isLimitedRead(method, path.replace(/\{(\w+)\}/g, ':$1')))
        operation.responses = {
          ...operation.responses,
          429: { content: { 'application/json': { schema: { $ref: ERROR_REF } } } },
        };
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const named = ERROR_RESPONSES[Number(status) as ErrorStatus];
        if (named && isErrorEnvelope(response)) {
          operation.responses![status] = { $ref: `#/components/responses/${named.name}` };
          usedResponses.add(named.name);
        }
      }
      const raw = operation[RAW_BODY];
      if (raw) {
        operation.requestBody = {
          required: true,
          ...(raw.description ? { description: raw.description } : {}),
          content: { [raw.contentType]: { schema: raw.schema } },
        };
        delete operation[RAW_BODY];
      }
    }
  }
  for (const name of Object.keys(responses)) if (!usedResponses.has(name)) delete responses[name];
  doc.components = { ...doc.components, responses };
  doc.webhooks = webhooksSection();
  pruneComponents(doc);
  return doc;
}

export type OpenApiOptions = { publicUrl: string; cookies: { refresh: string; handoff: string } };

/** @fastify/swagger's options: one OpenAPI 3.1 document from every route's zod schemas and `op()` metadata. */
export function openApiOptions(o: OpenApiOptions): SwaggerOptions {
  const transformObject = createJsonSchemaTransformObject({ schemaRegistry: components });
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'WBN Miami API',
        version: '1.0.0',
        description:
          'The business network and company directory API: the JSON API under /api, the account service under /auth, and the site files and the sandbox payment provider at the root. ' +
          'Every JSON answer is an envelope: `{success: true, data}` (a few add `message` or `session`), or `{success: false, error: {name, message, fields?, requestId}}`. ' +
          // A path on this site, so the link works wherever the document is served (its reference at /api/docs included).
          `The [developer guide](${SITE_PATHS.developers}) explains authentication, API keys, webhooks, errors, pagination, rate limits, caching, versioning and deprecation, with examples.`,
      },
      servers: [{ url: o.publicUrl.replace(/\/+$/, '') }],
      tags: TAGS.map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token of a session (POST /auth/get-session, POST /auth/refresh-token).',
          },
          refreshCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: o.cookies.refresh,
            description: "A browser's refresh token, HttpOnly and scoped to /auth.",
          },
          handoffCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: o.cookies.handoff,
            description: 'Binds the one-time code of register and login to the browser that signed in.',
          },
          publishableKey: {
            type: 'http',
            scheme: 'bearer',
            description: "The sandbox provider's publishable key (GET /api/subscription/setup: publicKey).",
          },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: "The operators' METRICS_TOKEN (server configuration); without it GET /metrics answers 401.",
          },
          businessKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'wbn_…',
            description:
              "A business's API key: acts for that business only, on the routes that list it with the scope they need; any other route refuses it (403).",
          },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: components, skipList: [] }),
    transformObject: (input) =>
      finish(transformObject(input) as unknown as Document) as unknown as ReturnType<typeof transformObject>,
  };
}
