/**
 * True when b is a, or a with one letter missing, added, changed, or two neighbours swapped
 * (Damerau–Levenshtein distance ≤ 1). Linear, so the library search can try it on every name.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i += 1;
  if (short.length < long.length) return short.slice(i) === long.slice(i + 1);
  const swapped = short[i] === long[i + 1] && short[i + 1] === long[i];
  return short.slice(i + 1) === long.slice(i + 1) || (swapped && short.slice(i + 2) === long.slice(i + 2));
}
