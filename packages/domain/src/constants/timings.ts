/** docs/product.md#timings */
export const TOAST_DURATION_MS = 3000;
export const PAYMENT_TOAST_DURATION_MS = 5000;
export const TIMER_TICK_MS = 10;
