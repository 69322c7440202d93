import type { Exercise, Level, Preferences } from '@stryd/domain';

/**
 * Sets and reps the way coaches prescribe them for a training goal: heavy and few for strength, moderate
 * for muscle, light and many for endurance; holds and efforts in seconds, rows and runs in metres. Each
 * goal has one range per kind of work, and the level picks the part of it that suits (beginners start
 * with the easier end: fewer sets, and more reps of a lighter load for strength).
 */
export type TrainingGoal = 'strength' | 'hypertrophy' | 'endurance';

export type WorkKind = 'loaded' | 'unloaded' | 'timed' | 'distance';

export interface Range {
  min: number;
  max: number;
}

export interface GoalPrescription {
  sets: Range;
  /** Reps, seconds or metres per set, by the kind of work. */
  amount: Record<WorkKind, Range>;
}

export const PRESCRIPTIONS: Record<TrainingGoal, GoalPrescription> = {
  strength: {
    sets: { min: 3, max: 5 },
    amount: {
      loaded: { min: 3, max: 6 },
      unloaded: { min: 6, max: 10 },
      timed: { min: 20, max: 40 },
      distance: { min: 200, max: 400 },
    },
  },
  hypertrophy: {
    sets: { min: 3, max: 4 },
    amount: {
      loaded: { min: 6, max: 12 },
      unloaded: { min: 8, max: 15 },
      timed: { min: 30, max: 45 },
      distance: { min: 250, max: 500 },
    },
  },
  endurance: {
    sets: { min: 2, max: 3 },
    amount: {
      loaded: { min: 12, max: 20 },
      unloaded: { min: 15, max: 25 },
      timed: { min: 30, max: 60 },
      distance: { min: 400, max: 1000 },
    },
  },
};

/** What the person's own words ask for; with no clear word, lifters train for muscle, others for endurance. */
export function trainingGoal(prefs: Preferences): TrainingGoal {
  const text = `${prefs.goal} ${prefs.additionalText ?? ''}`.toLowerCase();
  if (/strength|strong|power|heavy|max(?:imal)?\b|1rm|deadlift|squat more|bench more/.test(text))
    return 'strength';
  if (/muscle|build|bulk|mass|size|tone|toning|hypertroph|gain|sculpt|shape/.test(text)) return 'hypertrophy';
  if (/weight|fat|lean|cardio|endurance|stamina|run|marathon|race|conditioning|heart|burn|fit/.test(text))
    return 'endurance';
  return prefs.workoutInterests.includes('Lifting') ? 'hypertrophy' : 'endurance';
}

export function workKind(exercise: Exercise): WorkKind {
  if (exercise.measure === 'time') return 'timed';
  if (exercise.measure === 'distance') return 'distance';
  return exercise.measure === 'weight_reps' ? 'loaded' : 'unloaded';
}

/** Where in a range a level sits: beginners low, advanced high (for loaded reps the other way round). */
const LEVEL_SHARE: Record<Level, number> = { Beginner: 0, Intermediate: 0.5, Advanced: 1 };

function within(range: Range, share: number, step: number): number {
  return Math.round((range.min + (range.max - range.min) * share) / step) * step;
}

/** Short, intense sessions make efforts shorter and faster; long, moderate ones make them longer. */
const STYLE_SHIFT: Record<Preferences['style'], number> = {
  'Short and Intense': -0.25,
  'Long and moderate': 0.25,
};

/** The reps text for a range part, '8-12' or '30s' or '400m', rounded to steps a person can count. */
function amountText(kind: WorkKind, range: Range, prefs: Preferences): string {
  const level = prefs.level;
  const effort = Math.min(1, Math.max(0, LEVEL_SHARE[level] + STYLE_SHIFT[prefs.style]));
  if (kind === 'timed') return `${within(range, effort, 5)}s`;
  if (kind === 'distance') return `${within(range, effort, 50)}m`;
  // A span of reps: a third of the range wide, placed by level (heavier, so fewer, as lifters advance).
  const share = kind === 'loaded' ? 1 - LEVEL_SHARE[level] : LEVEL_SHARE[level];
  const width = Math.max(1, Math.round((range.max - range.min) / 3));
  const low = Math.min(range.max - width, Math.round(range.min + (range.max - range.min - width) * share));
  return `${low}-${low + width}`;
}

/** Sets and reps for one exercise: inside the goal's ranges, longer sessions and advanced levels get more sets. */
export function prescribe(
  exercise: Exercise,
  prefs: Preferences,
  minutes: number,
): { sets: number; reps: string; goal: TrainingGoal } {
  const goal = trainingGoal(prefs);
  const plan = PRESCRIPTIONS[goal];
  const kind = workKind(exercise);
  let sets = within(plan.sets, LEVEL_SHARE[prefs.level], 1);
  if (minutes >= 60) sets += 1;
  if (minutes <= 30) sets -= 1;
  if (prefs.ageRange === '51+' || prefs.ageRange === '13 - 17') sets -= 1;
  sets = Math.min(plan.sets.max, Math.max(plan.sets.min, sets));
  const amount = amountText(kind, plan.amount[kind], prefs);
  return { sets, reps: exercise.unilateral ? `${amount} each side` : amount, goal };
}
