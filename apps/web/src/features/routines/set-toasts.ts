import { TOAST_MESSAGES } from '@stryd/domain';
import { ApiError } from '../../lib/api-client';

/** Toasts of the workout log beyond the product's XP toasts (which stay as they are). */
export const LOG_TOASTS = {
  loggedNoXp: 'Set logged. No XP earned',
  notLogged: 'Set not logged',
  unticked: 'Set unticked',
  saved: 'Workout saved to your history',
} as const;

/** The toast when a tick or untick is kept on the device instead of reaching the server. */
export const OFFLINE_TOASTS = {
  tickQueued: 'Saved on this device. It will sync when you are back online.',
  untickQueued: 'Untick saved on this device. It will sync when you are back online.',
} as const;

export type ToastText = { message: string; description?: string };

/**
 * The message for a refused tick or untick (docs/product.md#toasts; the daily cap and ceiling are worded
 * by the server).
 */
export function xpErrorToast(error: unknown): ToastText {
  if (error instanceof ApiError) {
    if (error.status === 402) return { message: TOAST_MESSAGES.subscriptionRequired };
    if (error.status === 400 || error.status === 409)
      return { message: TOAST_MESSAGES.xpError, description: error.message };
  }
  return { message: TOAST_MESSAGES.xpError };
}

/** A tick the log refused (a value out of range, no such set) is said as the set's, not as XP's. */
export function tickErrorToast(error: unknown): ToastText {
  if (error instanceof ApiError && error.status === 400)
    return { message: LOG_TOASTS.notLogged, description: error.message };
  return xpErrorToast(error);
}
