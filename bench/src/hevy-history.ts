/**
 * A five-year Hevy history as its CSV export writes it (issue 34's import target): four workouts a week,
 * each of six exercises with 3-4 sets, two superset pairs (superset_id 0 and 1), a warm-up before the
 * first exercise, RPE on working sets and an exercise note now and then. About 21,000 sets.
 */
const HEADER =
  '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"';

const EXERCISES = [
  ['Bench Press (Barbell)', '0'],
  ['Bent Over Row (Barbell)', '0'],
  ['Squat (Barbell)', '1'],
  ['Romanian Deadlift (Barbell)', '1'],
  ['Lateral Raise (Dumbbell)', ''],
  ['Plank', ''],
] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const hevyDate = (ms: number) => {
  const d = new Date(ms);
  const time = `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${time}`;
};

/** The CSV text and how many sets it holds; newest workout first, as Hevy writes it. */
export function hevyHistory(years = 5): { csv: string; sets: number; workouts: number } {
  const rows: string[] = [];
  const start = Date.UTC(2021, 0, 4, 7, 0);
  const workouts = years * 52 * 4;
  for (let w = workouts - 1; w >= 0; w -= 1) {
    const day = Math.floor(w / 4) * 7 + [0, 1, 3, 5][w % 4]!;
    const begin = start + day * 86_400_000;
    const title = `"Full body ${'ABCD'[w % 4]}"`;
    const dates = `"${hevyDate(begin)}","${hevyDate(begin + 70 * 60_000)}"`;
    for (const [e, [name, superset]] of EXERCISES.entries()) {
      const sets = e < 4 ? 4 : 3;
      for (let s = 0; s < sets; s += 1) {
        const warmup = e === 0 && s === 0;
        const plank = name === 'Plank';
        const weight = plank ? '' : String(warmup ? 40 : 50 + ((w + e * 7) % 60) + 2.5 * s);
        rows.push(
          [
            title,
            dates,
            w % 10 === 0 ? '"felt good"' : '""',
            `"${name}"`,
            superset,
            s === 0 && w % 7 === 0 ? '"slow eccentric"' : '""',
            s,
            warmup ? '"warmup"' : '"normal"',
            weight,
            plank ? '' : warmup ? 10 : 8 - s,
            '',
            plank ? 60 : '',
            warmup || plank ? '' : String(7 + (s % 3)),
          ].join(','),
        );
      }
    }
  }
  return { csv: `${HEADER}\n${rows.join('\n')}\n`, sets: rows.length, workouts };
}
