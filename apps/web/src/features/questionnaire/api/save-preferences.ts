import type { Preferences, SavedPreferencesAnswer } from '@stryd/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { recommendationsKeys } from '../../../lib/recommendations';
import { preferencesKey } from './get-preferences';

export type SavePreferencesResponse = SavedPreferencesAnswer;

/**
 * POST /api/interests/{userId} (docs/product.md#preference-fields): save the questionnaire answers the coach
 * builds from.
 */
export function savePreferences(userId: string, preferences: Preferences): Promise<SavePreferencesResponse> {
  return apiFetch<SavePreferencesResponse>(`/interests/${encodeURIComponent(userId)}`, {
    method: 'POST',
    body: preferences,
  });
}

export function useSavePreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) => savePreferences(userId, preferences),
    onSuccess: (data) => {
      queryClient.setQueryData(preferencesKey(userId), data.preferences);
      // Recommendations follow the saved interests.
      void queryClient.invalidateQueries({ queryKey: recommendationsKeys.all });
    },
  });
}
