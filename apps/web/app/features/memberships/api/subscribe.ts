/** POST /api/subscription/subscribe {paymentMethod, businessID, planId, email, checkoutID}. */
import type { SubscribeRequest, SubscribeResult } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';

export const subscribe = (body: SubscribeRequest) => apiRequest<SubscribeResult>('/api/subscription/subscribe', { method: 'POST', body });
