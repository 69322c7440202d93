import { z } from 'zod';
import { CREATION_DURATIONS, EQUIPMENT, LEVELS } from '../constants/options';
import { isEquipmentAnswered } from '../validation/routine-form';
import { ROUTINE_FORM_MESSAGES } from '../validation/routine-form-messages';
import { minutesTextSchema, noDuplicates } from './common';
import { LIMITS } from './limits';
import { routineNameSchema } from './routine-name-schema';
import { withWorkoutGroups, workoutSchema } from './workout-schema';

const equipmentList = (params?: Parameters<typeof z.array>[1]) =>
  z
    .array(z.enum(EQUIPMENT), params)
    .max(EQUIPMENT.length)
    .refine(noDuplicates, 'Each equipment item may be listed once.');

export const routineEquipmentsSchema = equipmentList();

const workoutListSchema = withWorkoutGroups(
  z
    .array(workoutSchema)
    .min(LIMITS.workoutsMin, ROUTINE_FORM_MESSAGES.workoutsRequired)
    .max(LIMITS.workoutsMax, ROUTINE_FORM_MESSAGES.tooManyWorkouts),
);

/** What POST /stryds/{userID} carries for a hand-made routine (the server sets dates and ids). */
export const routineInputSchema = z.object({
  routineName: routineNameSchema,
  routineDescription: z.string().trim().max(LIMITS.routineDescriptionMax).optional(),
  /**
   * Required (docs/product.md#create-routine-validation): the equipment used, or empty for a bodyweight
   * routine.
   */
  routineEquipments: equipmentList({
    error: (issue) =>
      isEquipmentAnswered(issue.input) ? undefined : ROUTINE_FORM_MESSAGES.equipmentRequired,
  }),
  level: z.enum(LEVELS, ROUTINE_FORM_MESSAGES.levelRequired),
  duration: z.enum(CREATION_DURATIONS, ROUTINE_FORM_MESSAGES.durationRequired),
  estimatedTimeMinutes: minutesTextSchema.optional(),
  restDays: z.int().min(LIMITS.restDaysMin).max(LIMITS.restDaysMax).optional(),
  workouts: workoutListSchema,
});
export type RoutineInput = z.infer<typeof routineInputSchema>;
