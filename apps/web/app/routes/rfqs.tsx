/**
 * /rfqs?q=&industry=&country=&cursor=: the public board of requests for quotation (decision 0038).
 * Rendered on the server: the loader reads the board's page the address asks for (GET /api/rfq),
 * the industries and the countries of the filters. A member also sees "My requests", read in the browser.
 */
import { useNavigation } from 'react-router';
import { msg } from '@lingui/core/macro';
import { countriesIn, editionOf, specPathOf } from '@wbn/contract/editions';
import { RFQ_PATHS, RFQ_TEXT } from '@wbn/contract/constants';
import type { Country } from '@wbn/contract/schemas';
import type { Route } from './+types/rfqs';
import { pageMeta } from '~/lib/meta';
import { industryTreeFor } from '~/lib/industry-tree.server';
import { loadFromApi } from '~/lib/server-api';
import { loaderI18n } from '~/lib/i18n.server';
import { useSession } from '~/lib/session-context';
import { loadBoard } from '~/features/rfq/api/board';
import { BoardView } from '~/features/rfq/components/board-view';
import { readBoardParams } from '~/features/rfq/lib/board-params';

/** The board in the page's edition: its catalogue, the requests' categories, the industries and countries named in it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const edition = editionOf(url.pathname);
  const { messages, i18n } = loaderI18n(request, 'rfq');
  const params = readBoardParams(url.searchParams);
  const [page, tree, countries] = await Promise.all([
    loadBoard(context, params, edition),
    industryTreeFor(context, edition),
    loadFromApi<Country[]>(context, '/api/ref-data/country'),
  ]);
  return {
    messages,
    meta: {
      title: i18n._(RFQ_TEXT.boardTitle),
      description: i18n._(RFQ_TEXT.boardIntro),
      keywords: i18n._(msg`requests for quotation, RFQ, buyers, suppliers, sourcing, quotes`),
    },
    params,
    page,
    industries: [...(tree?.tree ?? [])].sort((a, b) => a.order - b.order).map((i) => ({ value: i.id, label: i.name })),
    countries: countriesIn(edition, countries ?? []).map((c) => ({ value: c.code, label: c.name })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

export default function Rfqs({ loaderData }: Route.ComponentProps) {
  const { status, userID } = useSession();
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && specPathOf(navigation.location.pathname) === RFQ_PATHS.board;
  return <BoardView {...loaderData} userID={status === 'member' ? userID : null} pending={pending} />;
}
