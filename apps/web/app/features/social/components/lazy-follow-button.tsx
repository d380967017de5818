/**
 * The Follow button with its code loaded after the page's own (decision 0009): every page that
 * shows it takes it from here, so its code is one chunk of its own on all of them. Until it is
 * in, a look-alike that does nothing holds its place. On the server it renders in full.
 */
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { FollowButtonProps } from './follow-button';

const FollowButton = lazy(() => import('./follow-button').then((m) => ({ default: m.FollowButton })));

export function LazyFollowButton(props: FollowButtonProps) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <span className={props.className} aria-hidden="true">
          {t`Follow`}
        </span>
      }
    >
      <FollowButton {...props} />
    </Suspense>
  );
}
