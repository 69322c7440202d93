import {
  LIMITS,
  type Preferences,
  QUESTIONNAIRE_MESSAGES,
  type QuestionnaireStep,
  validateQuestionnaireStep,
  validateQuestionnaireSubmit,
  type WorkoutType,
} from '@stryd/domain';

/** The questionnaire while it is being filled in. */
export interface Draft {
  type: WorkoutType;
  workoutInterests: string[];
  workoutEquipments: string[];
  ageRange: string | undefined;
  gender: string | undefined;
  level: string | undefined;
  style: string | undefined;
  duration: string | undefined;
  goal: string;
  additionalText: string;
}

export const EMPTY_DRAFT: Draft = {
  type: 'bodyweight',
  workoutInterests: [],
  workoutEquipments: [],
  ageRange: undefined,
  gender: undefined,
  level: undefined,
  style: undefined,
  duration: undefined,
  goal: '',
  additionalText: '',
};

/** Prefill from the saved answers, if any. */
export function draftFromPreferences(saved: Preferences | null | undefined): Draft {
  if (!saved) return EMPTY_DRAFT;
  return {
    type: saved.type,
    workoutInterests: [...saved.workoutInterests],
    workoutEquipments: [...(saved.workoutEquipments ?? [])],
    ageRange: saved.ageRange,
    gender: saved.gender,
    level: saved.level,
    style: saved.style,
    duration: saved.duration,
    goal: saved.goal ?? '',
    additionalText: saved.additionalText ?? '',
  };
}

/**
 * The per-step rule for Next (docs/product.md#questionnaire-validation); equipment counts only for
 * 'equipments'.
 */
export function stepError(step: QuestionnaireStep, draft: Draft): string | null {
  return validateQuestionnaireStep(step, draft);
}

export type SubmitCheck = { ok: true; preferences: Preferences } | { ok: false; message: string };

/**
 * Generate Routine: the final checks in their order (first failure wins;
 * docs/product.md#questionnaire-validation), then what the server's preferencesSchema also requires
 * (equipment for 'equipments', text lengths). Bodyweight sends no equipment. (The schema itself is not used
 * here: it would pull zod into the page's bundle.)
 */
export function checkSubmit(draft: Draft): SubmitCheck {
  const specMessage = validateQuestionnaireSubmit(draft);
  if (specMessage) return { ok: false, message: specMessage };
  if (draft.type === 'equipments' && draft.workoutEquipments.length === 0) {
    return { ok: false, message: QUESTIONNAIRE_MESSAGES.stepEquipment };
  }
  const goal = draft.goal.trim();
  const additionalText = draft.additionalText.trim();
  if (goal.length > LIMITS.goalMax) {
    return { ok: false, message: `Please keep your goal under ${LIMITS.goalMax} characters.` };
  }
  if (additionalText.length > LIMITS.additionalTextMax) {
    return {
      ok: false,
      message: `Please keep additional info under ${LIMITS.additionalTextMax} characters.`,
    };
  }
  // Every value below was checked against the option lists (docs/product.md#option-lists) by
  // validateQuestionnaireSubmit.
  const preferences = {
    type: draft.type,
    workoutInterests: draft.workoutInterests,
    workoutEquipments: draft.type === 'equipments' ? draft.workoutEquipments : [],
    ...(draft.ageRange ? { ageRange: draft.ageRange } : {}),
    ...(draft.gender ? { gender: draft.gender } : {}),
    level: draft.level,
    style: draft.style,
    duration: draft.duration,
    goal,
    ...(additionalText ? { additionalText } : {}),
  } as Preferences;
  return { ok: true, preferences };
}
