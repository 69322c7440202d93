import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeRedirect, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['//evil.example'],
    ['/\\evil.example'],
    ['https://evil.example'],
    ['http:/evil'],
    ['javascript:alert(1)'],
    ['%2F%2Fevil.example'],
    ['/%2F%2Fevil.example'],
    ['/%2F/evil'],
    ['%5C%5Cevil'],
    ['/%5Cevil.example'],
    ['/%252F%252Fevil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/%09/evil.example'],
    ['/bad%E0%A4%A'],
    [''],
    [undefined],
    [null],
    [42],
    ['relative'],
    ['profile-page'],
    // Dot segments that the URL parser removes, leaving '//host' (issue 12, defect 9).
    ['/.//evil.example'],
    ['/..//evil.example'],
    ['/%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/x/..//evil.example'],
    ['/x/../..//evil.example/path?q=1#h'],
    ['/./\\evil.example'],
  ])('maps %j to /', (target) => {
    expect(safeRedirect(target)).toBe('/');
    expect(isSafeRedirect(target)).toBe(false);
  });

  it.each([
    ['/stryd/u1/Leg%20Day?x=1#h'],
    ['/profile-page'],
    ['/'],
    ['/login?redirectTo=%2Fmeals'],
    ['/explore-routines'],
  ])('keeps same-origin path %j unchanged', (target) => {
    expect(safeRedirect(target)).toBe(target);
    expect(isSafeRedirect(target)).toBe(true);
  });

  it.each([
    ['/x/../people', '/people'],
    ['/./meals', '/meals'],
    ['/%2e/meals?x=1#h', '/meals?x=1#h'],
  ])('returns %j as the path it resolves to, %j', (target, resolved) => {
    expect(safeRedirect(target)).toBe(resolved);
  });

  it('uses the given fallback for unsafe targets', () => {
    expect(safeRedirect('//evil.example', '/profile-page')).toBe('/profile-page');
    expect(safeRedirect('//evil.example')).toBe('/');
  });

  // Paths built from the characters that matter to URL parsing, so dot segments, slashes and escapes meet.
  const pathLike = fc
    .array(
      fc.constantFrom(
        '/',
        '.',
        '..',
        '%2e',
        '%2E',
        '%2f',
        '\\',
        '\t',
        'evil.example',
        'x',
        '?',
        '#',
        '@',
        ':',
      ),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join(''));
  const anyTarget = fc.oneof(pathLike, fc.string(), fc.webUrl(), fc.webPath());

  it('never throws and always answers a single-slash path on the same origin', () => {
    fc.assert(
      fc.property(anyTarget, (target) => {
        const result = safeRedirect(target);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result.includes('\\')).toBe(false);
        // A browser on any page of our origin resolves the answer to our origin.
        const base = 'https://stryd.example/deep/page?x=1';
        expect(new URL(result, base).origin).toBe('https://stryd.example');
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent and agrees with isSafeRedirect', () => {
    fc.assert(
      fc.property(anyTarget, (target) => {
        const result = safeRedirect(target);
        expect(safeRedirect(result)).toBe(result);
        expect(isSafeRedirect(target)).toBe(safeRedirect(target, '#fallback') !== '#fallback');
      }),
      { numRuns: 2000 },
    );
  });
});
