import type { AiProvider } from './ai-provider';
import { coachMealPlan } from './builtin/meal-coach';
import { coachRoutine } from './builtin/routine-coach';

/** The default AI provider: a rule-based coach over the domain catalogue. No network, no key. */
export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    async generateRoutine({ preferences, seed }) {
      return coachRoutine(preferences, seed);
    },
    async generateMealPlan({ prompt, seed }) {
      return coachMealPlan(prompt, seed);
    },
  };
}
