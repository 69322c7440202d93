const KEY = 'stryd-signed-in';

/**
 * Whether this browser was signed in when GET /api/me last answered. Only a layout hint: while the
 * account loads, pages keep the place of what a signed-in visitor sees, so nothing moves when it arrives.
 * It grants nothing; the server decides who is signed in.
 */
export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage can be off (private mode, quota): the only cost is a layout shift.
  }
}
