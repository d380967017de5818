import { Link, useLocation } from 'react-router';
import { AUTH_PAGES, MSG, PRODUCT_TEXT } from '@wbn/contract';
import { useSession } from '~/lib/session-context';
import { authHref } from '~/layout/auth-href';
import { Panel } from './specifications';

/**
 * Comments on the product (resource type product, spec 1 §2).
 * TODO(social issue: reactions, comments and follows): list GET /api/social/comments/{productID}
 * and the comment box arrive with the social issue. Nothing is invented until then.
 */
export function CommentsSection() {
  const { status } = useSession();
  const location = useLocation();
  return (
    <Panel title={PRODUCT_TEXT.comments} id="product-comments">
      {status === 'visitor' ? (
        <p className="text-sm text-slate-600">
          <Link
            to={authHref(AUTH_PAGES.login, location)}
            className="font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {MSG.commentLoginRequired}
          </Link>
        </p>
      ) : null}
    </Panel>
  );
}
