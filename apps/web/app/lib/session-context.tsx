/**
 * React binding of the session manager. The server and the first client render both see
 * status 'loading' (no hydration mismatch); the browser then resolves to 'member' or 'visitor'.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { UserProfile } from '@wbn/contract';
import { LOADING_SNAPSHOT, getBrowserSessionManager, type SessionManager, type SessionSnapshot, type SessionStatus } from './session';
import { apiRequest } from './api-client';

export type SessionValue = {
  status: SessionStatus;
  userID: string | null;
  profile: UserProfile | null;
  logout: () => void;
};

const SessionContext = createContext<SessionManager | null>(null);

const noopSubscribe = () => () => {};
const loadingSnapshot = (): SessionSnapshot => LOADING_SNAPSHOT;

export function SessionProvider({ children }: { children: ReactNode }) {
  // Created in the browser only; during server rendering there is no manager.
  const [manager] = useState<SessionManager | null>(() => (typeof window === 'undefined' ? null : getBrowserSessionManager()));
  useEffect(() => {
    void manager?.init();
  }, [manager]);
  return <SessionContext.Provider value={manager}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const manager = useContext(SessionContext);
  const snapshot = useSyncExternalStore(
    manager?.subscribe ?? noopSubscribe,
    manager?.getSnapshot ?? loadingSnapshot,
    loadingSnapshot,
  );
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
