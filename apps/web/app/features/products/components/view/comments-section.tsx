import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';
import { useParams } from 'react-router';
import { PRODUCT_TEXT, idFromSlug } from '@wbn/contract/constants';
import { LoadWhenNear } from '~/components/load-when-near';
import { COMMENTS_LOADING } from '~/components/comments-loading';
import { Panel } from './specifications';

// Below the fold: its code loads when the panel comes near the screen (decision 0009), as on the business page.
const Comments = lazy(() => import('~/features/social/public-lazy').then((m) => ({ default: m.Comments })));

/**
 * Comments on the product (resource type product): the social feature's comment list
 * and box (visitors read and see the login sentence). The product id is the slug's last 36
 * characters, as everywhere on this page.
 */
export function CommentsSection() {
  const { slug = '' } = useParams();
  const productID = idFromSlug(slug);
  const { t } = useLingui();
  const spec = useSpecText();
  return (
    <Panel title={spec(PRODUCT_TEXT.comments)} id="product-comments">
      <LoadWhenNear placeholder={COMMENTS_LOADING}>
        <Suspense fallback={COMMENTS_LOADING}>
          <Comments resourceID={productID} resourceType="product" subject={t`this product`} />
        </Suspense>
      </LoadWhenNear>
    </Panel>
  );
}
