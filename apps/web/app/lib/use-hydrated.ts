import { useEffect, useState } from 'react';

/**
 * False during the server render and the first client render, true once the page is hydrated (e.g. to keep a submit
 * button disabled until its handler is live).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
