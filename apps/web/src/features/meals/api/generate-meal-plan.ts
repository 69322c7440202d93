import type { GenerateMealPlanAnswer } from '@stryd/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type { GenerateMealPlanAnswer };
export type GeneratedMealPlan = GenerateMealPlanAnswer['mealPlan'];

/** POST /api/generate/generate-meal-plan: the server builds the prompt and validates the 7 × 3 meals. */
export function generateMealPlan(prompt: string): Promise<GenerateMealPlanAnswer> {
  return apiFetch<GenerateMealPlanAnswer>('/generate/generate-meal-plan', {
    method: 'POST',
    body: { prompt },
  });
}

export function useGenerateMealPlan() {
  return useMutation({ mutationFn: generateMealPlan });
}
