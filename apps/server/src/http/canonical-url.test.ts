import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical-url';

describe('canonicalUrl', () => {
  it.each([
    ['/api/auth/x/../sign-in/email', '/api/auth/sign-in/email'],
    ['/api/auth/./sign-in/email', '/api/auth/sign-in/email'],
    ['/api/auth/%2e/sign-in/%2E/email', '/api/auth/sign-in/email'],
    ['/api/auth/sign-in/%2e%2e/sign-in/username', '/api/auth/sign-in/username'],
    ['/api/auth//sign-in///email', '/api/auth/sign-in/email'],
    ['/api\\auth\\sign-in\\email', '/api/auth/sign-in/email'],
    ['//evil.example/x', '/evil.example/x'],
    ['/..', '/'],
  ])('resolves %s to %s', (raw, expected) => {
    expect(canonicalUrl(raw)).toBe(expected);
  });

  it('keeps the query string exactly as sent, dot segments included', () => {
    expect(canonicalUrl('/a/./b?redirectTo=/.//evil&x=%2e')).toBe('/a/b?redirectTo=/.//evil&x=%2e');
  });

  it.each(['/api/stryds/u1/a%2Fb%20X', '/stryd/u/Caf%C3%A9', '/assets/index-abc.js', '/api/me', '/v1.2/x'])(
    'leaves %s as it is',
    (raw) => {
      expect(canonicalUrl(raw)).toBe(raw);
    },
  );
});
