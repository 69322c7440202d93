import { BARBELL_CABLE_BAND_BALL } from './barbell-cable-band-ball';
import { BODYWEIGHT_LOWER_CARDIO } from './bodyweight-lower-cardio';
import { BODYWEIGHT_UPPER_CORE } from './bodyweight-upper-core';
import { DUMBBELL_KETTLEBELL_BENCH } from './dumbbell-kettlebell-bench';

/** The library's parts, by what they need; together they are the whole library. */
export const LIBRARY_PARTS = {
  'bodyweight-upper-core': BODYWEIGHT_UPPER_CORE,
  'bodyweight-lower-cardio': BODYWEIGHT_LOWER_CARDIO,
  'dumbbell-kettlebell-bench': DUMBBELL_KETTLEBELL_BENCH,
  'barbell-cable-band-ball': BARBELL_CABLE_BAND_BALL,
} as const;
