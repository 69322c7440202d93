import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT, safeRedirect } from './safe-redirect';

describe('safeRedirect (DESIGN §4.2)', () => {
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
  ])('maps %j to /', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it.each([
    ['/stryd/u1/Leg%20Day?x=1#h'],
    ['/profile-page'],
    ['/'],
    ['/login?redirectTo=%2Fmeals'],
    ['/explore-routines'],
  ])('keeps same-origin path %j unchanged', (target) => {
    expect(safeRedirect(target)).toBe(target);
  });

  it('uses the given fallback for unsafe targets', () => {
    expect(safeRedirect('//evil.example', '/profile-page')).toBe('/profile-page');
    expect(DEFAULT_REDIRECT).toBe('/');
  });
});
