import { describe, expect, it } from 'vitest';
import { hasControlCharacter, replaceControlCharacters } from './control-characters';

describe('control characters', () => {
  it.each([
    ['plain', false],
    ['Été / ünïcode ✓', false],
    ['tab\there', true],
    ['nul\u0000', true],
    ['del\u007f', true],
    ['\u0080 is not C0', false],
  ])('hasControlCharacter(%j) is %s', (text, has) => {
    expect(hasControlCharacter(text)).toBe(has);
  });

  it('replaces each control character', () => {
    expect(replaceControlCharacters('a\tb\u0000c\u007f', ' ')).toBe('a b c ');
    expect(replaceControlCharacters('😀\n', '')).toBe('😀');
  });
});
