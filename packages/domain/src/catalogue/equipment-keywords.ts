import type { Equipment } from '../constants/options';

/** Equipment a name can mention that is not on the equipment list (a user can never have listed it). */
export const OTHER_EQUIPMENT = 'Other equipment';
export type NamedEquipment = Equipment | typeof OTHER_EQUIPMENT;

/** Words that reveal equipment in an exercise name. Specific items are matched (and removed) first. */
const EQUIPMENT_PATTERNS: ReadonlyArray<readonly [Equipment, RegExp]> = [
  ['Dumbbells', /\bdumb[- ]?bells?\b|\bdbs?\b/g],
  ['Kettlebell', /\bkettle[- ]?bells?\b|\bkbs?\b/g],
  ['Barbell', /\bbar[- ]?bells?\b/g],
  ['Treadmill', /\btread[- ]?mills?\b/g],
  ['Resistance Bands', /\b(?:resistance[- ]|mini[- ])?bands?\b|\bbanded\b/g],
  [
    'Pull-Up Bar',
    /\bpull[- ]?up[- ]?bars?\b|\bpull[- ]?ups?\b|\bchin[- ]?ups?\b|\bmuscle[- ]?ups?\b|\bhanging\b/g,
  ],
  ['Yoga Mat', /\b(?:yoga[- ])?mats?\b/g],
  ['Rowing Machine', /\browing(?:[- ]machines?)?\b|\browers?\b|\berg(?:ometer)?s?\b/g],
  [
    'Exercise Bike',
    /\b(?:exercise[- ]|stationary[- ]|spin[- ]|assault[- ]|air[- ])?bikes?\b|\bcycling\b|\bspinning\b/g,
  ],
  [
    'Medicine Ball',
    /\b(?:medicine|med)[- ]?balls?\b|\bwall[- ]?balls?\b|\b(?:ball[- ]slams?|slam[- ]balls?)\b/g,
  ],
  ['Stability Ball', /\b(?:stability|swiss|exercise|physio)[- ]?balls?\b|\bbosu\b/g],
  ['Bench Press', /\bbench(?:[- ]press)?\b/g],
  ['Jump Ropes', /\bjump[- ]?ropes?\b|\bskipping(?:[- ]ropes?)?\b|\bdouble[- ]?unders?\b/g],
  ['Battle Ropes', /\bbattle[- ]?ropes?\b/g],
  ['Cable Machine', /\bcables?\b|\b(?:lat[- ])?pull[- ]?downs?\b|\bpush[- ]?downs?\b/g],
];

/** Generic gear: any of these makes an exercise need something no user can list. */
const OTHER_EQUIPMENT_PATTERN =
  /\bmachines?\b|\bsmith\b|\bweighted\b|\bweights?\b|\bplates?\b|\bsleds?\b|\bbox(?:es)?\b|\bplyo\b|\btrx\b|\bsuspension\b|\bsand[- ]?bags?\b|\b(?:ez|trap|hex)[- ]?bars?\b|\bdip(?:ping)?[- ](?:station|bars?)\b|\bparallel[- ]bars?\b|\brings?\b|\bropes?\b|\bfoam[- ]roll|\bab[- ]wheel\b|\bleg[- ]press\b|\bstep(?:per)?[- ]machine\b|\bellipticals?\b|\bvests?\b|\bclubs?\b|\bmaces?\b/;

/**
 * The equipment an exercise name mentions, e.g. 'Dumbbell Bench Press' → ['Dumbbells', 'Bench Press'].
 * 'Bodyweight' and 'body weight' are not equipment; 'Bicycle Crunches' is not a bike.
 */
export function equipmentNamedIn(name: string): NamedEquipment[] {
  let rest = ` ${name.toLowerCase()} `.replace(/\bbody[- ]?weight\b/g, ' ');
  const found: NamedEquipment[] = [];
  for (const [equipment, pattern] of EQUIPMENT_PATTERNS) {
    const next = rest.replace(pattern, ' ');
    if (next !== rest) {
      found.push(equipment);
      rest = next;
    }
  }
  if (OTHER_EQUIPMENT_PATTERN.test(rest)) found.push(OTHER_EQUIPMENT);
  return found;
}
