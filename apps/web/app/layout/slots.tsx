/**
 * What the layout shows but does not own: parts of features (the header's Messages and
 * Notifications, the mobile menu's search bar, the account strips, a new member's next steps).
 * root.tsx fills the slots (app/layout-slots.tsx), so the layout imports no feature and stays
 * below them (docs/ARCHITECTURE.md, the web app's layers). An empty slot draws nothing: component
 * tests render the layout's pieces without them.
 */
import { createContext, use, type ComponentType } from 'react';

export type LayoutSlots = {
  /** The header's Messages with its unread badge (members only, loaded on demand). */
  MessagesNavItem?: ComponentType;
  /** The header's bell with its popover (members only, loaded on demand). */
  NotificationsButton?: ComponentType;
  /** The search bar at the top of the mobile menu, loaded when the menu first opens. */
  MobileSearchBar?: ComponentType;
  /** Starts loading the mobile menu's search bar (the menu button is pointed at or focused). */
  preloadMobileSearchBar?: () => void;
  /** The strips under the header (an unconfirmed e-mail address, a pending deletion). */
  AccountStrips?: ComponentType;
  /** A signed-in member's next steps, at the head of the main column. */
  NextSteps?: ComponentType;
};

export const LayoutSlotsContext = createContext<LayoutSlots>({});

export const useLayoutSlots = () => use(LayoutSlotsContext);
