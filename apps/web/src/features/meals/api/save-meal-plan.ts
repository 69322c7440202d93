import type { MealPlan, MealPlanView } from '@stryd/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { CurrentUser } from '../../../lib/session';
import { userProfileKey } from '../../../lib/user-profile-key';
import type { GeneratedMealPlan } from './generate-meal-plan';

/** The saved plan as the server answers it (its schema lives in @stryd/domain). */
export type SavedMealPlan = MealPlanView;

/**
 * docs/product.md#saving-a-meal-plan: a meal plan is saved only when there is a user, a plan name and a days
 * array.
 */
export function canSaveMealPlan(
  user: Pick<CurrentUser, 'id'> | null | undefined,
  plan: Partial<MealPlan> | null | undefined,
): plan is GeneratedMealPlan {
  return Boolean(user?.id && plan?.planName?.trim() && Array.isArray(plan.days));
}

export interface SaveMealPlanVariables {
  userID: string;
  plan: GeneratedMealPlan;
}

/** POST /api/users/{userID}/meals (yourself, premium); the server sets createdDate. */
export function saveMealPlan({ userID, plan }: SaveMealPlanVariables): Promise<SavedMealPlan> {
  return apiFetch<SavedMealPlan>(`/users/${encodeURIComponent(userID)}/meals`, {
    method: 'POST',
    body: { planName: plan.planName, reason: plan.reason, days: plan.days },
  });
}

/** Saves the plan, then refreshes your profile so it shows under Meals on /profile-page. */
export function useSaveMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMealPlan,
    onSuccess: (_saved, { userID }) => queryClient.invalidateQueries({ queryKey: userProfileKey(userID) }),
  });
}
