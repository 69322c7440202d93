import { z } from 'zod';

/** The signed-in user as GET /api/me answers it (docs/api.md); null when signed out. */
const currentUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  profileImageLink: z.string().nullable(),
  totalXP: z.int(),
  rank: z.string(),
  userPlan: z.string(),
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
