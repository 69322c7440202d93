import type { ImportRecord } from '@stryd/domain';

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The import section's words, in one place for the component and its tests. */
export const IMPORT_TEXT = {
  heading: 'Import from Strong, Hevy or Stryd',
  explanation:
    'Bring your training history with you: export your workouts as CSV in Strong or Hevy, or download the JSON file of a Stryd account (Export your data, below), choose the file here, check what will be added, then import it. Imported sets earn no XP, and you can undo a whole import.',
  file: 'CSV or JSON file',
  format: 'Format',
  auto: 'Detect from the file',
  unit: 'Weights in the file are in',
  reading: 'Reading the file…',
  previewHeading: 'What will be imported',
  badRowsHeading: 'Rows that could not be read',
  matchesHeading: 'Exercises in the file, and where they go in the library',
  ownExercise: 'Your own exercise',
  change: 'Change',
  changeMatch: (name: string) => `Change where ${name} goes`,
  matchLabel: (name: string) => `Library exercise for ${name}`,
  skipBadRows: (n: number) => `Leave out ${plural(n, 'bad row')} and import the rest`,
  importButton: (n: number) => `Import ${plural(n, 'workout')}`,
  importing: 'Importing…',
  nothingNew: 'Every workout in this file is already in your history.',
  imported: (r: Pick<ImportRecord, 'sessionCount' | 'setCount'>) =>
    `Imported ${plural(r.sessionCount, 'workout')} with ${plural(r.setCount, 'set')}. They are in your history now.`,
  pastHeading: 'Your imports',
  noImports: 'Nothing imported yet.',
  loadFailed: 'Could not load your imports.',
  retry: 'Retry',
  undo: 'Undo',
  undoing: 'Undoing…',
  undoTitle: 'Undo this import?',
  undoDescription: (r: Pick<ImportRecord, 'sessionCount' | 'setCount'>) =>
    `Its ${plural(r.sessionCount, 'workout')} and ${plural(r.setCount, 'set')} leave your history. Workouts you logged in Stryd stay.`,
  keep: 'Keep it',
  undone: (r: Pick<ImportRecord, 'sessionCount'>) => `Removed ${plural(r.sessionCount, 'imported workout')}.`,
  failed: 'The import failed. Please try again.',
} as const;

export { plural };
