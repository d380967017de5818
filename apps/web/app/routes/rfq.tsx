/**
 * /rfq/{rfqID}: one request for quotation (decision 0038). Rendered on the server with the
 * visitor's view (GET /api/rfq/{id}); an unknown id, or an invited-only request, answers 404 with
 * the not-found state. In the browser a member's own view (buyer, supplier) completes the page.
 */
import { data } from 'react-router';
import { RFQ_MSG, RFQ_TEXT } from '@wbn/contract/constants';
import type { Rfq } from '@wbn/contract/schemas';
import type { Route } from './+types/rfq';
import { pageMeta } from '~/lib/meta';
import { loadFromApiWithStatus } from '~/lib/server-api';
import { RfqPage } from '~/features/rfq/components/rfq-page';
import { UUID_RE } from '~/lib/business-paths';

export async function loader({ params, context }: Route.LoaderArgs) {
  const missing = { rfq: null, failed: false };
  if (!UUID_RE.test(params.rfqID)) return data(missing, { status: 404 });
  const { status, data: rfq } = await loadFromApiWithStatus<Rfq>(context, `/api/rfq/${params.rfqID}`);
  if (rfq) return { rfq, failed: false };
  if (status === 404 || status === 400) return data(missing, { status: 404 });
  // The API could not answer: the browser reads it again.
  return { rfq: null, failed: true };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const rfq = loaderData?.rfq;
  if (!rfq)
    return [
      ...pageMeta({ title: RFQ_MSG.notFound, description: RFQ_TEXT.boardIntro }),
      { name: 'robots', content: 'noindex' },
    ];
  const description =
    `${rfq.quantity} ${rfq.unit}${rfq.destinationCountry ? ` to ${rfq.destinationCountry.countryName}` : ''}: ${rfq.snippet || rfq.description}`
      .replace(/\s+/g, ' ')
      .trim();
  return [
    ...pageMeta({
      title: `${RFQ_TEXT.boardTitle}: ${rfq.title}`,
      description: description.length > 155 ? `${description.slice(0, 154).trimEnd()}…` : description,
      keywords: ['request for quotation', ...rfq.categories.map((c) => c.category)],
    }),
    // Only an open public request belongs in search engines (the sitemap lists the same ones).
    ...(rfq.status === 'open' && rfq.visibility === 'public' ? [] : [{ name: 'robots', content: 'noindex' }]),
  ];
}

export default function RfqRoute({ loaderData, params }: Route.ComponentProps) {
  return <RfqPage key={params.rfqID} rfqID={params.rfqID} initial={loaderData.rfq} failed={loaderData.failed} />;
}
