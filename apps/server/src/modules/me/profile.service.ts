import { type CurrentUser, PROFILE_MESSAGES, type ProfileUpdateBody, usernameKey } from '@stryd/domain';
import type { Kysely } from 'kysely';
import { profileFields } from '../../auth/profile-fields';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { conflict, unauthorized } from '../../http/errors';
import { updateProfile, usernameTakenByOther } from './me.repository';
import { getMe } from './me.service';

const usernameTaken = () => conflict(PROFILE_MESSAGES.usernameTaken, 'USERNAME_TAKEN');

/**
 * Saves the name others see and the avatar link. The body already passed sign-up's rules (domain
 * usernameSchema, an https link); the stored values go through profile-fields.ts as every account's do.
 * The username is stored normalised (lower case) as better-auth's sign-up stores it, and as typed for
 * display, so signing in with it keeps working.
 */
export async function saveProfile(
  db: Kysely<Database>,
  userId: string,
  body: ProfileUpdateBody,
  now: Date,
): Promise<CurrentUser> {
  const username = usernameKey(body.username);
  if (await usernameTakenByOther(db, userId, username)) throw usernameTaken();
  const fields = profileFields({ name: body.username, image: body.profileImageLink });
  try {
    await updateProfile(db, userId, {
      username,
      displayUsername: body.username,
      name: fields.name,
      image: fields.image,
      updatedAt: now.toISOString(),
    });
  } catch (error) {
    // Someone took the name between the check and the write.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
  const me = await getMe(db, userId, now);
  if (!me) throw unauthorized();
  return me;
}
