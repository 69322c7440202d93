import type { MealSlot } from '@stryd/domain';

/**
 * The builtin coach's curated dishes. Each lists what it contains (so diet tags are derived, never typed
 * by hand and never wrong), rough kcal, protein and carbs for one portion, and searchable ingredients
 * for requests like 'no mushrooms'.
 */
export type Contains =
  | 'meat'
  | 'pork'
  | 'fish'
  | 'shellfish'
  | 'dairy'
  | 'egg'
  | 'gluten'
  | 'nuts'
  | 'soy'
  | 'honey';

export const DIET_TAGS = [
  'vegetarian',
  'vegan',
  'high-protein',
  'low-carb',
  'gluten-free',
  'dairy-free',
] as const;
export type DietTag = (typeof DIET_TAGS)[number];

export interface Dish {
  name: string;
  slot: MealSlot;
  kcal: number;
  protein: number;
  carbs: number;
  contains: readonly Contains[];
  ingredients: readonly string[];
  tags: readonly DietTag[];
}

type Row = [
  name: string,
  kcal: number,
  protein: number,
  carbs: number,
  contains: string,
  ingredients: string,
];

const B: Row[] = [
  [
    'Greek yoghurt with berries and granola',
    380,
    22,
    45,
    'dairy gluten nuts',
    'yoghurt berries granola oats',
  ],
  ['Overnight oats with chia and banana', 400, 14, 60, 'gluten', 'oats chia banana oat-milk'],
  ['Spinach and feta omelette', 350, 24, 4, 'egg dairy', 'eggs spinach feta cheese'],
  ['Scrambled eggs on wholegrain toast with avocado', 450, 22, 35, 'egg gluten', 'eggs bread toast avocado'],
  ['Tofu scramble with peppers and spinach', 320, 22, 10, 'soy', 'tofu peppers spinach'],
  ['Chia pudding with coconut milk and mango', 340, 8, 30, '', 'chia coconut mango'],
  [
    'Smoked salmon and cream cheese bagel',
    480,
    26,
    50,
    'fish dairy gluten',
    'salmon bagel cream-cheese cheese',
  ],
  ['Protein pancakes with blueberries', 420, 30, 45, 'egg dairy gluten', 'eggs flour whey blueberries'],
  [
    'Cottage cheese bowl with pineapple and seeds',
    300,
    26,
    20,
    'dairy',
    'cottage-cheese cheese pineapple seeds',
  ],
  ['Smoothie bowl with banana, berries and hemp seeds', 360, 12, 55, '', 'banana berries hemp seeds'],
  ['Peanut butter and banana toast', 420, 14, 50, 'gluten nuts', 'peanut-butter peanuts bread toast banana'],
  [
    'Turkey sausage and egg breakfast wrap',
    470,
    32,
    35,
    'meat egg gluten',
    'turkey sausage eggs tortilla wrap',
  ],
  ['Bacon, eggs and grilled tomatoes', 430, 28, 5, 'meat pork egg', 'bacon eggs tomatoes'],
  ['Buckwheat porridge with apple and cinnamon', 330, 10, 58, '', 'buckwheat apple cinnamon'],
  ['Shakshuka with crusty bread', 410, 20, 35, 'egg gluten', 'eggs tomatoes peppers bread'],
  [
    'Sweet potato and black bean breakfast hash',
    390,
    14,
    60,
    '',
    'sweet-potato potato black-beans beans peppers',
  ],
  ['Almond butter overnight oats', 430, 15, 50, 'gluten nuts', 'oats almond-butter almonds'],
  ['Veggie egg muffins with cheddar', 280, 20, 6, 'egg dairy', 'eggs peppers cheddar cheese spinach'],
  ['Quinoa breakfast bowl with berries and coconut yoghurt', 360, 12, 55, '', 'quinoa berries coconut'],
  ['Avocado and chickpea smash on rye toast', 400, 15, 45, 'gluten', 'avocado chickpeas rye bread toast'],
  ['Ham and cheese omelette', 380, 30, 3, 'meat pork egg dairy', 'ham eggs cheese'],
  ['Skyr with walnuts and honey', 320, 24, 28, 'dairy nuts honey', 'skyr yoghurt walnuts honey'],
];

const L: Row[] = [
  ['Grilled chicken salad with lemon dressing', 420, 38, 15, 'meat', 'chicken lettuce lemon'],
  [
    'Quinoa salad with chickpeas, cucumber and feta',
    450,
    18,
    50,
    'dairy',
    'quinoa chickpeas cucumber feta cheese',
  ],
  ['Lentil soup with crusty bread', 420, 20, 60, 'gluten', 'lentils carrots bread'],
  ['Tuna niçoise salad', 430, 34, 20, 'fish egg', 'tuna eggs potatoes green-beans olives'],
  ['Turkey and hummus wholegrain wrap', 470, 32, 45, 'meat gluten', 'turkey hummus chickpeas tortilla wrap'],
  ['Falafel bowl with tabbouleh and tahini', 520, 18, 60, 'gluten', 'falafel chickpeas bulgur tahini sesame'],
  ['Chicken and vegetable soup', 350, 28, 25, 'meat', 'chicken carrots celery potatoes'],
  ['Black bean and corn burrito bowl', 520, 20, 75, '', 'black-beans beans corn rice peppers avocado'],
  ['Salmon poke bowl with brown rice', 540, 32, 60, 'fish soy', 'salmon rice edamame tamari cucumber'],
  ['Egg salad sandwich on rye', 430, 20, 40, 'egg gluten', 'eggs rye bread mayonnaise'],
  [
    'Caprese salad with a wholegrain roll',
    450,
    20,
    35,
    'dairy gluten',
    'mozzarella cheese tomatoes basil bread',
  ],
  ['Tofu and edamame rice-noodle salad', 460, 24, 55, 'soy', 'tofu edamame rice-noodles noodles'],
  ['Prawn and avocado salad', 360, 28, 12, 'fish shellfish', 'prawns shrimp avocado lettuce'],
  ['Chickpea and spinach curry with rice', 500, 17, 70, '', 'chickpeas spinach rice coconut'],
  ['Roast beef and horseradish sandwich', 480, 32, 42, 'meat gluten dairy', 'beef horseradish bread'],
  ['Greek salad with grilled halloumi', 460, 22, 15, 'dairy', 'halloumi cheese tomatoes cucumber olives'],
  ['Cucumber and avocado sushi rolls', 400, 10, 70, '', 'rice nori cucumber avocado'],
  ['Chicken quinoa power bowl', 520, 40, 45, 'meat', 'chicken quinoa kale'],
  ['Lentil and mushroom stuffed peppers', 380, 18, 45, '', 'lentils mushrooms peppers'],
  ['Smoked mackerel salad with beetroot', 420, 26, 15, 'fish', 'mackerel beetroot lettuce'],
  ['Peanut tofu rice-paper rolls', 420, 18, 50, 'nuts soy', 'peanuts tofu rice-paper noodles'],
  ['Minestrone soup with beans and pasta', 360, 15, 55, 'gluten', 'beans pasta tomatoes carrots'],
  [
    'Roasted vegetable and quinoa salad with lemon dressing',
    430,
    12,
    55,
    '',
    'quinoa courgette peppers lemon',
  ],
  ['Jacket potato with spiced chickpeas and salad', 450, 15, 75, '', 'potato chickpeas lettuce'],
  ['Chicken, avocado and brown rice bowl', 540, 38, 50, 'meat', 'chicken avocado rice'],
];

const D: Row[] = [
  ['Grilled salmon with quinoa and broccoli', 560, 40, 40, 'fish', 'salmon quinoa broccoli'],
  ['Chicken stir-fry with vegetables and rice', 580, 42, 60, 'meat', 'chicken rice peppers broccoli'],
  ['Beef and broccoli with brown rice', 600, 40, 55, 'meat', 'beef broccoli rice'],
  ['Vegetable lasagne', 550, 22, 60, 'dairy gluten', 'pasta courgette ricotta cheese tomatoes'],
  ['Tofu and vegetable green curry with rice', 560, 22, 65, 'soy', 'tofu coconut rice green-beans'],
  [
    'Turkey meatballs with courgetti and tomato sauce',
    450,
    38,
    18,
    'meat egg',
    'turkey eggs courgette tomatoes',
  ],
  ['Baked cod with sweet potato wedges and greens', 480, 36, 45, 'fish', 'cod sweet-potato potato greens'],
  ['Lentil shepherd’s pie with sweet potato mash', 480, 20, 65, '', 'lentils sweet-potato potato carrots'],
  [
    'Spaghetti bolognese with parmesan',
    620,
    34,
    70,
    'meat gluten dairy',
    'beef pasta spaghetti tomatoes parmesan cheese',
  ],
  ['Chicken fajitas with peppers and tortillas', 580, 40, 55, 'meat gluten', 'chicken peppers tortillas'],
  [
    'Prawn and vegetable stir-fry with rice noodles',
    500,
    30,
    60,
    'fish shellfish',
    'prawns shrimp rice-noodles noodles',
  ],
  ['Mushroom risotto with parmesan', 560, 16, 75, 'dairy', 'mushrooms rice parmesan cheese'],
  [
    'Chickpea and sweet potato tagine with couscous',
    540,
    18,
    85,
    'gluten',
    'chickpeas sweet-potato couscous',
  ],
  ['Steak with roasted vegetables and salad', 580, 45, 15, 'meat', 'beef steak peppers courgette'],
  ['Paneer tikka with cauliflower rice', 480, 28, 15, 'dairy', 'paneer cheese cauliflower yoghurt'],
  ['Black bean and quinoa burgers with salad', 520, 22, 60, 'gluten', 'black-beans beans quinoa bun bread'],
  ['Baked chicken thighs with roasted vegetables', 520, 40, 20, 'meat', 'chicken peppers carrots'],
  ['Tempeh and vegetable stir-fry with brown rice', 540, 28, 60, 'soy', 'tempeh rice broccoli'],
  ['Pork tenderloin with apple and roast potatoes', 560, 40, 45, 'meat pork', 'pork apple potatoes'],
  [
    'Salmon teriyaki with brown rice and greens',
    580,
    38,
    60,
    'fish soy gluten',
    'salmon teriyaki rice greens',
  ],
  ['Stuffed aubergine with lentils and tahini', 450, 18, 45, '', 'aubergine eggplant lentils tahini sesame'],
  ['Egg fried rice with tofu and peas', 520, 24, 70, 'egg soy', 'eggs rice tofu peas'],
  [
    'Wholewheat pasta primavera with pesto',
    560,
    18,
    75,
    'gluten dairy nuts',
    'pasta pesto pine-nuts parmesan cheese',
  ],
  ['Cauliflower and chickpea curry', 460, 16, 50, '', 'cauliflower chickpeas coconut'],
  ['Lamb kofta with tzatziki and salad', 560, 36, 15, 'meat dairy', 'lamb yoghurt cucumber'],
  ['Red lentil dhal with brown rice', 520, 22, 80, '', 'lentils rice spinach coconut'],
  ['Three-bean chilli with rice', 540, 24, 85, '', 'beans kidney-beans black-beans rice tomatoes peppers'],
  [
    'Herb-crusted chicken breast with green beans and potatoes',
    520,
    45,
    35,
    'meat',
    'chicken green-beans potatoes',
  ],
];

function tagsOf(contains: readonly Contains[], protein: number, carbs: number): DietTag[] {
  const has = (c: Contains) => contains.includes(c);
  const vegetarian = !has('meat') && !has('fish');
  const tags: DietTag[] = [];
  if (vegetarian) tags.push('vegetarian');
  if (vegetarian && !has('dairy') && !has('egg') && !has('honey')) tags.push('vegan');
  if (protein >= 25) tags.push('high-protein');
  if (carbs <= 20) tags.push('low-carb');
  if (!has('gluten')) tags.push('gluten-free');
  if (!has('dairy')) tags.push('dairy-free');
  return tags;
}

function toDish(slot: MealSlot, [name, kcal, protein, carbs, contains, ingredients]: Row): Dish {
  const list = contains.split(' ').filter(Boolean) as Contains[];
  return {
    name,
    slot,
    kcal,
    protein,
    carbs,
    contains: list,
    ingredients: ingredients.split(' '),
    tags: tagsOf(list, protein, carbs),
  };
}

export const DISHES: readonly Dish[] = [
  ...B.map((row) => toDish('Breakfast', row)),
  ...L.map((row) => toDish('Lunch', row)),
  ...D.map((row) => toDish('Dinner', row)),
];

const BY_NAME = new Map(DISHES.map((dish) => [dish.name.toLowerCase(), dish]));

/** The dish a meal line names ('Grilled salmon with … (~560 kcal, 40 g protein)' → that dish). */
export function dishFromMealText(text: string): Dish | undefined {
  const name = text.replace(/\s*\([^)]*\)\s*$/, '').trim();
  return BY_NAME.get(name.toLowerCase());
}
