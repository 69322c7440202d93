import { type CurrentUser, isPaidPlan, type MeAnswer } from '@stryd/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { clearOfflineData } from './offline/clear-offline-data';

export type { CurrentUser };

export type MeResponse = MeAnswer;

export const ME_QUERY_KEY = ['me'] as const;

export const meQuery = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<MeResponse>('/me', { signal }),
  staleTime: 60_000,
});

export interface Session {
  user: CurrentUser | null;
  /** True until the first answer (or failure) of GET /api/me. */
  isPending: boolean;
  isPaid: boolean;
}

/** The signed-in account from GET /api/me (null when signed out or when the call fails). */
export function useSession(): Session {
  const query = useQuery(meQuery);
  const user = query.data?.user ?? null;
  return {
    user,
    isPending: query.isPending,
    isPaid: isPaidPlan(user?.userPlan),
  };
}

/** After sign in, sign up or sign out: refetch the account and wait for it. */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

/**
 * After sign out (and account deletion): no account, and nothing cached that belonged to the previous
 * one, here or on the device (the service worker's API answers, the offline set-log queue).
 */
export function clearSession(queryClient: QueryClient): void {
  void clearOfflineData();
  queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, { user: null });
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== 'me' && query.queryKey[0] !== 'public-config',
  });
}
