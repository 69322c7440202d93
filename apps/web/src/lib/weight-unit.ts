import { WEIGHT_UNITS, type WeightUnit } from '@stryd/domain';
import { useSyncExternalStore } from 'react';

const KEY = 'stryd.weightUnit';
/** What a page drawn on the server shows (it cannot read the device's choice), and the unit until one is picked. */
const DRAWN_UNIT: WeightUnit = 'kg';

function readUnit(): WeightUnit {
  try {
    const saved = localStorage.getItem(KEY);
    return WEIGHT_UNITS.includes(saved as WeightUnit) ? (saved as WeightUnit) : DRAWN_UNIT;
  } catch {
    return DRAWN_UNIT;
  }
}

const listeners = new Set<() => void>();
// Private mode keeps the choice for this page only: it lives here when storage refuses it.
let unsaved: WeightUnit | null = null;
const currentUnit = () => unsaved ?? readUnit();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function chooseUnit(next: WeightUnit): void {
  try {
    localStorage.setItem(KEY, next);
    unsaved = null;
  } catch {
    unsaved = next;
  }
  for (const listener of listeners) listener();
}

/**
 * The unit weights are typed and shown in on this device (kg unless the user picked lb); kept in kg.
 * Every user of it changes together. A page the server drew shows kg, and so does the app while it takes
 * that page over (React's server snapshot); the device's unit follows at once after.
 */
export function useWeightUnit(): [WeightUnit, (unit: WeightUnit) => void] {
  return [useSyncExternalStore(subscribe, currentUnit, () => DRAWN_UNIT), chooseUnit];
}
