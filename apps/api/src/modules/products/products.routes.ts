/** /api/product*: the product catalogue of a business. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreateProductRequest, ZUpdateProductRequest } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, optionalUser, requireUser } from '../../core/auth.js';
import type { ProductsService } from './products.service.js';

const tags = ['products'];
const idParam = z.object({ productID: z.string().max(64) });

export function productsRoutes(auth: Authenticator, products: ProductsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };
    r.post('/', { ...member, schema: { tags, body: ZCreateProductRequest } }, async (req, reply) => reply.status(201).send(ok(await products.create(currentUser(req).userID, req.body))));
    r.get('/by-business', { onRequest: optionalUser(auth), schema: { tags, querystring: z.object({ bid: z.string().max(64) }) } }, async (req) => ok(await products.byBusiness(req.query.bid, req.user?.userID)));
    r.get('/:productID', { onRequest: optionalUser(auth), schema: { tags, params: idParam } }, async (req) => ok(await products.get(req.params.productID, req.user?.userID)));
    r.put('/:productID', { ...member, schema: { tags, params: idParam, body: ZUpdateProductRequest } }, async (req) => ({
      success: true as const,
      message: 'Saved successfully',
      data: await products.update(currentUser(req).userID, req.params.productID, req.body),
    }));
    r.delete('/:productID', { ...member, schema: { tags, params: idParam } }, async (req) => {
      await products.remove(currentUser(req).userID, req.params.productID);
      return ok(null);
    });
  };
}
