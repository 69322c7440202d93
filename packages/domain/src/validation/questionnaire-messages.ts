/**
 * Questionnaire messages (docs/product.md#questionnaire-validation): per step, then the final submit check.
 */
export const QUESTIONNAIRE_MESSAGES = {
  stepLevel: 'Please select a fitness level to continue.',
  stepInterests: 'Please select at least one workout interest to continue.',
  stepEquipment: 'Please select at least one available equipment or switch to Bodyweight.',
  stepStyleAndDuration: 'Please select both a workout style and duration to continue.',
  submitLevel: 'Please select your fitness level.',
  submitInterests: 'Please choose at least one workout interest.',
  submitStyle: 'Please choose a workout style.',
  submitDuration: 'Please choose a workout duration.',
  submitGoal: 'Please enter your workout goal.',
} as const;

/** The four questionnaire steps (docs/product.md#questionnaire-steps). */
export const QUESTIONNAIRE_STEPS = ['Basic Info', 'Workout Type', 'Preferences', 'Goals'] as const;
export type QuestionnaireStep = 1 | 2 | 3 | 4;
