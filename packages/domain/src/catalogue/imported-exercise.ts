import type { Equipment } from '../constants/options';
import { APP_EXERCISE_NAMES } from './app-exercise-names';
import { normalizeExerciseName } from './exercise-name';
import { type Exercise, exerciseById, exerciseByName } from './exercises';

const TABLE = new Map(APP_EXERCISE_NAMES.map(([name, id]) => [normalizeExerciseName(name), id]));

/** Gear that carries a load: a name saying "bodyweight" means none of it. */
const LOADS: readonly Equipment[] = [
  'Barbell',
  'Dumbbells',
  'Kettlebell',
  'Cable Machine',
  'Resistance Bands',
  'Medicine Ball',
];

/**
 * The gear words the apps put in brackets, with the word our library puts in front and the test an
 * exercise's equipment must pass. Other brackets (Machine, Smith Machine, Assisted) have no library gear.
 */
const GEAR: Record<string, { prefix: string; fits: (equipment: readonly Equipment[]) => boolean }> = {
  // The bench-press station is a barbell bench; a dumbbell press on that bench is not a barbell lift.
  barbell: {
    prefix: 'Barbell',
    fits: (e) => e.includes('Barbell') || (e.includes('Bench Press') && !e.includes('Dumbbells')),
  },
  dumbbell: { prefix: 'Dumbbell', fits: (e) => e.includes('Dumbbells') },
  cable: { prefix: 'Cable', fits: (e) => e.includes('Cable Machine') },
  kettlebell: { prefix: 'Kettlebell', fits: (e) => e.includes('Kettlebell') },
  band: { prefix: 'Resistance Band', fits: (e) => e.includes('Resistance Bands') },
  bodyweight: { prefix: 'Bodyweight', fits: (e) => !e.some((item) => LOADS.includes(item)) },
};

/** The name, or the library's plural of it ('Pull Up' → 'Pull-ups'). */
const byNameOrPlural = (name: string) => exerciseByName(name) ?? exerciseByName(`${name}s`);

/**
 * The library exercise an exported exercise name (Strong, Hevy) means, by name and equipment: the apps'
 * standard names from their table; else the name itself; else a 'Name (Gear)' whose name, with or without
 * the gear word in front, is a library exercise of that gear. Undefined rather than an exercise of other
 * gear: an unmatched name is kept as the person's own exercise, a wrong match files it under another.
 */
export function matchImportedExercise(name: string): Exercise | undefined {
  const listed = TABLE.get(normalizeExerciseName(name));
  if (listed) return exerciseById(listed);
  const bracketed = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(name);
  if (!bracketed) return byNameOrPlural(name);
  const whole = exerciseByName(name);
  if (whole) return whole;
  const [, base = '', word = ''] = bracketed;
  const gear = GEAR[normalizeExerciseName(word)];
  if (!gear) return undefined;
  for (const candidate of [byNameOrPlural(`${gear.prefix} ${base}`), byNameOrPlural(base)])
    if (candidate && gear.fits(candidate.equipment)) return candidate;
  return undefined;
}
