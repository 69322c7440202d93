import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { otherProfile } from '../test-profiles';
import { ProfileHeader } from './profile-header';

describe('ProfileHeader', () => {
  it('shows initials, username, rank, followers, following, total XP and interest tags', async () => {
    mockApi();
    renderWithProviders(
      <ProfileHeader
        profile={otherProfile({ totalXP: 12345 })}
        isSelf={false}
        action={<button type="button">Act</button>}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'sam_lifts' })).toBeInTheDocument();
    expect(screen.getByText('SL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Rank: Centurion/ })).toBeInTheDocument();
    const stats = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(stats).toEqual({ Followers: '5', Following: '2', 'Total XP': '12,345' });
    const interests = screen.getByRole('list');
    expect(
      within(interests)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Yoga', 'Running']);
    expect(screen.getByRole('button', { name: 'Act' })).toBeInTheDocument();
  });

  it('shows the picture when there is one', async () => {
    mockApi();
    const { container } = renderWithProviders(
      <ProfileHeader profile={otherProfile({ profileImageLink: 'https://img.example/sam.png' })} isSelf />,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://img.example/sam.png');
    expect(screen.queryByText('SL')).not.toBeInTheDocument();
  });

  it('says how to add interests on your own profile when there are none', async () => {
    mockApi();
    renderWithProviders(
      <ProfileHeader profile={otherProfile({ interests: { workoutInterests: [] } })} isSelf />,
    );
    expect(await screen.findByText('Answer the questionnaire to add your interests.')).toBeInTheDocument();
  });
});
