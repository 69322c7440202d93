import { WEIGHT_UNITS, type WeightUnit } from '@stryd/domain';
import { useCallback, useState } from 'react';

const KEY = 'stryd.weightUnit';

function readUnit(): WeightUnit {
  try {
    const saved = localStorage.getItem(KEY);
    return WEIGHT_UNITS.includes(saved as WeightUnit) ? (saved as WeightUnit) : 'kg';
  } catch {
    return 'kg';
  }
}

/** The unit weights are typed and shown in on this device (kg unless the user picked lb); kept in kg. */
export function useWeightUnit(): [WeightUnit, (unit: WeightUnit) => void] {
  const [unit, setUnit] = useState<WeightUnit>(readUnit);
  const choose = useCallback((next: WeightUnit) => {
    setUnit(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  return [unit, choose];
}
