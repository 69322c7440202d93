import type { Viewer } from '../../auth/session';
import { forbidden } from '../../http/errors';

/** docs/engineering.md#server-is-the-authority: a {userID} in a mutating path must be the signed-in user. */
export function assertSelf(
  viewer: Viewer,
  pathUserId: string,
  message = 'You can only change your own account.',
) {
  if (viewer.id !== pathUserId) throw forbidden(message);
}
