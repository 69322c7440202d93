import type { WeightUnit } from '@stryd/domain';
import { useCallback } from 'react';
import { useSaveDisplayPrefs, useShownUnit } from './display-prefs';

/**
 * The unit weights are typed and shown in (kg unless the member picked lb); they are kept in kg. A signed-in
 * member's unit is their account's, on every device; a visitor's is this device's (the stryd-unit cookie).
 * Every user of it changes together. A page drawn for a signed-in member is drawn in their unit; one drawn
 * without an account shows kg until the app has taken it over (lib/display-prefs).
 */
export function useWeightUnit(): [WeightUnit, (unit: WeightUnit) => void] {
  const save = useSaveDisplayPrefs();
  const chooseUnit = useCallback((weightUnit: WeightUnit) => save({ weightUnit }), [save]);
  return [useShownUnit(), chooseUnit];
}
