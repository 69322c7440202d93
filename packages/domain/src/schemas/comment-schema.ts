import { z } from 'zod';
import { hasControlCharacter } from '../text/control-characters';
import { feedPersonSchema } from './feed-schema';

/** Comments on a finished session (docs/api.md "Comments"), shared by server and web. */

export const COMMENT_MAX_LENGTH = 500;

export const COMMENT_MESSAGES = {
  empty: 'Write a comment first.',
  tooLong: `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`,
  controlCharacters: 'A comment can hold text and line breaks only.',
  replyToReply: 'Reply to the comment itself: replies go one level deep.',
  notFound: 'This comment does not exist.',
  notYours: 'You can only edit your own comments.',
} as const;

/** Line breaks are kept (as \n); any other control character is refused. */
const commentText = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, COMMENT_MESSAGES.empty)
      .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong)
      .refine((text) => !hasControlCharacter(text.replaceAll('\n', ' ')), COMMENT_MESSAGES.controlCharacters),
  );

export const commentBodySchema = z.object({
  body: commentText,
  parentId: z.string().min(1).max(64).nullable().optional().describe('The comment this one replies to'),
});

export const commentEditSchema = z.object({ body: commentText });

export const commentSchema = z.object({
  id: z.string(),
  person: feedPersonSchema,
  body: z.string().describe('Plain text; a screen shows it as text, never as markup'),
  parentId: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  canEdit: z.boolean().describe('The viewer wrote it'),
  canDelete: z.boolean().describe('The viewer wrote it, or owns the session'),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

export const commentsAnswerSchema = z.object({
  comments: z.array(commentThreadSchema).describe('Oldest first, each with its replies oldest first'),
});
export type CommentsAnswer = z.infer<typeof commentsAnswerSchema>;
