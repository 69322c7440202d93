import { z } from 'zod';
import { WEIGHT_UNITS, type WeightUnit } from '../training/set-values';
import { THEMES } from '../ui/theme';

/** The words a refused display preference gets (PUT /api/me/display-preferences). */
export const DISPLAY_PREFS_MESSAGES = {
  weightUnit: 'The weight unit must be kg or lb.',
  theme: 'The theme must be light or dark.',
  nothing: 'Name a weight unit or a theme to change.',
} as const;

const weightUnitSchema = z
  .enum(WEIGHT_UNITS as [WeightUnit, ...WeightUnit[]], { error: DISPLAY_PREFS_MESSAGES.weightUnit })
  .describe('How weights are typed and shown (they are stored in kg)');
const themeSchema = z.enum(THEMES, { error: DISPLAY_PREFS_MESSAGES.theme }).describe('The colour theme');

/** A member's display preferences, kept on the account (docs/api.md "Your account"). */
export const displayPrefsSchema = z.object({ weightUnit: weightUnitSchema, theme: themeSchema });

/** PUT /api/me/display-preferences: the preferences to change (the other stays); nothing else. */
export const displayPrefsBodySchema = z
  .object({ weightUnit: weightUnitSchema, theme: themeSchema })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: DISPLAY_PREFS_MESSAGES.nothing });
export type DisplayPrefsBody = z.infer<typeof displayPrefsBodySchema>;

/** The signed-in user as GET /api/me answers it (docs/api.md); null when signed out. */
const currentUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  profileImageLink: z.string().nullable(),
  totalXP: z.int(),
  rank: z.string(),
  userPlan: z.string(),
  weightUnit: weightUnitSchema,
  theme: themeSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/me: the signed-in account, or null (a 200, so signed-out pages log no errors). */
export const meAnswerSchema = z.object({ user: currentUserSchema.nullable() });
export type MeAnswer = z.infer<typeof meAnswerSchema>;

/** The answer of both XP calls (ticking and unticking a set): the new totals after the change. */
export const xpAnswerSchema = z.object({
  routineXP: z.int(),
  totalXP: z.int(),
  rank: z.string(),
  todayXP: z.int(),
  dailyCap: z.int(),
});
export type XpAnswer = z.infer<typeof xpAnswerSchema>;
