import { equipmentNamedIn, type NamedEquipment } from '../catalogue/equipment-keywords';
import { findExercise } from '../catalogue/exercises';

export interface EquipmentPrefs {
  /**
   * 'bodyweight' or 'equipments' (docs/product.md#preference-fields); anything else is treated as bodyweight.
   */
  type: string;
  workoutEquipments: readonly string[];
}

/** What an exercise needs: its catalogue equipment plus anything its name mentions. */
export function equipmentNeededFor(exerciseName: string): NamedEquipment[] {
  const needed = new Set<NamedEquipment>(findExercise(exerciseName)?.equipment ?? []);
  for (const item of equipmentNamedIn(exerciseName)) needed.add(item);
  return [...needed];
}

/**
 * docs/product.md#reply-handling: in bodyweight mode any exercise that needs equipment is a mismatch;
 * otherwise one that needs equipment the user did not list. Listed names compare case-insensitively.
 */
export function equipmentMismatch(exerciseName: string, prefs: EquipmentPrefs): boolean {
  const needed = equipmentNeededFor(exerciseName);
  if (needed.length === 0) return false;
  if (prefs.type !== 'equipments') return true;
  const listed = new Set(prefs.workoutEquipments.map((item) => item.trim().toLowerCase()));
  return needed.some((item) => !listed.has(item.toLowerCase()));
}
