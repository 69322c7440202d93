import type { ExerciseProgress } from '@stryd/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../lib/session';
import { withResizeObserver } from '../../../test/chart-stand-in';
import { type MockHandler, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { refetchOffline } from '../../../test/refetch-offline';
import { renderWithProviders } from '../../../test/render';
import { exerciseProgressQuery } from '../api/get-exercise-progress';
import { NOT_LOGGED_TEXT } from '../components/exercise-progress-section';
import { ExercisePage } from './exercise-page';

vi.mock('uplot', () => import('../../../test/chart-stand-in'));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));
withResizeObserver();

const bench = {
  id: 'bench-press',
  name: 'Bench Press',
  aliases: [],
  primaryMuscles: ['Chest'],
  secondaryMuscles: [],
  equipment: ['Barbell'],
  category: 'strength',
  measure: 'weight_reps',
  difficulty: 'Intermediate',
  unilateral: false,
  howTo: 'Lower the bar to your chest and press.',
  videoSearchUrl: 'https://www.youtube.com/results?search_query=Bench%20Press%20exercise%20demo',
  alternatives: [],
};

const NO_RECORDS: ExerciseProgress['records'] = {
  weightKg: null,
  e1rm: null,
  setVolumeKg: null,
  sessionVolumeKg: null,
  seconds: null,
  reps: null,
  repsAtWeight: [],
};

const point = (day: string, e1rm: number, volumeKg: number) => ({
  day,
  e1rm,
  bestWeightKg: e1rm - 10,
  bestReps: 8,
  bestSeconds: null,
  volumeKg,
  sets: 3,
});

function renderPage(progress: MockHandler | null, user: CurrentUser | null = TEST_USER) {
  const requests = mockApi({
    user,
    handlers: {
      'GET /api/exercises/bench-press': () => bench,
      ...(progress ? { 'GET /api/exercises/bench-press/progress': progress } : {}),
    },
  });
  const { queryClient } = renderWithProviders(<ExercisePage />, {
    url: '/exercises/bench-press',
    path: '/exercises/:exerciseId',
  });
  return { requests, queryClient };
}

describe('/exercises/{id}: your progress', () => {
  it('shows the records set, the e1RM formula and a chart of e1RM and volume per day', async () => {
    renderPage(() => ({
      points: [point('2026-11-10', 95, 1920), point('2026-11-17', 100.5, 2040)],
      records: { ...NO_RECORDS, weightKg: 85, e1rm: 100.5, setVolumeKg: 680, sessionVolumeKg: 2040 },
    }));
    // The file's first render also loads the page's modules: allow for a busy machine.
    const section = await screen.findByRole('region', { name: 'Your progress' }, { timeout: 5000 });
    const terms = (await within(section).findAllByRole('term')).map((dt) => dt.textContent);
    expect(terms).toEqual([
      'Heaviest weight',
      'Best estimated 1RM',
      'Best set volume',
      'Best session volume',
    ]);
    expect(within(section).getByText('85 kg')).toBeInTheDocument();
    expect(within(section).getByText('100.5 kg*')).toBeInTheDocument();
    expect(within(section).getByText('2,040 kg')).toBeInTheDocument();
    expect(
      within(section).getByText('* Estimated 1RM by Epley: weight × (1 + reps ÷ 30), for sets of 1–12 reps.'),
    ).toBeInTheDocument();
    expect(within(section).queryByText('Longest time')).not.toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Bench Press over time' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.children].map((c) => c.textContent)),
    ).toEqual([
      ['Date', 'Estimated 1RM (kg)', 'Volume (kg)'],
      ['2026-11-10', '95', '1920'],
      ['2026-11-17', '100.5', '2040'],
    ]);
  });

  it('without weight data charts the best reps alone', async () => {
    renderPage(() => ({
      points: [
        {
          day: '2026-11-10',
          e1rm: null,
          bestWeightKg: null,
          bestReps: 20,
          bestSeconds: null,
          volumeKg: 0,
          sets: 3,
        },
      ],
      records: { ...NO_RECORDS, reps: 20 },
    }));
    const section = await screen.findByRole('region', { name: 'Your progress' });
    expect(await within(section).findByText('20 reps')).toBeInTheDocument();
    expect(within(section).getByRole('term')).toHaveTextContent('Most reps');
    expect(within(section).queryByText(/Epley/)).not.toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Bench Press over time' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Best reps']);
  });

  it('progress the page already holds stays on screen when asking for it again fails (offline)', async () => {
    const { queryClient } = renderPage(() => ({
      points: [point('2026-11-10', 95, 1920)],
      records: { ...NO_RECORDS, weightKg: 85 },
    }));
    const section = await screen.findByRole('region', { name: 'Your progress' });
    expect(await within(section).findByText('85 kg')).toBeInTheDocument();
    // Finishing a session asks for it again (it is under the history root).
    await refetchOffline(queryClient, exerciseProgressQuery('bench-press').queryKey);
    expect(within(section).getByText('85 kg')).toBeInTheDocument();
    expect(within(section).getByRole('table', { name: 'Bench Press over time' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('before the first logged set says so', async () => {
    renderPage(() => ({ points: [], records: NO_RECORDS }));
    expect(await screen.findByText(NOT_LOGGED_TEXT)).toBeInTheDocument();
    expect(NOT_LOGGED_TEXT).toBe('You have not logged this exercise yet.');
  });

  it('signed out: nothing extra, and no progress request', async () => {
    const { requests } = renderPage(null, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bench Press' })).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 20));
    expect(screen.queryByRole('region', { name: 'Your progress' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.endsWith('/progress'))).toBe(false);
  });
});
