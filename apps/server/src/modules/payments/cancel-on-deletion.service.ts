import type { Kysely } from 'kysely';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import type { PaymentProviders } from '../../adapters/payments/select';
import type { Database } from '../../db/schema';
import { conflict } from '../../http/errors';
import { grantsAccess } from '../users/plan.service';
import { providerFailed } from './payment-errors';
import { subscriptionsOfUser } from './payments.repository';
import { controllerOf, managed } from './subscription-management.service';

export const PLAY_PLAN_BLOCKS_DELETION =
  'Your plan was bought in Google Play: cancel it in the Play Store first, then delete your account.';

/**
 * Before an account is deleted, every subscription that would still renew is cancelled at its provider
 * (the same call as "Cancel plan"), so nobody is charged for an account that no longer exists. Google
 * Play purchases can only be cancelled by the buyer in the store, so they stop the deletion (409) until
 * cancelled there; a provider that fails stops it too (502), and nothing is deleted either way. A
 * subscription whose provider is no longer configured here cannot be reached and does not block.
 */
export async function cancelSubscriptionsForDeletion(
  db: Kysely<Database>,
  providers: PaymentProviders,
  userId: string,
  now: Date,
): Promise<void> {
  const renewing = (await subscriptionsOfUser(db, userId)).filter(
    (sub) => grantsAccess(sub, now) && sub.status !== 'canceled',
  );
  if (renewing.some((sub) => sub.provider === 'google-play'))
    throw conflict(PLAY_PLAN_BLOCKS_DELETION, 'MANAGED_BY_STORE');
  for (const sub of renewing) {
    const provider = controllerOf(providers, sub);
    if (!provider) continue;
    try {
      await provider.controls.cancel(managed(sub));
    } catch (error) {
      if (error instanceof PaymentProviderError) throw providerFailed(error.message);
      throw error;
    }
  }
}
