/** Where the account is signed in (decision 0030), through the typed client: the list, signing out one device, and everywhere else. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedCall } from '~/lib/typed-call';

export const sessionKeys = { all: ['account', 'sessions'] as const };

export const useSessions = () =>
  useQuery({
    queryKey: sessionKeys.all,
    queryFn: () => typedCall(({ api, unwrap }) => unwrap(api.GET('/api/user/sessions'))),
  });

export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (sessionID: string) =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.DELETE('/api/user/sessions/{sessionID}', { params: { path: { sessionID } } })),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useEndOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => typedCall(({ api, unwrap }) => unwrap(api.POST('/api/user/sessions/end-others'))),
    onSettled: () => qc.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
