import { z } from 'zod';
import { hasControlCharacter } from '../text/control-characters';
import { feedPersonSchema } from './feed-schema';

/** Blocking and reporting (docs/api.md "Blocking and reports"), shared by server and web. */

export const REPORT_REASON_MAX_LENGTH = 500;

export const SAFETY_MESSAGES = {
  blockSelf: 'You cannot block yourself.',
  blocked: 'You cannot follow this person.',
  reportOwn: 'You cannot report your own workout or comment.',
  reportTooLong: `A report can say at most ${REPORT_REASON_MAX_LENGTH} characters.`,
  reportControlCharacters: 'A report can hold text and line breaks only.',
  commentNotOnSession: 'This comment is not on this session.',
  reported: 'Thanks for telling us. We will take a look.',
} as const;

export const blockAnswerSchema = z.object({ blocked: z.boolean() });
export type BlockAnswer = z.infer<typeof blockAnswerSchema>;

export const blockedPeopleAnswerSchema = z.object({
  people: z.array(feedPersonSchema).describe('Everyone the viewer blocked, most recent first'),
});
export type BlockedPeopleAnswer = z.infer<typeof blockedPeopleAnswerSchema>;

export const reportBodySchema = z.object({
  sessionId: z.string().min(1).max(64).describe('The session reported, or the one the comment is on'),
  commentId: z.string().min(1).max(64).nullable().optional().describe('The comment reported, if it is one'),
  reason: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .max(REPORT_REASON_MAX_LENGTH, SAFETY_MESSAGES.reportTooLong)
        .refine(
          (text) => !hasControlCharacter(text.replaceAll('\n', ' ')),
          SAFETY_MESSAGES.reportControlCharacters,
        ),
    )
    .optional()
    .describe('What is wrong, in the reporter’s words (optional)'),
});
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportAnswerSchema = z.object({ message: z.string() });
