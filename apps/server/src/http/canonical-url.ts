/** A path that may name something other than what it spells: dot segments (also as %2e), backslashes, '//'. */
const NEEDS_WORK = /(^|[/\\])(\.|%2e)|\\|\/\/|%2e/i;

/**
 * The one spelling of a request URL that everything after it sees: routing, rate limits, the sign-in
 * library and logs. Dot segments are resolved by the URL standard (as any library behind us would),
 * backslashes count as slashes and repeated slashes collapse. The query string is kept byte for byte.
 */
export function canonicalUrl(raw: string): string {
  const queryAt = raw.indexOf('?');
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  if (!NEEDS_WORK.test(path)) return raw;
  let resolved: string;
  try {
    // Prefixed, not resolved against a base, so '//host/…' stays a path and never becomes a host.
    resolved = new URL(`http://canonical.invalid${path.startsWith('/') ? '' : '/'}${path}`).pathname;
  } catch {
    return raw;
  }
  const canonical = resolved.replace(/\/{2,}/g, '/');
  return queryAt === -1 ? canonical : canonical + raw.slice(queryAt);
}
