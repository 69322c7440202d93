import { hasControlCharacter } from '../text/control-characters';

/**
 * SPEC §2 + DESIGN §4.2: a redirect target is accepted only when it is a same-origin path, i.e. it
 * starts with exactly one '/' and cannot be read by a browser as another origin. Anything else → '/'.
 */
export const DEFAULT_REDIRECT = '/';

const PROBE_ORIGIN = 'http://stryd.invalid';

export function safeRedirect(target: unknown, fallback: string = DEFAULT_REDIRECT): string {
  if (typeof target !== 'string' || target.length === 0) return fallback;
  let decoded = target;
  // Decode repeatedly so '%2F%2Fevil' or double-encoded tricks are judged by what a browser would see.
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return fallback;
    }
  }
  for (const candidate of [target, decoded]) {
    if (!candidate.startsWith('/')) return fallback;
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
    // Control characters let browsers normalise '/\t/evil' into '//evil'; backslashes act as '/'.
    if (hasControlCharacter(candidate) || candidate.includes('\\')) return fallback;
  }
  try {
    const url = new URL(target, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
