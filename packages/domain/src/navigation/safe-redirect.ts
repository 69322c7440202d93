import { hasControlCharacter } from '../text/control-characters';

/**
 * docs/engineering.md#safe-redirects: a redirect target is accepted only when it is a same-origin path, i.e.
 * it starts with exactly one '/' and cannot be read by a browser as another origin. Anything else → '/'.
 */
const DEFAULT_REDIRECT = '/';

/** A fixed origin to resolve against, so the rule needs no window and stays the same on the server. */
const PROBE_ORIGIN = 'http://stryd.invalid';

/** What a browser sees after decoding: '%2F%2Fevil' or double-encoded tricks; null when it cannot decode. */
function decodedForm(target: string): string | null {
  let decoded = target;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return null;
    }
  }
  return decoded;
}

/** One leading '/', no backslash (browsers read it as '/') and no control character ('/\t/evil' → '//evil'). */
function isSingleSlashPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !hasControlCharacter(path);
}

/** The path, query and hash `path` resolves to on our origin, if it stays a single-slash path there. */
function resolveOnOrigin(path: string): string | null {
  if (!isSingleSlashPath(path)) return null;
  let url: URL;
  try {
    url = new URL(path, PROBE_ORIGIN);
  } catch {
    return null;
  }
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === PROBE_ORIGIN && isSingleSlashPath(resolved) ? resolved : null;
}

/**
 * The path, query and hash the target resolves to on our origin, or null when it may leave it. The
 * target is resolved before it is judged, so dot segments cannot turn '/.//evil.example' into
 * '//evil.example' (which a router or browser reads as another host) after the check. Its decoded form
 * is judged the same way, in case a later step decodes it.
 */
function sameOriginPath(target: unknown): string | null {
  if (typeof target !== 'string' || target.length === 0) return null;
  const resolved = resolveOnOrigin(target);
  if (resolved === null) return null;
  for (const form of [target, resolved]) {
    const decoded = decodedForm(form);
    if (decoded === null || resolveOnOrigin(decoded) === null) return null;
  }
  return resolved;
}

/**
 * Whether `target` is a redirect target that stays on our origin (docs/engineering.md#safe-redirects). Never
 * throws.
 */
export function isSafeRedirect(target: unknown): boolean {
  return sameOriginPath(target) !== null;
}

/**
 * The normalised same-origin path (path + query + hash) `target` leads to, or `fallback` when it could
 * leave our origin. Never throws.
 */
export function safeRedirect(target: unknown, fallback: string = DEFAULT_REDIRECT): string {
  return sameOriginPath(target) ?? fallback;
}
