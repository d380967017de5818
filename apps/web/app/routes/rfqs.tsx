/**
 * /rfqs?q=&industry=&country=&cursor=: the public board of requests for quotation (decision 0038).
 * Rendered on the server: the loader reads the board's page the address asks for (GET /api/rfq),
 * the industries and the countries of the filters. A member also sees "My requests", read in the browser.
 */
import { useNavigation } from 'react-router';
import { specPathOf } from '@wbn/contract/editions';
import { RFQ_PATHS, RFQ_TEXT } from '@wbn/contract/constants';
import type { Country } from '@wbn/contract/schemas';
import type { Route } from './+types/rfqs';
import { pageMeta } from '~/lib/meta';
import { industryTreeFor } from '~/lib/industry-tree.server';
import { loadFromApi } from '~/lib/server-api';
import { useSession } from '~/lib/session-context';
import { loadBoard } from '~/features/rfq/api/board';
import { BoardView } from '~/features/rfq/components/board-view';
import { readBoardParams } from '~/features/rfq/lib/board-params';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = readBoardParams(new URL(request.url).searchParams);
  const [page, tree, countries] = await Promise.all([
    loadBoard(context, params),
    industryTreeFor(context),
    loadFromApi<Country[]>(context, '/api/ref-data/country'),
  ]);
  return {
    params,
    page,
    industries: [...(tree?.tree ?? [])].sort((a, b) => a.order - b.order).map((i) => ({ value: i.id, label: i.name })),
    countries: (countries ?? []).map((c) => ({ value: c.code, label: c.countryName })),
  };
}

export const meta = () =>
  pageMeta({
    title: RFQ_TEXT.boardTitle,
    description: RFQ_TEXT.boardIntro,
    keywords: ['requests for quotation', 'RFQ', 'buyers', 'suppliers', 'sourcing', 'quotes'],
  });

export default function Rfqs({ loaderData }: Route.ComponentProps) {
  const { status, userID } = useSession();
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && specPathOf(navigation.location.pathname) === RFQ_PATHS.board;
  return <BoardView {...loaderData} userID={status === 'member' ? userID : null} pending={pending} />;
}
