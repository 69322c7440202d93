import { EQUIPMENT, INTERESTS, isOneOf, LEVELS, QUESTIONNAIRE_DURATIONS, STYLES } from '../constants/options';
import { QUESTIONNAIRE_MESSAGES as M, type QuestionnaireStep } from './questionnaire-messages';

/** The questionnaire form's state while it is being filled in; anything may still be missing. */
export interface QuestionnaireDraft {
  type?: string;
  workoutInterests?: readonly string[];
  workoutEquipments?: readonly string[];
  ageRange?: string;
  gender?: string;
  level?: string;
  style?: string;
  duration?: string;
  goal?: string;
  additionalText?: string;
}

// A value counts as chosen only when it is one of the product's options.
const hasLevel = (d: QuestionnaireDraft) => isOneOf(LEVELS, d.level);
const hasStyle = (d: QuestionnaireDraft) => isOneOf(STYLES, d.style);
const hasDuration = (d: QuestionnaireDraft) => isOneOf(QUESTIONNAIRE_DURATIONS, d.duration);
const hasInterest = (d: QuestionnaireDraft) => (d.workoutInterests ?? []).some((i) => isOneOf(INTERESTS, i));
const hasEquipment = (d: QuestionnaireDraft) =>
  (d.workoutEquipments ?? []).some((e) => isOneOf(EQUIPMENT, e));
const hasGoal = (d: QuestionnaireDraft) => typeof d.goal === 'string' && d.goal.trim() !== '';

/**
 * docs/product.md#questionnaire-validation: may Next leave this step? Returns the message to show, or null.
 * Step 4 (Goals) has no per-step rule: the goal is checked by the final submit.
 */
export function validateQuestionnaireStep(step: QuestionnaireStep, draft: QuestionnaireDraft): string | null {
  switch (step) {
    case 1:
      return hasLevel(draft) ? null : M.stepLevel;
    case 2:
      if (!hasInterest(draft)) return M.stepInterests;
      if (draft.type === 'equipments' && !hasEquipment(draft)) return M.stepEquipment;
      return null;
    case 3:
      return hasStyle(draft) && hasDuration(draft) ? null : M.stepStyleAndDuration;
    default:
      return null;
  }
}

/**
 * The final submit check: the first failing check, in order, or null
 * (docs/product.md#questionnaire-validation).
 */
export function validateQuestionnaireSubmit(draft: QuestionnaireDraft): string | null {
  if (!hasLevel(draft)) return M.submitLevel;
  if (!hasInterest(draft)) return M.submitInterests;
  if (!hasStyle(draft)) return M.submitStyle;
  if (!hasDuration(draft)) return M.submitDuration;
  if (!hasGoal(draft)) return M.submitGoal;
  return null;
}
