// A small deterministic PRNG (mulberry32) so every seed produces the same shape of data.
let state = 0x5eed;
export function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
export const int = (n: number) => Math.floor(random() * n);
export const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
/** Skewed towards 0: a few routines and people are very popular, most are not. */
export const skewed = (n: number) => Math.floor(n * random() ** 2);
