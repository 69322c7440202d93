import { PROFILE_MESSAGES, todayIso, usernameKey } from '@stryd/domain';
import type { Kysely } from 'kysely';
import type { PaymentProviders } from '../../adapters/payments/select';
import type { SessionReader, Viewer } from '../../auth/session';
import type { Database } from '../../db/schema';
import { badRequest, unauthorized } from '../../http/errors';
import { cancelSubscriptionsForDeletion } from '../payments/cancel-on-deletion.service';
import type { RoutineCache } from '../routines/routine-cache';
import { deleteAccountData } from './account-deletion.repository';
import { findAccountNames } from './me.repository';

export interface AccountDeletionDeps {
  db: Kysely<Database>;
  providers: PaymentProviders;
  session: SessionReader;
  routineCache: RoutineCache;
}

/**
 * Deletes the viewer's account once they have typed their username: renewing subscriptions are
 * cancelled at their provider first (a refusal there deletes nothing), then every row that is theirs or
 * names them goes in one transaction, and every app process forgets its cached sessions, so no request
 * made with their cookie is served afterwards.
 */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  viewer: Viewer,
  confirm: string,
  now: Date,
): Promise<void> {
  const names = await findAccountNames(deps.db, viewer.id);
  if (!names) throw unauthorized();
  const typed = usernameKey(confirm);
  if (!typed || !names.usernames.some((name) => usernameKey(name) === typed))
    throw badRequest(PROFILE_MESSAGES.confirmMismatch, 'CONFIRMATION_MISMATCH');
  await cancelSubscriptionsForDeletion(deps.db, deps.providers, viewer.id, now);
  const touched = await deleteAccountData(
    deps.db,
    { userId: viewer.id, email: names.email, usernames: names.usernames },
    todayIso(now),
  );
  await deps.session.forgetAll();
  if (!touched) throw unauthorized();
  for (const routine of touched) deps.routineCache.forget(routine.creatorId, routine.nameKey);
}
