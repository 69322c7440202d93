import { HIDDEN_PERSON_ID_PREFIX, HIDDEN_PERSON_NAME } from '@stryd/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ParticipantRow } from './participant-row';

const row = (userID: string, username: string) => ({
  id: userID,
  userID,
  username,
  profileImageLink: '',
  userRoutineXP: 120,
});

describe('a leaderboard row', () => {
  it('links to the person, but not to someone hidden by a block (docs/product.md#blocking)', () => {
    renderWithProviders(
      <ul>
        <ParticipantRow participant={row('user-2', 'sam_lifts')} isViewer={false} position={1} />
        <ParticipantRow
          participant={row(`${HIDDEN_PERSON_ID_PREFIX}x1`, HIDDEN_PERSON_NAME)}
          isViewer={false}
          position={2}
        />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'sam_lifts' })).toHaveAttribute('href', '/profile/user-2');
    expect(screen.getByText(HIDDEN_PERSON_NAME)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: HIDDEN_PERSON_NAME })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
