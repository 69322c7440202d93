import { describe, expect, it } from 'vitest';
import { leaderboard, limitRecommendations } from './leaderboard';

const p = (userID: string, userRoutineXP: number) => ({ userID, userRoutineXP });

describe('leaderboard (current user plus the top 4 others)', () => {
  const participants = [p('a', 10), p('me', 0), p('b', 50), p('c', 30), p('d', 30), p('e', 5), p('f', 40)];

  it('puts the current user first, then the four highest others', () => {
    expect(leaderboard(participants, 'me').map((x) => x.userID)).toEqual(['me', 'b', 'f', 'c', 'd']);
  });

  it('shows only the top 4 when the viewer is not a participant', () => {
    expect(leaderboard(participants, 'zz').map((x) => x.userID)).toEqual(['b', 'f', 'c', 'd']);
    expect(leaderboard(participants, null)).toHaveLength(4);
  });

  it('keeps join order on ties and handles short lists', () => {
    expect(leaderboard([p('x', 0), p('y', 0)], 'y').map((x) => x.userID)).toEqual(['y', 'x']);
    expect(leaderboard([], 'me')).toEqual([]);
  });
});

describe('recommendations (cut to 4)', () => {
  it('keeps at most 4 items', () => {
    expect(limitRecommendations([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4]);
    expect(limitRecommendations([1])).toEqual([1]);
  });
});
