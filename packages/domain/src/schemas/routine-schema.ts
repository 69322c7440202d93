import { z } from 'zod';
import { CREATION_DURATIONS, EQUIPMENT, LEVELS } from '../constants/options';
import { routineNameSchema } from '../routines/routine-name';
import { isEquipmentAnswered } from '../validation/routine-form';
import { ROUTINE_FORM_MESSAGES } from '../validation/routine-form-messages';
import { imageLinkSchema, isoDateSchema, minutesTextSchema, noDuplicates, userIdSchema } from './common';
import { LIMITS } from './limits';
import { participantSchema } from './participant-schema';
import { workoutSchema } from './workout-schema';

export const ROUTINE_CREATION_TYPES = ['created', 'generated'] as const;
export type RoutineCreationType = (typeof ROUTINE_CREATION_TYPES)[number];

/** Routine names follow one rule, kept with the name key in routines/routine-name. */
export { routineNameSchema };

const equipmentList = (params?: Parameters<typeof z.array>[1]) =>
  z
    .array(z.enum(EQUIPMENT), params)
    .max(EQUIPMENT.length)
    .refine(noDuplicates, 'Each equipment item may be listed once.');

export const routineEquipmentsSchema = equipmentList();

export const workoutListSchema = z
  .array(workoutSchema)
  .min(LIMITS.workoutsMin, ROUTINE_FORM_MESSAGES.workoutsRequired)
  .max(LIMITS.workoutsMax, ROUTINE_FORM_MESSAGES.tooManyWorkouts);

/** What POST /stryds/{userID} carries for a hand-made routine (the server sets dates and ids). */
export const routineInputSchema = z.object({
  routineName: routineNameSchema,
  routineDescription: z.string().trim().max(LIMITS.routineDescriptionMax).optional(),
  /** Required (SPEC §5): the equipment used, or empty for a bodyweight routine. */
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

/** SPEC §3 routine as the server returns it. Generated routines have no level or duration. */
export const routineSchema = z.object({
  routineName: routineNameSchema,
  routineDescription: z.string().max(LIMITS.routineDescriptionMax).optional(),
  routineReason: z.string().max(LIMITS.routineReasonMax).optional(),
  routineEquipments: routineEquipmentsSchema,
  level: z.enum(LEVELS).optional(),
  estimatedTimeMinutes: minutesTextSchema,
  duration: z.enum(CREATION_DURATIONS).optional(),
  restDays: z.int().min(LIMITS.restDaysMin).max(LIMITS.restDaysMax).optional(),
  workouts: workoutListSchema,
  createdDate: isoDateSchema,
  routineCreationType: z.enum(ROUTINE_CREATION_TYPES),
  participants: z.array(participantSchema),
  creatorID: userIdSchema,
  creatorUsername: z.string().optional(),
  creatorProfileImageLink: imageLinkSchema.optional(),
});
export type Routine = z.infer<typeof routineSchema>;
