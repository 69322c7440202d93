import { z } from 'zod';
import {
  AGE_RANGES,
  EQUIPMENT,
  GENDERS,
  INTERESTS,
  LEVELS,
  QUESTIONNAIRE_DURATIONS,
  STYLES,
  WORKOUT_TYPES,
} from '../constants/options';
import { QUESTIONNAIRE_MESSAGES } from '../validation/questionnaire-messages';
import { noDuplicates } from './common';
import { LIMITS } from './limits';

/**
 * Preferences (docs/product.md#preference-fields), as saved by POST /interests/{userId}: everything the
 * final submit check requires (docs/product.md#questionnaire-validation, with its messages), plus equipment
 * when the type is 'equipments'. Age range, gender and additional info are optional.
 */
export const preferencesSchema = z
  .object({
    type: z.enum(WORKOUT_TYPES),
    workoutInterests: z
      .array(z.enum(INTERESTS))
      .min(1, QUESTIONNAIRE_MESSAGES.submitInterests)
      .refine(noDuplicates, 'Each interest may be listed once.'),
    workoutEquipments: z
      .array(z.enum(EQUIPMENT))
      .refine(noDuplicates, 'Each equipment item may be listed once.')
      .default([]),
    ageRange: z.enum(AGE_RANGES).optional(),
    gender: z.enum(GENDERS).optional(),
    level: z.enum(LEVELS, QUESTIONNAIRE_MESSAGES.submitLevel),
    style: z.enum(STYLES, QUESTIONNAIRE_MESSAGES.submitStyle),
    duration: z.enum(QUESTIONNAIRE_DURATIONS, QUESTIONNAIRE_MESSAGES.submitDuration),
    goal: z
      .string(QUESTIONNAIRE_MESSAGES.submitGoal)
      .trim()
      .min(1, QUESTIONNAIRE_MESSAGES.submitGoal)
      .max(LIMITS.goalMax, `Please keep your goal under ${LIMITS.goalMax} characters.`),
    additionalText: z
      .string()
      .trim()
      .max(
        LIMITS.additionalTextMax,
        `Please keep additional info under ${LIMITS.additionalTextMax} characters.`,
      )
      .optional(),
  })
  .refine((p) => p.type !== 'equipments' || p.workoutEquipments.length > 0, {
    message: QUESTIONNAIRE_MESSAGES.stepEquipment,
    path: ['workoutEquipments'],
  });
export type Preferences = z.infer<typeof preferencesSchema>;
