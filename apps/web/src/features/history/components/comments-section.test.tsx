import { COMMENT_MESSAGES, type Comment, type CommentThread, SAFETY_MESSAGES } from '@stryd/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, TEST_USER } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { CommentsSection, NO_COMMENTS_TEXT } from './comments-section';
import { REPORT_TEXT } from './report-button';

const GET = 'GET /api/history/sessions/session-1/comments';
const POST = 'POST /api/history/sessions/session-1/comments';

function comment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'c-1',
    person: { id: 'user-2', username: 'sam_lifts', image: null },
    body: 'Strong work!',
    parentId: null,
    createdAt: '2026-11-24T13:00:00.000Z',
    editedAt: null,
    canEdit: false,
    canDelete: false,
    ...overrides,
  };
}
const thread = (overrides: Partial<CommentThread> = {}): CommentThread => ({
  ...comment(),
  replies: [],
  ...overrides,
});

const render = () => renderWithProviders(<CommentsSection sessionId="session-1" />);

describe('a session’s comments', () => {
  it('shows threads with their replies, as text, and says when there are none', async () => {
    let answer = { comments: [] as CommentThread[] };
    mockApi({ user: TEST_USER, handlers: { [GET]: () => answer } });
    const first = render();
    expect(await screen.findByText(NO_COMMENTS_TEXT)).toBeInTheDocument();
    expect(NO_COMMENTS_TEXT).toBe('No comments yet. Say something kind.');
    first.unmount();

    answer = {
      comments: [
        thread({
          body: '<b>not bold</b>\nsecond line',
          replies: [
            comment({
              id: 'c-2',
              parentId: 'c-1',
              body: 'Thanks!',
              person: { id: 'user-1', username: 'alex_runs', image: null },
            }),
          ],
        }),
      ],
    };
    render();
    const text = await screen.findByText(/not bold/);
    expect(text.textContent).toBe('<b>not bold</b>\nsecond line');
    expect(text.querySelector('b')).toBeNull();
    const [top] = screen.getAllByRole('listitem');
    expect(within(top!).getByText('Thanks!')).toBeInTheDocument();
    // Replies go one level deep: a reply offers no Reply of its own.
    expect(screen.getAllByRole('button', { name: /^Reply/ })).toHaveLength(1);
  });

  it('posts a comment, clears the field and shows the thread read again', async () => {
    let comments: CommentThread[] = [];
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        [GET]: () => ({ comments }),
        [POST]: ({ body }) => {
          const posted = comment({
            id: 'c-9',
            body: (body as { body: string }).body,
            canEdit: true,
            canDelete: true,
          });
          comments = [{ ...posted, replies: [] }];
          return jsonResponse(posted, 201);
        },
      },
    });
    const { user } = render();
    const field = await screen.findByRole('textbox', { name: 'Add a comment' });
    await user.type(field, '  Nice session  ');
    expect(screen.getByText('12/500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Nice session')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ body: 'Nice session', parentId: null });
  });

  it('says what is wrong with a comment before sending it, in the server’s words, and keeps the text', async () => {
    const requests = mockApi({ user: TEST_USER, handlers: { [GET]: () => ({ comments: [] }) } });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMENT_MESSAGES.empty);
    const field = screen.getByRole('textbox', { name: 'Add a comment' });
    await user.click(field);
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMENT_MESSAGES.tooLong);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect((field as HTMLTextAreaElement).value).toHaveLength(501);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('a refusal from the server is shown under the field and the text stays', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        [GET]: () => ({ comments: [] }),
        [POST]: () =>
          jsonResponse(
            {
              code: 'COMMENT_RATE_LIMITED',
              message: 'You can post 60 comments an hour. Please try again in 5 minutes.',
            },
            429,
          ),
      },
    });
    const { user } = render();
    await user.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can post 60 comments an hour.');
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('One more');
  });

  it('replies under a thread, edits your own and deletes after asking', async () => {
    let comments: CommentThread[] = [thread({ canEdit: true, canDelete: true })];
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        [GET]: () => ({ comments }),
        [POST]: ({ body }) => jsonResponse(comment({ id: 'c-3', ...(body as object) }), 201),
        'PATCH /api/comments/c-1': ({ body }) => {
          comments = [
            thread({
              ...(body as object),
              canEdit: true,
              canDelete: true,
              editedAt: '2026-11-24T14:00:00.000Z',
            }),
          ];
          return comments[0];
        },
        'DELETE /api/comments/c-1': () => {
          comments = [];
          return { deleted: true };
        },
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Reply to sam_lifts' }));
    await user.type(screen.getByRole('textbox', { name: 'Reply to sam_lifts' }), 'Agreed');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ body: 'Agreed', parentId: 'c-1' }),
    );

    await user.click(screen.getByRole('button', { name: 'Edit your comment' }));
    const edit = screen.getByRole('textbox', { name: 'Edit your comment' });
    await user.clear(edit);
    await user.type(edit, 'Strong work, edited');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Strong work, edited')).toBeInTheDocument();
    expect(screen.getByText('· edited')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Delete sam_lifts's comment" }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(NO_COMMENTS_TEXT)).toBeInTheDocument();
  });
});

describe('reporting a comment (docs/product.md#reports)', () => {
  it('offers Report on others’ comments only, and sends the comment with the reason', async () => {
    const requests = mockApi({
      user: TEST_USER,
      handlers: {
        [GET]: () => ({
          comments: [
            thread({
              replies: [
                comment({ id: 'c-2', parentId: 'c-1', body: 'Mine', canEdit: true, canDelete: true }),
              ],
            }),
          ],
        }),
        'POST /api/reports': () => ({ message: SAFETY_MESSAGES.reported }),
      },
    });
    const { user } = render();
    const reports = await screen.findAllByRole('button', { name: /^Report/ });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toHaveAccessibleName("Report sam_lifts's comment");
    await user.click(reports[0]!);
    const dialog = await screen.findByRole('dialog', { name: REPORT_TEXT.commentTitle });
    await user.type(within(dialog).getByLabelText(REPORT_TEXT.reasonLabel), 'Rude');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText(SAFETY_MESSAGES.reported)).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/reports')?.body).toEqual({
      sessionId: 'session-1',
      commentId: 'c-1',
      reason: 'Rude',
    });
  });

  it('says a refusal in the dialog and keeps it open', async () => {
    mockApi({
      user: TEST_USER,
      handlers: {
        [GET]: () => ({ comments: [thread()] }),
        'POST /api/reports': () => jsonResponse({ code: 'REPORT_RATE_LIMITED', message: 'Too many' }, 429),
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /^Report/ }));
    const dialog = await screen.findByRole('dialog', { name: REPORT_TEXT.commentTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many');
  });
});
