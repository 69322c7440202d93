import { useState } from 'react';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { Skeleton } from '../../../lib/ui/skeleton';
import { useCommentActions, useSessionComments } from '../api/comments';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';

export const NO_COMMENTS_TEXT = 'No comments yet. Say something kind.';

/** A finished session's comments, one level of replies, and a field to add one. */
export function CommentsSection({ sessionId }: { sessionId: string }) {
  const comments = useSessionComments(sessionId);
  const { post, edit, remove } = useCommentActions(sessionId);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);

  let list: React.ReactNode;
  if (!comments.data) {
    list = comments.isError ? (
      <ErrorAlert message={comments.error.message} onRetry={() => void comments.refetch()} />
    ) : (
      <div role="status">
        <span className="sr-only">Loading comments…</span>
        <Skeleton className="h-16" />
      </div>
    );
  } else if (comments.data.comments.length === 0) {
    list = <p className="text-muted">{NO_COMMENTS_TEXT}</p>;
  } else {
    list = (
      <ol className="space-y-4">
        {comments.data.comments.map((thread) => (
          <CommentItem
            key={thread.id}
            sessionId={sessionId}
            comment={thread}
            onEdit={(body) => edit.mutateAsync({ id: thread.id, body })}
            onDelete={() => remove.mutateAsync(thread.id)}
            onReply={() => setReplyingTo(thread.id)}
          >
            {thread.replies.length > 0 || replyingTo === thread.id ? (
              <ol className="ml-6 space-y-3 border-l border-border pl-4">
                {thread.replies.map((reply) => (
                  <CommentItem
                    key={reply.id}
                    sessionId={sessionId}
                    comment={reply}
                    onEdit={(body) => edit.mutateAsync({ id: reply.id, body })}
                    onDelete={() => remove.mutateAsync(reply.id)}
                  />
                ))}
                {replyingTo === thread.id ? (
                  <li>
                    <CommentComposer
                      label={`Reply to ${thread.person.username}`}
                      submitLabel="Reply"
                      busyLabel="Replying…"
                      autoFocus
                      onSubmit={async (body) => {
                        await post.mutateAsync({ body, parentId: thread.id });
                        setReplyingTo(null);
                      }}
                      onCancel={() => setReplyingTo(null)}
                    />
                  </li>
                ) : null}
              </ol>
            ) : null}
          </CommentItem>
        ))}
      </ol>
    );
  }

  return (
    <section id="comments" aria-labelledby="comments-heading" className="scroll-mt-20 space-y-4">
      <h2 id="comments-heading" className="text-lg font-semibold">
        Comments
      </h2>
      {list}
      <CommentComposer
        label="Add a comment"
        submitLabel="Post"
        busyLabel="Posting…"
        onSubmit={(body) => post.mutateAsync({ body, parentId: null })}
      />
    </section>
  );
}
