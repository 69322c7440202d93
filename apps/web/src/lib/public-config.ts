import { type OAuthProvider, PRODUCT_NAME, type PublicConfig } from '@stryd/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export type { OAuthProvider, PublicConfig };

/** What the shell shows when the config call fails (the server's own defaults). */
export const FALLBACK_PUBLIC_CONFIG: PublicConfig = {
  siteUrl: null,
  contact: { supportEmail: 'support@stryd.local', businessEmail: 'hello@stryd.local' },
  company: { name: PRODUCT_NAME, address: 'Self-hosted instance' },
  oauthProviders: [],
};

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => apiFetch<PublicConfig>('/public-config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

/** The run-time config; `config` is the fallback until (or unless) the server answers. */
export function usePublicConfig(): { config: PublicConfig; isLoaded: boolean } {
  const query = useQuery(publicConfigQuery);
  return { config: query.data ?? FALLBACK_PUBLIC_CONFIG, isLoaded: query.isSuccess };
}
