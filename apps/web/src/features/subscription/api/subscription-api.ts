import { queryOptions, useQuery } from '@tanstack/react-query';
import * as subscriptionEndpoints from '@grindstone/contract/endpoints/subscription';
import { call } from '../../../lib/call.ts';

export const subscriptionConfigQuery = () =>
  queryOptions({
    queryKey: ['subscription', 'config'],
    queryFn: () => call(subscriptionEndpoints.readSubscriptionConfig),
    staleTime: 5 * 60_000,
  });

export const useSubscriptionConfig = () => useQuery(subscriptionConfigQuery());

/** The server grants nothing until PayPal confirms the subscription (ACTIVE, our plan, this user). */
export const confirmSubscription = (subscriptionId: string) =>
  call(subscriptionEndpoints.confirmSubscription, { body: { subscriptionId } });
