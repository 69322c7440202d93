/** docs/product.md#ranks: ranks by total XP. maxScore null means open-ended. */
export interface Rank {
  name: string;
  minScore: number;
  maxScore: number | null;
}

export const RANKS: readonly Rank[] = [
  { name: 'Mortal', minScore: 0, maxScore: 800 },
  { name: 'Initiate', minScore: 801, maxScore: 2000 },
  { name: 'Soldier', minScore: 2001, maxScore: 4000 },
  { name: 'Hero', minScore: 4001, maxScore: 6500 },
  { name: 'Gladiator', minScore: 6501, maxScore: 10000 },
  { name: 'Centurion', minScore: 10001, maxScore: 15000 },
  { name: 'Titan', minScore: 15001, maxScore: 20500 },
  { name: 'Olympian', minScore: 20501, maxScore: 27000 },
  { name: 'Ultimate', minScore: 27001, maxScore: 35000 },
  { name: 'Deity', minScore: 35001, maxScore: null },
];

/** XP counts in whole points: fractions are floored (800.9 has not reached 801), negatives and NaN are 0. */
function wholeXp(xp: number): number {
  if (Number.isNaN(xp) || xp <= 0) return 0;
  return Math.floor(xp);
}

export function rankForXp(xp: number): Rank {
  const score = wholeXp(xp);
  let current = RANKS[0]!;
  for (const rank of RANKS) {
    if (score >= rank.minScore) current = rank;
  }
  return current;
}

/** The next rank and the XP still needed to reach it; null at the top rank. */
export function nextRank(xp: number): { rank: Rank; xpToNext: number } | null {
  const score = wholeXp(xp);
  const next = RANKS.find((rank) => rank.minScore > score);
  return next ? { rank: next, xpToNext: next.minScore - score } : null;
}
