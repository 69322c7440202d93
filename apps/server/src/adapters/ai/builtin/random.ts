import { replaceControlCharacters } from '@stryd/domain';

/** Small, fast, seeded randomness for the builtin coach: same input + same seed → same output. */

/** FNV-1a over a string: a stable 32-bit fingerprint of the request. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** One item, each with probability proportional to its weight (weights ≤ 0 never win unless all are). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny and good enough for choosing exercises and dishes. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    weighted(items, weight) {
      if (items.length === 0) throw new RangeError('nothing to choose from');
      const weights = items.map((item) => Math.max(0, weight(item)));
      const total = weights.reduce((sum, w) => sum + w, 0);
      if (total <= 0) return items[Math.floor(next() * items.length)]!;
      let roll = next() * total;
      for (let i = 0; i < items.length; i++) {
        roll -= weights[i]!;
        if (roll < 0) return items[i]!;
      }
      return items[items.length - 1]!;
    },
    pick(items) {
      if (items.length === 0) throw new RangeError('nothing to choose from');
      return items[Math.floor(next() * items.length)]!;
    },
  };
}

/** Seed for one request: the caller's seed mixed with a fingerprint of what was asked. */
export function requestSeed(seed: number, fingerprint: string): number {
  return (hashString(fingerprint) ^ Math.imul(seed >>> 0, 0x9e3779b1)) >>> 0;
}

/** Free text made safe to quote inside one sentence: one line, no sentence ends, bounded length. */
export function quotableText(text: string, max: number): string {
  let clean = replaceControlCharacters(text, ' ')
    .replace(/[!?;]+/g, ' ')
    // A full stop ends a sentence unless it sits inside a number (5.5 kg).
    .replace(/\.(?!\d)|(?<!\d)\./g, ' ')
    .replace(/["“”]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length > max) {
    const cut = clean.slice(0, max);
    const space = cut.lastIndexOf(' ');
    clean = `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,:-]+$/, '')}…`;
  }
  return clean;
}
