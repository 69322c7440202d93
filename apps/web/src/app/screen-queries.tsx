import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useMatches } from 'react-router';

/** What a screen's loader hands the page: the answers of its first reads (app/screen-loader.server.ts). */
export interface ScreenData {
  queries: DehydratedState;
}

/** Navigations in the browser read through the page's queries: nothing to load before the page shows. */
export function screenClientLoader(): null {
  return null;
}

function queriesOf(data: unknown): DehydratedState | undefined {
  return data && typeof data === 'object' && 'queries' in data ? (data as ScreenData).queries : undefined;
}

/**
 * Puts what the server read for the page into the query cache, before the page renders: the page is drawn
 * on the server and hydrated in the browser from the same answers, and none is asked for twice.
 */
export function ScreenQueries({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const state = useMemo<DehydratedState>(
    () => ({
      mutations: [],
      queries: matches.flatMap((match) => queriesOf(match.loaderData)?.queries ?? []),
    }),
    [matches],
  );
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
