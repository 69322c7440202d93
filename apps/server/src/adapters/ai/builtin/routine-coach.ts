import {
  durationMinutes,
  EQUIPMENT,
  type Equipment,
  type Exercise,
  exercisesSuiting,
  type GeneratedRoutine,
  type Level,
  type Muscle,
  type Preferences,
} from '@stryd/domain';
import { pairAntagonists } from './antagonist-pairs';
import { prescribe } from './prescription';
import { createRandom, quotableText, type Random, requestSeed } from './random';

/**
 * The builtin coach's routines (no network, no key): five distinct library exercises that need only the
 * chosen equipment and use each chosen piece where one fits (up to five pieces), suit the level and age,
 * lean toward the interests, the style and the goal, work five different main muscles where the library
 * allows, and carry sets and reps for the goal (prescription.ts). Antagonist pairs among them are done as
 * supersets (antagonist-pairs.ts).
 */

export type Group = 'upper' | 'lower' | 'core' | 'cardio';

const GROUP_OF_MUSCLE: Record<Muscle, Group> = {
  Chest: 'upper',
  Lats: 'upper',
  'Upper Back': 'upper',
  Traps: 'upper',
  Shoulders: 'upper',
  'Rear Delts': 'upper',
  Biceps: 'upper',
  Triceps: 'upper',
  Forearms: 'upper',
  Abs: 'core',
  Obliques: 'core',
  'Hip Flexors': 'core',
  'Lower Back': 'core',
  Glutes: 'lower',
  Quadriceps: 'lower',
  Hamstrings: 'lower',
  Adductors: 'lower',
  Abductors: 'lower',
  Calves: 'lower',
};

export function groupOf(exercise: Exercise): Group {
  if (exercise.category === 'cardio' || exercise.category === 'plyometric') return 'cardio';
  if (exercise.category === 'core') return 'core';
  return GROUP_OF_MUSCLE[exercise.primaryMuscles[0] ?? 'Abs'];
}

const mainMuscle = (exercise: Exercise): Muscle | undefined => exercise.primaryMuscles[0];

/** Which group each of the five slots should come from; 'any' takes the best of what is left. */
const SLOTS: Record<Preferences['style'], readonly (Group | 'any')[]> = {
  'Short and Intense': ['cardio', 'lower', 'upper', 'core', 'any'],
  'Long and moderate': ['upper', 'lower', 'core', 'upper', 'any'],
};

const LEVEL_RANK: Record<Level, number> = { Beginner: 0, Intermediate: 1, Advanced: 2 };

/** Hard on joints: steered away from for 51+ and for notes about knees, backs, wrists or shoulders. */
const isHighImpact = (e: Exercise) =>
  e.category === 'plyometric' || /jump|burpee|hop\b|bound|sprint/i.test(e.name);
const isHeavyLift = (e: Exercise) => e.equipment.includes('Barbell') || e.equipment.includes('Bench Press');
const loadsKnees = (e: Exercise) =>
  isHighImpact(e) || (mainMuscle(e) === 'Quadriceps' && /lunge|squat|pistol|split|step/i.test(e.name));
const loadsBack = (e: Exercise) =>
  e.primaryMuscles.includes('Lower Back') || /deadlift|good morning|swing|superman/i.test(e.name);
const loadsWrists = (e: Exercise) => /push-up|plank|mountain|burpee|crawl|handstand/i.test(e.name);

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

function scorer(prefs: Preferences): (exercise: Exercise) => number {
  const interests = new Set<string>(prefs.workoutInterests);
  const goal = goalLeaning(`${prefs.goal} ${prefs.additionalText ?? ''}`);
  const notes = (prefs.additionalText ?? '').toLowerCase();
  const intense = prefs.style === 'Short and Intense';
  return (e) => {
    let score = 1;
    score += Math.min(2, e.interests.filter((i) => interests.has(i)).length) * 1.5;
    const group = groupOf(e);
    if (intense && group === 'cardio') score += 1.5;
    if (!intense && group !== 'cardio') score += 1;
    if (goal.strength && e.category === 'strength') score += 1.5;
    if (goal.cardio && group === 'cardio') score += 1.5;
    if (goal.core && (group === 'core' || e.primaryMuscles.includes('Lower Back'))) score += 1.5;
    if (goal.mobility && e.category === 'mobility') score += 2;
    // Much easier than the level asks: kept possible, but rarer.
    if (LEVEL_RANK[prefs.level] - LEVEL_RANK[e.difficulty] >= 2) score *= 0.5;
    if (prefs.ageRange === '51+' && (isHighImpact(e) || isHeavyLift(e))) score *= 0.2;
    if (prefs.ageRange === '13 - 17' && isHeavyLift(e)) score *= 0.25;
    if (/knee/.test(notes) && loadsKnees(e)) score *= 0.15;
    if (/back/.test(notes) && /pain|injur|hurt|problem|issue/.test(notes) && loadsBack(e)) score *= 0.15;
    if (/wrist|shoulder/.test(notes) && loadsWrists(e)) score *= 0.3;
    return score;
  };
}

/** The listed pieces some exercise of the pool uses, in a seeded order: those the coach should cover. */
function piecesToCover(prefs: Preferences, pool: readonly Exercise[], random: Random): Equipment[] {
  if (prefs.type !== 'equipments') return [];
  const usable = prefs.workoutEquipments.filter((item) => pool.some((e) => e.equipment.includes(item)));
  const order = new Map(usable.map((item) => [item, random.next()]));
  return usable.sort((a, b) => order.get(a)! - order.get(b)!);
}

function pickExercises(prefs: Preferences, random: Random): Exercise[] {
  const pool = exercisesSuiting(prefs);
  const score = scorer(prefs);
  const uncovered = new Set(piecesToCover(prefs, pool, random));
  const chosen: Exercise[] = [];
  const muscles = new Set<Muscle | undefined>();
  for (const slot of SLOTS[prefs.style]) {
    let options = pool.filter((e) => !chosen.includes(e));
    // While a listed piece is unused, each slot takes an exercise that uses one.
    const covering = options.filter((e) => e.equipment.some((item) => uncovered.has(item)));
    if (covering.length > 0) options = covering;
    const freshMuscle = options.filter((e) => !muscles.has(mainMuscle(e)));
    if (freshMuscle.length > 0) options = freshMuscle;
    const inGroup = slot === 'any' ? options : options.filter((e) => groupOf(e) === slot);
    if (inGroup.length > 0) options = inGroup;
    const pick = random.weighted(options, score);
    chosen.push(pick);
    muscles.add(mainMuscle(pick));
    for (const item of pick.equipment) uncovered.delete(item);
  }
  return chosen;
}

/** Words for names: enough that one person rarely meets the same name twice. */
const NAME_WORDS: Record<Preferences['style'], { lead: readonly string[]; tail: readonly string[] }> = {
  'Short and Intense': {
    lead: [
      'Power',
      'Blitz',
      'Rapid',
      'Fierce',
      'Turbo',
      'Spark',
      'Sprint',
      'Ignite',
      'Voltage',
      'Bolt',
      'Fury',
      'Pulse',
    ],
    tail: ['Circuit', 'Blast', 'Burn', 'Rush', 'Surge', 'Storm', 'Charge', 'Strike', 'Drill'],
  },
  'Long and moderate': {
    lead: [
      'Steady',
      'Solid',
      'Balanced',
      'Enduring',
      'Grounded',
      'Even',
      'Patient',
      'Rooted',
      'Anchor',
      'Summit',
      'Keystone',
      'Tempo',
    ],
    tail: ['Builder', 'Session', 'Flow', 'Routine', 'Foundation', 'Program', 'Plan', 'Journey', 'Method'],
  },
};

function focusWord(chosen: readonly Exercise[], prefs: Preferences): string {
  const groups = chosen.map(groupOf);
  const count = (g: Group) => groups.filter((x) => x === g).length;
  if (count('cardio') >= 3) return 'Cardio';
  if (count('upper') >= 3) return 'Upper-Body';
  if (count('lower') >= 3) return 'Lower-Body';
  if (count('core') >= 3) return 'Core';
  if (count('upper') >= 1 && count('lower') >= 1) return 'Full-Body';
  const oneWord = prefs.workoutInterests.find((i) => !i.includes(' '));
  return oneWord ?? 'Full-Body';
}

const AREA_WORDS: Record<Group, string> = {
  upper: 'upper body',
  lower: 'lower body',
  core: 'core',
  cardio: 'cardio fitness',
};

export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const GOAL_WORDS = { strength: 'strength', hypertrophy: 'muscle', endurance: 'endurance' } as const;

/** The equipment words of the reason: exactly what the five exercises use, never a claim about the rest. */
function gearText(chosen: readonly Exercise[]): string {
  const used = EQUIPMENT.filter((item) => chosen.some((e) => e.equipment.includes(item)));
  if (used.length === 0) return 'needs only your bodyweight';
  return `uses your ${listText(used.map((u) => u.toLowerCase()))}`;
}

function reasonFor(chosen: readonly Exercise[], prefs: Preferences, minutes: number, goal: string): string {
  const groups = [...new Set(chosen.map(groupOf))].map((g) => AREA_WORDS[g]);
  const style = prefs.style === 'Short and Intense' ? 'short, intense' : 'longer, moderate';
  const age = prefs.ageRange === '51+' ? ', joint-friendly' : '';
  const first = `This ${style}${age} ${prefs.level.toLowerCase()} routine fits about ${minutes} minutes, ${gearText(chosen)}, trains for ${goal} and works your ${listText(groups)}.`;
  const typed = quotableText(prefs.goal, 120);
  // 'Lose weight' reads as 'lose weight' mid-sentence; 'HIIT twice a week' keeps its capitals.
  const said = /^[A-Z][a-z]/.test(typed) ? typed[0]!.toLowerCase() + typed.slice(1) : typed;
  const second = said
    ? `Each exercise was chosen to move you toward your goal: ${said}.`
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
  const workouts = pairAntagonists(chosen).map(({ exercise, group }) => ({
    exercise,
    group,
    ...prescribe(exercise, prefs, minutes),
  }));
  const goal = GOAL_WORDS[workouts[0]?.goal ?? 'endurance'];
  return {
    routineName,
    estimatedTimeMinutes: minutes,
    routineReason: reasonFor(chosen, prefs, minutes, goal),
    workouts: workouts.map(({ exercise, group, sets, reps }) => ({
      workoutType: exercise.name,
      workoutSets: sets,
      workoutReps: reps,
      exerciseId: exercise.id,
      ...(group ? { group } : {}),
    })),
  };
}
