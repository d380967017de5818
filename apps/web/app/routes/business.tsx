/**
 * Business page: /business/{name}-{id} (public, server-rendered), /business/{id}/
 * (the owner's "view as a buyer") and /business/{id}/?editMode=1 (owner edit mode). The server
 * renders the visitor's view; in the browser a logged-in viewer's session (owner, admin,
 * member) is fetched and the page refines itself.
 */
import { lazy } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { businessPath, idFromSlug } from '@wbn/contract/constants';
import type { BusinessProfile, ReviewList, VerificationPublic } from '@wbn/contract/schemas';
import { organizationJsonLd } from '~/lib/structured-data';
import type { SiteHandle } from '~/layout/route-handle';
import type { Route } from './+types/business';
import { pageMeta } from '~/lib/meta';
import { loadFromApi } from '~/lib/server-api';
import { useSession } from '~/lib/session-context';
import { businessProfilePath, useBusiness } from '~/features/business/api/get-business';
import { BusinessProfileView } from '~/features/business/components/business-profile-view';
import { UUID_RE } from '~/lib/business-paths';
import { VerifiedDetails } from '~/features/memberships/components/verified-details';
import { verificationPath } from '~/features/memberships/api/verification';
import SeenBeacon from '~/lib/seen-beacon';
import { firstReviewsPath } from '~/features/reviews/public';
import { HydrateWhenNear } from '~/components/hydrate-when-near';
import { editionPath, specPathOf } from '@wbn/contract/editions';
import { loaderI18n } from '~/lib/i18n.server';
import { useEdition } from '~/lib/i18n';
import { redirectInEdition } from '~/lib/edition-link';

// What a visitor saw, told for the businesses' insights (decision 0040): its code comes after the page.

// The reviews: in the server's HTML, their code fetched when they near the screen (decision 0009).
const loadReviews = () => import('~/features/reviews/public-lazy');
const ReviewsSection = lazy(() => loadReviews().then((m) => ({ default: m.ReviewsSection })));

/** The slug page sets its own canonical address in meta. */
export const handle: SiteHandle = { ownCanonical: true };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = idFromSlug(params.slug);
  if (!UUID_RE.test(id)) throw redirectInEdition(request, '/');
  const { edition, messages } = loaderI18n(request, 'business');
  const business = await loadFromApi<BusinessProfile>(context, businessProfilePath(id, edition));
  if (!business) throw redirectInEdition(request, '/');
  // What was checked, and when, for a verified business; the newest reviews and their summary (decision 0073).
  const [verification, reviews] = await Promise.all([
    business.verified ? loadFromApi<VerificationPublic>(context, verificationPath(id)) : null,
    loadFromApi<ReviewList>(context, firstReviewsPath(id)),
  ]);
  // Canonical addresses are absolute (search engines ignore relative ones), in the page's edition.
  const url = new URL(request.url);
  const canonical = `${url.origin}${editionPath(edition, businessPath(business.general.companyName, business.businessID))}`;
  // The structured data is made here, on the server: its code stays out of the page's scripts.
  const jsonLd = organizationJsonLd(business, canonical, reviews?.summary);
  return { business, verification, reviews, canonical, jsonLd, messages };
}

export const meta = ({ data }: Route.MetaArgs) => {
  const b = data?.business;
  if (!b)
    return pageMeta({
      title: 'Business profile',
      description:
        'A company page on WBN Miami: general information, contact details, factory, trade capabilities, certificates and products.',
    });
  const keywords = [
    b.general.companyName,
    b.general.businessType?.name,
    b.general.industry?.name,
    ...b.general.categories.map((c) => c.name),
  ];
  return [
    ...pageMeta({
      title: b.general.companyName,
      description: b.general.shortDescription,
      canonical: data.canonical,
      image: b.general.profilePhoto?.url,
      keywords: keywords.filter((s): s is string => Boolean(s)),
    }),
    data.jsonLd,
  ];
};

export default function BusinessPage({ loaderData }: Route.ComponentProps) {
  const initial = loaderData.business;
  const { status, userID } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const query = useBusiness(initial.businessID, { enabled: status === 'member', edition: useEdition() });
  const fresh = query.data && query.data.profile.businessID === initial.businessID ? query.data : null;
  const business = fresh?.profile ?? initial;
  const session = fresh?.session ?? 'none';
  const canEdit = session === 'owner' || session === 'admin';
  const editMode = canEdit && params.get('editMode') === '1';
  // A view for the business's insights: a visitor's at once; a member's once their role is known, and never its own team's.
  const viewer = status === 'visitor' || (fresh && session === 'none') ? initial.businessID : null;

  return (
    <>
      <BusinessProfileView
        business={business}
        session={session}
        viewer={status}
        editMode={editMode}
        currentPath={specPathOf(location.pathname)}
        aside={
          business.verified ? (
            <VerifiedDetails businessID={business.businessID} initial={loaderData.verification} />
          ) : null
        }
        reviews={
          <HydrateWhenNear load={loadReviews}>
            <ReviewsSection
              businessID={business.businessID}
              companyName={business.general.companyName}
              initial={loaderData.reviews}
              session={session}
              viewer={status === 'member' && !fresh ? 'loading' : status}
              viewerID={userID ?? null}
            />
          </HydrateWhenNear>
        }
      />
      <SeenBeacon seenKey={viewer} events={[{ type: 'profile-view', businessID: initial.businessID }]} />
    </>
  );
}
