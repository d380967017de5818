/** Favorite Business (header dropdown; the action is our decision): saved businesses with an unsave button. */
import { Link } from '~/lib/edition-link';
import { Heart, HeartOff, Search } from 'lucide-react';
import { toast } from '~/lib/toast';
import { MSG, searchPath } from '@wbn/contract/constants';
import { ButtonLink } from '~/components/button-link';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';
import { publicBusinessPath } from '~/lib/business-paths';
import { ActionButton } from '~/components/action-button';
import { BusinessLogo } from '~/components/business-logo';
import { CardListSkeleton, EmptyState, ErrorState } from '~/components/list-states';
import { VerifiedBadge } from '~/components/verified-badge';
import { CountryFlag } from '~/components/country-flag';

export function FavoritesList() {
  const query = useFavorites();
  const remove = useRemoveFavorite();
  const items = query.data ?? [];

  if (query.isPending) return <CardListSkeleton label="Loading your favorite businesses" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0)
    return (
      <EmptyState icon={Heart} title="You have not saved any business yet">
        <p className="w-full text-sm text-slate-600">Open a business page and click Save to keep it here.</p>
        <ButtonLink to={searchPath()}>
          <Search aria-hidden="true" className="h-4 w-4" />
          Find businesses
        </ButtonLink>
      </EmptyState>
    );

  return (
    <ul className="space-y-4">
      {items.map((b) => {
        const country = b.contactInfo.country;
        const removing = remove.isPending && remove.variables === b.businessID;
        return (
          <li
            key={b.businessID}
            className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start"
          >
            <BusinessLogo photo={b.general.profilePhoto} />
            <div className="min-w-0 flex-1">
              <h2 className="text-base font-semibold">
                <Link
                  to={publicBusinessPath(b)}
                  className="text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {b.general.companyName}
                </Link>
              </h2>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                {country ? (
                  <span>
                    <CountryFlag code={country.code} name={country.countryName} />{' '}
                    <span aria-hidden="true">{country.countryName}</span>
                  </span>
                ) : null}
                <VerifiedBadge verified={b.verified} />
              </p>
              <p className="mt-2 line-clamp-2 text-sm text-slate-700">{b.general.shortDescription}</p>
            </div>
            <ActionButton
              variant="ghost"
              loading={removing}
              aria-label={`Remove ${b.general.companyName} from favorites`}
              onClick={() =>
                remove.mutate(b.businessID, {
                  onSuccess: () => toast.success(MSG.toastSuccessDefault),
                  onError: () => toast.error(MSG.toastFailureDefault),
                })
              }
            >
              {removing ? null : <HeartOff aria-hidden="true" className="h-4 w-4" />}
              Unsave
            </ActionButton>
          </li>
        );
      })}
    </ul>
  );
}
