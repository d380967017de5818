/**
 * React binding of the session manager. The server and the first client render both see the
 * member the page was rendered for (the root loader's `member`, decision 0047), or else status
 * 'loading' (no hydration mismatch either way); the browser then resolves to 'member' or 'visitor'.
 * A change of session reaches the components as a transition: the pages that depend on it (a
 * business page shows its owner's controls) re-render in slices the browser can interrupt, not
 * in one long task right after hydration (total blocking time).
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { RootMember } from './root-data';
import type { UserProfile } from '@wbn/contract/schemas';
import {
  LOADING_SNAPSHOT,
  getBrowserSessionManager,
  type SessionManager,
  type SessionSnapshot,
  type SessionStatus,
} from './session';
import { apiRequest } from './api-client';

export type SessionValue = {
  status: SessionStatus;
  userID: string | null;
  profile: UserProfile | null;
  logout: () => void;
};

const SessionContext = createContext<SessionManager | null>(null);
/** The member the page was rendered for on the server, if any (decision 0047). */
const RenderedMemberContext = createContext<RootMember | undefined>(undefined);

export function SessionProvider({ children, rendered }: { children: ReactNode; rendered?: RootMember }) {
  // Created in the browser only; during server rendering there is no manager.
  const [manager] = useState<SessionManager | null>(() =>
    typeof window === 'undefined' ? null : getBrowserSessionManager(),
  );
  useEffect(() => {
    void manager?.init();
  }, [manager]);
  return (
    <SessionContext.Provider value={manager}>
      <RenderedMemberContext.Provider value={rendered}>{children}</RenderedMemberContext.Provider>
    </SessionContext.Provider>
  );
}

export function useSession(): SessionValue {
  const manager = useContext(SessionContext);
  const rendered = useContext(RenderedMemberContext);
  const [snapshot, setSnapshot] = useState<SessionSnapshot>(() =>
    rendered ? { status: 'member', userID: rendered.userID, profile: rendered.profile } : LOADING_SNAPSHOT,
  );
  useEffect(() => {
    if (!manager) return;
    const update = () => startTransition(() => setSnapshot(manager.getSnapshot()));
    update();
    return manager.subscribe(update);
  }, [manager]);
  const logout = useCallback(() => {
    void manager?.logout();
  }, [manager]);
  return useMemo(
    () => ({ status: snapshot.status, userID: snapshot.userID, profile: snapshot.profile, logout }),
    [snapshot, logout],
  );
}

/** The session manager itself (the /SetID/ screen saves the session with it). Null while server rendering. */
export function useSessionManager(): SessionManager | null {
  return useContext(SessionContext);
}

/** The API client for features: envelope handling, bearer token, 401 refresh queue. */
export function useApi(): typeof apiRequest {
  return apiRequest;
}

export { apiRequest };
