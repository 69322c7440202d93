import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SESSION_VISIBILITY,
  effectiveVisibility,
  isSessionVisibility,
  maySeeSession,
  SESSION_VISIBILITIES,
} from './visibility';

const owner = { isOwner: true, follows: false };
const follower = { isOwner: false, follows: true };
const stranger = { isOwner: false, follows: false };

describe('session visibility', () => {
  it('has three levels, and private is the default', () => {
    expect(SESSION_VISIBILITIES).toEqual(['public', 'followers', 'only-me']);
    expect(DEFAULT_SESSION_VISIBILITY).toBe('only-me');
  });

  it.each([
    ['public', [true, true, true]],
    ['followers', [true, true, false]],
    ['only-me', [true, false, false]],
  ] as const)('%s: seen by the owner, a follower, a stranger = %j', (visibility, seen) => {
    expect([owner, follower, stranger].map((who) => maySeeSession(visibility, who))).toEqual(seen);
  });

  it("a session without its own choice follows the owner's default", () => {
    expect(effectiveVisibility(null, 'followers')).toBe('followers');
    expect(effectiveVisibility('public', 'only-me')).toBe('public');
  });

  it('knows its values and nothing else', () => {
    expect(isSessionVisibility('followers')).toBe(true);
    expect(isSessionVisibility('friends')).toBe(false);
    expect(isSessionVisibility(null)).toBe(false);
  });
});
