import { z } from 'zod';
import { RECORD_KINDS } from '../training/records';
import { sessionSummarySchema } from './workout-log-schema';

/** The feed and kudos (docs/api.md "Feed and kudos"), shared by server and web. */

/** Someone as a feed card or a kudos list shows them. */
export const feedPersonSchema = z.object({
  id: z.string(),
  username: z.string().describe('The name shown: as typed, else the sign-in name'),
  image: z.string().nullable(),
});
export type FeedPerson = z.infer<typeof feedPersonSchema>;

export const FEED_TOP_EXERCISES = 3;

/** A finished session in the feed. */
export const feedSessionCardSchema = sessionSummarySchema.extend({
  kind: z.literal('session'),
  person: feedPersonSchema,
  records: z
    .array(z.object({ exerciseName: z.string(), kind: z.enum(RECORD_KINDS) }))
    .describe('The personal records it set, once per exercise and kind'),
  topExercises: z
    .array(z.object({ exerciseName: z.string(), sets: z.int(), volumeKg: z.number() }))
    .max(FEED_TOP_EXERCISES)
    .describe('Its exercises with the most sets, first logged first among equals'),
  kudos: z.int(),
  viewerGaveKudos: z.boolean(),
  comments: z.int().describe('Comments on it, replies included'),
});
export type FeedSessionCard = z.infer<typeof feedSessionCardSchema>;

export const feedAnswerSchema = z.object({
  items: z.array(feedSessionCardSchema).describe('Newest first'),
  next: z.string().nullable().describe('Pass as ?after= for the next page; null on the last'),
});
export type FeedAnswer = z.infer<typeof feedAnswerSchema>;

export const FEED_PAGE_SIZE = 20;

export const feedQuerySchema = z.object({
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(FEED_PAGE_SIZE),
});

export const kudosAnswerSchema = z.object({
  kudos: z.int(),
  viewerGaveKudos: z.boolean(),
});
export type KudosAnswer = z.infer<typeof kudosAnswerSchema>;

export const kudosListSchema = z.object({
  people: z.array(feedPersonSchema).describe('Who gave kudos, newest first'),
});
