import { describe, expect, it } from 'vitest';
import { generatedRoutineSchema } from '../schemas/generated-routine-schema';
import { mealPlanSchema } from '../schemas/meal-plan-schema';
import { expectReplyError } from './expect-reply-error.test-helper';
import { parseMealPlanReply } from './meal-plan-reply';
import { REPLY_CORPUS } from './reply-corpus.fixtures';
import { MealPlanReplyError, RoutineReplyError } from './reply-errors';
import { parseRoutineReply } from './routine-reply';

describe('reply corpus', () => {
  it('holds at least 15 replies of both kinds', () => {
    expect(REPLY_CORPUS.length).toBeGreaterThanOrEqual(15);
    expect(REPLY_CORPUS.some((e) => e.kind === 'meal')).toBe(true);
    expect(new Set(REPLY_CORPUS.map((e) => e.name)).size).toBe(REPLY_CORPUS.length);
  });

  for (const entry of REPLY_CORPUS) {
    it(`${entry.kind}: ${entry.name}`, () => {
      if (entry.kind === 'routine') {
        if ('error' in entry.expect) {
          expectReplyError(
            () => parseRoutineReply(entry.reply, entry.prefs),
            RoutineReplyError,
            entry.expect.error,
          );
        } else {
          const routine = parseRoutineReply(entry.reply, entry.prefs);
          expect(routine).toEqual(entry.expect.routine);
          expect(generatedRoutineSchema.parse(routine)).toEqual(routine);
        }
      } else if ('error' in entry.expect) {
        expectReplyError(() => parseMealPlanReply(entry.reply), MealPlanReplyError, entry.expect.error);
      } else {
        const plan = parseMealPlanReply(entry.reply);
        expect(plan).toEqual(entry.expect.mealPlan);
        expect(mealPlanSchema.parse(plan)).toEqual(plan);
      }
    });
  }
});
