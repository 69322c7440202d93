import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mealPlanSchema } from '../schemas/meal-plan-schema';
import { expectReplyError } from './expect-reply-error.test-helper';
import { DEFAULT_MEAL_PLAN_NAME, parseMealPlanReply } from './meal-plan-reply';
import { MEAL_PLAN_REPLY_ERRORS, MealPlanReplyError } from './reply-errors';

const day = { Breakfast: 'Oats', Lunch: 'Salad', Dinner: 'Fish' };

/** The plan, or the message of the MealPlanReplyError it was refused with; any other throw fails the test. */
function outcome(reply: string) {
  try {
    return { ok: true as const, mealPlan: parseMealPlanReply(reply) };
  } catch (error) {
    if (error instanceof MealPlanReplyError) return { ok: false as const, error: error.message };
    throw error;
  }
}

describe('parseMealPlanReply', () => {
  it('has its own two error messages', () => {
    expect(MEAL_PLAN_REPLY_ERRORS).toEqual({
      empty: 'Empty or invalid meal plan response',
      parse: 'Failed to parse meal plan JSON',
    });
  });

  it.each([
    ['', MEAL_PLAN_REPLY_ERRORS.empty],
    ['"text"', MEAL_PLAN_REPLY_ERRORS.empty],
    ['{"days": [{"Breakfast": "Oats"}]}', MEAL_PLAN_REPLY_ERRORS.empty],
    ['{"days": "none"}', MEAL_PLAN_REPLY_ERRORS.empty],
    ['{"days": [1, 2, 3]}', MEAL_PLAN_REPLY_ERRORS.empty],
    ['nothing', MEAL_PLAN_REPLY_ERRORS.parse],
  ])('%j throws %j', (reply, message) => {
    expectReplyError(() => parseMealPlanReply(reply), MealPlanReplyError, message);
  });

  it('rejects non-text replies that are not plans', () => {
    expect(() => parseMealPlanReply(null)).toThrow(MealPlanReplyError);
    expect(() => parseMealPlanReply(5)).toThrow(MEAL_PLAN_REPLY_ERRORS.empty);
  });

  it('accepts a bare list of days and fills in a default name', () => {
    const plan = parseMealPlanReply(JSON.stringify([day, day]));
    expect(plan.planName).toBe(DEFAULT_MEAL_PLAN_NAME);
    expect(plan.reason).toBe('');
    expect(plan.days).toHaveLength(7);
  });

  it('accepts meals nested under "meals" and long meals are shortened', () => {
    const long = `${'word '.repeat(60)}end`;
    const plan = parseMealPlanReply({
      planName: 'P',
      days: [{ day: 'Mon', meals: { ...day, Dinner: long } }],
    });
    expect(plan.days[0]!.Dinner.length).toBeLessThanOrEqual(200);
    expect(plan.days[0]!.Breakfast).toBe('Oats');
  });

  it('always gives exactly 7 valid days or a meal-plan error', () => {
    const meal = fc.oneof(
      fc.string({ maxLength: 250 }),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string()),
    );
    const dayArb = fc.oneof(
      fc.record({ Breakfast: meal, Lunch: meal, Dinner: meal }, { requiredKeys: [] }),
      fc.record({ breakfast: meal, lunch: meal, dinner: meal }),
      meal,
    );
    const planArb = fc.record(
      {
        planName: fc.string({ maxLength: 100 }),
        reason: fc.string({ maxLength: 700 }),
        days: fc.array(dayArb, { maxLength: 10 }),
      },
      { requiredKeys: [] },
    );
    const replyArb = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      planArb.map((p) => JSON.stringify(p)),
      planArb.map((p) => `Here you go:\n\`\`\`json\n${JSON.stringify(p)}\n\`\`\``),
    );
    fc.assert(
      fc.property(replyArb, (reply) => {
        const result = outcome(reply);
        if (!result.ok) {
          expect(Object.values(MEAL_PLAN_REPLY_ERRORS)).toContain(result.error);
          return;
        }
        expect(result.mealPlan.days).toHaveLength(7);
        expect(mealPlanSchema.safeParse(result.mealPlan).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
