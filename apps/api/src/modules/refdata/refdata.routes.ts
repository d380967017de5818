/** GET /api/ref-data/*: reference lists. Cacheable: they change only with a release. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  okEnvelope,
  ZBusinessType,
  ZCountry,
  ZCountryParams,
  ZGender,
  ZJobPosition,
  ZLanguage,
  ZState,
} from '@wbn/contract';
import { cacheable } from '../../lib/cache-control.js';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { RefdataService } from './refdata.service.js';

const list = <T extends z.ZodType>(item: T) => ({ 200: okEnvelope(z.array(item)) });

export function refdataRoutes(refdata: RefdataService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reference data'];
    const ref = { tags, access: 'public' } as const;
    r.get(
      '/country',
      { schema: op({ id: 'listCountries', summary: 'Every country, by name', ...ref, response: list(ZCountry) }) },
      async (_req, reply) => (cacheable(reply), ok(await refdata.countries())),
    );
    r.get(
      '/country/:code/state',
      {
        schema: op({
          id: 'listStatesOfCountry',
          summary: "A country's states, by name",
          ...ref,
          params: ZCountryParams,
          response: list(ZState),
          errors: [404],
        }),
      },
      async (req, reply) => {
        const states = await refdata.states(req.params.code);
        cacheable(reply);
        return ok(states);
      },
    );
    r.get(
      '/gender',
      { schema: op({ id: 'listGenders', summary: 'The genders a profile may show', ...ref, response: list(ZGender) }) },
      async (_req, reply) => (cacheable(reply), ok(await refdata.genders())),
    );
    r.get(
      '/language',
      { schema: op({ id: 'listLanguages', summary: 'Every language, by name', ...ref, response: list(ZLanguage) }) },
      async (_req, reply) => (cacheable(reply), ok(await refdata.languages())),
    );
    r.get(
      '/job-position',
      {
        schema: op({
          id: 'listJobPositions',
          summary: 'The job positions of a profile',
          ...ref,
          response: list(ZJobPosition),
        }),
      },
      async (_req, reply) => (cacheable(reply), ok(await refdata.jobPositions())),
    );
    r.get(
      '/business-type',
      {
        schema: op({
          id: 'listBusinessTypes',
          summary: 'The business types (manufacturer, distributor...)',
          ...ref,
          response: list(ZBusinessType),
        }),
      },
      async (_req, reply) => (cacheable(reply), ok(await refdata.businessTypes())),
    );
  };
}
