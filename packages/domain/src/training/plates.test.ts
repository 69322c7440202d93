import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLATE_SETUP_MESSAGES, type PlateSetup, plateSetupSchema } from '../schemas/plate-setup-schema';
import { DEFAULT_PLATE_SETUPS } from './default-plates';
import { PLATE_TEXT, plateLine } from './plate-text';
import { type BarLoading, barKg, loadableAtMost, loadBar } from './plates';
import { fromKg, toKg, type WeightUnit } from './set-values';

const KG = DEFAULT_PLATE_SETUPS.kg;
const LB = DEFAULT_PLATE_SETUPS.lb;
const setup = (
  unit: WeightUnit,
  bar: { weight: number; unit: WeightUnit },
  plates: Array<[number, number]>,
): PlateSetup => ({ unit, bar, plates: plates.map(([weight, count]) => ({ weight, count })) });

const exact = (loading: BarLoading) => {
  if (!loading.exact) throw new Error(`not loadable: ${JSON.stringify(loading)}`);
  return loading.perSide;
};

describe('loadBar', () => {
  it('loads a kg bar heaviest plates first', () => {
    expect(exact(loadBar(20, KG, 'kg'))).toEqual([]);
    expect(exact(loadBar(100, KG, 'kg'))).toEqual([25, 15]);
    expect(exact(loadBar(82.5, KG, 'kg'))).toEqual([25, 5, 1.25]);
    expect(exact(loadBar(140, KG, 'kg'))).toEqual([25, 25, 10]);
  });

  it('loads an lb bar from a weight kept in kg', () => {
    // 135 lb is kept as 61.23 kg; it still reads 135 lb, so it loads exactly.
    expect(exact(loadBar(toKg(135, 'lb'), LB, 'lb'))).toEqual([45]);
    expect(exact(loadBar(toKg(225, 'lb'), LB, 'lb'))).toEqual([45, 45]);
    expect(exact(loadBar(toKg(185, 'lb'), LB, 'lb'))).toEqual([45, 25]);
  });

  it('finds a loading a greedy pass misses when the counts run short', () => {
    // One 15 pair and two 10 pairs: 60 kg needs 10 + 10 a side; taking the 15 first leaves 5 to find.
    const odd = setup('kg', { weight: 20, unit: 'kg' }, [
      [15, 2],
      [10, 4],
    ]);
    expect(exact(loadBar(60, odd, 'kg'))).toEqual([10, 10]);
    expect(exact(loadBar(70, odd, 'kg'))).toEqual([15, 10]);
    expect(exact(loadBar(90, odd, 'kg'))).toEqual([15, 10, 10]);
  });

  it('puts no more on a side than half the plates there are (an odd one stays on the rack)', () => {
    const three = setup('kg', { weight: 20, unit: 'kg' }, [
      [20, 3],
      [5, 2],
    ]);
    expect(exact(loadBar(60, three, 'kg'))).toEqual([20]);
    expect(loadBar(100, three, 'kg')).toEqual({ exact: false, belowKg: 70, aboveKg: null });
    expect(loadBar(65, three, 'kg')).toEqual({ exact: false, belowKg: 60, aboveKg: 70 });
  });

  it('says the nearest loadable weights under and over one it cannot load', () => {
    expect(loadBar(61, KG, 'kg')).toEqual({ exact: false, belowKg: 60, aboveKg: 62.5 });
    expect(loadBar(15, KG, 'kg')).toEqual({ exact: false, belowKg: null, aboveKg: 20 });
    // Everything on the bar: 20 + 2 × 191.25.
    expect(loadBar(410, KG, 'kg')).toEqual({ exact: false, belowKg: 402.5, aboveKg: null });
  });

  it('mixes units: lb plates on a kg bar, kg plates shown in lb', () => {
    const lbOnKgBar = setup('lb', { weight: 20, unit: 'kg' }, [
      [45, 4],
      [10, 2],
    ]);
    // 20 kg + 2 × 45 lb = 20 + 40.82 kg.
    expect(exact(loadBar(60.82, lbOnKgBar, 'kg'))).toEqual([45]);
    expect(loadBar(60, lbOnKgBar, 'kg')).toEqual({ exact: false, belowKg: 29.07, aboveKg: 60.82 });
    // A kg gym for someone who reads lb: 100 kg reads 220.5 lb and loads 25 + 15 a side.
    expect(exact(loadBar(toKg(220.5, 'lb'), KG, 'lb'))).toEqual([25, 15]);
    expect(loadBar(toKg(225, 'lb'), KG, 'lb')).toEqual({ exact: false, belowKg: 100, aboveKg: 102.5 });
  });

  it('counts a weight as loaded only when it reads the same in the member’s unit', () => {
    // 61.2 kg shown in kg is 135 lb of lb plates (61.23 kg); 134.9 lb is not.
    expect(exact(loadBar(61.2, LB, 'kg'))).toEqual([45]);
    expect(loadBar(toKg(134.9, 'lb'), LB, 'lb').exact).toBe(false);
  });

  it('never differs from trying every combination the counts allow (small setups)', () => {
    const plates = fc.uniqueArray(
      fc.record({
        weight: fc.constantFrom(0.5, 1.25, 2.5, 5, 7.5, 10, 15, 20, 25, 45, 35),
        count: fc.integer({ min: 0, max: 5 }),
      }),
      { minLength: 1, maxLength: 5, selector: (p) => p.weight },
    );
    fc.assert(
      fc.property(
        plates,
        fc.constantFrom<WeightUnit>('kg', 'lb'),
        fc.constantFrom(20, 15, 45),
        fc.constantFrom<WeightUnit>('kg', 'lb'),
        fc.integer({ min: 0, max: 4000 }),
        (list, unit, barWeight, shownIn, tenths) => {
          const s: PlateSetup = { unit, bar: { weight: barWeight, unit }, plates: list };
          const target = tenths / 10;
          // Every total one side can take, by brute force.
          let sides = [0];
          for (const p of list) {
            const next: number[] = [];
            for (const side of sides)
              for (let k = 0; k <= Math.floor(p.count / 2); k += 1) next.push(side + k * p.weight);
            sides = next;
          }
          const totals = [...new Set(sides.map((side) => toKg(barWeight + 2 * side, unit)))];
          const loading = loadBar(target, s, shownIn);
          const sameReading = totals.some((kg) => fromKg(kg, shownIn) === fromKg(target, shownIn));
          expect(loading.exact).toBe(sameReading);
          if (loading.exact) {
            const side = loading.perSide.reduce((a, b) => a + b, 0);
            expect(fromKg(toKg(barWeight + 2 * side, unit), shownIn)).toBe(fromKg(target, shownIn));
            for (const p of list) {
              expect(loading.perSide.filter((w) => w === p.weight).length).toBeLessThanOrEqual(
                Math.floor(p.count / 2),
              );
            }
            expect([...loading.perSide].sort((a, b) => b - a)).toEqual(loading.perSide);
          } else {
            const under = totals.filter((kg) => kg <= target);
            const over = totals.filter((kg) => kg >= target);
            expect(loading.belowKg).toBe(under.length ? Math.max(...under) : null);
            expect(loading.aboveKg).toBe(over.length ? Math.min(...over) : null);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('loadableAtMost and barKg', () => {
  it('rounds down to a loadable weight, and to the bar under it', () => {
    expect(loadableAtMost(61, KG, 'kg')).toBe(60);
    expect(loadableAtMost(62.5, KG, 'kg')).toBe(62.5);
    expect(loadableAtMost(10, KG, 'kg')).toBe(20);
    expect(barKg(LB)).toBe(20.41);
    expect(barKg(setup('kg', { weight: 15, unit: 'kg' }, [[5, 2]]))).toBe(15);
  });
});

describe('plateLine', () => {
  it('writes one side with each size once and how many', () => {
    expect(plateLine(loadBar(20, KG, 'kg'), 'kg')).toBe(PLATE_TEXT.emptyBar);
    expect(PLATE_TEXT.emptyBar).toBe('Empty bar');
    expect(plateLine(loadBar(82.5, KG, 'kg'), 'kg')).toBe('25 + 5 + 1.25 kg per side');
    expect(plateLine(loadBar(140, KG, 'kg'), 'kg')).toBe('2×25 + 10 kg per side');
    expect(plateLine(loadBar(toKg(185, 'lb'), LB, 'lb'), 'lb')).toBe('45 + 25 lb per side');
  });

  it('says the nearest loadable weights in the member’s unit', () => {
    expect(plateLine(loadBar(61, KG, 'kg'), 'kg')).toBe("Can't load exactly: nearest 60 kg or 62.5 kg");
    expect(plateLine(loadBar(15, KG, 'kg'), 'kg')).toBe('Lighter than the bar: nearest 20 kg');
    expect(plateLine(loadBar(410, KG, 'kg'), 'kg')).toBe('More than your plates: nearest 402.5 kg');
    expect(plateLine(loadBar(toKg(137, 'lb'), LB, 'lb'), 'lb')).toBe(
      "Can't load exactly: nearest 135 lb or 140 lb",
    );
  });
});

describe('plateSetupSchema', () => {
  it('words its refusals as docs/product.md#plate-calculator says', () => {
    expect(PLATE_SETUP_MESSAGES).toEqual({
      unit: 'Plates are in kg or lb.',
      bar: 'The bar must weigh between 1 and 100, in steps of 0.05.',
      plate: 'A plate must weigh between 0.05 and 50, in steps of 0.05.',
      count: 'Say how many of each plate you have: a whole number from 0 to 40.',
      plates: 'List between 1 and 12 plate sizes.',
      sameSize: 'List each plate size once.',
    });
  });

  it('starts every member on the usual gym of their unit', () => {
    const list = (setup: PlateSetup) => setup.plates.map((p) => `${p.weight}×${p.count}`).join(' ');
    expect(KG.bar).toEqual({ weight: 20, unit: 'kg' });
    expect(list(KG)).toBe('25×8 20×4 15×2 10×4 5×4 2.5×4 1.25×2');
    expect(LB.bar).toEqual({ weight: 45, unit: 'lb' });
    expect(list(LB)).toBe('45×8 35×2 25×4 10×4 5×4 2.5×2');
  });

  it('takes both defaults', () => {
    expect(plateSetupSchema.parse(KG)).toEqual(KG);
    expect(plateSetupSchema.parse(LB)).toEqual(LB);
  });

  it.each([
    [{ ...KG, unit: 'stone' }, PLATE_SETUP_MESSAGES.unit],
    [{ ...KG, bar: { weight: 0, unit: 'kg' } }, PLATE_SETUP_MESSAGES.bar],
    [{ ...KG, bar: { weight: 20.03, unit: 'kg' } }, PLATE_SETUP_MESSAGES.bar],
    [{ ...KG, bar: { weight: 101, unit: 'kg' } }, PLATE_SETUP_MESSAGES.bar],
    [{ ...KG, plates: [{ weight: 0, count: 2 }] }, PLATE_SETUP_MESSAGES.plate],
    [{ ...KG, plates: [{ weight: 51, count: 2 }] }, PLATE_SETUP_MESSAGES.plate],
    [{ ...KG, plates: [{ weight: 1.26, count: 2 }] }, PLATE_SETUP_MESSAGES.plate],
    [{ ...KG, plates: [{ weight: 20, count: 2.5 }] }, PLATE_SETUP_MESSAGES.count],
    [{ ...KG, plates: [{ weight: 20, count: 41 }] }, PLATE_SETUP_MESSAGES.count],
    [{ ...KG, plates: [{ weight: 20, count: -1 }] }, PLATE_SETUP_MESSAGES.count],
    [{ ...KG, plates: [] }, PLATE_SETUP_MESSAGES.plates],
    [
      { ...KG, plates: Array.from({ length: 13 }, (_, i) => ({ weight: i + 1, count: 2 })) },
      PLATE_SETUP_MESSAGES.plates,
    ],
    [
      {
        ...KG,
        plates: [
          { weight: 20, count: 2 },
          { weight: 20, count: 4 },
        ],
      },
      PLATE_SETUP_MESSAGES.sameSize,
    ],
  ])('refuses %j in its own words', (body, message) => {
    const result = plateSetupSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
