/**
 * The Like button loaded on demand, for a page that shows it to members only (known after
 * hydration): its code and calls are not part of that page's first load (decision 0009). The
 * page draws the button's placeholder meanwhile (its Suspense fallback).
 */
import { lazy } from 'react';

export const LazyLikeButton = lazy(() => import('./like-button').then((m) => ({ default: m.LikeButton })));
