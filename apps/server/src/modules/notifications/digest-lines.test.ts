import { describe, expect, it } from 'vitest';
import type { DigestItem } from './digest.repository';
import { DIGEST_WORDS, digestLines, whoDidIt } from './digest-lines';

let ids = 0;
function item(kind: string, actor: string, about: Partial<DigestItem> = {}): DigestItem {
  return {
    id: `n-${++ids}`,
    kind,
    actor_id: `id-${actor}`,
    actor_name: actor,
    session_id: null,
    routine_id: null,
    session_routine_name: null,
    routine_name: null,
    ...about,
  };
}
const pushDay = { session_id: 's-1', session_routine_name: 'Push Day' };
const legs = { routine_id: 'r-1', routine_name: 'Legs' };

describe('the digest in words', () => {
  it('names one, two, or the newest and how many others', () => {
    expect(whoDidIt(['Ana'])).toBe('Ana');
    expect(whoDidIt(['Ana', 'Ben'])).toBe('Ana and Ben');
    expect(whoDidIt(['Ana', 'Ben', 'Cy', 'Di'])).toBe('Ana and 3 others');
  });

  it('makes one line per kind and thing, newest first, each person once', () => {
    const lines = digestLines([
      item('kudos', 'Ana', pushDay),
      item('comment', 'Ana', pushDay),
      item('kudos', 'Ben', pushDay),
      item('passed', 'Cy', legs),
      item('kudos', 'Cy', pushDay),
      item('comment', 'Ana', pushDay),
      item('follow', 'Di'),
      item('kudos', 'Di', pushDay),
      item('follow', 'Ed'),
      item('join', 'Fay', legs),
      item('reply', 'Gus', pushDay),
      item('kudos', 'Hal', { session_id: 's-2', session_routine_name: 'Pull Day' }),
    ]);
    expect(lines).toEqual([
      DIGEST_WORDS.kudos('Ana and 3 others', 'Push Day'),
      DIGEST_WORDS.comment('Ana', 'Push Day'),
      DIGEST_WORDS.passed('Cy', 'Legs'),
      DIGEST_WORDS.follow('Di and Ed'),
      DIGEST_WORDS.join('Fay', 'Legs'),
      DIGEST_WORDS.reply('Gus', 'Push Day'),
      DIGEST_WORDS.kudos('Hal', 'Pull Day'),
    ]);
    expect(lines[0]).toBe('Ana and 3 others gave kudos to Push Day');
    expect(lines[2]).toBe('Cy passed you on the Legs leaderboard');
    expect(DIGEST_WORDS.subject(1)).toBe('1 new notification on Stryd today');
    expect(DIGEST_WORDS.subject(12)).toBe('12 new notifications on Stryd today');
  });
});
