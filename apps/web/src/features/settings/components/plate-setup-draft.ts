import { DEFAULT_PLATE_SETUPS, type PlateSetup, type WeightUnit } from '@stryd/domain';

/** The plate form as typed: numbers stay text until saved, so a half-typed '2.' is not lost. */
export interface PlateDraft {
  /** A common bar ('20 kg', '15 kg', '45 lb') or 'custom'. */
  bar: string;
  customBar: string;
  customBarUnit: WeightUnit;
  unit: WeightUnit;
  plates: Array<{ key: number; weight: string; count: string }>;
}

export const barKey = (bar: { weight: number; unit: WeightUnit }) => `${bar.weight} ${bar.unit}`;

let nextKey = 0;
/** A key per plate row, so a removed row does not move another's typing. */
export const plateRow = (weight: string, count: string) => ({ key: nextKey++, weight, count });

export function draftOf(setup: PlateSetup, commonBars: readonly string[]): PlateDraft {
  const common = commonBars.includes(barKey(setup.bar));
  return {
    bar: common ? barKey(setup.bar) : 'custom',
    customBar: common ? '' : String(setup.bar.weight),
    customBarUnit: setup.bar.unit,
    unit: setup.unit,
    plates: setup.plates.map((p) => plateRow(String(p.weight), String(p.count))),
  };
}

/** A typed number, or NaN for empty text, so the schema refuses it in its own words. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The setup the draft says, for the schema to check (it may be refused). */
export function setupOf(draft: PlateDraft): PlateSetup {
  const [weight = '', unit = 'kg'] = draft.bar.split(' ');
  return {
    bar:
      draft.bar === 'custom'
        ? { weight: numberOf(draft.customBar), unit: draft.customBarUnit }
        : { weight: Number(weight), unit: unit as WeightUnit },
    unit: draft.unit,
    plates: draft.plates.map((p) => ({ weight: numberOf(p.weight), count: numberOf(p.count) })),
  };
}

/** Plates of another unit: that unit's usual set (a kg gym's plates are not an lb gym's). */
export function withPlateUnit(draft: PlateDraft, unit: WeightUnit): PlateDraft {
  const plates = DEFAULT_PLATE_SETUPS[unit].plates.map((p) => plateRow(String(p.weight), String(p.count)));
  return { ...draft, unit, plates };
}
