import {
  limitRecommendations,
  type PersonRecommendation,
  type PersonRecommendations,
  type RoutineRecommendation,
  type RoutineRecommendations,
} from '@stryd/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from './api-client';
import { useSession } from './session';

/**
 * GET /api/recommendations/routines/{userID} and /people/{userID} (docs/product.md#recommendations).
 * Shared by Home, Explore and People so the three screens share one cache. Signed-out visitors ask with
 * the fixed fallback id.
 */
export const ANONYMOUS_RECOMMENDATIONS_ID = 'anonymous';

export type RecommendedRoutineItem = RoutineRecommendation;
export type RecommendedPersonItem = PersonRecommendation;

/** What the recommendation queries keep of an answer (fetched, or carried by a drawn page): its list. */
export function recommendedItems<T>(answer: { items: T[] }): T[] {
  return limitRecommendations(answer.items);
}

export function fetchRecommendedRoutines(viewerId: string, signal?: AbortSignal) {
  return apiFetch<RoutineRecommendations>(`/recommendations/routines/${encodeURIComponent(viewerId)}`, {
    signal,
  }).then(recommendedItems);
}

export function fetchRecommendedPeople(viewerId: string, signal?: AbortSignal) {
  return apiFetch<PersonRecommendations>(`/recommendations/people/${encodeURIComponent(viewerId)}`, {
    signal,
  }).then(recommendedItems);
}

export const recommendationsKeys = {
  all: ['recommendations'] as const,
  routines: (viewerId: string) => ['recommendations', 'routines', viewerId] as const,
  people: (viewerId: string) => ['recommendations', 'people', viewerId] as const,
};

export const recommendedRoutinesQuery = (viewerId: string) =>
  queryOptions({
    queryKey: recommendationsKeys.routines(viewerId),
    queryFn: ({ signal }) => fetchRecommendedRoutines(viewerId, signal),
    staleTime: 60_000,
  });

export const recommendedPeopleQuery = (viewerId: string) =>
  queryOptions({
    queryKey: recommendationsKeys.people(viewerId),
    queryFn: ({ signal }) => fetchRecommendedPeople(viewerId, signal),
    staleTime: 60_000,
  });

/** docs/product.md#recommendations: failures are only logged (a warning: the lists simply stay empty). */
function useLogFailure(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.warn(`Could not load recommended ${what}:`, error);
  }, [what, error]);
}

/** At most 4 recommended routines for the viewer (or the popular ones when signed out). */
export function useRecommendedRoutines() {
  const { user, isPending } = useSession();
  const query = useQuery({
    ...recommendedRoutinesQuery(user?.id ?? ANONYMOUS_RECOMMENDATIONS_ID),
    enabled: !isPending,
  });
  useLogFailure('routines', query.error);
  return { ...query, isLoading: isPending || query.isLoading };
}

/** At most 4 people to follow (or popular people when signed out). */
export function useRecommendedPeople() {
  const { user, isPending } = useSession();
  const query = useQuery({
    ...recommendedPeopleQuery(user?.id ?? ANONYMOUS_RECOMMENDATIONS_ID),
    enabled: !isPending,
  });
  useLogFailure('people', query.error);
  return { ...query, isLoading: isPending || query.isLoading };
}
