import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exerciseQuery } from '../../../lib/exercises';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { refetchOffline } from '../../../test/refetch-offline';
import { renderWithProviders } from '../../../test/render';
import { ExercisePage } from './exercise-page';
import { ExercisesPage } from './exercises-page';

const pushUps = {
  id: 'push-ups',
  name: 'Push-ups',
  aliases: ['Press-ups'],
  primaryMuscles: ['Chest'],
  equipment: [],
  category: 'strength',
  measure: 'reps',
  difficulty: 'Beginner',
  unilateral: false,
};

const PUSH_UPS_DETAIL = {
  secondaryMuscles: ['Triceps'],
  howTo: 'Hold a plank. Lower and press.',
  videoSearchUrl: 'https://www.youtube.com/results?search_query=Push-ups%20exercise%20demo',
  alternatives: [],
};

describe('/exercises', () => {
  it('lists what the API finds and keeps the filters in the address', async () => {
    const asked: string[] = [];
    mockApi({
      handlers: {
        'GET /api/exercises': () => jsonResponse({ items: [pushUps], total: 181 }),
      },
    });
    const fetchSpy = globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL][] } };
    const { user, history } = renderWithProviders(<ExercisesPage />, {
      url: '/exercises',
      path: '/exercises',
    });
    expect(await screen.findByRole('link', { name: /Push-ups/ })).toHaveAttribute(
      'href',
      '/exercises/push-ups',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 of 181 exercises');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Muscle' }), 'Chest');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Equipment' }), 'Bodyweight');
    await waitFor(() => expect(history.location.search).toBe('?muscle=Chest&equipment=Bodyweight'));
    await waitFor(() => {
      for (const [input] of fetchSpy.mock.calls) asked.push(String(input));
      expect(asked.some((url) => url.includes('/api/exercises?muscle=Chest&equipment=Bodyweight'))).toBe(
        true,
      );
    });
  });
});

describe('/exercises/{id}', () => {
  it('shows how to do it, the muscles, the equipment and alternatives', async () => {
    mockApi({
      handlers: {
        'GET /api/exercises/push-ups': () =>
          jsonResponse({
            ...pushUps,
            ...PUSH_UPS_DETAIL,
            alternatives: [{ ...pushUps, id: 'wide-push-ups', name: 'Wide Push-ups', aliases: [] }],
          }),
      },
    });
    renderWithProviders(<ExercisePage />, { url: '/exercises/push-ups', path: '/exercises/:exerciseId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Push-ups' })).toBeInTheDocument();
    expect(document.title).toBe('Push-ups | Stryd');
    expect(screen.getByText('Hold a plank. Lower and press.')).toBeInTheDocument();
    expect(screen.getByText('Also called Press-ups')).toBeInTheDocument();
    expect(screen.getByText('Triceps')).toBeInTheDocument();
    expect(screen.getByText('Bodyweight')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Wide Push-ups/ })).toHaveAttribute(
      'href',
      '/exercises/wide-push-ups',
    );
  });

  it('an exercise the page already holds stays on screen when asking for it again fails (offline)', async () => {
    mockApi({ handlers: { 'GET /api/exercises/push-ups': () => ({ ...pushUps, ...PUSH_UPS_DETAIL }) } });
    const { queryClient } = renderWithProviders(<ExercisePage />, {
      url: '/exercises/push-ups',
      path: '/exercises/:exerciseId',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Push-ups' })).toBeInTheDocument();
    await refetchOffline(queryClient, exerciseQuery('push-ups').queryKey);
    expect(screen.getByRole('heading', { level: 1, name: 'Push-ups' })).toBeInTheDocument();
    expect(screen.getByText('Hold a plank. Lower and press.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an unknown id shows a not-found panel with a way back to the library', async () => {
    mockApi({
      handlers: {
        'GET /api/exercises/nope': () =>
          jsonResponse({ code: 'EXERCISE_NOT_FOUND', message: 'Exercise not found.' }, 404),
      },
    });
    renderWithProviders(<ExercisePage />, { url: '/exercises/nope', path: '/exercises/:exerciseId' });
    expect(await screen.findByRole('heading', { name: 'Exercise not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the exercise library' })).toHaveAttribute(
      'href',
      '/exercises',
    );
  });
});
