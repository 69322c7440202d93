import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * The network goes away (every request from now on fails as fetch does offline), then a query the page
 * already holds is asked for again, as a background refetch does (a remount, a reconnect, an invalidation);
 * resolves once that refetch has failed. Call it after mockApi and after the page shows the query's data.
 */
export async function refetchOffline(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
  await act(async () => {
    await queryClient.refetchQueries({ queryKey });
    // TanStack tells the page in a batch a zero timeout later: let the page draw what it now knows.
    await new Promise((drawn) => setTimeout(drawn, 0));
  });
  expect(queryClient.getQueryState(queryKey)?.status).toBe('error');
  expect(queryClient.getQueryData(queryKey)).toBeDefined();
}
