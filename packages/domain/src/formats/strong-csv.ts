/**
 * The columns of Strong's CSV export, in its order: one row per set, the workout's date, name and
 * duration repeated on each. Stryd writes its set log in this layout and reads Strong's files by it.
 */
export const STRONG_CSV_COLUMNS = [
  'Date',
  'Workout Name',
  'Duration',
  'Exercise Name',
  'Set Order',
  'Weight',
  'Reps',
  'Distance',
  'Seconds',
  'Notes',
  'Workout Notes',
  'RPE',
] as const;

/**
 * Columns Stryd's own CSV export adds after Strong's, which Strong has no place for: a set's reps in
 * reserve (Strong keeps RPE only) and the superset/circuit letter of its exercise in the session
 * (decision 049). Other readers pass over a column they do not know.
 */
export const STRYD_CSV_EXTRA_COLUMNS = ['RIR', 'Superset'] as const;
