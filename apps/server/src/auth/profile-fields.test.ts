import { describe, expect, it } from 'vitest';
import { PROFILE_NAME_FALLBACK, PROFILE_NAME_MAX, profileFields } from './profile-fields';

describe('profileFields', () => {
  it('keeps an ordinary name and an https picture', () => {
    expect(profileFields({ name: "Zoë O'Neil-Smith", image: 'https://avatars.example/u/1.png' })).toEqual({
      name: "Zoë O'Neil-Smith",
      image: 'https://avatars.example/u/1.png',
    });
  });

  it.each([
    ['Visit https://evil.example now', 'Visit https evil.example now'],
    ['<b>Bold</b>', 'b Bold b'],
    ['a\u200bb\u0007c', 'a b c'],
  ])('takes links and markup out of the name %j', (name, expected) => {
    expect(profileFields({ name }).name).toBe(expected);
  });

  it('cuts a long name and replaces an empty or missing one', () => {
    expect(profileFields({ name: 'x'.repeat(100_000) }).name).toHaveLength(PROFILE_NAME_MAX);
    expect(profileFields({ name: ':/<>' }).name).toBe(PROFILE_NAME_FALLBACK);
    expect(profileFields({ name: 42 }).name).toBe(PROFILE_NAME_FALLBACK);
  });

  it.each(['javascript:alert(1)', 'http://plain.example/a.png', 'data:image/png;base64,AAAA', 5, ''])(
    'drops the picture %j',
    (image) => {
      expect(profileFields({ name: 'ok', image }).image).toBeNull();
    },
  );
});
