import { useQuery } from '@tanstack/react-query';
import * as chartEndpoints from '@grindstone/contract/endpoints/chart';
import { call } from '../../../lib/call.ts';

export const chartQueryKey = ['chart'] as const;

export function useChart() {
  return useQuery({ queryKey: chartQueryKey, queryFn: () => call(chartEndpoints.readChart) });
}
