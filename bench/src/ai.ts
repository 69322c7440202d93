/**
 * npm run bench:ai — how long the builtin AI coach takes to generate a routine and a meal plan
 * (no network, no database: the provider the server calls). Varied questionnaire answers, prompts and
 * seeds; a warm-up, then BENCH_AI_RUNS timed calls each (default 2000). Prints a table; asserts nothing.
 * Target: median and p99 ≤ 50 ms each.
 */
import {
  AGE_RANGES,
  EQUIPMENT,
  INTERESTS,
  LEVELS,
  type Preferences,
  QUESTIONNAIRE_DURATIONS,
  STYLES,
} from '@stryd/domain';
import { createBuiltinProvider } from '../../apps/server/src/adapters/ai/builtin';
import { log, table } from './bench-env';

const RUNS = Number(process.env.BENCH_AI_RUNS ?? 2000);
const WARMUP = 200;
const TARGET_MS = 50;

const PROMPTS = [
  'vegetarian, high protein, about 2000 kcal',
  'vegan and gluten free please',
  'no dairy, no nuts, low carb',
  'I want to lose weight but I love pasta',
  'pescatarian, 1800 calories, no mushrooms or tomatoes',
  'halal, bulking, high protein',
  'something quick and cheap for a busy week',
  'keto, egg-free, soy-free',
];

/** A deterministic spread of questionnaire answers (every option list cycles at its own pace). */
function preferences(i: number): Preferences {
  const equipments = i % 2 === 0;
  const pick = <T>(list: readonly T[], step: number) => list[(i * step) % list.length]!;
  return {
    type: equipments ? 'equipments' : 'bodyweight',
    workoutEquipments: equipments
      ? [pick(EQUIPMENT, 1), pick(EQUIPMENT, 7)].filter((v, k, a) => a.indexOf(v) === k)
      : [],
    workoutInterests: [pick(INTERESTS, 3), pick(INTERESTS, 5)].filter((v, k, a) => a.indexOf(v) === k),
    ageRange: pick(AGE_RANGES, 1),
    level: pick(LEVELS, 1),
    style: pick(STYLES, 1),
    duration: pick(QUESTIONNAIRE_DURATIONS, 1),
    goal: i % 3 === 0 ? 'Build muscle and get stronger' : 'Lose weight and run a 10k',
    additionalText: i % 5 === 0 ? 'bad knees' : undefined,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(name: string, call: (i: number) => Promise<unknown>): Promise<(string | number)[]> {
  for (let i = 0; i < WARMUP; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  const p99 = percentile(times, 99);
  const ok = median <= TARGET_MS && p99 <= TARGET_MS;
  return [
    name,
    RUNS,
    median.toFixed(3),
    p99.toFixed(3),
    percentile(times, 100).toFixed(3),
    `≤ ${TARGET_MS}`,
    ok ? 'yes' : 'NO',
  ];
}

const coach = createBuiltinProvider();
const rows = [
  await measure('builtin routine', (i) => coach.generateRoutine({ preferences: preferences(i), seed: i })),
  await measure('builtin meal plan', (i) =>
    coach.generateMealPlan({ prompt: PROMPTS[i % PROMPTS.length]!, seed: i }),
  ),
];
log(`AI coach (builtin provider), Node ${process.version}, ${RUNS} runs each after ${WARMUP} warm-up`);
log(table(['generation', 'runs', 'median ms', 'p99 ms', 'max ms', 'target ms', 'meets'], rows));
