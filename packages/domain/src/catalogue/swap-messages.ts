/** Why a swap is refused (exercise-swaps.ts); kept apart from the library, which the web app never loads. */
export const SWAP_MESSAGES = {
  notInLibrary: 'This exercise is not in the library, so it has no alternatives to swap in.',
  notAnAlternative: 'Swap for an exercise that works the same main muscle and is measured the same way.',
  unknownExercise: 'There is no such exercise in the library.',
  setsTicked: 'Sets of this exercise are ticked. Untick them before swapping it.',
  noSuchWorkout: 'This routine has no such workout.',
} as const;
