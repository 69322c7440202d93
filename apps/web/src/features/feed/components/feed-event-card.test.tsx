import type { FeedRankReachedCard, FeedRoutineCreatedCard, FeedRoutineJoinedCard } from '@stryd/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FEED_EVENT_WORDS, FeedEventCard, type FeedEventItem } from './feed-event-card';

const person = { id: 'user-2', username: 'sam_lifts', image: null };
const at = '2026-11-24T12:42:05.000Z';
const created: FeedRoutineCreatedCard = {
  kind: 'routine-created',
  id: 'routine-1',
  at,
  person,
  routine: { id: 'routine-1', name: 'Push Day', creatorId: 'user-2', creationType: 'created' },
};
const joined: FeedRoutineJoinedCard = {
  kind: 'routine-joined',
  id: 'routine-7:user-2',
  at,
  person,
  routine: { id: 'routine-7', name: 'Leg Day', creatorId: 'user-3', creatorName: 'kim' },
};
const rank: FeedRankReachedCard = { kind: 'rank-reached', id: 'rank:user-2:3', at, person, rank: 'Hero' };

const render = (card: FeedEventItem, own = false) =>
  renderWithProviders(
    <ol>
      <FeedEventCard card={card} own={own} />
    </ol>,
  );

/** Where the card's link of this name leads. */
const hrefIn = (article: HTMLElement, name: string) =>
  within(article).getByRole('link', { name }).getAttribute('href');

describe('FeedEventCard', () => {
  it('a routine created: who (to their profile), the routine (to its page), when', async () => {
    render(created);
    const article = await screen.findByRole('article', { name: 'sam_lifts created Push Day' });
    expect([hrefIn(article, 'sam_lifts'), hrefIn(article, 'Push Day')]).toEqual([
      '/profile/user-2',
      '/stryd/user-2/Push%20Day',
    ]);
    expect(within(article).getByText('Tue, Nov 24, 2026')).toHaveAttribute('datetime', at);
  });

  it('a generated routine says so; your own says You', async () => {
    render({ ...created, routine: { ...created.routine, creationType: 'generated' } }, true);
    expect(await screen.findByRole('article', { name: 'You generated Push Day' })).toBeInTheDocument();
  });

  it('a routine joined names the routine and whose it is', async () => {
    render(joined);
    const article = await screen.findByRole('article', { name: 'sam_lifts joined Leg Day' });
    expect(hrefIn(article, 'Leg Day')).toBe('/stryd/user-3/Leg%20Day');
    expect(article).toHaveTextContent(FEED_EVENT_WORDS.by('kim'));
  });

  it('a rank reached shows the rank as a badge', async () => {
    render(rank);
    const article = await screen.findByRole('article', { name: 'sam_lifts reached the rank Hero' });
    expect(within(article).getByText('Hero')).toHaveClass('rounded-full');
  });
});
