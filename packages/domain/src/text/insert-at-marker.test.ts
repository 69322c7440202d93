import { describe, expect, it } from 'vitest';
import { insertAtMarker } from './insert-at-marker';

/** Every sequence String.replace reads as a pattern in a replacement string. */
const PATTERNS = ['$$', '$&', '$`', "$'", '$1', '$<name>'];

describe('insertAtMarker', () => {
  it.each(PATTERNS)('inserts %s as written, once, where the first marker was', (pattern) => {
    const insert = `a${pattern}b${pattern}`;
    expect(insertAtMarker('<head>[x]</head>[x]', '[x]', insert)).toBe(`<head>${insert}</head>[x]`);
  });

  it('returns the text unchanged when the marker is absent', () => {
    expect(insertAtMarker('<body></body>', '</head>', '$`')).toBe('<body></body>');
  });
});
