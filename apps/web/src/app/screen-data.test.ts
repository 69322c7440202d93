import { SCREEN_DATA_ELEMENT_ID } from '@stryd/domain';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { routineQueryKey, routineSessionQueryKey } from '../features/routines/api/query-keys';
import { CREATOR_ID, ROUTINE_NAME, routineView } from '../features/routines/routine-fixtures.test-helper';
import { FALLBACK_PUBLIC_CONFIG, publicConfigQuery } from '../lib/public-config';
import {
  ANONYMOUS_RECOMMENDATIONS_ID,
  recommendedPeopleQuery,
  recommendedRoutinesQuery,
} from '../lib/recommendations';
import { ME_QUERY_KEY } from '../lib/session';
import { streakQuery } from '../lib/streak';
import { createQueryClient } from './providers';
import { readScreenData, seedScreenData } from './screen-data';

const NOW = Date.now();
const routine = (routineName: string) => ({
  userID: 'u2',
  username: 'alex',
  routine: { routineName, estimatedTimeMinutes: '45' },
  level: 'Beginner',
  participants: 3,
  reason: 'Popular',
});
const person = { userID: 'u3', username: 'kim', profileImageLink: null, reason: 'Popular' };

const data = {
  readAt: NOW,
  me: {
    user: {
      id: 'u1',
      username: 'sam',
      email: 'sam@example.test',
      profileImageLink: null,
      totalXP: 120,
      rank: 'Rookie',
      userPlan: 'Free',
      weightUnit: 'kg' as const,
      theme: 'dark' as const,
    },
  },
  publicConfig: { ...FALLBACK_PUBLIC_CONFIG, oauthProviders: ['google' as const] },
  home: {
    streak: { streakWeeks: 2 },
    routines: { items: ['Push', 'Pull', 'Legs', 'Core'].map(routine) },
    people: { items: [person] },
  },
};

describe('the data of a screen the server drew', () => {
  afterEach(() => document.body.replaceChildren());

  const carry = (text: string) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SCREEN_DATA_ELEMENT_ID;
    block.textContent = text;
    document.body.append(block);
  };

  it('is read back from the page, and is absent on a page without it or with a broken block', () => {
    expect(readScreenData(document)).toBeUndefined();
    carry('{"me":');
    expect(readScreenData(document)).toBeUndefined();
    document.body.replaceChildren();
    carry(JSON.stringify(data));
    expect(readScreenData(document)).toEqual(data);
  });

  it('is where the app’s account and config queries look, so neither is asked for again', () => {
    const queryClient = createQueryClient();
    seedScreenData(queryClient, data);
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(data.me);
    expect(queryClient.getQueryData(publicConfigQuery.queryKey)).toEqual(data.publicConfig);
    expect(queryClient.getQueryState(ME_QUERY_KEY)?.isInvalidated).toBe(false);
  });

  it('carries home’s streak and recommendations to the queries home reads', () => {
    const queryClient = createQueryClient();
    seedScreenData(queryClient, data);
    expect(queryClient.getQueryData(streakQuery.queryKey)).toEqual({ streakWeeks: 2 });
    expect(queryClient.getQueryData(recommendedRoutinesQuery('u1').queryKey)).toEqual(
      data.home.routines.items,
    );
    expect(queryClient.getQueryData(recommendedPeopleQuery('u1').queryKey)).toEqual([person]);
  });

  it('for a signed-out viewer, under the anonymous recommendations and with no streak', () => {
    const queryClient = createQueryClient();
    seedScreenData(queryClient, { ...data, me: { user: null }, home: { ...data.home, streak: null } });
    expect(queryClient.getQueryData(streakQuery.queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(recommendedPeopleQuery(ANONYMOUS_RECOMMENDATIONS_ID).queryKey)).toEqual([
      person,
    ]);
  });

  it('carries a routine page’s two reads to the queries the page reads, keyed by the path’s routine', () => {
    const queryClient = createQueryClient();
    const ref = { userID: CREATOR_ID, routineName: ROUTINE_NAME };
    const session = { session: null, previous: [] };
    const { home: _home, ...rest } = data;
    seedScreenData(queryClient, { ...rest, routinePage: { ref, routine: routineView(), session } });
    expect(queryClient.getQueryData(routineQueryKey(ref))).toEqual(routineView());
    expect(queryClient.getQueryData(routineSessionQueryKey(ref))).toEqual(session);
    expect(queryClient.getQueryState(routineQueryKey(ref))?.dataUpdatedAt).toBe(NOW);
    expect(queryClient.getQueryData(streakQuery.queryKey)).toBeUndefined();
  });

  it('is as old as the page: answers read long enough ago are stale, so the app asks again', () => {
    const staleAfter = (client: QueryClient) => client.getDefaultOptions().queries?.staleTime as number;
    const fresh = createQueryClient();
    seedScreenData(fresh, data);
    expect(fresh.getQueryCache().find({ queryKey: ME_QUERY_KEY })?.isStaleByTime(staleAfter(fresh))).toBe(
      false,
    );
    const old = createQueryClient();
    seedScreenData(old, { ...data, readAt: NOW - 10 * 60_000 });
    expect(old.getQueryCache().find({ queryKey: ME_QUERY_KEY })?.isStaleByTime(staleAfter(old))).toBe(true);
    expect(old.getQueryState(streakQuery.queryKey)?.dataUpdatedAt).toBe(NOW - 10 * 60_000);
  });
});
