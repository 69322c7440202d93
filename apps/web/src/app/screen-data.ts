import { SCREEN_DATA_ELEMENT_ID, type ScreenData } from '@stryd/domain';
import type { QueryClient } from '@tanstack/react-query';
import { routineQueryKey, routineSessionQueryKey } from '../features/routines/api/query-keys';
import { publicConfigQuery } from '../lib/public-config';
import {
  ANONYMOUS_RECOMMENDATIONS_ID,
  recommendedItems,
  recommendedPeopleQuery,
  recommendedRoutinesQuery,
} from '../lib/recommendations';
import { ME_QUERY_KEY } from '../lib/session';
import { streakQuery } from '../lib/streak';

/** The data of the screen the server drew (screen-document.ts), or undefined on any other page. */
export function readScreenData(document: Document): ScreenData | undefined {
  const text = document.getElementById(SCREEN_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ScreenData;
  } catch {
    return undefined;
  }
}

/**
 * Puts what the server read for a drawn screen where the app's queries look for it, so the app's first
 * render is the page the server drew (and hydration keeps it) and nothing is asked for twice. Each answer
 * is as old as the page: one that went stale while the page sat there (the app starts at the visitor's
 * first press) is asked for again, after the drawn page has been taken over.
 */
export function seedScreenData(queryClient: QueryClient, data: ScreenData): void {
  const seed = (queryKey: readonly unknown[], answer: unknown) =>
    queryClient.setQueryData(queryKey, answer, { updatedAt: data.readAt });
  seed(ME_QUERY_KEY, data.me);
  seed(publicConfigQuery.queryKey, data.publicConfig);
  if (data.home) {
    const viewerId = data.me.user?.id ?? ANONYMOUS_RECOMMENDATIONS_ID;
    if (data.home.streak) seed(streakQuery.queryKey, data.home.streak);
    seed(recommendedRoutinesQuery(viewerId).queryKey, recommendedItems(data.home.routines));
    seed(recommendedPeopleQuery(viewerId).queryKey, recommendedItems(data.home.people));
  }
  if (data.routinePage) {
    const { ref, routine, session } = data.routinePage;
    seed(routineQueryKey(ref), routine);
    seed(routineSessionQueryKey(ref), session);
  }
}
