import { SCREEN_DATA_ELEMENT_ID } from '@stryd/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_PUBLIC_CONFIG, publicConfigQuery } from '../lib/public-config';
import { ME_QUERY_KEY } from '../lib/session';
import { createQueryClient } from './providers';
import { readScreenData, seedScreenData } from './screen-data';

const data = {
  me: {
    user: {
      id: 'u1',
      username: 'sam',
      email: 'sam@example.test',
      profileImageLink: null,
      totalXP: 120,
      rank: 'Rookie',
      userPlan: 'Free',
    },
  },
  publicConfig: { ...FALLBACK_PUBLIC_CONFIG, oauthProviders: ['google' as const] },
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
});
