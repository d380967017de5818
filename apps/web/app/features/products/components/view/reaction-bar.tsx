import { lazy, Suspense } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';
import { useLocation } from 'react-router';
import { Link } from '~/lib/edition-link';
import { toast } from '~/lib/toast';
import { Share2, ThumbsUp } from 'lucide-react';
import { AUTH_PAGES, MSG } from '@wbn/contract/constants';
import { copyText } from '~/lib/copy-text';
import { useSession } from '~/lib/session-context';
import { authHref } from '~/lib/auth-href';
import { LikeButton } from '~/features/reactions/public';

// Report product (Radix, the safety texts) is not part of the page's first load (decision 0009): it
// arrives once the page has hydrated.
const PageSafetyMenu = lazy(() => import('~/features/safety/public-lazy').then((m) => ({ default: m.PageSafetyMenu })));

const actionClass =
  'inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 sm:flex-none';

/**
 * Like count with Like and Share (sharing shows 'Product Link copied!'). Members
 * like and unlike optimistically; visitors are sent to login. `likes` is null while
 * the reaction summary loads. Members outside the business also get a "…" menu to report the
 * product (loaded after hydration).
 */
export function ReactionBar({
  productID,
  name,
  businessID,
  likes,
  sharePath,
}: {
  productID: string;
  name: string;
  businessID: string;
  likes: number | null;
  sharePath: string;
}) {
  const { status } = useSession();
  const location = useLocation();
  const { t } = useLingui();
  const spec = useSpecText();
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <span className="inline-flex h-5 w-5 items-center justify-center rounded-full bg-brand-600 text-white">
          <ThumbsUp aria-hidden className="h-3 w-3" />
        </span>
        {likes === null ? (
          <span role="status" className="inline-block h-3.5 w-14 animate-pulse rounded bg-slate-200">
            <span className="sr-only">{t`Loading likes…`}</span>
          </span>
        ) : (
          t`${plural(likes, { one: '# like', other: '# likes' })}`
        )}
      </p>
      <div className="flex gap-1 border-t border-slate-200 pt-2">
        {status === 'member' ? (
          <LikeButton
            resourceID={productID}
            resourceType="product"
            initialCount={likes ?? undefined}
            className={actionClass}
          />
        ) : (
          <Link
            to={authHref(AUTH_PAGES.login, location)}
            className={actionClass}
            aria-label={t`Log in to like this product`}
          >
            <ThumbsUp aria-hidden className="h-4 w-4" /> {t`Like`}
          </Link>
        )}
        <button
          type="button"
          className={actionClass}
          onClick={async () => {
            if (await copyText(new URL(sharePath, window.location.origin).toString()))
              toast.success(spec(MSG.productLinkCopied));
            else toast.error(spec(MSG.toastFailureDefault));
          }}
        >
          <Share2 aria-hidden className="h-4 w-4" /> {t`Share`}
        </button>
        {status === 'member' ? (
          <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-10 shrink-0" />}>
            <PageSafetyMenu kind="product" productID={productID} name={name} businessID={businessID} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
