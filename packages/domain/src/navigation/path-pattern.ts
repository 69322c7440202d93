/** What a route pattern captured from a path: each ':param' segment, percent-decoded once. */
export type PathParams = Record<string, string>;

/** A path segment percent-decoded once; a malformed one is kept as it is. */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function segmentsOf(path: string): string[] {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.slice(1).split('/');
}

/**
 * Matches a path (without query) against a route pattern such as '/stryd/:userID/:routineName': segment by
 * segment, case-insensitive, trailing slashes ignored, a ':param' taking one non-empty segment, '*' taking
 * any path. The one rule the server (which screens exist) and the web router (which page to draw) share.
 */
export function matchPathPattern(pattern: string, pathname: string): PathParams | null {
  if (!pathname.startsWith('/')) return null;
  if (pattern === '*') return {};
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (expected.length !== actual.length) return null;
  const params: PathParams = {};
  for (const [i, part] of expected.entries()) {
    const segment = actual[i] ?? '';
    if (part.startsWith(':')) {
      if (segment === '') return null;
      params[part.slice(1)] = decodePathSegment(segment);
    } else if (part.toLowerCase() !== decodePathSegment(segment).toLowerCase()) {
      return null;
    }
  }
  return params;
}
