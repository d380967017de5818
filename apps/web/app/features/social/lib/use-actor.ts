/** The actor choices of the signed-in user (self + own businesses) and the remembered choice (lib/actor.ts). */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '~/lib/session-context';
import { useMyBusinesses } from '~/lib/my-businesses';
import {
  SELF,
  actingBusinesses,
  actorKey,
  readStoredActor,
  resolveActor,
  storeActor,
  subscribeActor,
  type Actor,
  type ActorOption,
} from './actor';

const storedKey = () => actorKey(readStoredActor());
const serverKey = () => 'user';

export function useActor() {
  const { status, profile } = useSession();
  const member = status === 'member';
  const mine = useMyBusinesses(member);
  const key = useSyncExternalStore(subscribeActor, storedKey, serverKey);

  const options = useMemo<ActorOption[]>(() => {
    const self: ActorOption = {
      key: 'user',
      actor: SELF,
      name: profile ? `${profile.firstName} ${profile.lastName}`.trim() : 'Yourself',
      photo: profile?.profilePhoto ?? null,
    };
    const businesses = actingBusinesses(mine.data ?? []).map((i): ActorOption => ({
      key: actorKey({ type: 'business', businessID: i.businessID }),
      actor: { type: 'business', businessID: i.businessID },
      name: i.business.general.companyName,
      photo: i.business.general.profilePhoto ?? null,
    }));
    return [self, ...businesses];
  }, [profile, mine.data]);

  const actor = resolveActor(
    key === 'user' ? SELF : { type: 'business', businessID: key.slice('business:'.length) },
    options,
  );
  const setActor = useCallback((a: Actor) => storeActor(a), []);
  const current = options.find((o) => o.key === actorKey(actor)) ?? options[0]!;
  return { actor, current, options, setActor };
}
