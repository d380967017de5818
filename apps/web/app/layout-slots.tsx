/**
 * The features the layout shows in its slots (layout/slots.tsx), handed over by root.tsx. Members'
 * controls are never part of the server HTML: their code loads once a member is known or, when a
 * session is stored, alongside the hydration.
 */
import { lazy } from 'react';
import type { LayoutSlots } from '~/layout/slots';
import { hasStoredSession } from '~/lib/stored-session';

const loadNotifications = () => import('~/features/notifications/components/notifications-button');
const loadMessages = () => import('~/features/requests/components/messages-nav-item');
// The bar (with its Radix dropdowns) loads when the mobile menu first opens, not with every page.
const loadSearchBar = () => import('~/features/search/components/mobile-search-bar');
if (typeof window !== 'undefined' && hasStoredSession()) {
  void loadNotifications();
  void loadMessages();
}

export const LAYOUT_SLOTS: LayoutSlots = {
  MessagesNavItem: lazy(() => loadMessages().then((m) => ({ default: m.MessagesNavItem }))),
  NotificationsButton: lazy(() => loadNotifications().then((m) => ({ default: m.NotificationsButton }))),
  MobileSearchBar: lazy(loadSearchBar),
  preloadMobileSearchBar: () => void loadSearchBar(),
  // Drawn only after hydration, for a member whose account needs a word: never part of a first load.
  AccountStrips: lazy(() =>
    import('~/features/account/components/account-strips').then((m) => ({ default: m.AccountStrips })),
  ),
  // Members only: the gate that decides whether to load the panel is itself loaded once a member is known.
  NextSteps: lazy(() => import('~/features/onboarding/next-steps-slot').then((m) => ({ default: m.NextStepsSlot }))),
};
