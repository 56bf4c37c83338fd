import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSubscriptionConfig, TSubscriptionStatusAnswer } from '@grindstone/contract';
import { api } from '../../../lib/api-client.ts';

export const subscriptionConfigQuery = () =>
  queryOptions({
    queryKey: ['subscription', 'config'],
    queryFn: () => api.get<TSubscriptionConfig>('/subscription/config'),
    staleTime: 5 * 60_000,
  });

export const useSubscriptionConfig = () => useQuery(subscriptionConfigQuery());

/** The server grants nothing until PayPal confirms the subscription (ACTIVE, our plan, this user). */
export const confirmSubscription = (subscriptionId: string) =>
  api.put<TSubscriptionStatusAnswer>('/users/updateSubscriptionStatus', { subscriptionId });
