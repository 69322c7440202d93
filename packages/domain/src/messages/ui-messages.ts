/** Texts the user sees (docs/product.md#messages), quoted exactly, so web and server say the same thing. */
export const UI_TEXT = {
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
} as const;

/** The navigation greeting (docs/product.md#navigation-bar). */
export function helloUser(username: string): string {
  return `Hello, ${username}`;
}

/** docs/product.md#toasts */
export const TOAST_MESSAGES = {
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
} as const;

/** docs/product.md#store-purchases */
export const PURCHASE_MESSAGES = {
  failed: (reason: string) => `Purchase failed: ${reason}. Please try again.`,
  verificationFailed: (error: string) => `Purchase verification failed: ${error}. Please contact support.`,
  productNotFound: 'Product configuration not found. Please contact support.',
  error: (message: string) => `An error occurred during purchase: ${message}. Please try again.`,
  success: 'Purchase successful! Your subscription is now active.',
} as const;
