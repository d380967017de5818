import { useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import clsx from 'clsx';
import { MEMBERSHIP_CHOOSE_BUSINESS_QUERY, NAV_LABELS, SITE_PATHS } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';
import { FavoritesList } from '~/features/business/components/favorites-list';
import { MyBusinessList } from '~/features/business/components/my-business-list';
import { MyInvitations } from '~/features/business/components/my-invitations';

export const meta = () =>
  pageMeta({
    title: NAV_LABELS.myBusiness,
    description: 'The business profiles you own on WBN Miami: manage them, view them as a buyer or create a new one.',
    keywords: 'my business, business profile, manage business',
  });

const [MEMBERSHIP_KEY, MEMBERSHIP_VALUE] = MEMBERSHIP_CHOOSE_BUSINESS_QUERY.split('=') as [string, string];

const tabClass = (active: boolean) =>
  clsx(
    'rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500',
    active ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
  );

/** The "My business" page (needs a session); `?favorites=1` shows the Favorite Business list. */
export default function MyBusiness() {
  const [params] = useSearchParams();
  const favorites = params.get('favorites') === '1';
  const title = favorites ? NAV_LABELS.favoriteBusiness : NAV_LABELS.myBusiness;
  return (
    <MemberPage
      title={title}
      description={
        favorites
          ? 'The businesses you saved. Open one to see its profile, or unsave it.'
          : 'The business profiles you own: manage them, view them as a buyer, or create a new one.'
      }
    >
      <nav aria-label="My business lists" className="mb-6 flex gap-2">
        <Link
          to={SITE_PATHS.myBusiness}
          className={tabClass(!favorites)}
          aria-current={!favorites ? 'page' : undefined}
        >
          {NAV_LABELS.myBusiness}
        </Link>
        <Link
          to={SITE_PATHS.favoriteBusiness}
          className={tabClass(favorites)}
          aria-current={favorites ? 'page' : undefined}
        >
          {NAV_LABELS.favoriteBusiness}
        </Link>
      </nav>
      {favorites ? null : <MyInvitations highlight={params.get('invitation')} />}
      {favorites ? (
        <FavoritesList />
      ) : (
        <MyBusinessList showMembershipNote={params.get(MEMBERSHIP_KEY) === MEMBERSHIP_VALUE} />
      )}
    </MemberPage>
  );
}
