import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while the server renders and while the browser hydrates that render, true otherwise
 * (also at once for components mounted later, unlike an effect): for what the server cannot know,
 * such as "3 h ago" or the reader's time zone.
 */
export const useIsClient = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
