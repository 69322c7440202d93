import { describe, expect, it } from 'vitest';
import { helloUser, PURCHASE_MESSAGES, TOAST_MESSAGES, UI_TEXT } from './ui-messages';

describe('product texts', () => {
  it('quotes the screen texts exactly', () => {
    expect(UI_TEXT).toEqual({
      generatingRoutine: 'Generating your routine',
      searchEmpty: 'Search field is empty',
      loginToView: 'Login to view this page',
      viewingRoutinesPremium: 'Viewing routines is a premium feature',
      creatingRoutinesPremium: 'Creating routines is a premium feature',
      upgradeToPlus: 'Upgrade to Plus',
      openMealPlans: 'Open Meal Plans',
      creating: 'Creating...',
      subscribed: 'Subscribed',
      subscribeWithGooglePlay: 'Subscribe with Google Play',
      billingNotSupported: 'Billing Not Supported',
      loadingPaymentOptions: 'Loading payment options...',
      unexpectedError: 'Unexpected Application Error!',
    });
    expect(helloUser('ann')).toBe('Hello, ann');
  });

  it('quotes the toasts exactly, including their spelling', () => {
    expect(TOAST_MESSAGES).toEqual({
      updatingXp: 'Updating XP...',
      xpIncremented: 'XP Incremented',
      xpDecremented: 'XP Decremented',
      xpError: 'Error updating XP',
      subscriptionRequired: 'Subscription required to update XP.',
      leavingRoutine: 'leaving routine',
      removedRoutine: 'removed routine',
      leftRoutine: 'left routine',
      leaveError: 'an error occured while leaving routine',
      joinError: 'an error occured while joining routine',
      createRoutineError: 'Failed to create routine. Please try again.',
      routineDeleted: 'Routine deleted',
      deleteFailed: 'Failed to delete routine',
      deleteError: 'An error occurred while deleting the routine',
      followError: 'Error occurred',
    });
  });

  it('words the purchase alerts as the product does', () => {
    expect(PURCHASE_MESSAGES.failed('cancelled')).toBe('Purchase failed: cancelled. Please try again.');
    expect(PURCHASE_MESSAGES.verificationFailed('bad token')).toBe(
      'Purchase verification failed: bad token. Please contact support.',
    );
    expect(PURCHASE_MESSAGES.productNotFound).toBe(
      'Product configuration not found. Please contact support.',
    );
    expect(PURCHASE_MESSAGES.error('network')).toBe(
      'An error occurred during purchase: network. Please try again.',
    );
    expect(PURCHASE_MESSAGES.success).toBe('Purchase successful! Your subscription is now active.');
  });
});
