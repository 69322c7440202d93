import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usernameSchema } from '../schemas/username-schema';
import { USERNAME_MESSAGES, usernameKey, usernameProblem } from './username';

describe('usernameProblem', () => {
  it.each([
    ['ab', USERNAME_MESSAGES.length],
    ['  ab  ', USERNAME_MESSAGES.length],
    ['A'.repeat(21), USERNAME_MESSAGES.length],
    ['a!', USERNAME_MESSAGES.length],
    ['john doe', USERNAME_MESSAGES.characters],
    ['jöhn', USERNAME_MESSAGES.characters],
    ['abc', undefined],
    [' j.doe_99 ', undefined],
  ])('%j → %j', (typed, problem) => {
    expect(usernameProblem(typed)).toBe(problem);
  });

  it('says what the server schema says first, for any typed name', () => {
    const typed = fc.string({
      unit: fc.constantFrom('a', 'Z', '7', '_', '.', ' ', '-', 'ö', '/'),
      maxLength: 25,
    });
    fc.assert(
      fc.property(typed, (name) => {
        const parsed = usernameSchema.safeParse(name);
        expect(usernameProblem(name)).toBe(parsed.success ? undefined : parsed.error.issues[0]?.message);
      }),
    );
  });
});

describe('usernameKey', () => {
  it('looks up a typed name trimmed and in lower case', () => {
    expect(usernameKey('  Sam.Lifts ')).toBe('sam.lifts');
  });
});
