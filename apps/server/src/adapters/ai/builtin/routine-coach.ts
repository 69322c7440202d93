import {
  type BodyArea,
  durationMinutes,
  EXERCISES,
  type Exercise,
  equipmentMismatch,
  type GeneratedRoutine,
  type Level,
  type Preferences,
} from '@stryd/domain';
import { createRandom, quotableText, type Random, requestSeed } from './random';

/**
 * The builtin coach's routines (no network, no key): five distinct exercises from the domain catalogue
 * that respect the equipment rule, the level and age, lean toward the interests, the style and the goal,
 * with a balanced mix of body areas, and sets and reps that fill the chosen duration.
 */

export type Group = 'upper' | 'lower' | 'core' | 'cardio';

const GROUP_OF: Record<BodyArea, Group> = {
  Chest: 'upper',
  Back: 'upper',
  Shoulders: 'upper',
  Arms: 'upper',
  Core: 'core',
  Glutes: 'lower',
  Legs: 'lower',
  Cardio: 'cardio',
};

export const groupOf = (exercise: Exercise): Group => GROUP_OF[exercise.areas[0] ?? 'Core'];

/** Which group each of the five slots should come from; 'any' takes the best of what is left. */
const SLOTS: Record<Preferences['style'], readonly (Group | 'any')[]> = {
  'Short and Intense': ['cardio', 'lower', 'upper', 'core', 'any'],
  'Long and moderate': ['upper', 'lower', 'core', 'upper', 'any'],
};

/** Heavy on joints: kept for people who asked for them, steered away from for 51+ and knee trouble. */
const HIGH_IMPACT = new Set(['Burpees', 'Jump Rope', 'High Knees', 'Jumping Jacks', 'Battle Rope Waves']);
const HEAVY_LIFTS = new Set(['Barbell Deadlifts', 'Bench Press']);
const KNEE_LOADING = new Set(['Lunges', 'Reverse Lunges', 'Wall Sit', ...HIGH_IMPACT]);
const BACK_LOADING = new Set(['Barbell Deadlifts', 'Kettlebell Swings', 'Supermans']);
const WRIST_LOADING = new Set(['Push-ups', 'Mountain Climbers', 'Burpees', 'Plank']);

interface GoalLeaning {
  strength: boolean;
  cardio: boolean;
  core: boolean;
  mobility: boolean;
}

function goalLeaning(text: string): GoalLeaning {
  const t = text.toLowerCase();
  return {
    strength: /strength|strong|muscle|tone|toning|build|bulk|power|lift/.test(t),
    cardio:
      /weight|fat|lean|cardio|endurance|stamina|run|marathon|fitness|fit\b|conditioning|heart|burn/.test(t),
    core: /core|abs|posture|back|stabil/.test(t),
    mobility: /flexib|mobility|balance|stretch|recover/.test(t),
  };
}

function candidatePool(prefs: Preferences): Exercise[] {
  const levelOk = (e: Exercise) => e.levels.includes(prefs.level);
  const gearOk = (e: Exercise) =>
    !equipmentMismatch(e.name, { type: prefs.type, workoutEquipments: prefs.workoutEquipments });
  return EXERCISES.filter((e) => levelOk(e) && gearOk(e));
}

function scorer(prefs: Preferences): (exercise: Exercise) => number {
  const interests = new Set<string>(prefs.workoutInterests);
  const listed = new Set<string>(prefs.type === 'equipments' ? prefs.workoutEquipments : []);
  const goal = goalLeaning(`${prefs.goal} ${prefs.additionalText ?? ''}`);
  const notes = (prefs.additionalText ?? '').toLowerCase();
  const intense = prefs.style === 'Short and Intense';
  return (e) => {
    let score = 1;
    score += Math.min(2, e.interests.filter((i) => interests.has(i)).length) * 1.5;
    if (e.equipment.length > 0 && e.equipment.every((item) => listed.has(item))) score += 3;
    const group = groupOf(e);
    if (intense && e.areas.includes('Cardio')) score += 1.5;
    if (!intense && group !== 'cardio') score += 1;
    if (goal.strength && group !== 'cardio') score += 1.5;
    if (goal.cardio && e.areas.includes('Cardio')) score += 1.5;
    if (goal.core && (e.areas.includes('Core') || e.areas.includes('Back'))) score += 1.5;
    if (goal.mobility && (e.interests.includes('Yoga') || e.interests.includes('Pilates'))) score += 1.5;
    if (prefs.ageRange === '51+' && (HIGH_IMPACT.has(e.name) || HEAVY_LIFTS.has(e.name))) score *= 0.25;
    if (prefs.ageRange === '13 - 17' && HEAVY_LIFTS.has(e.name)) score *= 0.25;
    if (/knee/.test(notes) && KNEE_LOADING.has(e.name)) score *= 0.15;
    if (/back/.test(notes) && /pain|injur|hurt|problem|issue/.test(notes) && BACK_LOADING.has(e.name))
      score *= 0.15;
    if (/wrist|shoulder/.test(notes) && WRIST_LOADING.has(e.name)) score *= 0.3;
    return score;
  };
}

function pickExercises(prefs: Preferences, random: Random): Exercise[] {
  const pool = candidatePool(prefs);
  const score = scorer(prefs);
  const chosen: Exercise[] = [];
  const areaCount = new Map<BodyArea, number>();
  for (const slot of SLOTS[prefs.style]) {
    const left = pool.filter((e) => !chosen.includes(e));
    const inGroup = slot === 'any' ? left : left.filter((e) => groupOf(e) === slot);
    const options = inGroup.length > 0 ? inGroup : left;
    const pick = random.weighted(options, (e) => {
      // Favour areas not yet worked, so five exercises spread over the body.
      const overlap = e.areas.reduce((sum, area) => sum + (areaCount.get(area) ?? 0), 0);
      const sameFamily = chosen.some(
        (c) => c.areas.join() === e.areas.join() && c.equipment.join() === e.equipment.join(),
      );
      return (score(e) / (1 + overlap * 0.5)) * (sameFamily ? 0.2 : 1);
    });
    chosen.push(pick);
    for (const area of pick.areas) areaCount.set(area, (areaCount.get(area) ?? 0) + 1);
  }
  return chosen;
}

type RepKind = 'timed' | 'distance' | 'strength' | 'count';

function repKind(e: Exercise): RepKind {
  if (/^\d+(-\d+)?s\b/.test(e.defaultReps)) return 'timed';
  if (/m$/.test(e.defaultReps)) return 'distance';
  const top = Number(/(\d+)(?!.*\d)/.exec(e.defaultReps.replace(/each.*/, ''))?.[1] ?? 12);
  return top <= 10 && e.equipment.length > 0 ? 'strength' : top <= 8 ? 'strength' : 'count';
}

type Scheme = Record<Level, string>;
const REPS: Record<Preferences['style'], Record<RepKind, Scheme>> = {
  'Short and Intense': {
    timed: { Beginner: '20s', Intermediate: '30s', Advanced: '40s' },
    distance: { Beginner: '200m', Intermediate: '250m', Advanced: '300m' },
    strength: { Beginner: '5', Intermediate: '5-8', Advanced: '6-8' },
    count: { Beginner: '8-10', Intermediate: '10-12', Advanced: '12-15' },
  },
  'Long and moderate': {
    timed: { Beginner: '30s', Intermediate: '45s', Advanced: '60s' },
    distance: { Beginner: '300m', Intermediate: '400m', Advanced: '500m' },
    strength: { Beginner: '6-8', Intermediate: '8-10', Advanced: '8-12' },
    count: { Beginner: '10-12', Intermediate: '12-15', Advanced: '15-20' },
  },
};

const BASE_SETS: Record<Level, number> = { Beginner: 2, Intermediate: 3, Advanced: 4 };

function setsAndReps(e: Exercise, prefs: Preferences, minutes: number): { sets: number; reps: string } {
  const kind = repKind(e);
  let sets = BASE_SETS[prefs.level] + (minutes >= 60 ? 2 : minutes >= 45 ? 1 : 0);
  if (prefs.style === 'Short and Intense' && (kind === 'timed' || kind === 'distance')) sets += 1;
  if (prefs.ageRange === '51+' || prefs.ageRange === '13 - 17') sets -= 1;
  sets = Math.min(6, Math.max(2, sets));
  const side = /each \w+/.exec(e.defaultReps)?.[0];
  const reps = REPS[prefs.style][kind][prefs.level];
  return { sets, reps: side ? `${reps} ${side}` : reps };
}

const NAME_WORDS: Record<Preferences['style'], { lead: readonly string[]; tail: readonly string[] }> = {
  'Short and Intense': {
    lead: ['Power', 'Blitz', 'Rapid', 'Fierce', 'Turbo', 'Spark', 'Sprint'],
    tail: ['Circuit', 'Blast', 'Burn', 'Rush', 'Surge'],
  },
  'Long and moderate': {
    lead: ['Steady', 'Solid', 'Balanced', 'Enduring', 'Grounded', 'Even'],
    tail: ['Builder', 'Session', 'Flow', 'Routine', 'Foundation'],
  },
};

function focusWord(chosen: readonly Exercise[], prefs: Preferences): string {
  const groups = chosen.map(groupOf);
  const count = (g: Group) => groups.filter((x) => x === g).length;
  if (count('cardio') >= 2) return 'Cardio';
  if (count('upper') >= 2 && count('lower') >= 1) return 'Full-Body';
  if (count('upper') >= 2) return 'Upper-Body';
  if (count('lower') >= 2) return 'Lower-Body';
  if (count('core') >= 2) return 'Core';
  const oneWord = prefs.workoutInterests.find((i) => !i.includes(' '));
  return oneWord ?? 'Full-Body';
}

const AREA_WORDS: Record<Group, string> = {
  upper: 'upper body',
  lower: 'lower body',
  core: 'core',
  cardio: 'cardio fitness',
};

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function reasonFor(chosen: readonly Exercise[], prefs: Preferences, minutes: number): string {
  const groups = [...new Set(chosen.map(groupOf))].map((g) => AREA_WORDS[g]);
  const used = [...new Set(chosen.flatMap((e) => e.equipment))];
  const gear =
    used.length > 0 ? `uses your ${listText(used.map((u) => u.toLowerCase()))}` : 'needs no equipment';
  const style = prefs.style === 'Short and Intense' ? 'short, intense' : 'longer, moderate';
  const age = prefs.ageRange === '51+' ? ', joint-friendly' : '';
  const first = `This ${style}${age} ${prefs.level.toLowerCase()} routine fits about ${minutes} minutes, ${gear} and works your ${listText(groups)}.`;
  const typed = quotableText(prefs.goal, 120);
  // 'Lose weight' reads as 'lose weight' mid-sentence; 'HIIT twice a week' keeps its capitals.
  const goal = /^[A-Z][a-z]/.test(typed) ? typed[0]!.toLowerCase() + typed.slice(1) : typed;
  const second = goal
    ? `Each exercise was chosen to move you toward your goal: ${goal}.`
    : 'Each exercise was chosen to move you toward your goal of getting fitter.';
  return `${first} ${second}`;
}

/** Five exercises, a name of at most 3 words and a two-sentence reason; deterministic for a seed. */
export function coachRoutine(prefs: Preferences, seed: number): GeneratedRoutine {
  const fingerprint = JSON.stringify([
    prefs.type,
    [...prefs.workoutEquipments].sort(),
    [...prefs.workoutInterests].sort(),
    prefs.level,
    prefs.style,
    prefs.duration,
    prefs.ageRange ?? '',
    prefs.goal,
    prefs.additionalText ?? '',
  ]);
  const random = createRandom(requestSeed(seed, fingerprint));
  const minutes = durationMinutes(prefs.duration) ?? 30;
  const chosen = pickExercises(prefs, random);
  const words = NAME_WORDS[prefs.style];
  const routineName = `${random.pick(words.lead)} ${focusWord(chosen, prefs)} ${random.pick(words.tail)}`;
  return {
    routineName,
    estimatedTimeMinutes: minutes,
    routineReason: reasonFor(chosen, prefs, minutes),
    workouts: chosen.map((e) => {
      const { sets, reps } = setsAndReps(e, prefs, minutes);
      return { workoutType: e.name, workoutSets: sets, workoutReps: reps };
    }),
  };
}
