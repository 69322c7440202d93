import { MEAL_PLAN_DAYS, MEAL_SLOTS, type MealDay, type MealSlot } from '@stryd/domain';
import type { MealPlanDraft } from '../ai-provider';
import { type Contains, DISHES, type Dish } from './meal-catalogue';
import { createRandom, quotableText, type Random, requestSeed } from './random';

/**
 * The builtin coach's meal plans: 7 days × Breakfast, Lunch, Dinner from the curated catalogue, honouring
 * what the user typed ('vegetarian', 'high protein', '2000 kcal', 'no dairy', 'no mushrooms', …).
 * Diet words are hard rules; protein, carbs and calories steer choices and portions. No dish appears
 * more than twice a week.
 */

export interface MealRequestReading {
  /** Never serve a dish containing any of these. */
  avoid: Set<Contains>;
  /** Ingredient words the user asked to leave out ('mushroom', 'beef', …). */
  avoidIngredients: string[];
  highProtein: boolean;
  lowCarb: boolean;
  /** Daily energy target, when the user gave one (or implied one by wanting to lose or gain weight). */
  kcal: number | null;
  labels: string[];
}

const MAX_USES = 2;

/** Word stem for plural-insensitive matching: 'mushrooms' → 'mushroom', 'tomatoes' → 'tomato'. */
function stem(word: string): string {
  const w = word.toLowerCase().replace(/-/g, ' ');
  if (w.endsWith('oes')) return w.slice(0, -2);
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

const KNOWN_INGREDIENTS = new Map<string, string>();
for (const dish of DISHES) {
  for (const ingredient of dish.ingredients) KNOWN_INGREDIENTS.set(stem(ingredient), stem(ingredient));
}

/** Words after 'no', 'without', … that name a diet rule rather than an ingredient. */
const GROUP_WORDS: Record<string, Contains[]> = {
  meat: ['meat'],
  'red meat': ['pork'],
  pork: ['pork'],
  fish: ['fish'],
  seafood: ['fish'],
  shellfish: ['shellfish'],
  dairy: ['dairy'],
  milk: ['dairy'],
  cheese: ['dairy'],
  lactose: ['dairy'],
  egg: ['egg'],
  gluten: ['gluten'],
  wheat: ['gluten'],
  nut: ['nuts'],
  peanut: ['nuts'],
  soy: ['soy'],
  soya: ['soy'],
  honey: ['honey'],
};

export function readMealRequest(prompt: string): MealRequestReading {
  const text = ` ${prompt.toLowerCase().replace(/[‐-―]/g, '-')} `;
  const avoid = new Set<Contains>();
  const avoidIngredients: string[] = [];
  const labels: string[] = [];
  const has = (pattern: RegExp) => pattern.test(text);

  const vegan = has(/\bvegan\b|plant[- ]based/);
  const vegetarian = vegan || has(/\bvegetarian\b|\bveggie\b|\bmeat[- ]?free\b|\blacto|\bovo[- ]/);
  const pescatarian = has(/\bpesc[ae]tarian\b/);
  if (vegan) labels.push('Vegan');
  else if (vegetarian) labels.push('Vegetarian');
  else if (pescatarian) labels.push('Pescatarian');
  if (vegetarian || pescatarian) avoid.add('meat');
  if (vegetarian) avoid.add('fish');
  if (vegan) for (const c of ['dairy', 'egg', 'honey'] as const) avoid.add(c);

  if (has(/dairy[- ]?free|non[- ]dairy|lactose|\bno (?:milk|dairy)\b/)) avoid.add('dairy');
  if (has(/gluten[- ]?free|c(?:o)?eliac|wheat[- ]?free/)) avoid.add('gluten');
  if (has(/\begg[- ]?free\b|\begg allerg/)) avoid.add('egg');
  if (has(/\bnut[- ]?free\b|\b(?:pea)?nut allerg|tree[- ]nut/)) avoid.add('nuts');
  if (has(/\bsoy[a]?[- ]?free\b|\bsoy allerg/)) avoid.add('soy');
  if (has(/shellfish allerg/)) avoid.add('shellfish');
  if (has(/\bhalal\b/)) avoid.add('pork');
  if (has(/\bkosher\b/)) {
    avoid.add('pork');
    avoid.add('shellfish');
  }

  // 'no dairy', 'without mushrooms', 'avoid beef', 'allergic to peanuts', 'no eggs or fish'
  const negation =
    /\b(?:no|without|avoid(?:ing)?|allergic to|hate|dislike|not|zero|exclude)\s+([a-z-]+(?:\s*(?:,|\bor\b|\band\b|\/)\s*(?!(?:no|without|avoid|not)\b)[a-z-]+)*)/g;
  for (const match of text.matchAll(negation)) {
    for (const raw of match[1]!.split(/\s*(?:,|\bor\b|\band\b|\/)\s*/)) {
      const word = stem(raw.trim());
      if (!word) continue;
      const group = GROUP_WORDS[word];
      if (group) for (const c of group) avoid.add(c);
      else if (KNOWN_INGREDIENTS.has(word)) avoidIngredients.push(word);
    }
  }
  if (has(/\bno red meat\b/)) avoidIngredients.push('beef', 'lamb', 'steak');
  if (avoid.has('pork')) avoidIngredients.push('ham', 'bacon');

  const highProtein = has(/protein|muscle|bulk|gain(?:ing)? (?:muscle|weight)/);
  const lowCarb = has(/low[- ]?carb|\bketo|no carbs?\b|fewer carbs/);
  if (avoid.has('gluten')) labels.push('Gluten-Free');
  if (avoid.has('dairy') && !vegan) labels.push('Dairy-Free');
  if (highProtein) labels.push('High-Protein');
  if (lowCarb) labels.push('Low-Carb');

  const kcalMatch = /(\d{1,2}[,.]?\d{3}|\d{3,4})\s*(?:k?cals?|calories|kilocalories)\b/.exec(text);
  let kcal = kcalMatch ? Number(kcalMatch[1]!.replace(/[,.]/g, '')) : null;
  if (kcal === null && has(/lose weight|weight loss|\bcut(?:ting)?\b|\blean\b|fat loss/)) kcal = 1700;
  if (kcal === null && has(/gain weight|\bbulk/)) kcal = 2800;
  if (kcal !== null) kcal = Math.min(4500, Math.max(1200, kcal));
  return { avoid, avoidIngredients: [...new Set(avoidIngredients)], highProtein, lowCarb, kcal, labels };
}

function allowed(dish: Dish, reading: MealRequestReading, withIngredients: boolean): boolean {
  if (dish.contains.some((c) => reading.avoid.has(c))) return false;
  if (!withIngredients) return true;
  return !dish.ingredients.some((i) => reading.avoidIngredients.includes(stem(i)));
}

/** Dishes each slot may use: its own first; lunch and dinner borrow from each other when short. */
function poolsFor(reading: MealRequestReading): Record<MealSlot, Dish[]> {
  const build = (withIngredients: boolean) => {
    const ok = DISHES.filter((d) => allowed(d, reading, withIngredients));
    const own = (slot: MealSlot) => ok.filter((d) => d.slot === slot);
    const mains = ok.filter((d) => d.slot !== 'Breakfast');
    const needed = Math.ceil(MEAL_PLAN_DAYS / MAX_USES);
    return {
      Breakfast: own('Breakfast'),
      Lunch: own('Lunch').length >= needed ? own('Lunch') : mains,
      Dinner: own('Dinner').length >= needed ? own('Dinner') : mains,
    };
  };
  const strict = build(true);
  const enough = (pools: Record<MealSlot, Dish[]>) =>
    pools.Breakfast.length * MAX_USES >= MEAL_PLAN_DAYS &&
    new Set([...pools.Lunch, ...pools.Dinner]).size * MAX_USES >= MEAL_PLAN_DAYS * 2;
  // Leaving out a long list of ingredients may empty the catalogue: diet rules still hold, likes yield.
  return enough(strict) ? strict : build(false);
}

function weightFor(
  dish: Dish,
  slot: MealSlot,
  reading: MealRequestReading,
  yesterday: Dish | undefined,
): number {
  let weight = dish.slot === slot ? 4 : 1;
  if (reading.highProtein) weight *= dish.protein >= 25 ? 4 : dish.protein >= 18 ? 1.5 : 0.5;
  if (reading.lowCarb) weight *= dish.carbs <= 20 ? 4 : dish.carbs <= 40 ? 1 : 0.3;
  if (yesterday === dish) weight *= 0.05;
  return weight;
}

/** The most any dish is used in a week. */
function mostUses(week: Dish[][]): number {
  const uses = new Map<Dish, number>();
  for (const dish of week.flat()) uses.set(dish, (uses.get(dish) ?? 0) + 1);
  return Math.max(...uses.values());
}

/**
 * Greedy day-by-day choices can strand the last meals when lunch and dinner share a tight pool; then
 * the week is drawn again from the same seeded stream (so still deterministic), keeping the best.
 */
function chooseWeek(reading: MealRequestReading, random: Random): Dish[][] {
  const pools = poolsFor(reading);
  let best: Dish[][] | undefined;
  for (let attempt = 0; attempt < 20; attempt++) {
    const week = drawWeek(reading, pools, random);
    if (mostUses(week) <= MAX_USES) return week;
    if (!best || mostUses(week) < mostUses(best)) best = week;
  }
  return best!;
}

function drawWeek(reading: MealRequestReading, pools: Record<MealSlot, Dish[]>, random: Random): Dish[][] {
  const uses = new Map<Dish, number>();
  const week: Dish[][] = [];
  for (let day = 0; day < MEAL_PLAN_DAYS; day++) {
    const meals: Dish[] = [];
    for (const [index, slot] of MEAL_SLOTS.entries()) {
      const free = pools[slot].filter((d) => (uses.get(d) ?? 0) < MAX_USES && !meals.includes(d));
      // A slot whose own pool is used up may take any allowed dish of its kind with a use left.
      const fallback = () =>
        DISHES.filter(
          (d) =>
            allowed(d, reading, false) &&
            (slot === 'Breakfast') === (d.slot === 'Breakfast') &&
            (uses.get(d) ?? 0) < MAX_USES &&
            !meals.includes(d),
        );
      const options = free.length > 0 ? free : fallback();
      const yesterday = week[day - 1]?.[index];
      const dish =
        options.length > 0
          ? random.weighted(options, (d) => weightFor(d, slot, reading, yesterday))
          : random.pick(pools[slot]);
      uses.set(dish, (uses.get(dish) ?? 0) + 1);
      meals.push(dish);
    }
    week.push(meals);
  }
  return week;
}

function describe(dish: Dish, factor: number): string {
  const portion = Math.abs(factor - 1) >= 0.1 ? `${factor.toFixed(1)}× portion, ` : '';
  return `${dish.name} (${portion}~${Math.round((dish.kcal * factor) / 10) * 10} kcal, ${Math.round(dish.protein * factor)} g protein)`;
}

function planName(reading: MealRequestReading): string {
  const labels = reading.labels.slice(0, 2);
  return labels.length > 0 ? `${labels.join(' ')} Week` : 'Balanced Week';
}

const COVERED_BY: Record<string, Contains[]> = {
  Vegan: ['meat', 'fish', 'dairy', 'egg', 'honey'],
  Vegetarian: ['meat', 'fish'],
  Pescatarian: ['meat'],
  'Gluten-Free': ['gluten'],
  'Dairy-Free': ['dairy'],
};

const AVOID_WORDS: Record<Contains, string> = {
  meat: 'meat',
  pork: 'pork',
  fish: 'fish',
  shellfish: 'shellfish',
  dairy: 'dairy',
  egg: 'eggs',
  gluten: 'gluten',
  nuts: 'nuts',
  soy: 'soy',
  honey: 'honey',
};

function reasonFor(reading: MealRequestReading, prompt: string, week: Dish[][], factors: number[]): string {
  const days = week.map((meals, i) => meals.reduce((sum, d) => sum + d.kcal * factors[i]!, 0));
  const protein = week.map((meals, i) => meals.reduce((sum, d) => sum + d.protein * factors[i]!, 0));
  const avg = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  const covered = new Set<Contains>(reading.labels.flatMap((label) => COVERED_BY[label] ?? []));
  const rules = [
    ...reading.labels.map((l) => l.toLowerCase()),
    ...[...reading.avoid].filter((c) => !covered.has(c)).map((c) => `no ${AVOID_WORDS[c]}`),
    ...reading.avoidIngredients.slice(0, 4).map((i) => `no ${i}`),
  ];
  const unique = [...new Set(rules)];
  const kept =
    unique.length > 0
      ? `It keeps to ${unique.slice(0, 6).join(', ')}`
      : 'It mixes a balanced spread of dishes';
  const asked = quotableText(prompt, 100);
  return `${kept} and averages about ${Math.round(avg(days) / 10) * 10} kcal and ${avg(protein)} g of protein a day, with no dish more than twice a week. It was put together from your request: ${asked}.`;
}

/** A full week for what the user typed; deterministic for the same prompt and seed. */
export function coachMealPlan(prompt: string, seed: number): MealPlanDraft {
  const reading = readMealRequest(prompt);
  const random = createRandom(requestSeed(seed, prompt.trim().toLowerCase()));
  const week = chooseWeek(reading, random);
  const factors = week.map((meals) => {
    if (reading.kcal === null) return 1;
    const total = meals.reduce((sum, d) => sum + d.kcal, 0);
    return Math.min(1.8, Math.max(0.6, Math.round((reading.kcal / total) * 10) / 10));
  });
  const days: MealDay[] = week.map((meals, i) => {
    const [breakfast, lunch, dinner] = meals as [Dish, Dish, Dish];
    return {
      Breakfast: describe(breakfast, factors[i]!),
      Lunch: describe(lunch, factors[i]!),
      Dinner: describe(dinner, factors[i]!),
    };
  });
  return { planName: planName(reading), reason: reasonFor(reading, prompt, week, factors), days };
}
