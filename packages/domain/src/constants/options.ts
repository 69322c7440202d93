/** docs/product.md#option-lists, in its order and spelling (UI labels and stored values are the same). */
export const WORKOUT_TYPES = ['bodyweight', 'equipments'] as const;
export type WorkoutType = (typeof WORKOUT_TYPES)[number];

export const INTERESTS = [
  'Running',
  'Home Workouts',
  'Swimming',
  'Lifting',
  'Yoga',
  'Cardio',
  'Boxing',
  'Pilates',
  'HIIT',
  'CrossFit',
  'Dance',
  'Martial Arts',
  'Functional Training',
  'Cycling',
  'TRX Training',
  'Calisthenics',
] as const;
export type Interest = (typeof INTERESTS)[number];

export const EQUIPMENT = [
  'Dumbbells',
  'Treadmill',
  'Resistance Bands',
  'Barbell',
  'Kettlebell',
  'Pull-Up Bar',
  'Yoga Mat',
  'Rowing Machine',
  'Exercise Bike',
  'Medicine Ball',
  'Bench Press',
  'Jump Ropes',
  'Stability Ball',
  'Battle Ropes',
  'Cable Machine',
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

export const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Level = (typeof LEVELS)[number];

export const STYLES = ['Short and Intense', 'Long and moderate'] as const;

/** Questionnaire durations exactly as the product writes them (note '45mins' has no space). */
export const QUESTIONNAIRE_DURATIONS = ['30 mins', '45mins', '1 hr'] as const;
type QuestionnaireDuration = (typeof QUESTIONNAIRE_DURATIONS)[number];

/** Durations offered when creating a routine by hand (docs/product.md#create-routine-validation). */
export const CREATION_DURATIONS = ['30 mins', '45 mins', '60 mins'] as const;
export type CreationDuration = (typeof CREATION_DURATIONS)[number];

export const AGE_RANGES = ['13 - 17', '18 - 30', '31 - 50', '51+'] as const;

export const GENDERS = ['Male', 'Female', 'Other'] as const;

/** Type guard for any of the option lists above. */
export function isOneOf<const T extends readonly string[]>(options: T, value: unknown): value is T[number] {
  return typeof value === 'string' && options.includes(value);
}

const DURATION_MINUTES: Record<QuestionnaireDuration | CreationDuration, number> = {
  '30 mins': 30,
  '45mins': 45,
  '45 mins': 45,
  '1 hr': 60,
  '60 mins': 60,
};

/** Minutes for any questionnaire or creation duration; null for anything else. */
export function durationMinutes(duration: unknown): number | null {
  if (isOneOf(QUESTIONNAIRE_DURATIONS, duration) || isOneOf(CREATION_DURATIONS, duration)) {
    return DURATION_MINUTES[duration];
  }
  return null;
}
