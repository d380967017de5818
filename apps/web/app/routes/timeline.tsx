/**
 * /timeline/{timelineID} — the posts of a user or a business (timeline/load, pages
 * of 10). The server renders the heading with the name and the first page. `?post={postID}` (the
 * link Share copies) shows that post first, highlighted.
 */
import { useSearchParams } from 'react-router';
import { businessPath } from '@wbn/contract/constants';
import type { BusinessProfile, Post, PublicProfileResponse, TimelinePage } from '@wbn/contract/schemas';
import type { Route } from './+types/timeline';
import type { SiteHandle } from '~/layout/route-handle';
import { pageMeta } from '~/lib/meta';
import { loadFromApi } from '~/lib/server-api';
import { Avatar } from '~/components/avatar';
import { ButtonLink, buttonClass } from '~/components/button-link';
import { photoSrc } from '~/lib/format';
import { UUID_RE } from '~/lib/business-paths';
import { publicProfileApiPath } from '~/features/profile/api/get-public-profile';
import { usePost } from '~/features/social/api/get-post';
import { timelinePath } from '~/features/social/api/load-timeline';
import { LazyFollowButton } from '~/features/social/components/lazy-follow-button';
import { PostCard } from '~/features/social/components/post-card';
import { TimelinePosts } from '~/features/social/components/timeline-posts';
import { memberPath } from '~/features/social/lib/paths';
import { editionOf, editionPath } from '@wbn/contract/editions';
import { redirectInEdition } from '~/lib/edition-link';

export const handle: SiteHandle = { ownCanonical: true };

type Owner = { type: 'user' | 'business'; id: string; name: string; photo: string | null; href: string };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = params.timelineID;
  if (!UUID_RE.test(id)) throw redirectInEdition(request, '/');
  const url = new URL(request.url);
  const postID = url.searchParams.get('post');
  const [user, business, timeline, post] = await Promise.all([
    loadFromApi<PublicProfileResponse>(context, publicProfileApiPath(id)),
    loadFromApi<BusinessProfile>(context, `/api/business/profile/${id}`),
    loadFromApi<TimelinePage>(context, timelinePath(id, 0)),
    postID && UUID_RE.test(postID) ? loadFromApi<Post>(context, `/api/social/posts/${postID}`) : Promise.resolve(null),
  ]);
  let owner: Owner;
  if (user) {
    const p = user.profile;
    owner = {
      type: 'user',
      id,
      name: `${p.firstName} ${p.lastName}`.trim(),
      photo: photoSrc(p.profilePhoto, 160),
      href: memberPath(id),
    };
  } else if (business) {
    const g = business.general;
    owner = {
      type: 'business',
      id,
      name: g.companyName,
      photo: photoSrc(g.profilePhoto, 160),
      href: businessPath(g.companyName, id),
    };
  } else throw redirectInEdition(request, '/');
  return {
    owner,
    timeline,
    post: post && post.timelineID === id ? post : null,
    canonical: `${url.origin}${editionPath(editionOf(url.pathname), `/timeline/${id}`)}`,
  };
}

export const meta = ({ data }: Route.MetaArgs) => {
  if (!data)
    return pageMeta({
      title: 'Timeline',
      description: 'Posts shared by a member or a business on WBN Miami.',
      keywords: 'timeline, posts, business updates',
    });
  const post = data.post?.body.text.replace(/\s+/g, ' ').trim();
  return pageMeta({
    title: `Timeline of ${data.owner.name}`,
    description: post
      ? `${data.owner.name}: ${post.slice(0, 140)}`
      : `The posts ${data.owner.name} has shared on the WBN business network, newest first.`,
    canonical: data.canonical,
    image: data.post?.body.picture?.url ?? data.owner.photo ?? undefined,
    keywords: [data.owner.name, 'timeline', 'posts', 'business updates'],
  });
};

export default function TimelinePage({ loaderData }: Route.ComponentProps) {
  const { owner, timeline } = loaderData;
  const [params] = useSearchParams();
  const postID = params.get('post');
  const shared = usePost(postID && postID !== loaderData.post?.postID ? postID : null);
  const highlighted =
    (loaderData.post && loaderData.post.postID === postID
      ? loaderData.post
      : shared.data?.timelineID === owner.id
        ? shared.data
        : null) ?? null;

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <header className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <Avatar
          name={owner.name}
          url={owner.photo}
          size="lg"
          className={owner.type === 'business' ? 'rounded-lg!' : undefined}
        />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {owner.type === 'business' ? 'Business timeline' : 'Timeline'}
          </p>
          <h1 className="text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl">{owner.name}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <LazyFollowButton
            id={owner.id}
            type={owner.type}
            name={owner.name}
            className={buttonClass('primary', 'px-4')}
            followingClassName={buttonClass('secondary', 'bg-white px-4')}
          />
          <ButtonLink to={owner.href} variant="secondary">
            {owner.type === 'business' ? 'Business page' : 'Profile'}
          </ButtonLink>
        </div>
      </header>
      {highlighted ? (
        <section aria-label="Shared post">
          <PostCard post={highlighted} highlighted />
        </section>
      ) : null}
      <section aria-labelledby="timeline-posts" className="space-y-3">
        <h2 id="timeline-posts" className={highlighted ? 'text-lg font-semibold text-slate-900' : 'sr-only'}>
          {highlighted ? `More from ${owner.name}` : `Posts of ${owner.name}`}
        </h2>
        <TimelinePosts
          key={owner.id}
          timelineID={owner.id}
          initial={timeline}
          label={`Posts of ${owner.name}`}
          highlightedID={highlighted?.postID ?? null}
          emptyTitle={highlighted ? 'No other posts yet' : `${owner.name} has not posted yet`}
          emptyText={<p>Follow {owner.name} to see their new posts in your newsfeed.</p>}
        />
      </section>
    </div>
  );
}
