import { nextRank, RANKS, type Rank, rankForXp } from '@stryd/domain';
import { Check } from 'lucide-react';

const formatXp = (xp: number) => xp.toLocaleString('en-US');

/** '0 – 800', '35,001+' */
export function rankRange(rank: Rank): string {
  return rank.maxScore === null
    ? `${formatXp(rank.minScore)}+`
    : `${formatXp(rank.minScore)} – ${formatXp(rank.maxScore)}`;
}

/** 'Deity is the top rank.' or '1 XP to Initiate' */
export function xpToNextText(totalXP: number): string {
  const next = nextRank(totalXP);
  return next
    ? `${formatXp(next.xpToNext)} XP to ${next.rank.name}`
    : `${rankForXp(totalXP).name} is the top rank.`;
}

export interface RankTableProps {
  totalXP: number;
  /** Whose tier is marked, for the caption: 'your' or "alex_runs's". */
  owner: string;
}

/** docs/product.md#ranks: all ten ranks with their score ranges, this user's tier marked. */
export function RankTable({ totalXP, owner }: RankTableProps) {
  const current = rankForXp(totalXP);
  return (
    <div>
      <p className="mb-3 text-sm">
        <span className="font-semibold">{formatXp(Math.max(0, Math.floor(totalXP)))} XP</span>
        <span className="text-muted"> · {xpToNextText(totalXP)}</span>
      </p>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Ranks by total XP; {owner} rank is marked</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3 font-semibold text-muted">
              Rank
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold text-muted">
              Total XP
            </th>
          </tr>
        </thead>
        <tbody>
          {RANKS.map((rank) => {
            const isCurrent = rank.name === current.name;
            return (
              <tr
                key={rank.name}
                aria-current={isCurrent ? 'true' : undefined}
                className={`border-b border-border last:border-b-0 ${isCurrent ? 'bg-accent-soft' : ''}`}
              >
                <th scope="row" className="py-2 pr-3 pl-2 font-semibold">
                  <span className="inline-flex items-center gap-2">
                    {rank.name}
                    {isCurrent ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-fg">
                        <Check aria-hidden="true" className="h-3 w-3" />
                        Current
                      </span>
                    ) : null}
                  </span>
                </th>
                <td className="py-2 pr-3 tabular-nums">{rankRange(rank)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
