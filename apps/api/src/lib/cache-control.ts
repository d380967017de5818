import type { FastifyReply } from 'fastify';

/** Reference lists and the industry tree: they change only with a release. */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
export const cacheable = (reply: FastifyReply) => reply.header('cache-control', REFERENCE_CACHE_CONTROL);
