/**
 * Words that suggest a routine fits one of the interests (docs/product.md#option-lists), matched as word
 * prefixes against a routine's name, description and workout types (so "run" finds "Running", "Runner's
 * Circuit"). Interests not listed here (older or custom values) match on their own words.
 */
const KEYWORDS: Record<string, readonly string[]> = {
  Running: ['run', 'jog', 'sprint', 'marathon', '5k', '10k'],
  'Home Workouts': ['home', 'bodyweight'],
  Swimming: ['swim', 'pool', 'freestyle'],
  Lifting: ['lift', 'deadlift', 'barbell', 'dumbbell', 'strength', 'powerlift', 'bench'],
  Yoga: ['yoga', 'vinyasa', 'asana', 'downward'],
  Cardio: ['cardio', 'aerobic', 'jumping', 'skipping'],
  Boxing: ['boxing', 'boxer', 'punch', 'jab', 'uppercut', 'shadowbox'],
  Pilates: ['pilates', 'reformer'],
  HIIT: ['hiit', 'tabata', 'interval', 'burpee'],
  CrossFit: ['crossfit', 'wod', 'amrap', 'emom'],
  Dance: ['dance', 'dancing', 'zumba', 'salsa'],
  'Martial Arts': ['martial', 'karate', 'judo', 'kickbox', 'taekwondo', 'jiu', 'muay', 'kung'],
  'Functional Training': ['functional', 'kettlebell', 'mobility'],
  Cycling: ['cycl', 'bike', 'biking', 'spin'],
  'TRX Training': ['trx', 'suspension'],
  Calisthenics: ['calisthenic', 'pull', 'chin', 'dip', 'muscle', 'handstand', 'pistol'],
};

const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/** Lower-case words without accents, as both sides are compared. */
export function plainWords(text: string): string[] {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().match(WORD) ?? [];
}

export function interestKeywords(interest: string): readonly string[] {
  return KEYWORDS[interest] ?? plainWords(interest);
}

/** The first of the interests (in the user's order) whose keywords start a word of the text, if any. */
export function matchingInterest(interests: readonly string[], text: string): string | undefined {
  const words = plainWords(text);
  return interests.find((interest) =>
    interestKeywords(interest).some((keyword) => words.some((word) => word.startsWith(keyword))),
  );
}
