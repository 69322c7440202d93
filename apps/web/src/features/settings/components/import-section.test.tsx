import { IMPORT_MESSAGES, type ImportPreview, type ImportRecord } from '@stryd/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { refetchOffline } from '../../../test/refetch-offline';
import { renderWithProviders } from '../../../test/render';
import { importsKey } from '../api/import';
import { IMPORT_TEXT, ImportSection } from './import-section';

afterEach(() => vi.restoreAllMocks());

const STRONG = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2025-03-03 07:30:00,Push Day,1h,Bench Press (Barbell),1,80,5,0,0,,,
2025-03-03 07:30:00,Push Day,1h,Zercher Wobble Lift,x,60,8,0,0,,,
`;

const PREVIEW: ImportPreview = {
  source: 'strong',
  sessions: 1,
  sets: 1,
  newSessions: 1,
  duplicateSessions: 0,
  warmupSets: 0,
  firstDate: '2025-03-03T07:30:00.000Z',
  lastDate: '2025-03-03T07:30:00.000Z',
  exercises: [
    { name: 'Bench Press (Barbell)', exerciseId: 'bench-press', libraryName: 'Bench Press', sets: 1 },
    { name: 'Zercher Wobble Lift', exerciseId: null, libraryName: null, sets: 1 },
  ],
  unmatched: ['Zercher Wobble Lift'],
  badRowCount: 1,
  badRows: [{ line: 3, reason: 'Reps must be a whole number from 0 to 1,000.' }],
};

const RECORD: ImportRecord = {
  id: 'imp-1',
  source: 'strong',
  sessionCount: 1,
  setCount: 1,
  exerciseCount: 1,
  skippedRows: 1,
  duplicateSessions: 0,
  firstSessionAt: PREVIEW.firstDate,
  lastSessionAt: PREVIEW.lastDate,
  createdAt: '2026-11-24T10:00:00.000Z',
};

const render = () => renderWithProviders(<ImportSection />, { url: '/settings', path: '/settings' });

async function chooseFile(user: ReturnType<typeof render>['user'], text: string) {
  const input = screen.getByLabelText(IMPORT_TEXT.file);
  await user.upload(input, new File([text], 'strong.csv', { type: 'text/csv' }));
}

describe('ImportSection', () => {
  it('previews a chosen file with its counts, unmatched exercises and bad rows by line, and imports once skipping is chosen', async () => {
    let imports: ImportRecord[] = [];
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/me/imports': () => ({ imports }),
        'POST /api/me/imports/preview': () => PREVIEW,
        'POST /api/me/imports': () => {
          imports = [RECORD];
          return jsonResponse(RECORD, 201);
        },
      },
    });
    const { user } = render();
    const section = screen.getByRole('region', { name: IMPORT_TEXT.heading });
    expect(await within(section).findByText(IMPORT_TEXT.noImports)).toBeInTheDocument();

    await chooseFile(user, STRONG);
    const summary = await screen.findByRole('table', { name: IMPORT_TEXT.previewHeading });
    expect(within(summary).getByRole('row', { name: /New workouts 1/ })).toBeInTheDocument();
    expect(
      within(summary).getByRole('row', { name: /Exercises matched to the library 1 of 2/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Zercher Wobble Lift')).toBeInTheDocument();
    const bad = screen.getByRole('table', { name: /Rows that could not be read/ });
    expect(within(bad).getByRole('row', { name: /3 Reps must be a whole number/ })).toBeInTheDocument();
    const preview = requests.find((r) => r.path === '/api/me/imports/preview');
    expect(preview?.body).toMatchObject({ csv: STRONG, weightUnit: 'kg' });

    // Bad rows block the import until the user chooses to leave them out.
    const importButton = screen.getByRole('button', { name: IMPORT_TEXT.importButton(1) });
    expect(importButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: IMPORT_TEXT.skipBadRows(1) }));
    await user.click(importButton);
    expect(await screen.findByText(IMPORT_TEXT.imported(RECORD))).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/me/imports')?.body).toMatchObject({
      csv: STRONG,
      skipBadRows: true,
    });
    expect(
      await within(section).findByRole('button', { name: /Undo the Strong import/ }),
    ).toBeInTheDocument();
  });

  it('lets the preview fix a match by hand (or keep an exercise as their own), and the import uses it', async () => {
    const frontSquat = {
      id: 'barbell-front-squat',
      name: 'Barbell Front Squat',
      aliases: [],
      primaryMuscles: ['Quadriceps'],
      equipment: ['Barbell'],
      category: 'strength',
      measure: 'weight_reps',
      difficulty: 'Intermediate',
      unilateral: false,
    };
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/me/imports': () => ({ imports: [] }),
        'GET /api/exercises': () => ({ items: [frontSquat], total: 1 }),
        // The server files the picked name under the picked exercise.
        'POST /api/me/imports/preview': ({ body }) => {
          const picked = (body as { matches?: Record<string, string | null> }).matches ?? {};
          const exercises = PREVIEW.exercises.map((e) =>
            e.name in picked
              ? {
                  ...e,
                  exerciseId: picked[e.name] ?? null,
                  libraryName: picked[e.name] ? frontSquat.name : null,
                }
              : e,
          );
          return {
            ...PREVIEW,
            exercises,
            unmatched: exercises.filter((e) => !e.exerciseId).map((e) => e.name),
          };
        },
        'POST /api/me/imports': () => jsonResponse(RECORD, 201),
      },
    });
    const { user } = render();
    await chooseFile(user, STRONG);
    expect(await screen.findByText(/→ Your own exercise/)).toHaveTextContent('Zercher Wobble Lift');

    await user.click(screen.getByRole('button', { name: IMPORT_TEXT.changeMatch('Zercher Wobble Lift') }));
    const select = screen.getByRole('combobox', { name: IMPORT_TEXT.matchLabel('Zercher Wobble Lift') });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'Barbell Front Squat (Barbell)');
    expect(await screen.findByText(/→ Barbell Front Squat/)).toHaveTextContent('Zercher Wobble Lift');
    const previews = requests.filter((r) => r.path === '/api/me/imports/preview');
    expect(previews.at(-1)?.body).toMatchObject({
      matches: { 'Zercher Wobble Lift': 'barbell-front-squat' },
    });

    await user.click(screen.getByRole('button', { name: IMPORT_TEXT.changeMatch('Bench Press (Barbell)') }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: IMPORT_TEXT.matchLabel('Bench Press (Barbell)') }),
      IMPORT_TEXT.ownExercise,
    );
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/me/imports/preview').at(-1)?.body).toMatchObject({
        matches: { 'Zercher Wobble Lift': 'barbell-front-squat', 'Bench Press (Barbell)': null },
      }),
    );

    await user.click(await screen.findByRole('checkbox', { name: IMPORT_TEXT.skipBadRows(1) }));
    await user.click(screen.getByRole('button', { name: IMPORT_TEXT.importButton(1) }));
    expect(await screen.findByText(IMPORT_TEXT.imported(RECORD))).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/me/imports')?.body).toMatchObject({
      matches: { 'Zercher Wobble Lift': 'barbell-front-squat', 'Bench Press (Barbell)': null },
    });
  });

  it('takes the JSON file of a Stryd export: sends its text, shows it as Stryd and asks no weight unit', async () => {
    const json = JSON.stringify({ format: 'stryd-export', version: 1, sessions: [] });
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/me/imports': () => ({ imports: [] }),
        'POST /api/me/imports/preview': () => ({ ...PREVIEW, source: 'stryd', badRowCount: 0, badRows: [] }),
      },
    });
    const { user } = render();
    const input = screen.getByLabelText(IMPORT_TEXT.file);
    expect(input).toHaveAttribute('accept', expect.stringContaining('.json'));
    await user.upload(input, new File([json], 'stryd-export-lifter.json', { type: 'application/json' }));
    const summary = await screen.findByRole('table', { name: IMPORT_TEXT.previewHeading });
    expect(within(summary).getByRole('row', { name: /Format Stryd/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(IMPORT_TEXT.unit)).not.toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/me/imports/preview')?.body).toMatchObject({ csv: json });

    // A JSON export has its own, larger limit: past it, refused here without sending it.
    const huge = new File(['{}'], 'big.json', { type: 'application/json' });
    Object.defineProperty(huge, 'size', { value: 13_000_000 });
    await user.upload(input, huge);
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.tooLargeJson);
    expect(requests.filter((r) => r.path === '/api/me/imports/preview')).toHaveLength(1);
  });

  it('shows the server’s message for a file it refuses, and refuses an oversize file without sending it', async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/me/imports': () => ({ imports: [] }),
        'POST /api/me/imports/preview': () =>
          jsonResponse({ code: 'UNKNOWN_FORMAT', message: 'This is not a Strong or Hevy CSV export.' }, 400),
      },
    });
    const { user } = render();
    await chooseFile(user, 'hello,world\n1,2\n');
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a Strong or Hevy CSV export.');

    const huge = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(huge, 'size', { value: 6_000_000 });
    await user.upload(screen.getByLabelText(IMPORT_TEXT.file), huge);
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than 5 MB');
    expect(requests.filter((r) => r.path === '/api/me/imports/preview')).toHaveLength(1);
  });

  it('undoes a past import after a confirmation, and keeps it when the user changes their mind', async () => {
    let imports = [RECORD];
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        'GET /api/me/imports': () => ({ imports }),
        'DELETE /api/me/imports/imp-1': () => {
          imports = [];
          return { id: 'imp-1', removedSessions: 1, removedSets: 1 };
        },
      },
    });
    const { user } = render();
    const undo = await screen.findByRole('button', { name: /Undo the Strong import/ });
    await user.click(undo);
    const dialog = await screen.findByRole('alertdialog', { name: IMPORT_TEXT.undoTitle });
    expect(dialog).toHaveTextContent(IMPORT_TEXT.undoDescription(RECORD));
    await user.click(within(dialog).getByRole('button', { name: IMPORT_TEXT.keep }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: /Undo the Strong import/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Undo import' }),
    );
    expect(await screen.findByText(IMPORT_TEXT.undone({ sessionCount: 1 }))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(IMPORT_TEXT.noImports)).toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/me/imports/imp-1',
    ]);
  });

  it('past imports the section already holds stay on screen when asking for them again fails (offline)', async () => {
    mockApi({ user: TEST_USER, handlers: { 'GET /api/me/imports': () => ({ imports: [RECORD] }) } });
    const { queryClient } = render();
    expect(await screen.findByRole('button', { name: /Undo the Strong import/ })).toBeInTheDocument();
    // An import or an undo asks for the list again.
    await refetchOffline(queryClient, importsKey);
    expect(screen.getByRole('button', { name: /Undo the Strong import/ })).toBeEnabled();
    expect(screen.queryByText(IMPORT_TEXT.loadFailed)).not.toBeInTheDocument();
  });
});
