/**
 * Whether the signed-in member has not proven their address yet (decision 0028): the actions of
 * UNCONFIRMED_ACTIONS wait until they do, and their controls are drawn disabled with the reason
 * (decision 0072). False for visitors, while the session loads and once the address is proven.
 */
import { useSession } from './session-context';

export function useAwaitingConfirmation(): boolean {
  const { status, profile } = useSession();
  return status === 'member' && profile?.emailVerified === false;
}
