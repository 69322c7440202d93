import { type Comment, profilePath } from '@stryd/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatSessionDate } from '../../../lib/training-format';
import { Avatar } from '../../../lib/ui/avatar';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { buttonStyles } from '../../../lib/ui/styles';
import { CommentComposer } from './comment-composer';
import { ReportButton } from './report-button';

export interface CommentItemProps {
  sessionId: string;
  comment: Comment;
  onEdit: (body: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** Top-level comments only: opens the reply field under the thread. */
  onReply?: () => void;
  /** The thread's replies, under the comment. */
  children?: React.ReactNode;
}

const linkButton = 'min-h-11 px-2 text-sm font-semibold text-accent-text underline-offset-2 hover:underline';

/** One comment: who, when, its text (as text, line breaks kept), and what the viewer may do with it. */
export function CommentItem({ sessionId, comment, onEdit, onDelete, onReply, children }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { person } = comment;
  return (
    <li className="space-y-2">
      <div className="flex gap-3">
        <Avatar username={person.username} imageLink={person.image} />
        <div className="min-w-0 flex-1">
          <p className="text-sm">
            <Link to={profilePath(person.id)} className="font-semibold underline-offset-2 hover:underline">
              {person.username}
            </Link>{' '}
            <time dateTime={comment.createdAt} className="text-muted">
              {formatSessionDate(comment.createdAt)}
            </time>
            {comment.editedAt ? <span className="text-muted"> · edited</span> : null}
          </p>
          {editing ? (
            <CommentComposer
              label="Edit your comment"
              submitLabel="Save"
              busyLabel="Saving…"
              initial={comment.body}
              autoFocus
              onSubmit={async (body) => {
                await onEdit(body);
                setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <p className="whitespace-pre-line break-words text-fg">{comment.body}</p>
          )}
          {editing ? null : (
            <div className="-ml-2 flex flex-wrap">
              {onReply ? (
                <button type="button" onClick={onReply} className={linkButton}>
                  Reply <span className="sr-only">{`to ${person.username}`}</span>
                </button>
              ) : null}
              {comment.canEdit ? (
                <button type="button" onClick={() => setEditing(true)} className={linkButton}>
                  Edit <span className="sr-only">your comment</span>
                </button>
              ) : null}
              {comment.canEdit ? null : (
                <ReportButton
                  sessionId={sessionId}
                  commentId={comment.id}
                  authorName={person.username}
                  className={linkButton}
                />
              )}
              {comment.canDelete ? (
                <button type="button" onClick={() => setConfirming(true)} className={linkButton}>
                  Delete <span className="sr-only">{`${person.username}'s comment`}</span>
                </button>
              ) : null}
            </div>
          )}
        </div>
      </div>
      {children}
      <ConfirmDialog
        open={confirming}
        title="Delete this comment?"
        description="It goes for everyone, with its replies."
        keepLabel="Keep it"
        confirmLabel={deleting ? 'Deleting…' : 'Delete'}
        confirmClassName={buttonStyles.primary}
        busy={deleting}
        onKeep={() => setConfirming(false)}
        onConfirm={() => {
          setDeleting(true);
          void onDelete().finally(() => {
            setDeleting(false);
            setConfirming(false);
          });
        }}
      />
    </li>
  );
}
