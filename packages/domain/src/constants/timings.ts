/** SPEC §9 timings. */
export const TOAST_DURATION_MS = 3000;
export const PAYMENT_TOAST_DURATION_MS = 5000;
export const TIMER_TICK_MS = 10;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
