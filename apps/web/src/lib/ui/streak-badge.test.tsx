import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, TEST_USER } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { MyStreak } from './my-streak';
import { StreakBadge } from './streak-badge';

describe('StreakBadge', () => {
  it('shows the weeks in a row', () => {
    render(<StreakBadge streakWeeks={3} />);
    expect(screen.getByText('3-week streak')).toBeInTheDocument();
  });

  it('with no streak, says so in a few words', () => {
    render(<StreakBadge streakWeeks={0} />);
    expect(screen.getByText('No streak yet')).toBeInTheDocument();
    expect(screen.queryByText(/week streak/)).not.toBeInTheDocument();
  });
});

describe('MyStreak', () => {
  it('signed in: the streak from GET /api/me/streak and links to the history and the feed', async () => {
    mockApi({ user: TEST_USER, handlers: { 'GET /api/me/streak': () => ({ streakWeeks: 5 }) } });
    renderWithProviders(<MyStreak />);
    expect(await screen.findByText('5-week streak')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history');
    expect(screen.getByRole('link', { name: 'Feed' })).toHaveAttribute('href', '/feed');
  });

  it('holds its place with a placeholder of the same height while the streak loads', async () => {
    let answer: (value: { streakWeeks: number }) => void = () => {};
    mockApi({
      user: TEST_USER,
      handlers: { 'GET /api/me/streak': () => new Promise((done) => (answer = done)) },
    });
    const { container } = renderWithProviders(<MyStreak />);
    await waitFor(() => expect(container.querySelector('[aria-hidden="true"].h-11')).not.toBeNull());
    answer({ streakWeeks: 2 });
    expect(await screen.findByText('2-week streak')).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"].h-11')).toBeNull();
  });

  it('signed out: nothing, and no request', async () => {
    const requests = mockApi({ user: null });
    renderWithProviders(<MyStreak />);
    await waitFor(() => expect(requests.some((r) => r.path === '/api/me')).toBe(true));
    await new Promise((done) => setTimeout(done, 20));
    expect(screen.queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/me/streak')).toBe(false);
  });
});
