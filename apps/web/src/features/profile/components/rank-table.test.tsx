import { RANKS } from '@stryd/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RankButton } from './rank-button';
import { RankTable, rankRange, xpToNextText } from './rank-table';

function markedRow() {
  const rows = screen.getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('RankTable (the ten ranks)', () => {
  it('lists all ten ranks with their score ranges', () => {
    render(<RankTable totalXP={0} owner="your" />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent?.replace('Current', ''))).toEqual(
      RANKS.map((rank) => rank.name),
    );
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual([
      '0 – 800',
      '801 – 2,000',
      '2,001 – 4,000',
      '4,001 – 6,500',
      '6,501 – 10,000',
      '10,001 – 15,000',
      '15,001 – 20,500',
      '20,501 – 27,000',
      '27,001 – 35,000',
      '35,001+',
    ]);
  });

  it.each([
    [0, 'Mortal', '801 XP to Initiate'],
    [800, 'Mortal', '1 XP to Initiate'],
    [801, 'Initiate', '1,200 XP to Soldier'],
    [2000, 'Initiate', '1 XP to Soldier'],
    [35000, 'Ultimate', '1 XP to Deity'],
    [35001, 'Deity', 'Deity is the top rank.'],
    [1_000_000, 'Deity', 'Deity is the top rank.'],
  ])('%i XP marks %s and says "%s"', (xp, rank, toNext) => {
    render(<RankTable totalXP={xp} owner="your" />);
    expect(within(markedRow()).getByRole('rowheader')).toHaveTextContent(rank);
    expect(within(markedRow()).getByText('Current')).toBeInTheDocument();
    expect(screen.getByText(`· ${toNext}`, { exact: false })).toBeInTheDocument();
    expect(xpToNextText(xp)).toBe(toNext);
  });

  it('formats open-ended and closed ranges', () => {
    expect(rankRange(RANKS[0]!)).toBe('0 – 800');
    expect(rankRange(RANKS.at(-1)!)).toBe('35,001+');
  });
});

describe('RankButton', () => {
  it('opens the rank table in an accessible modal and closes it with Escape', async () => {
    const user = userEvent.setup();
    render(<RankButton totalXP={801} username="sam_lifts" isSelf={false} />);
    const button = screen.getByRole('button', { name: /Rank: Initiate/ });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Ranks' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription("sam_lifts's rank: Initiate");
    expect(within(dialog).getAllByRole('row')).toHaveLength(RANKS.length + 1);
    expect(within(dialog).getByText('1,200 XP to Soldier', { exact: false })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
