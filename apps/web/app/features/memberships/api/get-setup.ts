/** GET /api/subscription/setup → {plans, publicKey, provider, cardFormUrl}. */
import { useQuery } from '@tanstack/react-query';
import type { SubscriptionSetup } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { membershipKeys } from './keys';

export const getSubscriptionSetup = () => apiRequest<SubscriptionSetup>('/api/subscription/setup', { auth: false });

export const useSubscriptionSetup = () =>
  useQuery({ queryKey: membershipKeys.setup(), queryFn: getSubscriptionSetup, staleTime: 10 * 60_000 });
