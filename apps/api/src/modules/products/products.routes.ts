/** /api/product*: the product catalogue of a business. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  okEnvelope,
  okWithMessage,
  ZCreateProductRequest,
  ZProduct,
  ZProductList,
  ZProductParams,
  ZLangQuery,
  ZProductsByBusinessQuery,
  ZUpdateProductRequest,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, keyAllowed, optionalUser, requireUser } from '../../core/auth.js';
import type { ProductsService } from './products.service.js';

const tags = ['products'];

export function productsRoutes(auth: Authenticator, products: ProductsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };
    // With an API key (decision 0035): the product's business must be the key's.
    const productBusiness = (req: FastifyRequest) =>
      products.businessOf((req.params as { productID: string }).productID);
    r.post(
      '/',
      {
        ...member,
        ...keyAllowed('catalogue:write', (req) => (req.body as { businessID: string }).businessID),
        schema: op({
          apiKey: 'catalogue:write',
          id: 'createProduct',
          summary: "Add a product to a business's catalogue (owner or admin), within its membership's product limit",
          description:
            'ProductLimitReached (403) when the business already lists as many products as its membership allows; the message names the next tier.',
          tags,
          access: 'member',
          body: ZCreateProductRequest,
          response: { 201: okEnvelope(ZProduct) },
          errors: [403, 404],
        }),
      },
      async (req, reply) => reply.status(201).send(ok(await products.create(currentUser(req).userID, req.body))),
    );
    r.get(
      '/by-business',
      {
        onRequest: optionalUser(auth),
        ...keyAllowed('catalogue:read', (req) => (req.query as { bid: string }).bid),
        schema: op({
          apiKey: 'catalogue:read',
          id: 'listBusinessProducts',
          summary:
            "A business's products; its owner and admins also see those hidden over their tier's limit, marked `hidden`",
          tags,
          access: 'optional',
          querystring: ZProductsByBusinessQuery,
          response: { 200: okEnvelope(ZProductList) },
          errors: [404],
        }),
      },
      async (req) => ok(await products.byBusiness(req.query.bid, req.user?.userID)),
    );
    r.get(
      '/:productID',
      {
        onRequest: optionalUser(auth),
        schema: op({
          id: 'getProduct',
          summary:
            "A product with its company's card (one hidden over its tier's limit: its business's owner and admins only)",
          tags,
          access: 'optional',
          params: ZProductParams,
          querystring: ZLangQuery,
          response: { 200: okEnvelope(ZProduct) },
          errors: [404],
        }),
      },
      async (req) => ok(await products.get(req.params.productID, req.user?.userID, req.query.lang)),
    );
    r.put(
      '/:productID',
      {
        ...member,
        ...keyAllowed('catalogue:write', productBusiness),
        schema: op({
          apiKey: 'catalogue:write',
          id: 'updateProduct',
          summary: 'Save one or more fields of a product (owner or admin of its business)',
          tags,
          access: 'member',
          params: ZProductParams,
          body: ZUpdateProductRequest,
          response: { 200: okWithMessage(ZProduct) },
          errors: [403, 404],
        }),
      },
      async (req) => ({
        success: true as const,
        message: 'Saved successfully',
        data: await products.update(currentUser(req).userID, req.params.productID, req.body),
      }),
    );
    r.delete(
      '/:productID',
      {
        ...member,
        ...keyAllowed('catalogue:write', productBusiness),
        schema: op({
          apiKey: 'catalogue:write',
          id: 'deleteProduct',
          summary: 'Delete a product (owner or admin of its business)',
          tags,
          access: 'member',
          params: ZProductParams,
          response: { 200: okEnvelope(z.null()) },
          errors: [403, 404],
        }),
      },
      async (req) => {
        await products.remove(currentUser(req).userID, req.params.productID);
        return ok(null);
      },
    );
  };
}
