import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { participant } from '../routine-fixtures.test-helper';
import { ParticipantRow } from './participant-row';

const LONGEST = 'abcdefghij_klmnopqrs'; // usernames are at most 20 characters

function renderRow(isViewer: boolean, position?: number) {
  render(
    <MemoryRouter>
      <ul>
        <ParticipantRow
          participant={participant('u-1', LONGEST, 120)}
          isViewer={isViewer}
          position={position}
        />
      </ul>
    </MemoryRouter>,
  );
}

/** Classes that cut text off: anything between the text and its row that has one may hide it. */
const CLIPPING = ['truncate', 'overflow-hidden', 'text-ellipsis', 'line-clamp-1'];
function clippedBetween(element: HTMLElement, row: HTMLElement): string[] {
  const found: string[] = [];
  for (let node: HTMLElement | null = element; node && node !== row; node = node.parentElement) {
    found.push(...CLIPPING.filter((name) => node?.classList.contains(name)));
  }
  return found;
}

describe('ParticipantRow on a narrow board', () => {
  it.each([[undefined], [12]])(
    'shows the full name and "(you)" without clipping (position %s)',
    (position) => {
      renderRow(true, position);
      const row = screen.getByRole('listitem');
      const name = screen.getByRole('link', { name: LONGEST });
      const you = screen.getByText('(you)');
      expect(clippedBetween(name, row)).toEqual([]);
      expect(clippedBetween(you, row)).toEqual([]);
      // "(you)" never breaks away from itself.
      expect(you).toHaveClass('whitespace-nowrap');
      expect(row).toHaveTextContent(`${LONGEST}(you)120 XP`);
    },
  );

  it('shows no "(you)" for others', () => {
    renderRow(false);
    expect(screen.getByRole('link', { name: LONGEST })).toHaveAttribute('href', '/profile/u-1');
    expect(screen.queryByText('(you)')).not.toBeInTheDocument();
  });
});
